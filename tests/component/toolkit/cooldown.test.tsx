import { Theme } from '@radix-ui/themes'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { actionMachine } from '../../../src/machines/actionMachine'
import { defineActions, pendingAction, type TargetOf } from '../../../src/machines/actionTable'
import { RequestError } from '../../../src/machines/requestErrors'
import { ActionButton } from '../../../src/routes/section/ActionButton'
import { SectionPage } from '../../../src/ui/SectionPage'

// the request gate refuses a repeat inside its window (请勿请求过快) and says when a repeat would be accepted; the
// refused button waits, counting down, until then. Fake timers: the clock moves only when the test says so.

interface Row {
  id: string
}

const START = 1_700_000_000_000
let refuseUntil: number | null = START + 3000
const ran: string[] = []
const actions = defineActions<Row>()({
  check: {
    scope: 'row',
    label: '检测',
    run: async (row) => {
      ran.push(row.id)
      if (refuseUntil !== null) throw new RequestError('throttled', '请勿请求过快', { retryAt: refuseUntil })
      return null
    },
  },
  remove: { scope: 'row', label: '删除', run: async (_row: Row) => null },
})

function Screen() {
  const runner = useActorRef(actionMachine.provide({ actors: { run: fromPromise(({ input }) => actions[input.action as 'check'].run(input.target as Row)) } }))
  const ask = <Name extends keyof typeof actions & string>(name: Name, target: TargetOf<(typeof actions)[Name]>) =>
    runner.send({ type: 'action.request', pending: pendingAction<Row, typeof actions, Name>(actions, name, target, (row) => row.id) })
  return (
    <SectionPage title="测试" action={runner}>
      <ActionButton actions={actions} act={ask} name="check" target={{ id: '1' }} label="检测第 1 行" inRow />
      <ActionButton actions={actions} act={ask} name="check" target={{ id: '2' }} inRow />
      <ActionButton actions={actions} act={ask} name="remove" target={{ id: '1' }} inRow />
    </SectionPage>
  )
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0))
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => vi.useFakeTimers({ now: START }))
afterEach(() => {
  vi.useRealTimers()
  ran.length = 0
  refuseUntil = START + 3000
})

describe('a button refused as too soon', () => {
  it('stays disabled with a countdown until a repeat would be accepted, on every row of that action', async () => {
    render(
      <Theme>
        <Screen />
      </Theme>,
    )
    fireEvent.click(screen.getByRole('button', { name: '检测第 1 行' }))
    await settle()
    const first = screen.getByRole('button', { name: '检测第 1 行（3 秒）' })
    const second = screen.getByRole('button', { name: '检测（3 秒）' })
    expect(first).toBeDisabled()
    expect(second).toBeDisabled()
    expect(screen.getByRole('button', { name: '删除' })).toBeEnabled()

    await tick(1000)
    expect(screen.getByRole('button', { name: '检测（2 秒）' })).toBeDisabled()
    await tick(1999)
    expect(screen.getByRole('button', { name: '检测（1 秒）' })).toBeDisabled()
    await tick(1)
    expect(screen.getByRole('button', { name: '检测' })).toBeEnabled()
    expect(screen.getByRole('button', { name: '检测第 1 行' })).toBeEnabled()

    refuseUntil = null
    fireEvent.click(screen.getByRole('button', { name: '检测' }))
    await settle()
    expect(ran).toEqual(['1', '2'])
    expect(screen.getByRole('button', { name: '检测' })).toBeEnabled()
  })

  it('counts the seconds from the refusal, however long the screen was open before', async () => {
    render(
      <Theme>
        <Screen />
      </Theme>,
    )
    await tick(60_000)
    refuseUntil = Date.now() + 1500
    fireEvent.click(screen.getByRole('button', { name: '检测' }))
    await settle()
    expect(screen.getByRole('button', { name: '检测（2 秒）' })).toBeDisabled()
    await tick(500)
    expect(screen.getByRole('button', { name: '检测（1 秒）' })).toBeDisabled()
    await tick(1000)
    expect(screen.getByRole('button', { name: '检测' })).toBeEnabled()
  })
})
