// @vitest-environment happy-dom — localStorage, <html>'s class and matchMedia
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APPEARANCE_KEY, chooseAppearance, currentAppearance, readAppearance, shownAppearance, type Appearance } from '../../../src/ui/appearance'

const prePaintScript = readFileSync(resolve(__dirname, '../../../public/appearance.js'), 'utf8')
const root = document.documentElement

/** A system that prefers dark or light, and can change its mind. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia
  return {
    change(next: boolean) {
      dark = next
      listeners.forEach((listener) => listener())
    },
  }
}

/** Runs public/appearance.js as index.html does, before anything else of the page. */
const runPrePaintScript = () => new Function(prePaintScript)()

const original = window.matchMedia
beforeEach(() => root.removeAttribute('class'))
afterEach(() => {
  window.matchMedia = original
  localStorage.clear()
})

describe('the stored appearance', () => {
  it.each([
    ['浅色', '"light"', 'light'],
    ['深色', '"dark"', 'dark'],
    ['跟随系统', '"system"', 'system'],
    ['nothing stored', null, 'system'],
    ['corrupt JSON', '"dark', 'system'],
    ['an unknown value', '"sepia"', 'system'],
    ['another type', '{"appearance":"dark"}', 'system'],
  ])('%s reads as %s', (_case, raw, expected) => {
    if (raw !== null) localStorage.setItem(APPEARANCE_KEY, raw)
    expect(readAppearance()).toBe(expected)
  })

  it('shows 跟随系统 as the system prefers', () => {
    expect(shownAppearance('system', true)).toBe('dark')
    expect(shownAppearance('system', false)).toBe('light')
    expect(shownAppearance('light', true)).toBe('light')
    expect(shownAppearance('dark', false)).toBe('dark')
  })

  it('a choice is kept and shown at once, one class at a time', () => {
    fakeSystem(false)
    chooseAppearance('dark')
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('"dark"')
    expect(root.className).toBe('dark')
    chooseAppearance('light')
    expect(root.className).toBe('light')
    expect(currentAppearance()).toBe('light')
  })
})

describe('public/appearance.js, before the first paint', () => {
  it.each<[string, string | null, boolean]>([
    ['"light"', '"light"', true],
    ['"dark"', '"dark"', false],
    ['跟随系统, system dark', '"system"', true],
    ['跟随系统, system light', '"system"', false],
    ['nothing stored, system dark', null, true],
    ['corrupt JSON, system dark', '{"', true],
    ['an unknown value, system light', '"sepia"', false],
  ])('shows what the app would for %s', (_case, raw, systemDark) => {
    fakeSystem(systemDark)
    if (raw !== null) localStorage.setItem(APPEARANCE_KEY, raw)
    runPrePaintScript()
    expect(root.className).toBe(shownAppearance(readAppearance(), systemDark))
  })

  it('follows the system under 跟随系统, and a choice made in another tab', () => {
    const system = fakeSystem(false)
    runPrePaintScript()
    expect(root.className).toBe('light')
    system.change(true)
    expect(root.className).toBe('dark')

    const choose = (value: Appearance) => {
      localStorage.setItem(APPEARANCE_KEY, JSON.stringify(value))
      window.dispatchEvent(new StorageEvent('storage', { key: APPEARANCE_KEY }))
    }
    choose('light')
    expect(root.className).toBe('light')
    system.change(false)
    system.change(true)
    expect(root.className).toBe('light')
  })
})
