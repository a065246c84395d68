import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bodyRows, cellOf, domainOf, openDomains, rowOf, table, type OpenedDomains } from './openDomains'

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

const statusTexts = () => bodyRows().map((row) => cellOf(row, '状态').textContent)

/** An article of `domain` as the API answers one, for the fake backend's table. */
const articleOf = (domain: { domain: string; theme: string }, title: string) => ({
  title,
  theme: domain.theme,
  domain: domain.domain,
  summary: '',
  content: '',
  tags: [],
  coverUrl: '',
  status: 'draft',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  publishedAt: null,
})

describe('domain screen: list, filters and export', { timeout: 30_000 }, () => {
  it('shows the newest domains with Chinese status labels, their theme and the total', async () => {
    opened = await openDomains()
    const newest = opened.newest()
    expect(bodyRows()).toHaveLength(20)
    expect(screen.getByText('共 120 条，第 1 / 6 页')).toBeInTheDocument()
    expect(within(bodyRows()[0]).getByText(newest[0].domain)).toBeInTheDocument()
    expect(cellOf(bodyRows()[0], '主题')).toHaveTextContent(newest[0].theme)
    expect(new Set(statusTexts())).toEqual(new Set(newest.slice(0, 20).map((row) => ({ active: '启用', inactive: '停用', pending: '待审核' })[row.status])))
  })

  it('filters by theme and status on the server, keeping both in the URL', async () => {
    opened = await openDomains()
    const { app, stored, requests } = opened
    await app.user.click(screen.getByRole('combobox', { name: '状态' }))
    await app.user.click(await screen.findByRole('option', { name: '待审核' }))
    await waitFor(() => expect(statusTexts().every((text) => text === '待审核')).toBe(true))

    await app.user.click(screen.getByRole('combobox', { name: '主题' }))
    await app.user.click(await screen.findByRole('option', { name: '新闻门户' }))
    const expected = stored().filter((row) => row.status === 'pending' && row.theme === '新闻门户')
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length))
    expect(bodyRows().map((row) => cellOf(row, '主题').textContent)).toEqual(expected.map(() => '新闻门户'))
    expect(screen.getByText(`共 ${expected.length} 条，第 1 / 1 页`)).toBeInTheDocument()
    expect(app.router.state.location.search).toEqual({ status: 'pending', theme: '新闻门户' })
    expect(requests.at(-1)!.url).toBe('/api/domains?page=1&pageSize=20&status=pending&theme=新闻门户')
  })

  it('filters by 创建时间: days in the URL, the instants of the operator’s days on the wire; a reversed range is refused', async () => {
    const zone = process.env.TZ
    process.env.TZ = 'Asia/Shanghai'
    try {
      opened = await openDomains()
      const { app, stored, requests } = opened
      // a week of the seeds, as days in China
      const day = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10)
      const days = [...new Set(stored().map((row) => day(row.createdAt)))].sort()
      const [from, to] = [days[Math.floor(days.length / 3)], days[Math.floor(days.length / 2)]]
      const expected = stored().filter((row) => day(row.createdAt) >= from && day(row.createdAt) <= to)
      expect(expected.length).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(stored().length)

      await app.user.click(screen.getByRole('button', { name: '创建时间：全部' }))
      const dialog = await screen.findByRole('dialog', { name: '创建时间' })
      const range = within(dialog).getByRole('group', { name: '创建时间' })
      await app.user.type(within(range).getByLabelText('创建时间 起'), from)
      await app.user.type(within(range).getByLabelText('创建时间 止'), to)
      await waitFor(() => expect(screen.getByText(new RegExp(`^共 ${expected.length} 条`))).toBeInTheDocument())
      expect(app.router.state.location.search).toEqual({ from, to })
      const startUtc = new Date(Date.parse(`${from}T00:00:00+08:00`)).toISOString()
      const endUtc = new Date(Date.parse(`${to}T23:59:59.999+08:00`)).toISOString()
      expect(requests.at(-1)!.url).toBe(`/api/domains?page=1&pageSize=20&from=${startUtc}&to=${endUtc}`)
      expect(new Set(bodyRows().map(domainOf))).toEqual(new Set(expected.slice(0, 20).map((row) => row.domain)))

      // a start after the end: said next to the fields; the list keeps the range it had
      const loads = requests.length
      // pasted over: the whole day changes at once
      fireEvent.change(within(range).getByLabelText('创建时间 起'), { target: { value: days.at(-1) } })
      expect(within(dialog).getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期')
      expect(within(range).getByLabelText('创建时间 起')).toHaveAttribute('aria-invalid', 'true')
      expect(app.router.state.location.search).toEqual({ from, to })
      // Escape leaves the refused day behind; the button says the range the list has
      await app.user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '创建时间' })).not.toBeInTheDocument())
      expect(screen.getByRole('button', { name: `创建时间：${from} 至 ${to}` })).toHaveFocus()
      await app.user.click(screen.getByRole('button', { name: '清除筛选' }))
      await waitFor(() => expect(screen.getByText('共 120 条，第 1 / 6 页')).toBeInTheDocument())
      expect(screen.getByRole('button', { name: '创建时间：全部' })).toBeInTheDocument()
      // nothing was asked for the refused range; the unfiltered first page is asked for again, or taken from the
      // router's cache while the one loaded on opening is fresh
      const after = requests.slice(loads).map((request) => request.url)
      expect(after.length).toBeLessThanOrEqual(1)
      expect(after.every((url) => url === '/api/domains?page=1&pageSize=20')).toBe(true)
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('searches domains, titles and keywords as the person types', async () => {
    opened = await openDomains()
    const { app, stored } = opened
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), '烘焙')
    const matching = stored().filter((row) => row.keywords.includes('烘焙'))
    await waitFor(() => expect(screen.getByText(new RegExp(`^共 ${matching.length} 条`))).toBeInTheDocument())
    expect(bodyRows().every((row) => cellOf(row, '关键词').textContent!.includes('烘焙'))).toBe(true)
  })

  it('exports the filtered list as a downloaded CSV file named by the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 5, 10, 0))
    try {
      const blobs: Blob[] = []
      const saved: { name: string; href: string }[] = []
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        blobs.push(blob as Blob)
        return 'blob:domains/1'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href })
      })
      opened = await openDomains('/domain?status=inactive&sort=domain&order=asc')
      await waitFor(() => expect(statusTexts().every((text) => text === '停用')).toBe(true))
      await opened.app.user.click(screen.getByRole('button', { name: '导出 CSV' }))

      await waitFor(() => expect(saved).toEqual([{ name: 'domains-20261105.csv', href: 'blob:domains/1' }]))
      const sent = opened.exports().map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams))
      expect(sent).toEqual([{ status: 'inactive', sort: 'domain', order: 'asc' }])
      const bytes = new Uint8Array(await blobs[0].arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = new TextDecoder('utf-8', { ignoreBOM: true })
        .decode(bytes)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      expect(lines[0]).toBe('域名,主题,状态,标题,关键词,描述,文章数,创建时间')
      const inactive = opened
        .stored()
        .filter((row) => row.status === 'inactive')
        .map((row) => row.domain)
        .sort((a, b) => a.localeCompare(b, 'zh-CN'))
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(inactive)
      expect(lines.slice(1).every((line) => line.split(',')[2] === '停用')).toBe(true)
      expect(document.querySelector('a[download]')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('domain screen: status changes and deletes', { timeout: 30_000 }, () => {
  it('disables a domain after confirmation and enables it again at once', async () => {
    opened = await openDomains('/domain?status=active')
    const { app, changes } = opened
    const domain = domainOf(bodyRows()[0])
    await app.user.click(within(rowOf(domain)).getByRole('button', { name: '停用' }))
    const confirm = await screen.findByRole('alertdialog', { name: '停用域名' })
    expect(confirm).toHaveTextContent(`确定停用域名「${domain}」吗？`)
    await app.user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(changes()).toEqual([])

    await app.user.click(within(rowOf(domain)).getByRole('button', { name: '停用' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '停用' }))
    expect(await screen.findByText('已停用 1 个域名')).toBeInTheDocument()
    const id = opened.byName(domain).id
    expect(changes()).toEqual([{ method: 'POST', url: '/api/domains/status', body: { ids: [id], status: 'inactive' } }])
    // the list still filters by 启用: the disabled domain leaves it
    await waitFor(() => expect(within(table()).queryByText(domain)).not.toBeInTheDocument())

    await app.user.click(screen.getByRole('combobox', { name: '状态' }))
    await app.user.click(await screen.findByRole('option', { name: '停用' }))
    await app.user.click(
      within(
        await within(table())
          .findByText(domain)
          .then((cell) => cell.closest('tr')!),
      ).getByRole('button', { name: '启用' }),
    )
    expect(await screen.findByText('已启用 1 个域名')).toBeInTheDocument()
    expect(opened.byName(domain).status).toBe('active')
  })

  it('disables selected rows in one batch, shows their new status and clears the selection', async () => {
    opened = await openDomains()
    const { app, requests } = opened
    const [first, second] = bodyRows().map(domainOf)
    await app.user.click(screen.getByRole('checkbox', { name: `选择 ${first}` }))
    await app.user.click(screen.getByRole('checkbox', { name: `选择 ${second}` }))
    // some rows of the page chosen: 选择本页全部 is neither ticked nor clear
    expect(screen.getByRole('checkbox', { name: '选择本页全部' })).toBePartiallyChecked()
    const bar = screen.getByRole('region', { name: '批量操作' })
    expect(bar).toHaveTextContent('已选择 2 项')
    await app.user.click(within(bar).getByRole('button', { name: '批量停用' }))
    const confirm = await screen.findByRole('alertdialog', { name: '停用域名' })
    expect(confirm).toHaveTextContent('确定停用选中的 2 个域名吗？')
    await app.user.click(within(confirm).getByRole('button', { name: '停用' }))
    expect(await screen.findByText('已停用 2 个域名')).toBeInTheDocument()
    expect([opened.byName(first).status, opened.byName(second).status]).toEqual(['inactive', 'inactive'])
    expect(requests.find((request) => request.url === '/api/domains/status')!.body).toEqual({
      ids: [opened.byName(first).id, opened.byName(second).id],
      // the versions they were selected at (the seed's rows are at 1): the answer says how many changed meanwhile
      versions: { [opened.byName(first).id]: 1, [opened.byName(second).id]: 1 },
      status: 'inactive',
    })
    await waitFor(() => expect(cellOf(rowOf(first), '状态')).toHaveTextContent('停用'))
    expect(cellOf(rowOf(second), '状态')).toHaveTextContent('停用')
    expect(screen.queryByRole('region', { name: '批量操作' })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: `选择 ${first}` })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: '选择本页全部' })).not.toBePartiallyChecked()
  })

  it('deletes only after confirmation, and says why a domain with articles is kept', async () => {
    opened = await openDomains()
    const { app, changes, newest, stored } = opened
    const [kept, gone] = newest()
    // whole articles: the confirmation may offer 查看这些文章, whose page the router preloads when it takes the focus
    app.mock.server.db.loadData({ articles: [articleOf(kept, '域名下的文章一'), articleOf(kept, '域名下的文章二')] })

    await app.user.click(within(rowOf(gone.domain)).getByRole('button', { name: '删除' }))
    let confirm = await screen.findByRole('alertdialog', { name: '删除域名' })
    expect(confirm).toHaveTextContent(`确定删除域名「${gone.domain}」吗？删除后 10 秒内可以撤销。`)
    await app.user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(changes()).toEqual([])

    await app.user.click(within(rowOf(gone.domain)).getByRole('button', { name: '删除' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(within(table()).queryByText(gone.domain)).not.toBeInTheDocument())
    expect(changes()).toEqual([{ method: 'DELETE', url: `/api/domains/${gone.id}?version=${gone.version}`, body: null }])
    expect(stored()).toHaveLength(119)

    await app.user.click(within(rowOf(kept.domain)).getByRole('button', { name: '删除' }))
    confirm = await screen.findByRole('alertdialog', { name: '删除域名' })
    await app.user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText(`域名「${kept.domain}」下还有 2 篇文章，请先删除或转移这些文章`)).toBeInTheDocument()
    expect(within(table()).getByText(kept.domain)).toBeInTheDocument()
  })

  it('says before deleting that a domain still has articles, offers 查看这些文章 first, and leaves the refusal to the server', async () => {
    opened = await openDomains()
    const { app, changes, newest } = opened
    const [kept, other] = newest()
    const article = (title: string) => articleOf(kept, title)
    app.mock.server.db.loadData({ articles: [article('域名下的文章一'), article('域名下的文章二'), article('域名下的文章三')] })
    // the list is loaded again: its rows count the articles now
    await act(() => app.router.navigate({ to: '/domain', search: { keyword: kept.domain } }))
    await waitFor(() => expect(cellOf(rowOf(kept.domain), '文章数')).toHaveTextContent('3'))

    await app.user.click(within(rowOf(kept.domain)).getByRole('button', { name: '删除' }))
    let confirm = await screen.findByRole('alertdialog', { name: '删除域名' })
    expect(confirm).toHaveTextContent(`域名「${kept.domain}」下还有 3 篇文章，删除会被拒绝。请先删除这些文章或把它们改到其他域名，再删除域名。`)
    // the main choice is to look at those articles: the solid button, where the keyboard starts; 删除 is the second
    const look = within(confirm).getByRole('link', { name: '查看这些文章' })
    expect(look).toHaveAttribute('href', `/articles?domain=${encodeURIComponent(kept.domain)}`)
    expect(look).toHaveClass('rt-variant-solid')
    expect(look).toHaveFocus()
    expect(within(confirm).getByRole('button', { name: '删除' })).toHaveClass('rt-variant-soft')
    // still the person's call (the count may be out of date): the server refuses, in its own words
    await app.user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText(`域名「${kept.domain}」下还有 3 篇文章，请先删除或转移这些文章`)).toBeInTheDocument()
    expect(changes()).toEqual([{ method: 'DELETE', url: `/api/domains/${kept.id}?version=${kept.version}`, body: null }])

    // Enter takes the main choice: the article list filtered by the domain
    await app.user.click(within(rowOf(kept.domain)).getByRole('button', { name: '删除' }))
    confirm = await screen.findByRole('alertdialog', { name: '删除域名' })
    await waitFor(() => expect(within(confirm).getByRole('link', { name: '查看这些文章' })).toHaveFocus())
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/articles'))
    expect(app.router.state.location.search).toEqual({ domain: kept.domain })
    expect(await within(await screen.findByRole('table', { name: '文章列表' })).findByText('域名下的文章二')).toBeInTheDocument()
    expect(changes()).toHaveLength(1)

    // in a batch, the same before anything is sent
    await act(() => app.router.navigate({ to: '/domain' }))
    await waitFor(() => expect(within(table()).getByText(other.domain)).toBeInTheDocument())
    await app.user.click(screen.getByRole('checkbox', { name: `选择 ${kept.domain}` }))
    await app.user.click(screen.getByRole('checkbox', { name: `选择 ${other.domain}` }))
    await app.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '批量删除' }))
    confirm = await screen.findByRole('alertdialog', { name: '批量删除域名' })
    expect(confirm).toHaveTextContent(
      `选中的域名中，域名「${kept.domain}」下还有 3 篇文章，删除会被拒绝，也不会删除其他选中的域名。请先删除这些文章或把它们改到其他域名。`,
    )

    // one domain in the way: its articles are the main choice here too
    await app.user.click(within(confirm).getByRole('link', { name: '查看这些文章' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/articles'))
    expect(app.router.state.location.search).toEqual({ domain: kept.domain })
    expect(await within(await screen.findByRole('table', { name: '文章列表' })).findByText('域名下的文章一')).toBeInTheDocument()
    expect(screen.getByText('共 3 条，第 1 / 1 页')).toBeInTheDocument()
    expect(changes()).toHaveLength(1)
  })

  it('deletes selected rows in one batch after confirmation, staying on the same page', async () => {
    opened = await openDomains('/domain?page=2')
    const { app, requests } = opened
    const names = bodyRows().slice(0, 3).map(domainOf)
    const ids = names.map((name) => opened!.byName(name).id)
    for (const name of names) await app.user.click(screen.getByRole('checkbox', { name: `选择 ${name}` }))
    await app.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '批量删除' }))
    const confirm = await screen.findByRole('alertdialog', { name: '批量删除域名' })
    expect(confirm).toHaveTextContent('确定删除选中的 3 个域名吗？删除后 10 秒内可以撤销。')
    await app.user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('已删除 3 个域名')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('共 117 条，第 2 / 6 页')).toBeInTheDocument())
    expect(names.every((name) => within(table()).queryByText(name) === null)).toBe(true)
    expect(requests.find((request) => request.url === '/api/domains/batch-delete')!.body).toEqual({
      ids,
      versions: Object.fromEntries(ids.map((id) => [id, 1])),
    })
    expect(app.router.state.location.search).toEqual({ page: 2 })
  })
})
