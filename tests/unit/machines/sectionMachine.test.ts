import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { actionMachine } from '../../../src/machines/actionMachine'
import { defineActions, pendingAction, runPending, type PendingAction, type TargetOf } from '../../../src/machines/actionTable'
import { createFormMachine } from '../../../src/machines/formMachine'
import { listMachine } from '../../../src/machines/listMachine'
import { emptyQuery } from '../../../src/machines/listMachine'
import { RequestError } from '../../../src/machines/requestErrors'
import { sectionAction, sectionForm, sectionMachine } from '../../../src/machines/sectionMachine'

interface Row {
  id: string
  name: string
}

const rows: Row[] = [
  { id: '1', name: '甲' },
  { id: '2', name: '乙' },
]

const table = defineActions<Row>()({
  rename: { scope: 'row', label: '改名', run: async (row) => row.name },
  batchDelete: {
    scope: 'selection',
    label: '批量删除',
    confirm: ({ count }) => ({ title: '删除', description: `删除 ${count} 行？`, confirmLabel: '删除' }),
    run: async () => null,
  },
  recheck: { scope: 'selection', label: '立即检测', keepSelection: true, run: async () => null },
  export: { scope: 'list', label: '导出', refresh: false, run: async () => null },
})
/** A section over a fake list and calls resolved (or refused) by hand, recording what reaches the screen's effects. */
function startSection({
  run = (pending) => runPending(table, pending),
  submit = async () => ({ created: 1 }),
}: { run?: (pending: PendingAction) => Promise<unknown>; submit?: () => Promise<unknown> } = {}) {
  const loads: number[] = []
  const keepDraft = vi.fn()
  const tellFollowers = vi.fn()
  const passAnswer = vi.fn()
  const form = createFormMachine<{ name: string }>({ id: 'nameForm', validate: (values) => (values.name ? {} : { name: '请输入名称' }), empty: { name: '' } })
  // the route's loader: the page of the URL (page 2), loaded when the screen opens and whenever the section invalidates it
  const load = () => {
    const query = { ...emptyQuery(), page: 2 }
    loads.push(query.page)
    return { query, answer: Promise.resolve({ items: rows, total: rows.length, page: query.page, pageSize: 20 }) }
  }
  const section = createActor(
    sectionMachine.provide({
      actors: {
        list: listMachine,
        action: sectionAction(actionMachine).provide({ actors: { run: fromPromise(({ input }) => run(input)) } }),
        form: sectionForm(form, 'form', fromPromise(submit)),
        bulk: sectionForm(form, 'bulk', fromPromise(submit)),
      },
      actions: {
        refreshList: () => queueMicrotask(() => section.getSnapshot().children.list!.send({ type: 'list.show', shown: load() })),
        keepDraft: (_, params) => keepDraft(params),
        tellFollowers,
        passAnswer: (_, params) => passAnswer(params),
      },
    }),
    { input: { shown: load(), reports: ['bulk'] } },
  ).start()
  const child = <Id extends 'list' | 'action' | 'report' | 'form' | 'bulk'>(id: Id) => section.getSnapshot().children[id]!
  const settled = () => waitFor(child('list'), (state) => state.matches('ready'))
  return { section, child, settled, loads, keepDraft, tellFollowers, passAnswer }
}

const request = <Name extends keyof typeof table & string>(name: Name, target: TargetOf<(typeof table)[Name]>) => ({
  type: 'action.request' as const,
  pending: pendingAction<Row, typeof table, Name>(table, name, target, (row) => row.id),
})

