/**
 * Every keyboard shortcut of the app, declared once: its keys, what it does, and where it works. The key handlers
 * match with these declarations (src/ui/shortcuts/keys.ts) and the 快捷键 dialog lists them, so the list cannot say
 * something other than what works. Ctrl/Alt/⌘ with a letter belong to the browser and screen readers (the exceptions:
 * Ctrl+K, which the browser uses only for its address bar's search, and Ctrl+S in the article editor, where saving the
 * article is what a person means rather than saving the web page); none of the single keys below is a browser's own
 * outside a field, and a screen reader in browse mode keeps its own single-letter keys to itself.
 */

/** 全局: on every signed-in screen. 当前页面: where the screen has what it acts on (a list, its search box). */
export type ShortcutGroup = 'global' | 'screen'

export interface Shortcut {
  id: string
  /**
   * Each way to press it: a key as KeyboardEvent.key names it (`j`, `#`, `Enter`, `ArrowDown`), `Shift+x`, `Mod+k`
   * (Ctrl+K, ⌘K on macOS), or a sequence with its keys apart (`g d`: g, then d).
   */
  keys: readonly string[]
  label: string
  group: ShortcutGroup
  /** A chord with Ctrl or ⌘: it types nothing, so it works in a field too; its handler decides about dialogs. */
  chord?: boolean
}

const screen = (id: string, keys: string[], label: string): Shortcut => ({ id, keys, label, group: 'screen' })

export const SHORTCUTS = {
  palette: { id: 'palette', keys: ['Mod+k'], label: '打开或关闭命令面板', group: 'global', chord: true },
  help: { id: 'help', keys: ['?'], label: '显示快捷键', group: 'global' },
  search: screen('search', ['/'], '搜索当前列表'),
  next: screen('next', ['j', 'ArrowDown'], '移到下一行'),
  previous: screen('previous', ['k', 'ArrowUp'], '移到上一行'),
  tick: screen('tick', ['x'], '勾选或取消勾选当前行'),
  range: screen('range', ['Shift+x'], '从上次勾选的行勾选到当前行'),
  open: screen('open', ['Enter'], '打开当前行（编辑或查看）'),
  edit: screen('edit', ['e'], '编辑当前行'),
  remove: screen('remove', ['#', 'Delete'], '删除当前行（先确认，可撤销）'),
  undo: screen('undo', ['z'], '撤销刚才的操作（提示中的「撤销」）'),
  // the article editor's: in its fields too, in place of the browser's 保存网页 (Ctrl+S types nothing)
  save: { id: 'save', keys: ['Mod+s'], label: '保存文章', group: 'screen', chord: true },
} as const satisfies Record<string, Shortcut>

/** `g` then `letter`: goes to the screen `label` (the menu's items each have one: src/routes/shell/Sidebar.tsx). */
export const goShortcut = (letter: string, label: string): Shortcut => ({ id: `go.${letter}`, keys: [`g ${letter}`], label: `转到${label}`, group: 'global' })

/** The order the 快捷键 dialog lists them in: the declarations' own, the menu's g keys after 显示快捷键. */
export const SHORTCUT_ORDER: readonly string[] = Object.keys(SHORTCUTS)

export const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The key `event` presses, written as the declarations write keys: `j`, `Shift+x`, `Mod+k`, `#`, `ArrowDown`. */
export function pressedKey(event: KeyboardEvent, mac = onMac()): string {
  const letter = event.key.length === 1 && /[a-z]/i.test(event.key) ? event.key.toLowerCase() : null
  const mod = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  if (letter && mod && !event.altKey && !event.shiftKey) return `Mod+${letter}`
  if (event.ctrlKey || event.metaKey || event.altKey) return ''
  if (letter) return event.shiftKey ? `Shift+${letter}` : letter
  // a named key with Shift is another key (Shift+↓ extends a text selection); a symbol typed with Shift (#, ?) is itself
  return event.shiftKey && event.key.length > 1 ? `Shift+${event.key}` : event.key
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'color'])

/** Whether a key pressed on `target` is the person typing: a text field, a select, an editor, a combobox. */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.closest('[role="combobox"], [role="textbox"], [role="searchbox"], [role="spinbutton"]')) return true
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type)
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}

/** A dialog or a menu (a select's list too) is open: it has the keyboard, Escape included, until it closes. */
const LAYERS = ['dialog', 'alertdialog', 'menu', 'listbox'].map((role) => `[role="${role}"]:not([data-state="closed"])`).join(', ')
export const layerOpen = () => !!document.querySelector(LAYERS)

/** Whether `shortcut` may run for `event` at all: never while typing or over a dialog or a menu, unless a chord. */
export function allowed(shortcut: Shortcut, event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false
  if (shortcut.chord) return true
  return !typingIn(event.target) && !layerOpen()
}

const SHOWN: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑' }

/** How a key is written for a person (the dialog, tooltips): each key of a sequence apart (`['g', 'd']`), `Shift+X`, `Ctrl+K` or `⌘K`. */
export function keyCaps(key: string, mac = onMac()): string[] {
  return key.split(' ').map((part) => {
    if (part.startsWith('Mod+')) return mac ? `⌘${part.slice(4).toUpperCase()}` : `Ctrl+${part.slice(4).toUpperCase()}`
    if (part.startsWith('Shift+')) return `Shift+${part.slice(6).toUpperCase()}`
    return SHOWN[part] ?? part
  })
}

/** A tooltip's mention of the shortcut: `（g d）`, `（# 或 Delete）`. */
export const keyHint = (shortcut: Shortcut, mac = onMac()) => `（${shortcut.keys.map((key) => keyCaps(key, mac).join(' ')).join(' 或 ')}）`
