import type { ListActor } from '../../ui/list/ListActor'
import type { ListRow } from '../../machines/listMachine'

/** Past this, an action waiting for its list's page goes on with the rows shown (the page may never come). */
const FRESH_WAIT_MS = 5_000

/**
 * Calls `go` with the list's rows once they are not from before a change this screen made: at once when they are
 * not, else when the page loaded again after the change came (or failed). A row action asked in between would send
 * the version the row had before the screen's own change (a check, a save), and the server would refuse it as
 * changed by someone else.
 */
export function whenFresh(list: ListActor, go: (rows: ListRow[]) => void): void {
  const fresh = () => {
    const { context, value } = list.getSnapshot()
    return !context.stale && value !== 'loading' ? context.items : null
  }
  const now = fresh()
  if (now) return go(now)
  let done = false
  const finish = (rows: ListRow[]) => {
    if (done) return
    done = true
    subscription.unsubscribe()
    clearTimeout(timer)
    go(rows)
  }
  const subscription = list.subscribe(() => {
    const rows = fresh()
    if (rows) finish(rows)
  })
  const timer = setTimeout(() => finish(list.getSnapshot().context.items), FRESH_WAIT_MS)
}

/** The target an action was asked with, as the fresh page shows it: a row of the list is taken from it by id. */
export function freshTarget<Target>(target: Target, rows: readonly ListRow[]): Target {
  const id = (target as { id?: unknown } | null)?.id
  const row = typeof id === 'string' ? rows.find((candidate) => candidate.id === id) : undefined
  return row ? ({ ...(target as object), ...row } as Target) : target
}
