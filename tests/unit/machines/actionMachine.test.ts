import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { actionMachine, type PendingAction } from '../../../src/machines/actionMachine'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function startActions(run: (pending: PendingAction) => Promise<unknown>) {
  const done = vi.fn()
  const ran: PendingAction[] = []
  const actor = createActor(
    actionMachine.provide({
      actors: {
        run: fromPromise(({ input }) => {
          ran.push(input)
          return run(input)
        }),
      },
      actions: { done: (_, params) => done(params) },
    }),
  ).start()
  return { actor, done, ran }
}

describe('actionMachine', () => {
  it('asks first when told to, and runs nothing when cancelled', () => {
    const actions = startActions(async () => null)
    actions.actor.send({ type: 'action.request', action: 'delete', ids: ['1'], label: '极简博客', confirm: true })
    expect(actions.actor.getSnapshot().value).toBe('confirming')
    expect(actions.actor.getSnapshot().context.pending).toEqual({ action: 'delete', ids: ['1'], label: '极简博客' })
    actions.actor.send({ type: 'action.cancel' })
    expect(actions.actor.getSnapshot().value).toBe('idle')
    expect(actions.ran).toEqual([])
  })

  it('runs a confirmed action, stays busy until done, then reports it', async () => {
    let finish: (value: unknown) => void = () => {}
    const actions = startActions(() => new Promise((resolve) => (finish = resolve)))
    actions.actor.send({ type: 'action.request', action: 'batchDelete', ids: ['1', '2'], confirm: true })
    actions.actor.send({ type: 'action.confirm' })
    expect(actions.actor.getSnapshot().value).toBe('running')
    expect(actions.actor.getSnapshot().context.confirmed).toBe(true)
    actions.actor.send({ type: 'action.request', action: 'delete', ids: ['3'] })
    expect(actions.ran).toHaveLength(1)
    finish({ deleted: 2 })
    await flush()
    expect(actions.actor.getSnapshot().value).toBe('idle')
    expect(actions.done).toHaveBeenCalledWith({ pending: { action: 'batchDelete', ids: ['1', '2'] }, output: { deleted: 2 } })
  })

  it('runs at once when no confirmation is asked for', () => {
    const actions = startActions(async () => null)
    actions.actor.send({ type: 'action.request', action: 'enable', ids: ['4'] })
    expect(actions.ran).toEqual([{ action: 'enable', ids: ['4'] }])
  })

  it('keeps the error of a failed action and reports nothing done', async () => {
    const actions = startActions(() => Promise.reject(new Error('主题正被使用')))
    actions.actor.send({ type: 'action.request', action: 'delete', ids: ['1'], confirm: true })
    actions.actor.send({ type: 'action.confirm' })
    await flush()
    expect(actions.actor.getSnapshot().value).toBe('idle')
    expect(actions.actor.getSnapshot().context.error).toBe('主题正被使用')
    expect(actions.done).not.toHaveBeenCalled()
  })
})