describe('sectionMachine', () => {
  it('starts its list on the query the URL held', async () => {
    const s = startSection()
    await s.settled()
    expect(s.loads).toEqual([2])
  })

  it('reloads the same page after a saved form and tells the followers; only a reporting form shows its answer', async () => {
    const s = startSection()
    await s.settled()
    s.child('form').send({ type: 'form.open', values: { name: '丙' } })
    s.child('form').send({ type: 'form.submit' })
    await waitFor(s.child('form'), (state) => state.matches('closed'))
    await s.settled()
    expect(s.loads).toEqual([2, 2])
    expect(s.tellFollowers).toHaveBeenCalledTimes(1)
    expect(s.child('report').getSnapshot().matches('closed')).toBe(true)

    s.child('bulk').send({ type: 'form.open', values: { name: '丁' } })
    s.child('bulk').send({ type: 'form.submit' })
    await waitFor(s.child('report'), (state) => state.matches('open'))
    expect(s.child('report').getSnapshot().context.report).toEqual({ created: 1 })
  })

  it('clears the selection after an action on it, and keeps it after a row action', async () => {
    const s = startSection()
    await s.settled()
    s.child('list').send({ type: 'list.pageToggled' })
    s.child('action').send(request('rename', rows[0]))
    await waitFor(s.child('action'), (state) => state.matches('idle'))
    await s.settled()
    expect(s.child('list').getSnapshot().context.selected).toEqual(['1', '2'])
    expect(s.passAnswer).toHaveBeenCalledWith({ pending: expect.objectContaining({ action: 'rename', ids: ['1'] }), output: '甲' })

    s.child('action').send(request('batchDelete', { ids: ['1', '2'], count: 2 }))
    expect(s.child('action').getSnapshot().context.pending?.confirm?.description).toBe('删除 2 行？')
    s.child('action').send({ type: 'action.confirm' })
    await waitFor(s.child('action'), (state) => state.matches('idle'))
    expect(s.child('list').getSnapshot().context.selected).toEqual([])
    await s.settled()
    expect(s.loads).toEqual([2, 2, 2])
  })

  it('keeps the selection after an action on it whose entry says so', async () => {
    const s = startSection()
    await s.settled()
    s.child('list').send({ type: 'list.pageToggled' })
    s.child('action').send(request('recheck', { ids: ['1', '2'], count: 2 }))
    await waitFor(s.child('action'), (state) => state.matches('idle'))
    await s.settled()
    expect(s.loads).toEqual([2, 2])
    expect(s.child('list').getSnapshot().context.selected).toEqual(['1', '2'])
  })

  it('does not reload after an action that changes nothing', async () => {
    const s = startSection()
    await s.settled()
    s.child('action').send(request('export', { query: emptyQuery(), total: 2 }))
    await waitFor(s.child('action'), (state) => state.matches('idle'))
    expect(s.loads).toEqual([2])
    expect(s.tellFollowers).not.toHaveBeenCalled()
  })

  it('reloads after a refusal, but not after a failure that is not the server saying no', async () => {
    const refused = startSection({ run: () => Promise.reject(new RequestError('business', '已被删除', { code: 1404 })) })
    await refused.settled()
    refused.child('action').send(request('rename', rows[1]))
    await waitFor(refused.child('action'), (state) => state.matches('idle'))
    await refused.settled()
    expect(refused.loads).toEqual([2, 2])

    const odd = startSection({ run: () => Promise.reject(new RequestError('invalid', '服务器返回的数据格式不正确')) })
    await odd.settled()
    odd.child('action').send(request('rename', rows[1]))
    await waitFor(odd.child('action'), (state) => state.matches('idle'))
    await odd.settled()
    expect(odd.loads).toEqual([2, 2])

    const offline = startSection({ run: () => Promise.reject(new RequestError('network', '网络异常')) })
    await offline.settled()
    offline.child('action').send(request('rename', rows[1]))
    await waitFor(offline.child('action'), (state) => state.matches('idle'))
    expect(offline.loads).toEqual([2])
  })

  it('keeps the draft of a form whose save met a 401', async () => {
    const s = startSection({ submit: () => Promise.reject(new RequestError('unauthorized', '登录已失效')) })
    await s.settled()
    s.child('bulk').send({ type: 'form.open', values: { name: '未保存' }, id: '9' })
    s.child('bulk').send({ type: 'form.submit' })
    await waitFor(s.child('bulk'), (state) => state.matches('editing'))
    expect(s.keepDraft).toHaveBeenCalledWith({ form: 'bulk', values: { name: '未保存' }, id: '9' })
    expect(s.loads).toEqual([2])
  })

  it('reloads when the screen says something of its own changed rows', async () => {
    const s = startSection()
    await s.settled()
    s.section.send({ type: 'section.changed' })
    await s.settled()
    expect(s.loads).toEqual([2, 2])
    expect(s.tellFollowers).toHaveBeenCalledTimes(1)
  })
})
