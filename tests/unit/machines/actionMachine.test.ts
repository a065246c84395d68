import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { actionMachine, type PendingAction } from '../../../src/machines/actionMachine'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const ask = { title: '删除主题', description: '确定删除吗？', confirmLabel: '删除', danger: true }
const request = (action: string, ids: string[], confirm = false) => ({
  type: 'action.request' as const,
  pending: {
    action,
    ids,
    scope: 'selection' as const,
    confirm: confirm ? ask : null,
    refresh: true,
    clearsSelection: true,
    undoable: false,
    target: { ids, count: ids.length },
  },
})

function startActions(run: (pending: PendingAction) => Promise<unknown>) {
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

describe('actionMachine', () => {
  it('asks first when told to, and runs nothing when cancelled', () => {
    const actions = startActions(async () => null)
    actions.actor.send(request('delete', ['1'], true))
    expect(actions.actor.getSnapshot().value).toBe('confirming')
    expect(actions.actor.getSnapshot().context.pending).toMatchObject({ action: 'delete', ids: ['1'], confirm: ask })
    actions.actor.send({ type: 'action.cancel' })
    expect(actions.actor.getSnapshot().value).toBe('idle')
    expect(actions.ran).toEqual([])
  })

  it('runs a confirmed action, stays busy until done, then reports it', async () => {
    let finish: (value: unknown) => void = () => {}
    const actions = startActions(() => new Promise((resolve) => (finish = resolve)))
    actions.actor.send(request('batchDelete', ['1', '2'], true))
    actions.actor.send({ type: 'action.confirm' })
    expect(actions.actor.getSnapshot().value).toBe('running')
    expect(actions.actor.getSnapshot().context.confirmed).toBe(true)
    actions.actor.send(request('delete', ['3']))
    expect(actions.ran).toHaveLength(1)
    finish({ deleted: 2 })
    await flush()
    expect(actions.actor.getSnapshot().value).toBe('idle')
    expect(actions.done).toHaveBeenCalledWith({ pending: expect.objectContaining({ action: 'batchDelete', ids: ['1', '2'] }), output: { deleted: 2 } })
  })

  it('runs at once when no confirmation is asked for', () => {
    const actions = startActions(async () => null)
    actions.actor.send(request('enable', ['4']))
    expect(actions.ran).toEqual([expect.objectContaining({ action: 'enable', ids: ['4'] })])
  })

  it('keeps the error of a failed action and reports nothing done', async () => {
    const actions = startActions(() => Promise.reject(new Error('主题正被使用')))
    actions.actor.send(request('delete', ['1'], true))
    actions.actor.send({ type: 'action.confirm' })
    await flush()
    expect(actions.actor.getSnapshot().value).toBe('idle')
    expect(actions.actor.getSnapshot().context.error).toBe('主题正被使用')
    expect(actions.done).not.toHaveBeenCalled()
    expect(actions.failed).toHaveBeenCalledWith({ pending: expect.objectContaining({ action: 'delete' }), error: new Error('主题正被使用') })
  })
})
