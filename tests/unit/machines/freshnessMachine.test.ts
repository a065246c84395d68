import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import { CHECK_EVERY_MS, freshnessMachine } from '../../../src/machines/freshnessMachine'
import { RequestError } from '../../../src/machines/requestErrors'

interface Check {
  signal: AbortSignal
  answer(stamp: string): Promise<void>
  fail(error: unknown): Promise<void>
}

const flush = async () => {
  await vi.advanceTimersByTimeAsync(0)
}

let checks: Check[]
let actor: Actor<typeof freshnessMachine>

function start() {
  const machine = freshnessMachine.provide({
    actors: {
      check: fromPromise<string>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            checks.push({ signal, answer: (stamp) => (resolve(stamp), flush()), fail: (error) => (reject(error), flush()) })
          }),
      ),
    },
  })
  actor = createActor(machine)
  actor.start()
}

const changed = () => actor.getSnapshot().matches('changed')
const shown = (stamp: string | null) => actor.send({ type: 'freshness.page', stamp })
/** Just short of the interval, then the rest of it: the check is due exactly at CHECK_EVERY_MS. */
async function waitInterval() {
  await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS - 1)
  const before = checks.length
  await vi.advanceTimersByTimeAsync(1)
  return checks.length - before
}

beforeEach(() => {
  vi.useFakeTimers()
  checks = []
  start()
})
afterEach(() => {
  actor.stop()
  vi.useRealTimers()
})

describe('freshnessMachine', () => {
  it('checks nothing before the page came, nor for a page without a stamp', async () => {
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3)
    actor.send({ type: 'freshness.focus' })
    shown(null)
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3)
    actor.send({ type: 'freshness.focus' })
    expect(checks).toHaveLength(0)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('checks every interval; the same stamp says nothing, another one says the page changed', async () => {
    shown('a')
    expect(await waitInterval()).toBe(1)
    await checks[0].answer('a')
    expect(changed()).toBe(false)
    expect(await waitInterval()).toBe(1)
    await checks[1].answer('b')
    expect(changed()).toBe(true)
    // nothing more to find until the page is loaded again
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3)
    actor.send({ type: 'freshness.focus' })
    expect(checks).toHaveLength(2)
  })

  it('checks when the window gets the focus back, never two at once', async () => {
    shown('a')
    actor.send({ type: 'freshness.focus' })
    actor.send({ type: 'freshness.focus' })
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2)
    expect(checks).toHaveLength(1)
    await checks[0].answer('a')
    actor.send({ type: 'freshness.focus' })
    expect(checks).toHaveLength(2)
  })

  it('does not check while a dialog is open, rows are selected or the page is hidden, and checks once that ends', async () => {
    shown('a')
    for (const hold of ['dialog', 'selection', 'hidden'] as const) {
      actor.send({ type: 'freshness.hold', [hold]: true })
      actor.send({ type: 'freshness.focus' })
      await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3)
      expect(checks).toHaveLength(0)
    }
    actor.send({ type: 'freshness.hold', dialog: false, hidden: false })
    expect(checks).toHaveLength(0)
    actor.send({ type: 'freshness.hold', selection: false })
    expect(checks).toHaveLength(1)
    await checks[0].answer('b')
    expect(changed()).toBe(true)
  })

  it('a hold with nothing due asks nothing when it ends, nor puts the next check off', async () => {
    shown('a')
    await vi.advanceTimersByTimeAsync(10_000)
    actor.send({ type: 'freshness.hold', dialog: true })
    await vi.advanceTimersByTimeAsync(5_000)
    actor.send({ type: 'freshness.hold', dialog: false })
    expect(checks).toHaveLength(0)
    // the interval counts from the page, hold or not
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS - 15_000 - 1)
    expect(checks).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(checks).toHaveLength(1)
  })

  it('an interval passing while held is checked once the hold ends; one passing during a check is that check', async () => {
    shown('a')
    actor.send({ type: 'freshness.hold', selection: true })
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS)
    expect(checks).toHaveLength(0)
    actor.send({ type: 'freshness.hold', selection: false })
    expect(checks).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS)
    await checks[0].answer('a')
    expect(checks).toHaveLength(1)
    expect(await waitInterval()).toBe(1)
  })

  it('drops a check on its way when a dialog opens, and asks again when it closes', async () => {
    shown('a')
    actor.send({ type: 'freshness.focus' })
    actor.send({ type: 'freshness.hold', dialog: true })
    expect(checks[0].signal.aborted).toBe(true)
    await checks[0].answer('b')
    expect(changed()).toBe(false)
    actor.send({ type: 'freshness.hold', dialog: false })
    expect(checks).toHaveLength(2)
  })

  it('a new page drops the notice and a check on its way, and compares with its own stamp', async () => {
    shown('a')
    actor.send({ type: 'freshness.focus' })
    await checks[0].answer('b')
    expect(changed()).toBe(true)
    shown(null)
    expect(changed()).toBe(false)
    shown('b')
    actor.send({ type: 'freshness.focus' })
    shown('c')
    expect(checks[1].signal.aborted).toBe(true)
    actor.send({ type: 'freshness.focus' })
    await checks[2].answer('c')
    expect(changed()).toBe(false)
  })

  it('刷新 ends the notice until the page comes again', async () => {
    shown('a')
    actor.send({ type: 'freshness.focus' })
    await checks[0].answer('b')
    actor.send({ type: 'freshness.refresh' })
    expect(changed()).toBe(false)
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2)
    expect(checks).toHaveLength(1)
    shown('b')
    expect(await waitInterval()).toBe(1)
  })

  it('a failed check tries again later; a backend without the call is not asked again', async () => {
    shown('a')
    actor.send({ type: 'freshness.focus' })
    await checks[0].fail(new RequestError('network', '网络连接失败'))
    expect(changed()).toBe(false)
    expect(await waitInterval()).toBe(1)
    await checks[1].fail(new RequestError('missing', 'GET /api/domains/stamp 不存在', { status: 404 }))
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3)
    actor.send({ type: 'freshness.focus' })
    expect(checks).toHaveLength(2)
    expect(changed()).toBe(false)
  })

  it('stops its timer when stopped', async () => {
    shown('a')
    actor.stop()
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3)
    expect(checks).toHaveLength(0)
  })
})
