import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { linkIsAlive } from '../../../src/mock-server/resources/backlinkSeeds'
import { bodyRows, cellOf, openBacklinks, type OpenedBacklinks } from './openBacklinks'
import { seedBacklinks } from '../../support/seedData'

// its own file: the throttle window of the check call outlives a test
let opened: OpenedBacklinks | undefined
afterEach(() => opened?.app.unmount())

/** A target domain with a handful of backlinks, some never checked. */
const domain = [...new Set(seedBacklinks.map((row) => row.targetDomain))].find((name) => {
  const rows = seedBacklinks.filter((row) => row.targetDomain === name)
  return rows.length >= 3 && rows.length <= 20 && rows.some((row) => row.status === 'pending')
})!
const matching = seedBacklinks.filter((row) => row.targetDomain === domain)

describe('backlinks screen: check all matching', { timeout: 60_000 }, () => {
  it('says how many rows the filter matches, and checks them all only after confirmation', async () => {
    opened = await openBacklinks(`/anti-chain?targetDomain=${domain}`)
    const { app, changes } = opened
    await waitFor(() => expect(bodyRows()).toHaveLength(matching.length))
    expect(bodyRows().some((row) => cellOf(row, '状态').textContent === '待检测')).toBe(true)

    await app.user.click(screen.getByRole('button', { name: '检测全部' }))
    let confirm = await screen.findByRole('alertdialog', { name: '检测全部反链' })
    expect(confirm).toHaveTextContent(`将检测符合当前筛选条件的全部 ${matching.length} 条反链`)
    await app.user.click(within(confirm).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(changes()).toEqual([])

    await app.user.click(screen.getByRole('button', { name: '检测全部' }))
    confirm = await screen.findByRole('alertdialog', { name: '检测全部反链' })
    await app.user.click(within(confirm).getByRole('button', { name: '开始检测' }))
    const alive = matching.filter((row) => linkIsAlive(row.sourceUrl)).length
    expect(await screen.findByText(`已检测 ${matching.length} 条：有效 ${alive}，失效 ${matching.length - alive}`)).toBeInTheDocument()
    expect(changes()).toEqual([{ method: 'POST', url: '/api/backlinks/check', body: { filter: { targetDomain: domain } } }])
    await waitFor(() => expect(bodyRows().every((row) => cellOf(row, '最后检测').textContent !== '从未检测')).toBe(true))
    expect(bodyRows().filter((row) => cellOf(row, '状态').textContent === '有效')).toHaveLength(alive)
  })
})
