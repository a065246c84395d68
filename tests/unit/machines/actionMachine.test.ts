import { describe, expect, it, vi } from 'vitest'
import { RequestError } from '../../../src/machines/requestErrors'
import { startActions } from '../../support/actionActor'

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
    label: action,
    shown: null,
  },
})

describe('actionMachine', () => {
  it('checks rows shown with versions first: the check answers the action to go on with, here asked again', async () => {
    const again = { title: '该记录已被他人修改', description: '列表显示之后，它已被他人修改。确定仍要启用吗？', confirmLabel: '启用' }
    const actions = startActions(async (pending) => (pending.checking ? { ...pending, checking: false, confirm: again } : null))
    const asked = request('enable', ['1'])
    actions.actor.send({ ...asked, pending: { ...asked.pending, shown: { '1': 2 } } })
    expect(actions.actor.getSnapshot().value).toBe('checking')
    await flush()
    expect(actions.actor.getSnapshot().value).toBe('confirming')
    expect(actions.actor.getSnapshot().context.pending?.confirm).toEqual(again)
    actions.actor.send({ type: 'action.confirm' })
    await flush()
    expect(actions.ran.map((pending) => !!pending.checking)).toEqual([true, false])
    expect(actions.done).toHaveBeenCalledTimes(1)
  })

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

  it('remembers when a refused-as-too-soon action may run again, and ignores it until then', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      let refuse = true
      const actions = startActions(async () => {
        if (refuse) throw new RequestError('throttled', '请勿请求过快', { retryAt: 1_002_500 })
        return null
      })
      actions.actor.send(request('check', ['1']))
      await vi.advanceTimersByTimeAsync(0)
      expect(actions.actor.getSnapshot().context.cooldown).toEqual({ action: 'check', until: 1_002_500 })
      refuse = false
      actions.actor.send(request('check', ['2']))
      expect(actions.ran).toHaveLength(1)
      // another action is not held back
      actions.actor.send(request('delete', ['3']))
      await vi.advanceTimersByTimeAsync(0)
      expect(actions.ran.map((pending) => pending.action)).toEqual(['check', 'delete'])
      // the cooldown stays that of the refused action after another one ran
      expect(actions.actor.getSnapshot().context.cooldown).toEqual({ action: 'check', until: 1_002_500 })
      await vi.advanceTimersByTimeAsync(2499)
      actions.actor.send(request('check', ['2']))
      expect(actions.ran).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      actions.actor.send(request('check', ['2']))
      expect(actions.ran.map((pending) => pending.action)).toEqual(['check', 'delete', 'check'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('sets no cooldown for other failures, nor for a refusal whose retry time is unknown', async () => {
    const actions = startActions(() => Promise.reject(new RequestError('throttled', '请勿请求过快')))
    actions.actor.send(request('check', ['1']))
    await flush()
    expect(actions.actor.getSnapshot().context.cooldown).toBeNull()
    actions.actor.send(request('check', ['1']))
    expect(actions.ran).toHaveLength(2)
  })
})
