import { vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { actionMachine, type PendingAction } from '../../src/machines/actionMachine'

/**
 * An action machine whose calls `run` answers: each pending action it sent is kept in `ran`, and its owner's `done`
 * and `failed` are spies.
 */
export function startActions(run: (pending: PendingAction) => Promise<unknown>) {
  const done = vi.fn()
  const failed = vi.fn()
  const ran: PendingAction[] = []
  const actor = createActor(
    actionMachine.provide({
      actors: {
        run: fromPromise(({ input }) => {
          ran.push(input)
          return run(input)
        }),
      },
      actions: { done: (_, params) => done(params), failed: (_, params) => failed(params) },
    }),
  ).start()
  return { actor, done, failed, ran }
}
