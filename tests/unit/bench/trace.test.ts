import { describe, expect, it } from 'vitest'
import { workOf, type TraceEvent } from '../../../scripts/bench/trace'

const MAIN = { pid: 1, tid: 7 }
const OTHER = { pid: 1, tid: 9 }
const thread = (ids: { pid: number; tid: number }, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ...ids, args: { name } })
const slice = (name: string, dur: number, ids = MAIN, args?: TraceEvent['args']): TraceEvent => ({ name, ph: 'X', dur, ...ids, args })

describe('a menu step’s work, read from its trace', () => {
  it('counts the main thread’s style, layout, paint and tasks, with their elements, objects and ms; other threads’ not', () => {
    const work = workOf([
      thread(MAIN, 'CrRendererMain'),
      thread(OTHER, 'Compositor'),
      slice('RunTask', 30_000),
      slice('RunTask', 10_000),
      slice('FunctionCall', 12_000),
      slice('UpdateLayoutTree', 6_000, MAIN, { elementCount: 900 }),
      slice('UpdateLayoutTree', 500, MAIN, { elementCount: 60 }),
      slice('Layout', 5_000, MAIN, { beginData: { dirtyObjects: 800 } }),
      slice('Paint', 300),
      slice('Paint', 300, OTHER),
      slice('RunTask', 99_000, OTHER),
      { ...slice('Layout', 1_000), ph: 'B' },
    ])
    expect(work).toEqual({
      styleRecalcs: 2,
      elementsStyled: 960,
      layouts: 1,
      objectsLaidOut: 800,
      paints: 1,
      tasks: 2,
      styleMs: 6.5,
      layoutMs: 5,
      scriptMs: 12,
      busyMs: 40,
    })
  })
})
