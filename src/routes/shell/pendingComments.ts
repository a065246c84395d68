import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import { inspect } from '../../devtools/inspect'
import { commentApi } from '../../http/comments'
import { countMachine } from '../../machines/countMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { useActorRefOnce } from '../../ui/useActorRefOnce'

export type CountActor = ActorRefFrom<typeof countMachine>

/** The shell's count of comments waiting for review, shown on the sidebar's 留言管理 item. */
export const PendingCommentsContext = createContext<CountActor | null>(null)

/** Owned by the shell: lives while the person is signed in and inside it. */
export function usePendingCommentsActor(): CountActor {
  return useActorRefOnce(null, () => countMachine.provide({ actors: { fetchCount: fromAbortable((_: unknown, signal) => commentApi.pendingCount(signal)) } }), {
    inspect,
  })
}

/** For screens inside the shell: send `count.refresh` after a change to comment statuses. */
export function usePendingComments(): CountActor {
  const actor = useContext(PendingCommentsContext)
  if (!actor) throw new Error('usePendingComments needs the shell (PendingCommentsContext)')
  return actor
}
