import { afterEach, describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { addInspectionListener, inspect, maskSecrets } from '../../../src/devtools/inspect'
import { createRecorder, preview, stateText, type Recorder } from '../../../src/devtools/recorder'

const login = setup({
  types: { events: {} as { type: 'submit'; username: string; password: string } | { type: 'leave' } },
  actors: { send: fromPromise(async () => ({ token: 'secret-token-123', expiresIn: '7200' })) },
}).createMachine({
  id: 'login',
  initial: 'idle',
  states: {
    idle: { on: { submit: 'sending' } },
    sending: { invoke: { src: 'send', onDone: { target: 'in', actions: assign({}) } } },
    in: { on: { leave: 'out' } },
    out: { type: 'final' },
  },
})
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the machine recorder', () => {
  let recorder: Recorder
  afterEach(() => recorder?.stop())

  it('lists the running machine actors with their state, and forgets them when they stop or finish', async () => {
    recorder = createRecorder()
    const first = createActor(login, { inspect }).start()
    const second = createActor(login, { inspect, systemId: 'second' }).start()
    expect(recorder.actors()).toEqual([
      { sessionId: first.sessionId, name: '', machineId: 'login', value: 'idle', events: 1 },
      { sessionId: second.sessionId, name: 'second', machineId: 'login', value: 'idle', events: 1 },
    ])

    first.send({ type: 'submit', username: 'admin', password: 'admin123' })
    await settled()
    // the promise actor it invoked is not a machine: not listed
    expect(recorder.actors().map((actor) => [actor.sessionId, actor.value])).toEqual([
      [first.sessionId, 'in'],
      [second.sessionId, 'idle'],
    ])
    first.send({ type: 'leave' })
    second.stop()
    expect(recorder.actors()).toEqual([])
  })

  it('logs each event with the state it led to, passwords and tokens masked, the last `limit` only', async () => {
    let clock = 1000
    recorder = createRecorder({ limit: 3, now: () => clock++ })
    const actor = createActor(login, { inspect }).start()
    actor.send({ type: 'submit', username: 'admin', password: 'admin123' })
    await settled()
    const log = recorder.events()
    expect(log.map((event) => [event.type, event.state])).toEqual([
      ['xstate.init', 'idle'],
      ['submit', 'sending'],
      [expect.stringMatching(/^xstate\.done\.actor\./), 'in'],
    ])
    expect(log[1].payload).toBe('{type: "submit", username: "admin", password: "••••••"}')
    expect(log[2].payload).toContain('token: "••••••"')
    expect(JSON.stringify(log)).not.toMatch(/admin123|secret-token-123/)
    expect(log.map((event) => event.machineId)).toEqual(['login', 'login', 'login'])

    actor.send({ type: 'leave' })
    expect(recorder.events().map((event) => [event.type, event.state])).toEqual([
      ['submit', 'sending'],
      [expect.stringMatching(/^xstate\.done\.actor\./), 'in'],
      ['leave', 'out (done)'],
    ])
    expect(recorder.events().map((event) => event.seq)).toEqual([2, 3, 4])
  })

  it("keeps the events it logs as they were sent, each running actor's machine, and the order machines were first seen", async () => {
    recorder = createRecorder({ limit: 2 })
    const other = setup({}).createMachine({ id: 'other', initial: 'on', states: { on: {} } })
    const first = createActor(login, { inspect, systemId: 'first' }).start()
    const second = createActor(other, { inspect }).start()
    const submit = { type: 'submit' as const, username: 'admin', password: 'admin123' }
    first.send(submit)
    await settled()
    const [sent, done] = recorder.events()
    expect([sent.type, sent.name]).toEqual(['submit', 'first'])
    // the live event, for the export to mask: never in the log's own entries
    expect(recorder.eventOf(sent.seq)).toBe(submit)
    expect(recorder.eventOf(done.seq)).toMatchObject({ output: { token: 'secret-token-123' } })
    // entries gone from the log are gone here too
    expect(recorder.eventOf(1)).toBeUndefined()
    expect(recorder.logicOf(first.sessionId)).toBe(login)
    expect(recorder.logicOf(second.sessionId)).toBe(other)
    expect(recorder.firstSeen('login')).toBeLessThan(recorder.firstSeen('other'))
    expect(recorder.firstSeen('none')).toBe(-1)
    // by creation, not start: a shell's actor created before its screen's, started after them (React's effects), comes first
    const shell = createActor(setup({}).createMachine({ id: 'shell' }), { inspect })
    const screen = createActor(setup({}).createMachine({ id: 'screen' }), { inspect }).start()
    shell.start()
    expect(recorder.firstSeen('shell')).toBeLessThan(recorder.firstSeen('screen'))
    shell.stop()
    screen.stop()
    first.stop()
    second.stop()
    expect(recorder.logicOf(first.sessionId)).toBeUndefined()
  })

  it('tells its subscribers about every event, and stops listening when stopped', () => {
    const listeners: unknown[] = []
    recorder = createRecorder({ listen: (listener) => (listeners.push(listener), addInspectionListener(listener)) })
    let calls = 0
    const unsubscribe = recorder.subscribe(() => (calls += 1))
    const actor = createActor(login, { inspect }).start()
    actor.send({ type: 'submit', username: 'a', password: 'b' })
    expect(calls).toBe(2)
    unsubscribe()
    recorder.stop()
    actor.stop()
    expect(calls).toBe(2)
    expect(listeners).toHaveLength(1)
  })

  it('writes state values and event previews short and flat', () => {
    expect(stateText({ opened: { swing: 'still', light: 'on' } })).toBe('opened.swing.still | opened.light.on')
    expect(preview({ a: [1, 2, 3, 4, 5, 6, 7], b: 'x'.repeat(70), c: () => 1, d: { e: { f: { g: { h: 1 } } } } })).toBe(
      `{a: [1, 2, 3, 4, 5, …2 more], b: "${'x'.repeat(60)}…", d: {e: {f: {g: …}}}}`,
    )
  })

  it('masks what a preview shows, at any level it shows, without a masked copy first', () => {
    expect(preview({ type: 'form.change', field: 'bingApiKey', value: 'k1' })).toBe('{type: "form.change", field: "bingApiKey", value: "••••••"}')
    expect(preview({ type: 'form.change', field: 'domain', value: 'a.com' })).toBe('{type: "form.change", field: "domain", value: "a.com"}')
    expect(preview({ type: 'x', output: { user: { token: 'secret-1', password: 'pw' }, rows: [{ baiduToken: 't' }] } })).toBe(
      '{type: "x", output: {user: {token: "••••••", password: "••••••"}, rows: [{baiduToken: "••••••"}]}}',
    )
    expect(preview({ token: '', key: 'status' })).toBe('{token: "", key: "status"}')
  })

  it("masks the push engines' keys and a form change of a secret field", () => {
    expect(maskSecrets({ bingApiKey: 'k1', indexNowKey: 'k2', baiduToken: 't', key: 'status', sort: 'name' })).toEqual({
      bingApiKey: '••••••',
      indexNowKey: '••••••',
      baiduToken: '••••••',
      key: 'status',
      sort: 'name',
    })
    expect(maskSecrets({ type: 'form.change', field: 'bingApiKey', value: 'k1' })).toEqual({ type: 'form.change', field: 'bingApiKey', value: '••••••' })
    expect(maskSecrets({ type: 'form.change', field: 'domain', value: 'a.com' })).toEqual({ type: 'form.change', field: 'domain', value: 'a.com' })
  })
})
