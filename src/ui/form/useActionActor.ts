import { useActorRef } from '@xstate/react'
import { afterTransition } from '../../app/afterTransition'
import { inspect } from '../../devtools/inspect'
import { fromAbortable } from '../fromAbortable'
import { actionMachine, type PendingAction } from '../../machines/actionMachine'
import type { ActionActor } from './ConfirmDialog'

/** An action machine for a screen's row and bulk actions; `run` dispatches on `pending.action`. */
export function useActionActor({
  run,
  done,
}: {
  run: (pending: PendingAction) => Promise<unknown>
  done: (pending: PendingAction, output: unknown) => void
}): ActionActor {
  return useActorRef(
    actionMachine.provide({
      actors: { run: fromAbortable((input: PendingAction) => run(input)) },
      actions: { done: afterTransition((_: unknown, { pending, output }: { pending: PendingAction; output: unknown }) => done(pending, output)) },
    }),
    { inspect },
  )
}
