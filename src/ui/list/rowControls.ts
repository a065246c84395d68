import { keyHint, SHORTCUTS, type Shortcut } from '../shortcuts/registry'

/**
 * A row's own controls in its 操作 cell, as the row shortcuts press them: the key presses the very button (or link) a
 * click would, so it runs the row's action through the same path, confirmation and 撤销 included, never a copy.
 * - edit (`e`): the row's 编辑 (a comment's 回复 or 编辑回复, the form a comment has);
 * - remove (`#`, Delete): the action table's `delete` entry (ActionButton marks it `data-action`);
 * - open (Enter): the row's edit, else its first control (a push record's 详情, an audit entry's link).
 */
export type RowControl = 'edit' | 'remove' | 'open'

const EDIT = /^(编辑|回复$)/

const usable = (element: HTMLElement) => !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true'

function controlsOf(row: Element): HTMLElement[] {
  const cell = row.querySelector(':scope > td.data-table-actions')
  return cell ? [...cell.querySelectorAll<HTMLElement>('button, a[href]')] : []
}

function findControl(row: Element, which: RowControl): HTMLElement | null {
  const controls = controlsOf(row)
  const edit = controls.find((control) => EDIT.test(control.textContent?.trim() ?? '')) ?? null
  return (which === 'remove' ? controls.find((control) => control.dataset.action === 'delete') : which === 'edit' ? edit : (edit ?? controls[0])) ?? null
}

/** The row's control for `which`, or null (none, or disabled while an action runs). */
export function rowControl(row: Element, which: RowControl): HTMLElement | null {
  const found = findControl(row, which)
  return found && usable(found) ? found : null
}

/** Whether the row has a control for `which`, usable now or not: then the list has that row shortcut. */
export const offersControl = (row: Element, which: RowControl) => findControl(row, which) !== null

const HINTS: [RowControl, Shortcut][] = [
  ['edit', SHORTCUTS.edit],
  ['remove', SHORTCUTS.remove],
  ['open', SHORTCUTS.open],
]

/**
 * Gives a row control its shortcut in its tooltip (编辑（e）, 删除（# 或 Delete）, 详情（Enter）) once the pointer or
 * the focus reaches it: the same lookup as the keys', so a tooltip never names a key that presses another control.
 * Set when first needed rather than on every row drawn (a page draws some 60 of them).
 */
export function hintRowControl(target: EventTarget | null) {
  if (!(target instanceof Element)) return
  const control = target.closest<HTMLElement>('td.data-table-actions button, td.data-table-actions a[href]')
  const row = control?.closest('tr[data-row-id]')
  // a title of the screen's own stays; ours is written again, as the control's text may have changed (回复 → 编辑回复)
  if (!control || !row || (control.hasAttribute('title') && !control.hasAttribute('data-key-hint'))) return
  const hint = HINTS.find(([which]) => rowControl(row, which) === control)
  if (!hint) return
  control.title = `${control.textContent?.trim() ?? ''}${keyHint(hint[1])}`
  control.setAttribute('data-key-hint', '')
}
