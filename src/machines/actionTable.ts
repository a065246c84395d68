import type { BatchTarget, ListQuery } from '../api/list'
import { CONFLICT_CODE, CONFLICT_MSG, type Versions } from '../api/versions'
import { changedMeanwhile, changesInWords, type FieldLabels } from './formConflict'
import { RequestError } from './requestErrors'

/** A page of the app a confirmation points to, e.g. the articles still using a domain: `/articles?domain=…`. */
export interface ConfirmLink {
  label: string
  to: string
  search?: Record<string, string>
}

/** What a confirmation asks before an action. */
export interface ConfirmText {
  title: string
  description: string
  confirmLabel: string
  /** Red, with the safe choice focused: for what cannot be undone. */
  danger?: boolean
  /** Links under the text, to what the person may want to look at first. */
  links?: ConfirmLink[]
  /**
   * The main choice, in place of the action: a page to look at first (the articles a domain still has, which the
   * server would refuse to delete it for). The action's own button stays, as the second choice.
   */
  view?: ConfirmLink
  /** Nothing is left to do (the row went meanwhile): the dialog only tells, and its one button (`confirmLabel`) closes it. */
  nothingToDo?: boolean
}

/**
 * The rows a bulk action applies to, and how many: those selected by id (`{ ids }`), or every row matching the
 * list's keyword and filters (`{ filter }`, after 选择全部 N 条匹配结果), which the server finds itself.
 */
export type Selection = BatchTarget & {
  count: number
  /** The versions the selected rows had when the list showed them (when it did): a batch by ids sends them. */
  versions?: Versions | null
}

/**
 * How 撤销 takes a finished action back, offered in a toast for 10 seconds: the table's entry that puts the rows
 * back (asked with `{ ids, count }`), which rows the answer says were changed, and what the toast says.
 */
export interface Undo<Target, Output> {
  action: string
  ids(output: Output, target: Target): string[]
  /** The toast's text, naming what was done: the row (已删除域名「a.com」), or how many (已删除 3 个域名). */
  notice(count: number, target: Target): string
  /** Whether the backend can take it back now (it may lack the call: docs/api.md, "Partial backends"); yes by default. */
  available?(): boolean
}

/** What a list-wide action (check all, export) applies to: the list's query when the person asked, and its count. */
export interface ListScope {
  query: ListQuery
  total: number
}

interface ActionBase<Target, Output> {
  /** The button's text. */
  label: string
  /** The button's colour: red for what destroys, gray for what turns something off. */
  tone?: 'red' | 'gray' | 'green' | 'amber'
  /** Ask first, with this text; without it the action runs at once. */
  confirm?(target: Target): ConfirmText
  run(target: Target): Promise<Output>
  /** Whether the list reloads afterwards (default yes; an export changes nothing). */
  refresh?: boolean
  /** Once it is done, a toast offers to take it back. */
  undo?: Undo<Target, Output>
  /**
   * The rows' versions now (the resource's optional check, docs/api.md "Several operators"), asked before acting on
   * rows the list showed with versions: a row changed since is asked about again, and a selection's confirmation
   * says how many changed since they were selected. Null (or a failure) when the backend cannot tell: it goes as before.
   */
  versions?(ids: string[]): Promise<Versions | null>
  /**
   * The call sends the row's version and is refused with the row as it is now (1460) when it changed: no check first,
   * the refusal says what changed (a delete, a status set with PUT).
   */
  guarded?: boolean
  /** How a row's fields are named when a question says what another operator changed. */
  labels?: FieldLabels
  /**
   * The row as it is now, read when the versions check found it changed, so that the question says what changed (as
   * a guarded call's refusal does); null when it cannot be told. Without it, the question says only that it changed.
   */
  current?(row: Target): Promise<Record<string, unknown> | null>
}

/** An action on one row; its target is the row itself, so its call and confirmation can name it. */
export interface RowAction<Row, Output = unknown> extends ActionBase<Row, Output> {
  scope: 'row'
}

/**
 * An action on the selection; the section clears the selection when it is done. Its confirmation is also given the
 * selected rows as the list shows them (a selection never outlives its page), e.g. to count what they still hold.
 */
export interface SelectionAction<Output = unknown, Row = unknown> extends Omit<ActionBase<Selection, Output>, 'confirm'> {
  scope: 'selection'
  confirm?(target: Selection, rows: Row[]): ConfirmText
  /** The rows stay as they were (e.g. a re-check), so they stay selected: the person may well ask again. */
  keepSelection?: boolean
}

/** An action on everything the list's query matches. */
export interface ListAction<Output = unknown> extends ActionBase<ListScope, Output> {
  scope: 'list'
}

export type ActionDef<Row> = RowAction<Row> | SelectionAction<unknown, Row> | ListAction
export type ActionTable<Row> = Record<string, ActionDef<Row>>

/** The target an action of the table takes: its row, the selection or the list's scope. */
export type TargetOf<Def> = Def extends RowAction<infer Row> ? Row : Def extends { scope: 'selection' } ? Selection : ListScope

/**
 * A section's row, bulk and list actions as one typed table: per action its label, scope, confirmation, call and
 * follow-up. `defineActions<Row>()({ … })` keeps each entry's own target and output types.
 */
