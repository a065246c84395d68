import { describe, expect, it, vi } from 'vitest'
import { ChangedMeanwhile, defineActions, pendingAction, runPending } from '../../src/machines/actionTable'
import { RequestError } from '../../src/machines/requestErrors'
import { startActions } from '../support/actionActor'

// A single row action that checks the row's version first: a row changed since the list showed it is asked about
// again as a refused guarded call is (what changed, in words, from the row read now), a row gone leaves nothing to do.

interface Row {
  id: string
  title: string
  version: number
}
const shown: Row = { id: '7', title: '旅行日记', version: 3 }
const labels = { title: { label: '主题' } }

function table(now: Record<string, number>, current?: () => Promise<Record<string, unknown> | null>) {
  const run = vi.fn(async () => ({ updated: 1 }))
  const actions = defineActions<Row>()({
    enable: { scope: 'row', label: '启用', run, versions: async () => now, labels, ...(current ? { current } : {}) },
  })
  return { actions, run, checking: { ...pendingAction(actions, 'enable', shown, (row: Row) => row.id), checking: true } }
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ChangedMeanwhile)
  return error as ChangedMeanwhile
}

describe('the versions check before a single row action', () => {
  it('goes on as asked when the row is as shown', async () => {
    const { actions, checking } = table({ '7': 3 })
    expect(await runPending(actions, checking)).toMatchObject({ action: 'enable', checking: false, confirm: null })
  })

  it('changed: asks again saying what changed, from the row as it is now, with that row as its target', async () => {
    const { actions, checking } = table({ '7': 4 }, async () => ({ id: '7', title: '科技资讯', version: 4 }))
    const error = await refusal(runPending(actions, checking))
    expect(error.reask.confirm).toEqual({
      title: '该记录已被他人修改',
      description: '列表显示之后，它已被他人修改：主题「旅行日记」→「科技资讯」。确定仍要启用吗？',
      confirmLabel: '启用',
    })
    expect(error.reask.target).toEqual({ id: '7', title: '科技资讯', version: 4 })
    expect(error).toMatchObject({ kind: 'business', code: 1460 })
  })

  it('changed, and the row cannot be read now: asks again saying only that it changed', async () => {
    const { actions, checking } = table({ '7': 4 }, () => Promise.reject(new RequestError('network', '网络连接失败')))
    const error = await refusal(runPending(actions, checking))
    expect(error.reask.confirm?.description).toBe('列表显示之后，它已被他人修改。确定仍要启用吗？')
  })

  it('deleted: says so, with nothing left to do', async () => {
    const { actions, checking } = table({})
    const error = await refusal(runPending(actions, checking))
    expect(error.reask.confirm).toEqual({
      title: '该记录已被删除',
      description: '列表显示之后，它已被他人删除，无法启用。',
      confirmLabel: '知道了',
      nothingToDo: true,
    })
  })
})

describe('actionMachine with a row the check found changed or gone', () => {
  it('asks the question of the refusal, tells its owner (the list reloads), and its 知道了 sends nothing', async () => {
    const { actions, checking } = table({})
    const { actor, failed, ran } = startActions((pending) => runPending(actions, pending))
    actor.send({ type: 'action.request', pending: { ...checking, checking: false } })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirming'))
    expect(actor.getSnapshot().context.pending?.confirm?.nothingToDo).toBe(true)
    expect(failed).toHaveBeenCalledWith({ pending: expect.objectContaining({ action: 'enable' }), error: expect.any(ChangedMeanwhile) })
    actor.send({ type: 'action.confirm' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ran.map((pending) => !!pending.checking)).toEqual([true])
  })
})
