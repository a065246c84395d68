import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { choose, openPush, table, type OpenedPush } from './openPush'
import { seedPushRecords } from '../../support/seedData'

// one re-push in this file: the re-push gate's throttle window outlives a test
let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

const rows = () => within(table()).getAllByRole('row').slice(1)
const column = (header: string) => {
  const index = within(table())
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent?.startsWith(header))
  return rows().map((row) => within(row).getAllByRole('cell')[index].textContent)
}
const newestFirst = [...seedPushRecords].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
/** The busy day's third Baidu push: the quota had run out, all of it waits for a re-push. */
const leftOver = seedPushRecords.find((row) => row.engine === 'baidu' && row.remain === 0 && row.retryable.length > 0)!
/** The busy day's second one, whose left-over URLs were re-pushed the next morning: nothing waits any more. */
const repushed = seedPushRecords.find((row) => row.id === seedPushRecords.find((other) => other.retryOf !== null)!.retryOf)!

describe('push screen: records', { timeout: 90_000 }, () => {
  it('lists records newest first, filters by engine and status in the URL, searches URLs and sorts', async () => {
    opened = await openPush()
    const { app } = opened
    expect(column('推送时间')).toHaveLength(20)
    expect(within(rows()[0]).getByText(newestFirst[0].message)).toBeInTheDocument()
    expect(screen.getByText(`共 ${seedPushRecords.length} 条，第 1 / 3 页`)).toBeInTheDocument()

    await choose(opened, '搜索引擎', '必应')
    await choose(opened, '状态', '失败')
    const failedBing = seedPushRecords.filter((row) => row.engine === 'bing' && row.status === 'failed')
    await waitFor(() => expect(screen.getByText(`共 ${failedBing.length} 条，第 1 / 1 页`)).toBeInTheDocument())
    expect(column('状态').every((text) => text === '失败')).toBe(true)
    expect(column('搜索引擎').every((text) => text === '必应')).toBe(true)
    expect(app.router.state.location.search).toMatchObject({ engine: 'bing', status: 'failed' })

    await app.user.click(screen.getByRole('button', { name: '清除筛选' }))
    const keyword = leftOver.urls[3]
    const matching = seedPushRecords.filter((row) => [row.domain, row.message, row.urls.join(',')].some((text) => text.includes(keyword)))
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), keyword)
    await waitFor(() => expect(screen.getByText(`共 ${matching.length} 条，第 1 / 1 页`)).toBeInTheDocument())
    expect(
      rows().map((row) =>
        within(row)
          .getByRole('button', { name: /^记录 #\d+ 的详情$/ })
          .getAttribute('aria-label'),
      ),
    ).toContain(`记录 #${leftOver.id} 的详情`)

    await app.user.clear(screen.getByRole('searchbox', { name: '搜索' }))
    await app.user.click(screen.getByRole('button', { name: /^成功 \/ 网址数/ }))
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ sort: 'urlCount', order: 'asc' }))
    const submitted = () => column('成功 / 网址数').map((text) => Number(text!.split(' / ')[1]))
    await waitFor(() => expect(submitted()[0]).toBe(Math.min(...seedPushRecords.map((row) => row.urlCount))))
    expect(submitted()).toEqual([...submitted()].sort((a, b) => a - b))
  })

  it('shows a record’s URL lists in the drawer with copy buttons, and re-pushes what was left out after asking', async () => {
    opened = await openPush(`/push?keyword=${encodeURIComponent(leftOver.urls[0])}`)
    const { app, pushes } = opened
    await app.user.click(within(table()).getByRole('button', { name: `记录 #${leftOver.id} 的详情` }))
    const drawer = await screen.findByRole('dialog', { name: `推送记录 #${leftOver.id}` })
    const section = (name: string) => within(drawer).getByRole('region', { name })
    expect(within(section('提交的网址')).getByText(`${leftOver.urlCount} 条`)).toBeInTheDocument()
    expect(within(section('提交的网址')).getAllByRole('listitem')).toHaveLength(Math.min(500, leftOver.urlCount))
    expect(within(section('不合法的网址')).getByText(`${leftOver.notValid.length} 条`)).toBeInTheDocument()
    expect(within(section('不属于本站的网址')).getByText(`${leftOver.notSameSite.length} 条`)).toBeInTheDocument()
    expect(within(section('未被接受、可重新推送的网址')).getByText(/不合法和不属于本站的网址不会重新推送/)).toBeInTheDocument()

    await app.user.click(within(drawer).getByRole('button', { name: '复制提交的网址' }))
    expect(await screen.findByText(`已复制 ${leftOver.urlCount} 条网址`)).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(leftOver.urls.join('\n'))
    await app.user.click(within(drawer).getByRole('button', { name: '复制未被接受、可重新推送的网址' }))
    expect(await navigator.clipboard.readText()).toBe(leftOver.retryable.join('\n'))

    const count = leftOver.retryable.length
    await app.user.click(within(drawer).getByRole('button', { name: `重新推送 ${count} 条` }))
    const confirm = await screen.findByRole('alertdialog', { name: '重新推送' })
    expect(confirm).toHaveTextContent(`将把记录 #${leftOver.id} 中未被接受的 ${count} 条网址重新推送到百度（${leftOver.domain}），会占用今日额度。`)
    await app.user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(pushes()).toEqual([])

    await app.user.click(within(drawer).getByRole('button', { name: `重新推送 ${count} 条` }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '重新推送' })).getByRole('button', { name: '重新推送' }))
    expect(await screen.findByText(`已推送 ${count} 条网址到百度，今日剩余额度 ${3000 - count} 条`, { ignore: '[role=dialog] *' })).toBeInTheDocument()
    expect(pushes()).toEqual([{ method: 'POST', url: `/api/push/records/${leftOver.id}/retry`, body: null }])
    const again = await screen.findByRole('dialog', { name: `推送记录 #${seedPushRecords.length + 1}` })
    expect(within(again).getByText('成功')).toBeInTheDocument()
    expect(within(again).getByRole('button', { name: `记录 #${leftOver.id}` })).toBeInTheDocument()
    expect(
      within(within(again).getByRole('region', { name: '提交的网址' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(leftOver.retryable)

    // pushed today: what is left of today's quota; the record it came from was another day's
    expect(within(again).getByText('今日剩余额度')).toBeInTheDocument()
    await app.user.click(within(again).getByRole('button', { name: `记录 #${leftOver.id}` }))
    const before = await screen.findByRole('dialog', { name: `推送记录 #${leftOver.id}` })
    await within(before).findByText('当日剩余额度')
    expect(within(before).queryByText('今日剩余额度')).toBeNull()
    // its URLs went through: it offers no re-push any more, in the drawer or in its row
    expect(within(before).queryByRole('region', { name: '未被接受、可重新推送的网址' })).toBeNull()
    expect(within(before).queryByRole('button', { name: /^重新推送/ })).toBeNull()
    await app.user.click(within(before).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(within(table()).queryByRole('button', { name: `重新推送记录 #${leftOver.id}` })).toBeNull())
  })

  it('says a re-push the engine took only part of as such, never as a success', async () => {
    // today's quota of the record's domain all but used: the engine takes one of its URLs
    const today = { ...leftOver, id: undefined, createdAt: new Date().toISOString(), success: 2999, status: 'success', retryable: [], retryOf: null }
    opened = await openPush(`/push?keyword=${encodeURIComponent(leftOver.urls[0])}`, (db) => db.pushRecords.insert(today))
    const { app, stored } = opened
    const count = leftOver.retryable.length
    expect(count).toBeGreaterThan(1)
    await app.user.click(within(table()).getByRole('button', { name: `记录 #${leftOver.id} 的详情` }))
    const drawer = await screen.findByRole('dialog', { name: `推送记录 #${leftOver.id}` })
    await app.user.click(within(drawer).getByRole('button', { name: `重新推送 ${count} 条` }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '重新推送' })).getByRole('button', { name: '重新推送' }))
    const id = stored().at(-1)!.id
    const told = await screen.findByText(`部分推送成功：百度接受了 1 条，${count - 1} 条未被接受，今日剩余额度 0 条；详情见推送记录 #${id}`, {
      ignore: '[role=dialog] *',
    })
    expect(told.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info')
    // the server's own wording is the record's, not a success toast
    expect(document.querySelector('[data-sonner-toast][data-type="success"]')).toBeNull()
  })

  it('offers no re-push for a record whose left-over URLs were re-pushed', async () => {
    opened = await openPush(`/push?keyword=${encodeURIComponent(repushed.urls[0])}`)
    const { app } = opened
    await waitFor(() => expect(within(table()).getByRole('button', { name: `记录 #${repushed.id} 的详情` })).toBeInTheDocument())
    expect(within(table()).queryByRole('button', { name: `重新推送记录 #${repushed.id}` })).toBeNull()
    await app.user.click(within(table()).getByRole('button', { name: `记录 #${repushed.id} 的详情` }))
    const drawer = await screen.findByRole('dialog', { name: `推送记录 #${repushed.id}` })
    await within(drawer).findByText('当日剩余额度')
    expect(within(drawer).queryByRole('button', { name: /^重新推送/ })).toBeNull()
  })
})