export const defineActions =
  <Row>() =>
  <Table extends ActionTable<Row>>(table: Table): Table =>
    table

/** What the action machine holds while it asks and runs: data only, so /__machines can show and record it. */
export interface PendingAction {
  action: string
  scope: ActionDef<unknown>['scope']
  /** The rows it changes (the row's id, the selection); none for a list-wide action. */
  ids: string[]
  /** The confirmation to show, or null to run at once. */
  confirm: ConfirmText | null
  refresh: boolean
  /** Whether the selection is cleared when it is done. */
  clearsSelection: boolean
  /** Whether 撤销 is offered once it is done (the entry's `undo`). */
  undoable: boolean
  /** The row, selection or list scope the table's entry was asked with; only the table reads it back. */
  target: unknown
  /** The action's button text, for a question it did not have (该记录已被他人修改 … 确定仍要启用吗？). */
  label: string
  /** The rows' versions as the list showed them, when it did and the entry checks them first; null otherwise. */
  shown: Versions | null
  /** Asked to check the rows' versions first: the run actor then answers the pending action to go on with. */
  checking?: boolean
}

/** The pending form of a request to run the table's `action` on `target`; `shown` are the rows the list shows. */
export function pendingAction<Row, Table extends ActionTable<Row>, Name extends keyof Table & string>(
  table: Table,
  action: Name,
  target: TargetOf<Table[Name]>,
  rowId: (row: Row) => string,
  shown: readonly Row[] = [],
): PendingAction {
  const def: ActionDef<Row> = table[action]
  const ids =
    def.scope === 'row' ? [rowId(target as Row)] : def.scope === 'selection' && 'ids' in (target as Selection) ? (target as { ids: string[] }).ids : []
  const clearsSelection = def.scope === 'selection' && !def.keepSelection
  const rows = def.scope === 'selection' ? shown.filter((row) => ids.includes(rowId(row))) : []
  const { confirm, undo } = entry(table, action)
  const undoable = !!undo && (undo.available?.() ?? true)
  const versions = shownVersions(def.scope === 'row' ? [target as Row] : rows, rowId)
  const asked = confirm?.(target, rows) ?? null
  return {
    action,
    scope: def.scope,
    ids,
    confirm: 'filter' in (target as object) ? onWhatMatches(asked, def.label, (target as Selection).count) : asked,
    refresh: def.refresh ?? true,
    clearsSelection,
    undoable,
    // a batch by ids sends the versions its rows were selected at
    target: def.scope === 'selection' && versions && def.versions ? { ...(target as Selection), versions } : target,
    label: def.label,
    // a guarded row's call is its own check
    shown: def.versions && !(def.scope === 'row' && def.guarded) ? versions : null,
  }
}

/** What a batch by `{ filter }` asks: the server finds the rows when it runs, which may differ from what was shown. */
const ACTS_ON_NOW = '将作用于执行时符合条件的全部行，可能与列表中看到的不同。'

/** A batch by `{ filter }` always asks, saying so (an entry that asks nothing for a few ticked rows asks then). */
const onWhatMatches = (asked: ConfirmText | null, label: string, count: number): ConfirmText =>
  asked
    ? { ...asked, description: `${asked.description}${ACTS_ON_NOW}` }
    : { title: label, description: `确定${label}符合当前筛选条件的全部 ${count} 行吗？${ACTS_ON_NOW}`, confirmLabel: label }

/** The versions of rows as the list showed them; null when it showed none (a backend without versions). */
function shownVersions<Row>(rows: readonly Row[], rowId: (row: Row) => string): Versions | null {
  const entries = rows.flatMap((row) => {
    const version = (row as { version?: unknown }).version
    return typeof version === 'number' ? [[rowId(row), version] as const] : []
  })
  return entries.length ? Object.fromEntries(entries) : null
}

/**
 * The table's entry for a pending action, typed for the target it was asked with: `pendingAction` took that
 * target typed by the entry's own scope, which TypeScript cannot follow through the machine, so it is re-typed
 * here, the one place that does.
 */
function entry<Row>(
  table: ActionTable<Row>,
  action: string,
): {
  confirm?(target: unknown, rows: unknown[]): ConfirmText
  run(target: unknown): Promise<unknown>
  undo?: Undo<unknown, unknown>
  versions?(ids: string[]): Promise<Versions | null>
  labels?: FieldLabels
  current?(row: unknown): Promise<Record<string, unknown> | null>
} {
  const def = table[action]
  if (!def) throw new Error(`未知操作：${action}`)
  return def as unknown as ActionBase<unknown, unknown>
}

/**
 * Runs a pending action: its versions check first when it asks for one (answering the pending action to go on
 * with), else the entry's call. A row's call refused because the row changed since the list showed it (1460) is
 * asked again (ChangedMeanwhile), saying what changed, with the row as it is now.
 */
