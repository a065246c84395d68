import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import { bodyRows, openAudit, rowsOf, type Entry, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => {
  opened?.app.unmount()
  clearDrafts()
})

type Db = OpenedAudit['db']

/** One entry of the demo's first domain and one of its first article. */
function trail(db: Db): Entry[] {
  const { domain, article } = rowsOf(db)
  const editor = { operator: 'editor', operatorName: '运营小王' }
  return [
    { ...editor, at: '2026-10-01T02:00:00.000Z', resource: 'domains', action: 'create', rowIds: [domain.id], summary: `新增域名「${domain.domain}」` },
    { ...editor, at: '2026-10-02T02:00:00.000Z', resource: 'articles', action: 'create', rowIds: [article.id], summary: `新增文章「${article.title}」` },
  ]
}

const at = (pathname: string) => waitFor(() => expect(opened!.app.router.state.location.pathname).toBe(pathname))

describe('历史 → 在操作日志中查看 with unsaved input', { timeout: 90_000 }, () => {
  it('from an edit dialog: 继续编辑 stays with what was typed; 放弃修改 opens the row’s entries in 操作日志', async () => {
    opened = openAudit((db) => `/domain?keyword=${rowsOf(db).domain.domain}`, trail)
    const { app } = opened
    const { domain } = rowsOf(opened.db)
    const domains = await screen.findByRole('table', { name: '域名列表' })
    const row = (await within(domains).findByText(domain.domain)).closest('tr') as HTMLElement
    await app.user.click(within(row).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑域名' })
    const title = within(dialog).getByRole('textbox', { name: '站点标题' })
    await app.user.type(title, '（未保存）')
    await app.user.click(await within(dialog).findByRole('button', { name: '历史' }))
    const link = await within(dialog).findByRole('link', { name: '在操作日志中查看' })

    await app.user.click(link)
    const ask = await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' })
    await app.user.click(within(ask).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(app.router.state.location.pathname).toBe('/domain')
    expect((within(screen.getByRole('dialog', { name: '编辑域名' })).getByRole('textbox', { name: '站点标题' }) as HTMLInputElement).value).toMatch(
      /（未保存）$/,
    )

    await app.user.click(within(screen.getByRole('dialog', { name: '编辑域名' })).getByRole('link', { name: '在操作日志中查看' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃修改' }))
    await at('/audit')
    expect(app.router.state.location.search).toEqual({ resource: 'domains', rowId: domain.id })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    // nothing was saved
    expect((opened.db.domains.find(domain.id) as { title: string }).title).not.toMatch(/（未保存）$/)

    // Back returns to the list, with no dialog left open to ask again
    await act(async () => app.router.history.back())
    await at('/domain')
    await screen.findByRole('table', { name: '域名列表' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('from the article editor: 放弃修改并离开 opens the article’s entries in 操作日志', async () => {
    opened = openAudit((db) => `/articles/${rowsOf(db).article.id}`, trail)
    const { app } = opened
    const { article } = rowsOf(opened.db)
    const editor = await screen.findByRole('form', { name: '编辑文章' })
    await waitFor(() => expect(screen.getByRole('textbox', { name: '标题 *' })).toHaveValue(article.title))
    await app.user.type(screen.getByRole('textbox', { name: '标题 *' }), '（未保存）')
    await app.user.click(within(editor).getByRole('button', { name: '历史' }))
    await app.user.click(await within(editor).findByRole('link', { name: '在操作日志中查看' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '离开此页面？' })).getByRole('button', { name: '放弃修改并离开' }))
    await at('/audit')
    expect(app.router.state.location.search).toEqual({ resource: 'articles', rowId: article.id })
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
  })
})
