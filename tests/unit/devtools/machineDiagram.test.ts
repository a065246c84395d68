// @vitest-environment jsdom — Mermaid's parser needs a DOM
import mermaid from 'mermaid'
import { describe, expect, it } from 'vitest'
import { and, fromPromise, not, setup } from 'xstate'
import { activePaths, guardLabel, machineDiagram } from '../../../src/devtools/machineDiagram'

/** A small machine with every kind of state and transition the generator draws. */
const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock'; code: string } | { type: 'knock' } | { type: 'reset' } },
  actors: { check: fromPromise(async () => true) },
  guards: { hasCode: () => true, isAdmin: () => true, canOpen: (_, _params: { side: string }) => true },
  delays: { autoClose: 3000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { reset: '.closed' },
  states: {
    closed: {
      on: {
        open: [{ guard: { type: 'canOpen', params: { side: 'in' } }, target: 'opened' }, { target: 'checking' }],
        lock: { guard: and(['hasCode', not('isAdmin')]), target: 'locked' },
        knock: { actions: () => {} },
      },
    },
    checking: {
      invoke: { src: 'check', onDone: 'opened', onError: { target: 'closed', guard: ({ event }) => event.error !== null } },
    },
    opened: {
      type: 'parallel',
      states: {
        swing: { initial: 'moving', states: { moving: { after: { 500: 'still' } }, still: { type: 'final' } } },
        light: { initial: 'on', states: { on: { after: { autoClose: 'off' } }, off: {} } },
      },
      on: { close: 'closed' },
    },
    locked: { always: { guard: 'isAdmin', target: 'closed' } },
    gone: { type: 'final' },
  },
})

describe('machineDiagram', () => {
  const text = machineDiagram(door)

  it('draws initial, nested, parallel and final states', () => {
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true)
    expect(text).toContain('  [*] --> S_closed\n')
    // the parallel state: one part per region, each a composite state with its own initial state
    expect(text).toContain(
      [
        '  state "opened" as S_opened {',
        '    state "swing" as S_opened__swing {',
        '      [*] --> S_opened__swing__moving',
        '      state "moving" as S_opened__swing__moving',
        '      state "still" as S_opened__swing__still',
        '      S_opened__swing__still --> [*]',
        '      S_opened__swing__moving --> S_opened__swing__still : after 500ms',
        '    }',
        '    --',
        '    state "light" as S_opened__light {',
        '      [*] --> S_opened__light__on',
      ].join('\n'),
    )
    expect(text).toContain('  S_gone --> [*]\n')
  })

  it('labels transitions with events, guards, delays, always and the answers of invoked actors', () => {
    expect(text).toContain('  S_closed --> S_opened : open [canOpen(side=in)]\n')
    expect(text).toContain('  S_closed --> S_checking : open\n')
    expect(text).toContain('  S_closed --> S_locked : lock [and(hasCode, not(isAdmin))]\n')
    expect(text).toContain('S_opened__light__on --> S_opened__light__off : after autoClose\n')
    expect(text).toContain('  S_locked --> S_closed : always [isAdmin]\n')
    expect(text).toContain('  S_checking : invoke check\n')
    expect(text).toContain('  S_checking --> S_opened : onDone check\n')
    expect(text).toContain('  S_checking --> S_closed : onError check [inline]\n')
    expect(text).toContain('  S_opened --> S_closed : close\n')
  })

  it('lists transitions that stay in their state inside it, and draws the machine-wide ones from "any state"', () => {
    expect(text).toContain('  S_closed : on knock\n')
    expect(text).toContain('  state "any state" as A_\n')
    expect(text).toContain('  A_ --> S_closed : reset\n')
  })

  it('highlights the active states, nested ones with their parents', () => {
    expect(text).not.toContain('class S_')
    const live = machineDiagram(door, { active: [{ opened: { swing: 'still', light: 'on' } }, 'checking'] })
    expect(live.trimEnd().split('\n').at(-1)).toBe(
      '  class S_opened,S_opened__swing,S_opened__swing__still,S_opened__light,S_opened__light__on,S_checking active',
    )
    expect(activePaths({ a: { b: 'c' } })).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c']])
  })

  it('names guards the way the machine wrote them', () => {
    expect(guardLabel('hasToken')).toBe('hasToken')
    expect(guardLabel({ type: 'failedWith', params: { kind: 'server' } })).toBe('failedWith(kind=server)')
    expect(guardLabel(not(and(['a', 'b'])))).toBe('not(and(a, b))')
  })

  it('writes Mermaid that Mermaid parses, escaping what would end a label', async () => {
    const odd = setup({}).createMachine({ id: 'odd', initial: 'a b', states: { 'a b': { on: { 'go;#%%now': 'c"d' } }, 'c"d': {} } })
    const written = machineDiagram(odd, { active: ['c"d'] })
    expect(written).toContain('state "c\'d" as S_c_22_d')
    expect(written).toContain('S_a_20_b --> S_c_22_d : go,＃% %now')
    await expect(mermaid.parse(written)).resolves.toBeTruthy()
    await expect(mermaid.parse(text)).resolves.toBeTruthy()
  })
})