export async function runPending<Row>(table: ActionTable<Row>, pending: PendingAction): Promise<unknown> {
  const def = entry(table, pending.action)
  if (pending.checking) return recheck(def, pending)
  try {
    return await def.run(pending.target)
  } catch (error) {
    const current = pending.scope === 'row' ? changedMeanwhile(error) : null
    if (current)
      throw new ChangedMeanwhile(reask(pending, current, changesInWords(def.labels ?? {}, pending.target as Record<string, unknown>, current)), error)
    throw error
  }
}

/** A row action refused because the row changed meanwhile: the question to ask again, with the row as it is now. */
export class ChangedMeanwhile extends RequestError {
  readonly reask: PendingAction
  constructor(question: PendingAction, refusal: unknown) {
    const { message, code, data } = refusal as RequestError
    super('business', message, { code, data })
    this.reask = question
  }
}

/** The same action asked again about a row that changed: what changed (when known), then its own question. */
function reask(pending: PendingAction, current: Record<string, unknown>, changes: string): PendingAction {
  const what = changes ? `列表显示之后，它已被他人修改：${changes}。` : '列表显示之后，它已被他人修改。'
  const asked = pending.confirm ?? { title: '', description: `确定仍要${pending.label}吗？`, confirmLabel: pending.label }
  return {
    ...pending,
    checking: false,
    shown: null,
    target: { ...(pending.target as object), ...current },
    confirm: { ...asked, title: '该记录已被他人修改', description: `${what}${asked.description}` },
  }
}

type Checks = Pick<ReturnType<typeof entry>, 'versions' | 'labels' | 'current'>

/**
 * After the versions check: the action as asked, or asked again saying how many of its rows changed meanwhile. A
 * row changed since the list showed it is refused as its guarded call would be (ChangedMeanwhile): asked again
 * saying what changed, and the list reloads to show it as it is now.
 */
async function recheck(def: Checks, pending: PendingAction): Promise<PendingAction> {
  const go = { ...pending, checking: false }
  const shown = pending.shown
  const now = shown && (await def.versions?.(Object.keys(shown)).catch(() => null))
  if (!shown || !now) return go
  const changed = Object.keys(shown).filter((id) => now[id] !== shown[id])
  if (!changed.length) return go
  if (pending.scope === 'row') throw await rowMeanwhile(def, go, now)
  const asked = pending.confirm ?? { title: pending.label, description: `确定${pending.label}选中的 ${pending.ids.length} 行吗？`, confirmLabel: pending.label }
  const gone = changed.filter((id) => !(id in now)).length
  const note = `其中 ${changed.length} 行在选择后已被他人修改${gone ? `（${gone} 行已被删除）` : ''}。`
  return { ...go, confirm: { ...asked, description: `${asked.description}${note}` } }
}

/**
 * The refusal a row's own call would have met: changed, with the row as it is now (read with the entry's `current`)
 * and what changed in words, as a delete's 1460 says it; or deleted, which leaves nothing to do but say so.
 */
async function rowMeanwhile(def: Checks, pending: PendingAction, now: Versions): Promise<ChangedMeanwhile> {
  const id = pending.ids[0]
  if (!(id in now)) {
    const confirm = { title: '该记录已被删除', description: `列表显示之后，它已被他人删除，无法${pending.label}。`, confirmLabel: '知道了', nothingToDo: true }
    return new ChangedMeanwhile({ ...pending, shown: null, confirm }, { message: '要操作的数据不存在或已被删除', code: 1404 })
  }
  const read = await def.current?.(pending.target).catch(() => null)
  const current = read ?? { version: now[id] }
  const changes = read ? changesInWords(def.labels ?? {}, pending.target as Record<string, unknown>, read) : ''
  return new ChangedMeanwhile(reask(pending, current, changes), { message: CONFLICT_MSG, code: CONFLICT_CODE, data: { current } })
}

/** What the toast offers after an undoable action: its text, and the pending request of the entry that takes it back. */
export interface UndoOffer {
  notice: string
  undo: PendingAction
}

/** The 撤销 a finished action offers, from its entry's `undo` and its answer; null when it changed no row. */
export function undoOffer<Row>(table: ActionTable<Row>, pending: PendingAction, output: unknown): UndoOffer | null {
  const undo = entry(table, pending.action).undo
  const ids = undo?.ids(output, pending.target) ?? []
  if (!undo || ids.length === 0 || undo.available?.() === false) return null
  const target: Selection = { ids, count: ids.length }
  // the entry is a selection action: no row to name
  return { notice: undo.notice(ids.length, pending.target), undo: pendingAction<Row, ActionTable<Row>, string>(table, undo.action, target, () => '') }
}

/** What an entry's call answers. */
export type OutputOf<Def> = Def extends { run(target: never): Promise<infer Output> } ? Output : never

/** Per action, who takes its answer once it is done (e.g. the push drawer takes a re-push's record). */
export type AnswerHandlers<Table> = { [Name in keyof Table]?: (output: OutputOf<Table[Name]>) => void }

/** Hands a finished action's answer to its handler: the answer is the one its entry's call gave. */
export function passAnswer<Table>(handlers: AnswerHandlers<Table>, pending: PendingAction, output: unknown): void {
  const handler = (handlers as Record<string, ((output: unknown) => void) | undefined>)[pending.action]
  handler?.(output)
}
