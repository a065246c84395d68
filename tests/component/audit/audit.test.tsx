import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dayEndInstant, dayStartInstant } from '../../../src/api/dateRange'
import { bodyRows, openAudit, rowOf, rowsOf, trailOf, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => {
  opened?.app.unmount()
  vi.restoreAllMocks()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

const cells = (row: HTMLElement) => within(row).getAllByRole('cell')

describe('操作日志', { timeout: 90_000 }, () => {
  it('lists entries newest first: time, operator, object, action, summary; a batch says its scope and count; an update opens field by field', async () => {
    opened = openAudit()
    const { domain } = rowsOf(opened.db)
    await screen.findByText('删除域名「gone.example.com」')
    expect(bodyRows().map((row) => cells(row)[4].textContent)).toEqual([
      '删除域名「gone.example.com」',
      expect.stringMatching(/^修改文章「.+」，没有改动$/),
      '批量删除 3 条反链（按勾选）按勾选 3 行，影响 3 行',
      `修改域名「${domain.domain}」：主题 极简博客 → 新闻门户；状态 启用 → 停用`,
      '登录',
    ])
    const update = rowOf(`修改域名「${domain.domain}」：主题 极简博客 → 新闻门户；状态 启用 → 停用`)
    expect(
      cells(update)
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['运营小王editor', '域名', '修改'])
    expect(cells(update)[0]).toHaveTextContent(/^2026-11-02 \d\d:00$/)
    const open = within(update).getByRole('button', { name: '2 项修改' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await opened.app.user.click(open)
    expect(within(update).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(update)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['主题：极简博客 → 新闻门户', '状态：启用 → 停用'])
    expect(cells(rowOf(/^修改文章/))[5]).toHaveTextContent('没有改动')
    expect(cells(rowOf('登录'))[5]).toHaveTextContent('—')
  })

  it('filters by 操作人, 对象, 动作, 时间 and keyword: the URL holds each, and the request sends it', async () => {
    opened = openAudit('/audit?from=2026-11-02&to=2026-11-02')
    const { app, listCalls } = opened
    await screen.findByText('删除域名「gone.example.com」')
    expect(listCalls().at(-1)).toMatchObject({ from: dayStartInstant('2026-11-02'), to: dayEndInstant('2026-11-02') })
    expect(screen.getByRole('button', { name: /^时间：/ })).toBeInTheDocument()
    const choose = async (label: string, option: string) => {
      await app.user.click(screen.getByRole('combobox', { name: label }))
      await app.user.click(await screen.findByRole('option', { name: option }))
    }
    await choose('操作人', '运营小王（editor）')
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    await choose('对象', '域名')
    await choose('动作', '修改')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    // typed, one character at a time: each one's page replaces the one before on its way (a reload of the same
    // keyword, which the list asks when that answer is lost, goes at once instead of replacing the next one again)
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), '新闻门户')
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        operator: 'editor',
        resource: 'domains',
        action: 'update',
        keyword: '新闻门户',
        from: '2026-11-02',
        to: '2026-11-02',
      }),
    )
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ operator: 'editor', resource: 'domains', action: 'update', keyword: '新闻门户', page: '1' }))
    expect(bodyRows()).toHaveLength(1)
    expect(bodyRows()[0]).toHaveTextContent('运营小王')
  })

  it('exports the entries matching the filters as a CSV file', async () => {
    const saved: { name: string; blob: Blob }[] = []
    Object.assign(URL, { createObjectURL: () => 'blob:test/0', revokeObjectURL: () => {} })
    let blob: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      blob = file as Blob
      return 'blob:test/0'
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! })
    })
    opened = openAudit('/audit?operator=editor')
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    await opened.app.user.click(screen.getByRole('button', { name: '导出 CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(opened.requests.filter((request) => request.url.startsWith('/api/audit/export')).map((request) => request.url)).toEqual([
      '/api/audit/export?operator=editor',
    ])
    expect(saved[0].name).toMatch(/^audit-\d{8}\.csv$/)
    const lines = (await saved[0].blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('时间,操作人,用户名,对象,操作,行 ID,摘要,范围,数量,修改内容')
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 5).join(','))).toEqual(['运营小王,editor,反链,批量操作', '运营小王,editor,域名,修改'])
  })

  it('links an entry to its row while the row exists: a domain opens its list filtered to it, an article its editor', async () => {
    opened = openAudit()
    const { app, db } = opened
    const { domain, article } = rowsOf(db)
    await screen.findByText('删除域名「gone.example.com」')
    // a row deleted since, a sign-in and a batch have no link
    for (const summary of ['删除域名「gone.example.com」', '登录', '批量删除 3 条反链（按勾选）']) expect(within(rowOf(summary)).queryByRole('link')).toBeNull()
    const summary = `修改域名「${domain.domain}」：主题 极简博客 → 新闻门户；状态 启用 → 停用`
    await app.user.click(within(rowOf(summary)).getByRole('link', { name: `查看域名（${summary}）` }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/domain'))
    expect(app.router.state.location.search).toEqual({ keyword: domain.domain })
    const domains = await screen.findByRole('table', { name: '域名列表' })
    await within(domains).findByText(domain.domain)

    // Back, as the browser's button
    await act(async () => app.router.history.back())
    await screen.findByText('删除域名「gone.example.com」')
    await app.user.click(within(rowOf(/^修改文章/)).getByRole('link', { name: /^打开文章（/ }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/articles/${article.id}`))
    await screen.findByRole('form', { name: '编辑文章' })
    await waitFor(() => expect(screen.getByRole('textbox', { name: '标题 *' })).toHaveValue(article.title))
  })

  it('says when nothing matches, when nothing was recorded yet, and why a page failed, with 重试', async () => {
    opened = openAudit('/audit?keyword=从来没有的内容')
    await screen.findByText('没有符合条件的数据')
    await opened.app.user.click(screen.getByRole('button', { name: '清除筛选条件' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    opened.app.unmount()

    opened = openAudit('/audit', () => [])
    await screen.findByText('还没有操作记录')
    opened.app.unmount()

    // a row's history asked without its resource: the server's refusal, said in the list
    opened = openAudit('/audit?rowId=5')
    await screen.findByText(/^列表加载失败：/)
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })

  it('is not in the menu of a backend without GET /api/audit', async () => {
    opened = openAudit('/', trailOf, { without: ['GET /api/audit', 'GET /api/audit/export'] })
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    await waitFor(() => expect(opened!.requests.some((request) => request.url === '/api/capabilities')).toBe(true))
    await within(nav).findByRole('link', { name: '文章推送' })
    expect(within(nav).queryByRole('link', { name: '操作日志' })).toBeNull()
    expect(opened.listCalls()).toEqual([])
  })
})
