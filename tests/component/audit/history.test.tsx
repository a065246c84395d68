import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, openAudit, rowsOf, type Entry, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => opened?.app.unmount())

type Db = OpenedAudit['db']

/** Two entries of the demo's first domain, two of other rows, and one of the first article. */
function trail(db: Db): Entry[] {
  const { domain, article, backlink } = rowsOf(db)
  const editor = { operator: 'editor', operatorName: '运营小王' }
  return [
    { ...editor, at: '2026-10-01T02:00:00.000Z', resource: 'domains', action: 'create', rowIds: [domain.id], summary: `新增域名「${domain.domain}」` },
    { ...editor, at: '2026-10-02T02:00:00.000Z', resource: 'backlinks', action: 'delete', rowIds: [backlink.id], summary: '删除反链「x」' },
    { ...editor, at: '2026-10-02T03:00:00.000Z', resource: 'domains', action: 'delete', rowIds: ['9999'], summary: '删除域名「gone.example.com」' },
    {
      operator: 'admin',
      operatorName: '管理员',
      at: '2026-10-03T02:00:00.000Z',
      resource: 'domains',
      action: 'update',
      rowIds: [domain.id],
      summary: `修改域名「${domain.domain}」：状态 启用 → 停用`,
      changes: [{ field: 'status', before: 'active', after: 'inactive' }],
    },
    {
      ...editor,
      at: '2026-10-04T02:00:00.000Z',
      resource: 'articles',
      action: 'update',
      rowIds: [article.id],
      summary: `修改文章「${article.title}」：标签 （空） → 旅行`,
      changes: [{ field: 'tags', before: [], after: ['旅行'] }],
    },
  ]
}

async function editDomain(open: OpenedAudit) {
  const { domain } = rowsOf(open.db)
  const domains = await screen.findByRole('table', { name: '域名列表' })
  const row = (await within(domains).findByText(domain.domain)).closest('tr') as HTMLElement
  await open.app.user.click(within(row).getByRole('button', { name: '编辑' }))
  return screen.findByRole('dialog', { name: '编辑域名' })
}

describe('历史 in a row’s edit dialog', { timeout: 90_000 }, () => {
  it('shows the row’s entries, newest first, with the fields changed, and opens them in 操作日志', async () => {
    opened = openAudit((db) => `/domain?keyword=${rowsOf(db).domain.domain}`, trail)
    const { domain } = rowsOf(opened.db)
    // a new row has no history
    await screen.findByRole('table', { name: '域名列表' })
    await opened.app.user.click(screen.getByRole('button', { name: /新增域名/ }))
    const created = await screen.findByRole('dialog', { name: '新增域名' })
    expect(within(created).queryByRole('button', { name: '历史' })).toBeNull()
    await opened.app.user.click(within(created).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const dialog = await editDomain(opened)
    const toggle = await within(dialog).findByRole('button', { name: '历史' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(opened.listCalls()).toEqual([])
    await opened.app.user.click(toggle)
    const entries = await within(await within(dialog).findByRole('group', { name: '历史' })).findAllByRole('listitem')
    const texts = entries.filter((item) => item.parentElement?.classList.contains('history-list')).map((item) => item.textContent)
    expect(texts).toEqual([
      expect.stringMatching(new RegExp(`^2026-10-03 \\d\\d:00 · 管理员修改域名「${domain.domain}」：状态 启用 → 停用状态：启用 → 停用$`)),
      expect.stringMatching(new RegExp(`^2026-10-01 \\d\\d:00 · 运营小王新增域名「${domain.domain}」$`)),
    ])
    expect(opened.listCalls()).toEqual([{ resource: 'domains', rowId: domain.id, page: '1', pageSize: '50' }])
    expect(within(dialog).getByRole('button', { name: '收起历史' })).toHaveAttribute('aria-expanded', 'true')
    expect(dialog).toHaveTextContent('共 2 条。')

    await opened.app.user.click(within(dialog).getByRole('link', { name: '在操作日志中查看' }))
    await waitFor(() => expect(opened!.app.router.state.location.pathname).toBe('/audit'))
    expect(opened.app.router.state.location.search).toEqual({ resource: 'domains', rowId: domain.id })
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(screen.getByText(`只看域名行 ${domain.id}`)).toBeInTheDocument()
    await opened.app.user.click(screen.getByRole('button', { name: `不再只看域名行 ${domain.id}` }))
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    expect(opened.app.router.state.location.search).toEqual({ resource: 'domains' })
  })

  it('is in the article editor too', async () => {
    opened = openAudit((db) => `/articles/${rowsOf(db).article.id}`, trail)
    const { article } = rowsOf(opened.db)
    const editor = await screen.findByRole('form', { name: '编辑文章' })
    await opened.app.user.click(within(editor).getByRole('button', { name: '历史' }))
    const group = await within(editor).findByRole('group', { name: '历史' })
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toContain('标签：（空） → 旅行'),
    )
    expect(opened.listCalls()).toEqual([{ resource: 'articles', rowId: article.id, page: '1', pageSize: '50' }])
  })

  it('is not offered by a backend without GET /api/audit', async () => {
    opened = openAudit((db) => `/domain?keyword=${rowsOf(db).domain.domain}`, trail, { without: ['GET /api/audit', 'GET /api/audit/export'] })
    const dialog = await editDomain(opened)
    await waitFor(() => expect(opened!.requests.some((request) => request.url === '/api/capabilities')).toBe(true))
    expect(within(dialog).getByRole('textbox', { name: '站点标题' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: '历史' })).toBeNull()
    expect(opened.listCalls()).toEqual([])
  })
})
