import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import type { Article } from '../../../src/api/articles'
import type { PushRecord } from '../../../src/api/push'
import { lastPushes, lastPushOf } from '../../../src/mock-server/resources/articlePushes'
import { formatDateTime } from '../../../src/ui/format'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { watchWrites } from './support'

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  // the drafts store lives as long as the module: no test inherits another's
  clearDrafts()
})

const table = () => screen.getByRole('table', { name: '文章列表' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const rowOf = (title: string) => within(table()).getByText(title).closest('tr') as HTMLElement
const titles = () => bodyRows().map((row) => within(row).getAllByRole('link')[0].textContent)
const stored = () => app!.mock.server.db.articles as unknown as Article[]
const byUpdated = (articles: Article[]) => [...articles].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || Number(a.id) - Number(b.id))
const search = () => app!.router.state.location.search as Record<string, unknown>

/** The list at `path`, once its first page is on screen (`drafts`: the path filters drafts). */
async function openArticles(path = '/articles', { drafts = false } = {}) {
  storeSignedInSession()
  app = renderApp(path)
  const first = byUpdated(stored().filter((article) => !drafts || article.status === 'draft'))[0]
  await within(await screen.findByRole('table', { name: '文章列表' })).findByText(first.title)
  return { page: app, writes: watchWrites(app) }
}

async function choose(label: string, option: string) {
  await app!.user.click(screen.getByRole('combobox', { name: label }))
  await app!.user.click(await screen.findByRole('option', { name: option }))
}

describe('article list', { timeout: 30_000 }, () => {
  it('shows the latest updated articles first, with domain, theme and status', async () => {
    await openArticles()
    expect(titles()).toEqual(
      byUpdated(stored())
        .slice(0, 20)
        .map((article) => article.title),
    )
    expect(screen.getByText('共 400 条，第 1 / 20 页')).toBeInTheDocument()
    const first = byUpdated(stored())[0]
    const row = rowOf(first.title)
    expect(row).toHaveTextContent(first.domain)
    expect(row).toHaveTextContent(first.theme)
    expect(row).toHaveTextContent(first.status === 'published' ? '已发布' : '草稿')
    expect(within(row).getByText(first.summary)).toBeVisible()
  })

  it('shows a long summary cut to two lines, with 展开 / 收起 to read all of it', async () => {
    await openArticles()
    const first = byUpdated(stored())[0]
    const summary = `${first.title}的摘要：` + '这一段写得很长，'.repeat(30) + '最后一句。'
    app!.mock.server.db.articles.update(first.id, { summary })
    await act(() => app!.router.navigate({ to: '/articles', search: { keyword: first.title } }))
    const text = await within(table()).findByText(summary)
    expect(text).toHaveClass('expandable-text-cut')
    await app!.user.click(within(rowOf(first.title)).getByRole('button', { name: '展开' }))
    expect(text).not.toHaveClass('expandable-text-cut')
    expect(within(rowOf(first.title)).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('shows each article’s last push in 推送状态 and filters by it', async () => {
    await openArticles()
    const pushes = lastPushes(app!.mock.server.db.pushRecords as unknown as PushRecord[])
    const pushOf = (article: Article) => lastPushOf(pushes, article)
    const pushed = byUpdated(stored().filter((article) => pushOf(article)?.status === 'pushed'))
    const never = stored().filter((article) => !pushOf(article))
    expect(pushed.length).toBeGreaterThan(0)

    await choose('推送状态', '已推送')
    expect(await screen.findByText(`共 ${pushed.length} 条，第 1 / ${Math.ceil(pushed.length / 20)} 页`)).toBeInTheDocument()
    expect(search()).toEqual({ pushStatus: 'pushed' })
    const last = pushOf(pushed[0])!
    const header = within(table())
      .getAllByRole('columnheader')
      .findIndex((cell) => cell.textContent === '推送状态')
    expect(within(rowOf(pushed[0].title)).getAllByRole('cell')[header]).toHaveTextContent(
      `已推送${{ baidu: '百度', bing: '必应', indexnow: 'IndexNow' }[last.engine]} · ${formatDateTime(last.at)}`,
    )

    await choose('推送状态', '未推送')
    expect(await screen.findByText(new RegExp(`^共 ${never.length} 条`))).toBeInTheDocument()
    expect(bodyRows().every((row) => within(row).getAllByRole('cell')[header].textContent === '未推送')).toBe(true)
  })

  it('filters by status, theme and domain, keeping them in the URL', async () => {
    await openArticles()
    await choose('状态', '草稿')
    const drafts = stored().filter((article) => article.status === 'draft')
    expect(await screen.findByText(`共 ${drafts.length} 条，第 1 / ${Math.ceil(drafts.length / 20)} 页`)).toBeInTheDocument()
    expect(bodyRows().every((row) => within(row).queryByText('草稿'))).toBe(true)
    expect(search()).toEqual({ status: 'draft' })

    await choose('主题', '科技资讯')
    const domain = drafts.find((article) => article.theme === '科技资讯')!.domain
    await choose('域名', domain)
    const expected = byUpdated(drafts.filter((article) => article.theme === '科技资讯' && article.domain === domain))
    await waitFor(() => expect(titles()).toEqual(expected.slice(0, 20).map((article) => article.title)))
    expect(search()).toEqual({ status: 'draft', theme: '科技资讯', domain })
  })

  it('searches titles, summaries and tags as the person types', async () => {
    const { page } = await openArticles()
    const target = stored()[41]
    await page.user.type(screen.getByRole('searchbox', { name: '搜索' }), target.title)
    await waitFor(() => expect(titles()).toEqual([target.title]))
    expect(search()).toEqual({ keyword: target.title })
    const tag = target.tags[0]
    await page.user.clear(screen.getByRole('searchbox', { name: '搜索' }))
    await page.user.type(screen.getByRole('searchbox', { name: '搜索' }), tag)
    const tagged = stored().filter(
      (article) => article.tags.some((other) => other.includes(tag)) || article.title.includes(tag) || article.summary.includes(tag),
    )
    expect(await screen.findByText(new RegExp(`^共 ${tagged.length} 条`))).toBeInTheDocument()
  })

  it('sorts by title when its header is clicked', async () => {
    const { page } = await openArticles()
    await page.user.click(within(table()).getByRole('button', { name: '标题' }))
    const sorted = stored()
      .map((article) => article.title)
      .sort((a, b) => a.localeCompare(b, 'zh-CN'))
    await waitFor(() => expect(titles()).toEqual(sorted.slice(0, 20)))
    expect(search()).toEqual({ sort: 'title', order: 'asc' })
  })

  it('publishes and unpublishes the selected articles in bulk', async () => {
    const { page, writes } = await openArticles('/articles?status=draft', { drafts: true })
    const [first, second] = byUpdated(stored().filter((article) => article.status === 'draft'))
    await page.user.click(within(rowOf(first.title)).getByRole('checkbox', { name: `选择 ${first.title}` }))
    await page.user.click(within(rowOf(second.title)).getByRole('checkbox', { name: `选择 ${second.title}` }))
    await page.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '批量发布' }))
    expect(await screen.findByText('已发布 2 篇文章')).toBeInTheDocument()
    await waitFor(() => expect(within(table()).queryByText(first.title)).not.toBeInTheDocument())
    expect(writes).toEqual(['POST /api/articles/batch-status'])
    expect([first.id, second.id].map((id) => page.mock.server.db.articles.find(id)!.status)).toEqual(['published', 'published'])

    await choose('状态', '已发布')
    await page.user.click(
      within(
        await within(table())
          .findByText(first.title)
          .then((cell) => cell.closest('tr')!),
      ).getByRole('checkbox'),
    )
    await page.user.click(within(rowOf(second.title)).getByRole('checkbox'))
    // taking articles off their sites asks first; cancelling sends nothing
    await page.user.click(screen.getByRole('button', { name: '批量取消发布' }))
    let confirm = await screen.findByRole('alertdialog', { name: '批量取消发布' })
    expect(confirm).toHaveTextContent('确定取消发布选中的 2 篇文章吗？取消后站点上不再显示，可以随时重新发布。')
    await page.user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(writes).toEqual(['POST /api/articles/batch-status'])
    await page.user.click(screen.getByRole('button', { name: '批量取消发布' }))
    confirm = await screen.findByRole('alertdialog', { name: '批量取消发布' })
    await page.user.click(within(confirm).getByRole('button', { name: '取消发布' }))
    expect(await screen.findByText('已取消发布 2 篇文章')).toBeInTheDocument()
    expect([first.id, second.id].map((id) => page.mock.server.db.articles.find(id)!.status)).toEqual(['draft', 'draft'])
  })

  it('refuses to publish an article without content and changes nothing', async () => {
    const { page, writes } = await openArticles('/articles?status=draft', { drafts: true })
    const [empty, other] = byUpdated(stored().filter((article) => article.status === 'draft'))
    page.mock.server.db.articles.update(empty.id, { content: '' })
    await page.user.click(within(rowOf(empty.title)).getByRole('checkbox'))
    await page.user.click(within(rowOf(other.title)).getByRole('checkbox'))
    await page.user.click(screen.getByRole('button', { name: '批量发布' }))
    // emptied after the list showed it: a change of the row, which the batch asks about first
    const asked = await screen.findByRole('alertdialog', { name: '批量发布' })
    expect(asked).toHaveTextContent('确定批量发布选中的 2 行吗？其中 1 行在选择后已被他人修改。')
    await page.user.click(within(asked).getByRole('button', { name: '批量发布' }))
    expect(await screen.findByText(`以下文章没有正文，无法发布，未修改任何文章：${empty.title}`)).toBeInTheDocument()
    expect(writes).toEqual(['POST /api/articles/batch-status'])
    expect(page.mock.server.db.articles.find(other.id)!.status).toBe('draft')
    expect(within(table()).getByText(empty.title)).toBeInTheDocument()
  })

  it('deletes the selected articles only after confirmation', async () => {
    const { page, writes } = await openArticles()
    const [first, second] = byUpdated(stored())
    await page.user.click(screen.getByRole('checkbox', { name: `选择 ${first.title}` }))
    await page.user.click(screen.getByRole('checkbox', { name: `选择 ${second.title}` }))
    await page.user.click(screen.getByRole('button', { name: '批量删除' }))
    let confirm = await screen.findByRole('alertdialog', { name: '批量删除文章' })
    expect(confirm).toHaveTextContent('确定删除选中的 2 篇文章吗？')
    await page.user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(writes).toEqual([])

    await page.user.click(screen.getByRole('button', { name: '批量删除' }))
    confirm = await screen.findByRole('alertdialog', { name: '批量删除文章' })
    await page.user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('已删除 2 篇文章')).toBeInTheDocument()
    await waitFor(() => expect(within(table()).queryByText(first.title)).not.toBeInTheDocument())
    expect(writes).toEqual(['POST /api/articles/batch-delete'])
    expect(screen.getByText('共 398 条，第 1 / 20 页')).toBeInTheDocument()
  })

  it('publishes, unpublishes and deletes one article from its row', async () => {
    const { page, writes } = await openArticles()
    const first = byUpdated(stored())[0]
    const toggle = first.status === 'published' ? ['取消发布', '发布'] : ['发布', '取消发布']
    await page.user.click(within(rowOf(first.title)).getByRole('button', { name: toggle[0] }))
    // unpublishing asks first (its wording is checked with the batch above)
    if (toggle[0] === '取消发布')
      await page.user.click(within(await screen.findByRole('alertdialog', { name: '取消发布' })).getByRole('button', { name: '取消发布' }))
    expect(await within(rowOf(first.title)).findByRole('button', { name: toggle[1] })).toBeInTheDocument()
    expect(await screen.findByText(`文章「${first.title}」${toggle[0] === '发布' ? '已发布' : '已取消发布'}`)).toBeInTheDocument()

    await page.user.click(within(rowOf(first.title)).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('alertdialog', { name: '删除文章' })
    expect(confirm).toHaveTextContent(`确定删除文章「${first.title}」吗？`)
    await page.user.click(within(confirm).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(within(table()).queryByText(first.title)).not.toBeInTheDocument())
    expect(writes).toEqual(['POST /api/articles/batch-status', `DELETE /api/articles/${first.id}`])
  })

  it('sends the selection to the push screen as articleIds, with the list’s own address to come back to', async () => {
    const { page } = await openArticles()
    // every location navigated to: the push screen takes articleIds out of its URL once it has read them
    const visited: { pathname: string; search: unknown }[] = []
    page.router.subscribe('onBeforeNavigate', ({ toLocation }) => visited.push({ pathname: toLocation.pathname, search: toLocation.search }))
    const [first, second] = byUpdated(stored())
    await page.user.click(screen.getByRole('checkbox', { name: `选择 ${first.title}` }))
    await page.user.click(screen.getByRole('checkbox', { name: `选择 ${second.title}` }))
    await page.user.click(screen.getByRole('button', { name: '推送到搜索引擎' }))
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/push'))
    expect(visited).toContainEqual({ pathname: '/push', search: { articleIds: `${first.id},${second.id}`, returnTo: '/articles' } })
  })

  it('opens the editor for a new article and for a row', async () => {
    const { page } = await openArticles()
    await page.user.click(screen.getByRole('link', { name: '新建文章' }))
    expect(await screen.findByRole('heading', { level: 1, name: '新建文章' })).toBeInTheDocument()
    expect(page.router.state.location.pathname).toBe('/articles/new')

    await act(async () => page.router.history.back())
    const first = byUpdated(stored())[0]
    await page.user.click(
      within(
        await within(await screen.findByRole('table', { name: '文章列表' }))
          .findByText(first.title)
          .then((cell) => cell.closest('tr')!),
      ).getByRole('link', { name: '编辑' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: '编辑文章' })).toBeInTheDocument()
    expect(page.router.state.location.pathname).toBe(`/articles/${first.id}`)
    expect(await screen.findByDisplayValue(first.title)).toBeInTheDocument()
  })
})
