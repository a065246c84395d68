import type { ListRow } from '../../machines/listMachine'
import type { ConfirmLink, ConfirmText, RowAction, Selection, SelectionAction } from '../../machines/actionTable'

/** How a confirmation names a selection: 选中的 3 个域名, or 符合当前筛选条件的全部 137 个域名 after 选择全部. */
export const selectionText = (selection: Selection, counted: string) =>
  'ids' in selection ? `选中的 ${selection.count} ${counted}` : `符合当前筛选条件的全部 ${selection.count} ${counted}`

const deleting = (title: string, which: string, undoable: boolean): ConfirmText => ({
  title,
  description: `确定删除${which}吗？${undoable ? '删除后 10 秒内可以撤销。' : '此操作无法撤销。'}`,
  confirmLabel: '删除',
  danger: true,
})

/** What still uses a row, so that the server refuses to delete it: said in words, with a link to those things. */
export interface StillUsed {
  /** e.g. 域名「a.com」下还有 3 篇文章 */
  sentence: string
  /** What to do first, e.g. 请先删除这些文章或把它们改到其他域名 */
  advice: string
  link: ConfirmLink
  /** The main button of a confirmation naming this one row, e.g. 查看这些文章 (it opens `link`). */
  look: string
}

/** At most this many links in one confirmation; the text names the rest. */
const MAX_LINKS = 5

interface DeleteOptions<Row> {
  /** What a row is, e.g. 域名. */
  noun: string
  /** Its measure word, e.g. 个 (个域名), 条 (条反链), 篇 (篇文章). */
  counter: string
  /** How one row is named in its confirmation, e.g. 域名「example.com」. */
  which: (row: Row) => string
  /** `version`: the row's as the list showed it (a row changed since is refused with 1460 and the row now). */
  remove: (id: string, version?: number) => Promise<unknown>
  batchRemove: (selection: Selection) => Promise<unknown>
  /** What still uses a row (the server refuses to delete it then), or null. */
  inUse?: (row: Row) => StillUsed | null
}

/**
 * The delete and batch-delete entries every section's action table has, asked the same way everywhere: 删除域名 /
 * 确定删除域名「x」吗？此操作无法撤销。 and 批量删除域名 / 确定删除选中的 3 个域名吗？… With `inUse`, rows the server
 * will refuse to delete because something still uses them are named before anything is sent, and looking at what
 * uses them is the main choice (查看这些文章; a link to each when several rows are in the way); 删除 is still the
 * person's to make (the count may be out of date), and its refusal is the server's own message.
 */
export function deleteActions<Row extends ListRow>(
  { noun, counter, which, remove, batchRemove, inUse }: DeleteOptions<Row>,
  undoable: () => boolean = () => false,
): { delete: RowAction<Row>; batchDelete: SelectionAction<unknown, Row> } {
  const confirmOne = (row: Row): ConfirmText => {
    const asked = deleting(`删除${noun}`, which(row), undoable())
    const used = inUse?.(row)
    if (!used) return asked
    // what the person most likely wants is to see those first: the main choice, 删除 the second
    return { ...asked, description: `${used.sentence}，删除会被拒绝。${used.advice}，再删除${noun}。`, view: { ...used.link, label: used.look } }
  }
  const confirmMany = (selection: Selection, rows: Row[]): ConfirmText => {
    const asked = deleting(`批量删除${noun}`, selectionText(selection, `${counter}${noun}`), undoable())
    const used = rows.flatMap((row) => inUse?.(row) ?? [])
    if (!used.length) return asked
    const named = used.map(({ sentence }) => sentence).join('、')
    const description = `选中的${noun}中，${named}，删除会被拒绝，也不会删除其他选中的${noun}。${used[0].advice}。`
    // one row in the way: its page is the main choice, as for a single delete; several: a link to each
    if (used.length === 1) return { ...asked, description, view: { ...used[0].link, label: used[0].look } }
    return { ...asked, description, links: used.slice(0, MAX_LINKS).map(({ link }) => link) }
  }
  return {
    delete: {
      scope: 'row',
      label: '删除',
      tone: 'red',
      confirm: confirmOne,
      guarded: true,
      run: (row) => remove(row.id, (row as { version?: number }).version),
    },
    batchDelete: { scope: 'selection', label: '批量删除', tone: 'red', confirm: confirmMany, run: (selection) => batchRemove(selection) },
  }
}

/** The ids a batch call answers with (`{ deleted, ids }`, `{ updated, ids }`): what 撤销 puts back. */
export const answeredIds = (output: unknown) => (output as { ids: string[] }).ids

/**
 * What a toast with 撤销 says a change did, naming it: the row (`one`: 已删除域名「shop.example.com」) or, for a batch, how
 * many with their measure word (`many('个域名')`: 已删除 3 个域名, 已将 2 条留言标为垃圾, 已删除 5 篇文章).
 */
export function undoNotices<Row>(which: (row: Row) => string, done: (what: string) => string) {
  return {
    one: (_count: number, row: Row) => done(which(row)),
    // a number stands apart from the words around it: 已删除 3 个域名
    many: (counted: string) => (count: number) => done(` ${count} ${counted}`),
  }
}

/**
 * The same entries for a resource whose deletions can be undone (docs/api.md, "Undo"): each leaves a toast naming
 * what went (已删除域名「a.com」, 已删除 3 个域名) with 撤销 for 10 seconds, which runs `restore` on the ids deleted (the
 * batch's answer names them).
 */
export function undoableDeleteActions<Row extends ListRow>({
  restore,
  canRestore,
  batchRemove,
  ...options
}: Omit<DeleteOptions<Row>, 'batchRemove'> & {
  batchRemove: (selection: Selection) => Promise<{ ids: string[] }>
  restore: (ids: string[]) => Promise<unknown>
  /** Whether the backend has the restore call (an optional one): without it nothing promises or offers 撤销. */
  canRestore: () => boolean
}): { delete: RowAction<Row>; batchDelete: SelectionAction<unknown, Row>; restore: SelectionAction } {
  const entries = deleteActions<Row>({ ...options, batchRemove }, canRestore)
  const notices = undoNotices(options.which, (what) => `已删除${what}`)
  const many = notices.many(`${options.counter}${options.noun}`)
  return {
    delete: { ...entries.delete, undo: { action: 'restore', ids: (_, row) => [row.id], notice: notices.one, available: canRestore } },
    batchDelete: { ...entries.batchDelete, undo: { action: 'restore', ids: answeredIds, notice: many, available: canRestore } },
    // never a button: what 撤销 runs; the rows come back, so a selection made meanwhile stays
    restore: { scope: 'selection', label: '撤销', keepSelection: true, run: ({ count: _count, ...target }) => restore('ids' in target ? target.ids : []) },
  }
}
