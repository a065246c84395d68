import type { Versions } from '../../api/versions'
import type { ActionTable } from '../../machines/actionTable'
import type { FieldLabels } from '../../machines/formConflict'
import { notify } from '../../ui/toast'

/** What a batch by ids answers besides its own fields when it was sent the versions its rows were selected at. */
const changedOf = (output: unknown) => {
  const changed = (output as { changed?: unknown } | null)?.changed
  return typeof changed === 'number' ? changed : 0
}

/** What else a section gives its versions check. */
export interface VersionCheckOptions {
  /** Entries for which a row's change makes no difference (a backlink's re-check). */
  except?: readonly string[]
  /**
   * The row as it is now (null when it cannot tell), read when the check found a row changed before a single action
   * that is not itself guarded (a domain's 启用): its question then says what changed, as a delete's does.
   */
  current?: (row: never) => Promise<object | null>
}

/**
 * A section's action table that minds other operators (docs/api.md, "Several operators"): its row and selection
 * entries check the rows' versions before acting (`versions`: the resource's optional check) and name a row's fields
 * with `labels` when a question says what changed; a batch that ran on rows changed since they were selected says
 * how many in a toast of its own. Without the check or versions on the rows, every entry works as before.
 */
// (typed `object`, not an action table: a table's own type is inferred from its entries, not from here)
export function checkingVersions<Table extends object>(
  table: Table,
  versions: (ids: string[]) => Promise<Versions | null>,
  labels: FieldLabels,
  { except = [], current }: VersionCheckOptions = {},
): Table {
  const entries = Object.entries(table as ActionTable<never>).map(([name, def]) => {
    if (def.scope === 'list' || except.includes(name)) return [name, def]
    const run = (target: never) =>
      def.run(target).then((output) => {
        const changed = changedOf(output)
        if (def.scope === 'selection' && changed > 0) notify.info(`其中 ${changed} 行在选择后已被他人修改，已按它们现在的内容${def.label}`)
        return output
      })
    return [name, { ...def, versions, labels, ...(def.scope === 'row' && current ? { current } : {}), run }]
  })
  return Object.fromEntries(entries) as Table
}
