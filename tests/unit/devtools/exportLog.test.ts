import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { exportDocument, exportFileName, jsonSafe } from '../../../src/devtools/exportLog'
import type { RecordedEvent } from '../../../src/devtools/recorder'

describe('the saved event log', () => {
  it('masks secrets as the log does, at any depth it keeps', () => {
    expect(
      jsonSafe({
        type: 'auth.signIn',
        username: 'admin',
        password: 'admin123',
        output: { user: { token: 'secret-1' }, rows: [{ baiduToken: 't', bingApiKey: 'k', domain: 'a.com' }] },
      }),
    ).toEqual({
      type: 'auth.signIn',
      username: 'admin',
      password: '••••••',
      output: { user: { token: '••••••' }, rows: [{ baiduToken: '••••••', bingApiKey: '••••••', domain: 'a.com' }] },
    })
    expect(jsonSafe({ type: 'form.change', field: 'indexNowKey', value: 'k2' })).toEqual({ type: 'form.change', field: 'indexNowKey', value: '••••••' })
    expect(jsonSafe({ type: 'form.change', field: 'domain', value: 'a.com' })).toEqual({ type: 'form.change', field: 'domain', value: 'a.com' })
  })

  it('writes plain JSON data: no functions, cycles, live actors or endless depth', () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    const actor = createActor(createMachine({})).start()
    const deep = { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } }
    expect(jsonSafe(cyclic)).toEqual({ a: 1, self: '(cycle)' })
    expect(jsonSafe({ send: () => {}, at: new Date(0), error: new TypeError('x'), gone: undefined, n: NaN, actor })).toEqual({
      send: 'ƒ',
      at: '1970-01-01T00:00:00.000Z',
      error: { name: 'TypeError', message: 'x' },
      n: 'NaN',
      actor: `(actor ${actor.sessionId})`,
    })
    expect(JSON.stringify(jsonSafe(deep))).toBe('{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":"…"}}}}}}}}')
    const shared = { id: 1 }
    expect(jsonSafe([shared, shared])).toEqual([{ id: 1 }, { id: 1 }])
    expect(jsonSafe(Array.from({ length: 103 }, (_, index) => index))).toHaveLength(101)
    actor.stop()
  })

  it('holds each shown entry with its whole event, and is named after the time it was saved', () => {
    const entry: RecordedEvent = {
      seq: 7,
      time: Date.UTC(2025, 2, 1, 6, 25, 30),
      sessionId: 'x:30',
      name: 'list',
      machineId: 'list',
      type: 'list.pageChanged',
      payload: '{…}',
      state: 'loading',
    }
    const at = new Date(2025, 2, 1, 14, 25, 30)
    expect(exportDocument([entry], (seq) => (seq === 7 ? { type: 'list.pageChanged', page: 2 } : undefined), { filter: 'actor:x:30', at })).toEqual({
      exportedAt: at.toISOString(),
      filter: 'actor:x:30',
      events: [
        {
          seq: 7,
          time: '2025-03-01T06:25:30.000Z',
          actor: 'x:30',
          name: 'list',
          machine: 'list',
          type: 'list.pageChanged',
          state: 'loading',
          event: { type: 'list.pageChanged', page: 2 },
        },
      ],
    })
    expect(exportFileName(at)).toBe('machine-events-20250301-142530.json')
  })
})
