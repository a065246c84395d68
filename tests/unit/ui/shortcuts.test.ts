// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { registerShortcut, shortcutsNow } from '../../../src/ui/shortcuts/keys'
import { goShortcut, keyCaps, keyHint, pressedKey, SHORTCUTS } from '../../../src/ui/shortcuts/registry'

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  document.body.innerHTML = ''
})

/** Registers `shortcut`; answers the keys that ran it. */
function listen(shortcut: Parameters<typeof registerShortcut>[0], answer?: () => boolean) {
  const ran: string[] = []
  cleanups.push(
    registerShortcut(shortcut, (event) => {
      ran.push(event.key)
      return answer?.()
    }),
  )
  return ran
}

/** A keydown on `target` as a browser sends it; answers whether something took it (preventDefault). */
function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

function add(html: string) {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  return holder.firstElementChild as HTMLElement
}

describe('the shortcut keys', () => {
  it('run the handler of the key declared, and nothing for another key', () => {
    const ran = listen(SHORTCUTS.next)
    expect(press('j')).toBe(true)
    expect(press('ArrowDown')).toBe(true)
    expect(press('k')).toBe(false)
    expect(ran).toEqual(['j', 'ArrowDown'])
  })

  it('never fire while typing: in an input, a textarea, a select, an editor, a combobox', () => {
    const ran = listen(SHORTCUTS.tick)
    for (const field of [
      '<input type="text">',
      '<input type="search">',
      '<textarea></textarea>',
      '<select></select>',
      '<div contenteditable="true"></div>',
      '<button role="combobox"></button>',
    ]) {
      expect.soft(press('x', {}, add(field))).toBe(false)
    }
    expect(ran).toEqual([])
    // a checkbox takes no typing: x there is the shortcut's
    expect(press('x', {}, add('<input type="checkbox">'))).toBe(true)
  })

  it('never fire with a dialog or a menu open, and leave Escape to it', () => {
    const ran = listen(SHORTCUTS.remove)
    const dialog = add('<div role="dialog" data-state="open"><button>取消</button></div>')
    expect(press('#', {}, dialog.querySelector('button')!)).toBe(false)
    expect(press('Delete')).toBe(false)
    dialog.remove()
    const menu = add('<div role="menu"></div>')
    expect(press('#')).toBe(false)
    menu.remove()
    // one closing (animating out) no longer holds the keyboard
    add('<div role="alertdialog" data-state="closed"></div>')
    expect(press('#')).toBe(true)
    expect(ran).toEqual(['#'])
  })

  it('leave Ctrl, Alt and ⌘ with a letter to the browser and screen readers, except the palette’s Ctrl+K, which works in a field too', () => {
    const ran = listen(SHORTCUTS.edit)
    expect(press('e', { ctrlKey: true })).toBe(false)
    expect(press('e', { altKey: true })).toBe(false)
    expect(press('e', { metaKey: true })).toBe(false)
    expect(ran).toEqual([])
    const palette = listen(SHORTCUTS.palette)
    expect(press('k', { ctrlKey: true }, add('<input type="text">'))).toBe(true)
    expect(palette).toEqual(['k'])
    expect(pressedKey(new KeyboardEvent('keydown', { key: 'k', metaKey: true }), true)).toBe('Mod+k')
  })

  it('tell x from Shift+x, and take # and ? as typed (with Shift)', () => {
    const tick = listen(SHORTCUTS.tick)
    const range = listen(SHORTCUTS.range)
    const help = listen(SHORTCUTS.help)
    press('X', { shiftKey: true })
    press('x')
    press('?', { shiftKey: true })
    expect([tick, range, help]).toEqual([['x'], ['X'], ['?']])
  })

  it('go by g then a letter; g alone does nothing, and a handler that declines lets the key be', () => {
    const ran = listen(goShortcut('d', '域名管理'))
    expect(press('g')).toBe(false)
    expect(press('d')).toBe(true)
    expect(press('d')).toBe(false)
    expect(ran).toEqual(['d'])
    listen(SHORTCUTS.open, () => false)
    expect(press('Enter')).toBe(false)
  })

  it('list what works now, each once, app-wide first, in the registry’s order; written for people', () => {
    listen(SHORTCUTS.edit)
    listen(SHORTCUTS.next)
    listen(SHORTCUTS.next)
    listen(goShortcut('c', '留言管理'))
    listen(SHORTCUTS.help)
    expect(shortcutsNow().map(({ id }) => id)).toEqual(['help', 'go.c', 'next', 'edit'])
    expect(keyCaps('Mod+k', false)).toEqual(['Ctrl+K'])
    expect(keyCaps('Mod+k', true)).toEqual(['⌘K'])
    expect(keyCaps('g d')).toEqual(['g', 'd'])
    expect(keyHint(SHORTCUTS.remove)).toBe('（# 或 Delete）')
    expect(keyHint(SHORTCUTS.range)).toBe('（Shift+X）')
  })
})
