import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Backlink } from '../../../src/api/backlinks'
import { linkIsAlive } from '../../../src/mock-server/resources/backlinkSeeds'
import { simulateGateClock } from '../../support/gateClock'
import { cellOf, newestFirst, openBacklinks, rowOf, type OpenedBacklinks } from './openBacklinks'

// the check's throttle window runs on the test's clock: it stays open, however slow the machine, until restore
let opened: OpenedBacklinks | undefined
let clock: ReturnType<typeof simulateGateClock> | undefined
afterEach(() => {
  opened?.app.unmount()
  clock?.restore()
})

const deadUrl = 'https://bbs.deadlinks.example.com/thread-1.html'
const aliveUrl = Array.from({ length: 50 }, (_, n) => `https://blog.example.com/p/${n}`).find(linkIsAlive)!

describe('backlinks screen: check now', { timeout: 60_000 }, () => {
  it('checks the selected rows, shows the new statuses, and refuses a repeat inside the throttle window', async () => {
    let ids: string[] = []
    opened = await openBacklinks('/anti-chain', (db) => {
      const [first, second] = newestFirst([...(db.backlinks as unknown as Backlink[])])
      ids = [first.id, second.id]
      db.backlinks.update(first.id, { sourceUrl: deadUrl, status: 'pending', lastCheckedAt: null })
      db.backlinks.update(second.id, { sourceUrl: aliveUrl, status: 'pending', lastCheckedAt: null })
    })
    const { app, changes } = opened
    clock = simulateGateClock()
    expect(cellOf(rowOf(deadUrl), '状态')).toHaveTextContent('待检测')
    await app.user.click(screen.getByRole('checkbox', { name: `选择 ${deadUrl}` }))
    await app.user.click(screen.getByRole('checkbox', { name: `选择 ${aliveUrl}` }))
    const bar = screen.getByRole('region', { name: '批量操作' })
    await app.user.click(within(bar).getByRole('button', { name: '立即检测' }))

    expect(await screen.findByText('已检测 2 条：有效 1，失效 1')).toBeInTheDocument()
    await waitFor(() => expect(cellOf(rowOf(deadUrl), '状态')).toHaveTextContent('失效'))
    expect(cellOf(rowOf(aliveUrl), '状态')).toHaveTextContent('有效')
    expect(within(cellOf(rowOf(deadUrl), '状态')).getByText('失效')).toHaveAttribute('data-accent-color', 'red')
    expect(cellOf(rowOf(aliveUrl), '最后检测')).not.toHaveTextContent('从未检测')
    expect(changes()).toEqual([{ method: 'POST', url: '/api/backlinks/check', body: { ids } }])

    // the rows stay selected: checking them again at once is refused by the client and nothing is sent
    await app.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '立即检测' }))
    expect(await screen.findByText('请勿请求过快')).toBeInTheDocument()
    // the refused button waits, counting down, until a repeat would be accepted (tests/component/toolkit/cooldown.test.tsx)
    expect(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: /^立即检测（[1-3] 秒）$/ })).toBeDisabled()
    expect(changes()).toHaveLength(1)
  })
})
