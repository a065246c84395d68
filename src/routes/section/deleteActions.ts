import type { ListRow } from '../../machines/listMachine'
import type { ConfirmText, RowAction, SelectionAction } from '../../machines/actionTable'

const deleting = (title: string, which: string): ConfirmText => ({
  title,
  description: `确定删除${which}吗？此操作无法撤销。`,
  confirmLabel: '删除',
  danger: true,
})

/**
 * The delete and batch-delete entries every section's action table has, asked the same way everywhere: 删除域名 /
 * 确定删除域名「x」吗？此操作无法撤销。 and 批量删除域名 / 确定删除选中的 3 个域名吗？…
 */
export function deleteActions<Row extends ListRow>({
  noun,
  counter,
  which,
  remove,
  batchRemove,
}: {
  /** What a row is, e.g. 域名. */
  noun: string
  /** Its measure word, e.g. 个 (个域名), 条 (条反链), 篇 (篇文章). */
  counter: string
  /** How one row is named in its confirmation, e.g. 域名「example.com」. */
  which: (row: Row) => string
  remove: (id: string) => Promise<unknown>
  batchRemove: (ids: string[]) => Promise<unknown>
}): { delete: RowAction<Row>; batchDelete: SelectionAction } {
  return {
    delete: { scope: 'row', label: '删除', tone: 'red', confirm: (row) => deleting(`删除${noun}`, which(row)), run: (row) => remove(row.id) },
    batchDelete: {
      scope: 'selection',
      label: '批量删除',
      tone: 'red',
      confirm: ({ ids }) => deleting(`批量删除${noun}`, `选中的 ${ids.length} ${counter}${noun}`),
      run: ({ ids }) => batchRemove(ids),
    },
  }
}
