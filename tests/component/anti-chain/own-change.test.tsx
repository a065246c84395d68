import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { seedBacklinks } from '../../support/seedData'
import { bodyRows, openBacklinks, rowOf, type OpenedBacklinks } from './openBacklinks'

// its own file: the throttle window of the check call outlives a test
let opened: OpenedBacklinks | undefined
afterEach(() => opened?.app.unmount())

/** A backlink whose link no other one's contains: typed in the keyword box, it is the only row. */
const url = seedBacklinks.map((row) => row.sourceUrl).find((link) => seedBacklinks.filter((row) => row.sourceUrl.includes(link)).length === 1)!

describe("backlinks screen: the operator's own change is not another's", { timeout: 60_000 }, () => {
  it('deletes a row right after 检测全部 changed it, asking the plain question and sending the version the check left', async () => {
    opened = await openBacklinks()
    const { app, changes, stored } = opened
    // typed, as a person narrows the list: the list's own loads then go through the keyword box's pause
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), url)
    await waitFor(() => expect(bodyRows()).toHaveLength(1))

    await app.user.click(screen.getByRole('button', { name: '检测全部' }))
    const check = await screen.findByRole('alertdialog', { name: '检测全部反链' })
    await app.user.click(within(check).getByRole('button', { name: '开始检测' }))
    await screen.findByText(/^已检测 \d+ 条/)
    // at once, before the list has shown what the check left
    await app.user.click(within(rowOf(url)).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('alertdialog', { name: '删除反链' })
    expect(confirm).toHaveTextContent(`确定删除来自 ${url} 的反链吗？`)
    expect(confirm).not.toHaveTextContent('他人修改')
    const { id, version } = stored().find((row) => row.sourceUrl === url)!
    await app.user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText(`已删除来自 ${url} 的反链`)).toBeInTheDocument()
    expect(changes().filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `/api/backlinks/${id}?version=${version}`, body: null },
    ])
    expect(screen.queryByText('该记录已被他人修改')).not.toBeInTheDocument()
  })
})
