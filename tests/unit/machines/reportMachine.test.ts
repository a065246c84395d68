import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { reportMachine } from '../../../src/machines/reportMachine'

describe('reportMachine', () => {
  it('holds a report until it is closed; a newer report replaces the one shown', () => {
    const actor = createActor(reportMachine).start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'report.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'report.show', report: { created: 2 } })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.report).toEqual({ created: 2 })
    actor.send({ type: 'report.show', report: { created: 5 } })
    expect(actor.getSnapshot().context.report).toEqual({ created: 5 })
    actor.send({ type: 'report.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.report).toBeNull()
  })
})
