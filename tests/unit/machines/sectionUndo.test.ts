import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { actionMachine } from '../../../src/machines/actionMachine'
import { defineActions, pendingAction, runPending, undoOffer, type PendingAction, type Selection } from '../../../src/machines/actionTable'
import { listMachine } from '../../../src/machines/listMachine'
import { emptyQuery } from '../../../src/machines/listMachine'
import { sectionAction, sectionMachine } from '../../../src/machines/sectionMachine'

// An undoable action leaves 撤销, which runs the entry that takes it back; and a bulk change made
// outside the action table (更换主题's dialog) clears the selection as the table's do.

interface Row {
  id: string
}

const rows: Row[] = [{ id: '1' }, { id: '2' }, { id: '3' }]
const ran: { action: string; target: unknown }[] = []
const notice = (count: number) => `已删除 ${count} 条`

const table = defineActions<Row>()({
  delete: { scope: 'row', label: '删除', run: async () => null, undo: { action: 'restore', ids: (_, row) => [row.id], notice } },
  batchDelete: {
    scope: 'selection',
    label: '批量删除',
    // the server answers which rows it deleted: with "all matching" only it knows
    run: async (selection: Selection) => ({ deleted: 2, ids: 'ids' in selection ? selection.ids : ['2', '3'] }),
    undo: { action: 'restore', ids: (output) => (output as { ids: string[] }).ids, notice },
  },
  emptyBatch: { scope: 'selection', label: '无', run: async () => ({ ids: [] }), undo: { action: 'restore', ids: () => [], notice } },
  restore: { scope: 'selection', label: '撤销', keepSelection: true, run: async () => ({ restored: 2 }) },
})

function startSection() {
  let loads = 0
  const offerUndo = vi.fn<(params: { pending: PendingAction; output: unknown }) => void>()
  // the route's loader: the URL's page, loaded when the screen opens and whenever the section invalidates it
  const load = () => ((loads += 1), { query: emptyQuery(), answer: Promise.resolve({ items: rows, total: 40, page: 1, pageSize: 20 }) })
  const section = createActor(
    sectionMachine.provide({
      actors: {
        list: listMachine,
        action: sectionAction(actionMachine).provide({
          actors: {
            run: fromPromise(({ input }: { input: PendingAction }) => {
              ran.push({ action: input.action, target: input.target })
              return runPending(table, input)
            }),
          },
        }),
      },
      actions: {
        offerUndo: (_, params) => offerUndo(params),
        refreshList: () => queueMicrotask(() => section.getSnapshot().children.list!.send({ type: 'list.show', shown: load() })),
      },
    }),
    { input: { shown: load() } },
  ).start()
  const child = <Id extends 'list' | 'action'>(id: Id) => section.getSnapshot().children[id]!
  const idle = () => waitFor(child('action'), (state) => state.matches('idle'))
  const settled = () => waitFor(child('list'), (state) => state.matches('ready'))
  const request = (action: keyof typeof table & string, target: Row | Selection) =>
    child('action').send({ type: 'action.request', pending: pendingAction<Row, typeof table, typeof action>(table, action, target as never, (row) => row.id) })
  return { section, child, idle, settled, request, offerUndo, loads: () => loads }
}

describe('undo in a section', () => {
  it('offers 撤销 after an undoable action with the rows its answer names, and 撤销 restores them and reloads', async () => {
    ran.length = 0
    const s = startSection()
    await s.settled()
    s.request('delete', rows[0])
    await s.idle()
    expect(s.offerUndo).toHaveBeenCalledTimes(1)
    const [{ pending, output }] = s.offerUndo.mock.calls[0]
    const offer = undoOffer(table, pending, output)!
    expect(offer.notice).toBe('已删除 1 条')
    expect(offer.undo).toMatchObject({ action: 'restore', ids: ['1'], confirm: null, clearsSelection: false })

    s.section.send({ type: 'section.undo', pending: offer.undo })
    await s.idle()
    await s.settled()
    expect(ran.map((run) => run.action)).toEqual(['delete', 'restore'])
    expect(ran[1].target).toEqual({ ids: ['1'], count: 1 })
    expect(s.loads()).toBe(3)
    // taking it back is not itself undoable
    expect(s.offerUndo).toHaveBeenCalledTimes(1)
  })

  it('takes the ids from the answer after a batch on every matching row, and offers nothing when none changed', async () => {
    const s = startSection()
    await s.settled()
    s.request('batchDelete', { filter: { keyword: 'x' }, count: 2 })
    // a batch on every matching row always asks first (it acts on what matches when it runs)
    await waitFor(s.child('action'), (state) => state.matches('confirming'))
    s.child('action').send({ type: 'action.confirm' })
    await s.idle()
    const [{ pending, output }] = s.offerUndo.mock.calls[0]
    expect(pending.ids).toEqual([])
    expect(undoOffer(table, pending, output)).toMatchObject({ notice: '已删除 2 条', undo: { target: { ids: ['2', '3'], count: 2 } } })

    s.request('emptyBatch', { ids: ['1'], count: 1 })
    await s.idle()
    const [second] = s.offerUndo.mock.calls[1]
    expect(undoOffer(table, second.pending, second.output)).toBeNull()
  })

  it('clears the selection when a change of the screen’s own says so, and keeps it otherwise', async () => {
    const s = startSection()
    await s.settled()
    s.child('list').send({ type: 'list.pageToggled' })
    s.section.send({ type: 'section.changed' })
    await s.settled()
    expect(s.child('list').getSnapshot().context.selected).toEqual(['1', '2', '3'])
    s.child('list').send({ type: 'list.allMatchingSelected' })
    s.section.send({ type: 'section.changed', clearsSelection: true })
    await s.settled()
    expect(s.child('list').getSnapshot().context).toMatchObject({ selected: [], allMatching: false })
    expect(s.loads()).toBe(3)
  })
})
