import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RECENTS_KEY } from '../../../src/routes/palette/Palette'
import { renderApp, signIn, type RenderedApp } from '../../support/renderApp'

configure({ asyncUtilTimeout: 15_000 })

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  localStorage.removeItem(RECENTS_KEY)
  vi.restoreAllMocks()
})

type Row = Record<string, unknown> & { id: string }

async function signedIn() {
  app = renderApp('/login')
  await signIn(app)
  await screen.findByRole('button', { name: '命令面板' })
}

/** Another row of `table` like its first one, with `fields` of its own. */
function insertLike(table: 'comments' | 'backlinks', fields: Record<string, unknown>): Row {
  const rows = app!.mock.server.db[table] as unknown as Row[] & { insert: (row: object) => Row }
  return rows.insert({ ...rows[0], id: undefined, ...fields })
}

const box = () => screen.getByRole('combobox', { name: '搜索页面、记录或命令' })
const openPalette = async () => {
  await app!.user.keyboard('{Control>}k{/Control}')
  return screen.findByRole('dialog', { name: '命令面板' })
}
const group = (name: string) => screen.findByRole('group', { name })
const rowOf = (id: string) => document.querySelector(`tbody tr[data-row-id="${id}"]`)

/** Ctrl+K, `text`, then the `index`th option of the group `name` chosen with ↓ and Enter. */
async function choose(text: string, name: string, index: number) {
  await openPalette()
  await app!.user.type(box(), text)
  const options = await within(await group(name)).findAllByRole('option')
  const all = screen.getAllByRole('option')
  await app!.user.keyboard('{ArrowDown}'.repeat(all.indexOf(options[index])) + '{Enter}')
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).not.toBeInTheDocument())
}

describe('the palette opens the record chosen, as that record', { timeout: 60_000 }, () => {
  it('a comment: its list filtered to it (not to all its author’s), the focus and the row cursor on its row; a backlink: on its row among those of its page', async () => {
    await signedIn()
    const comments = ['a@example.com', 'b@example.com', 'c@example.com'].map((contact, index) =>
      insertLike('comments', { author: '面板访客', contact, content: '谢谢分享', createdAt: new Date(Date.now() + index * 1000).toISOString() }),
    )
    // the newest first: 面板访客's second option is the second newest
    const chosen = comments[1]
    await choose('面板访客', '记录 · 留言', 1)
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/comment'))
    expect(app!.router.state.location.search).toEqual({ keyword: 'b@example.com' })
    await waitFor(() => expect(rowOf(chosen.id)).toHaveFocus())
    expect(rowOf(chosen.id)).toHaveAttribute('data-cursor')
    expect(document.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(1)

    // two links from one page, to two of the network's sites: the second one chosen
    const source = 'https://bbs.panel-test.example/thread/1'
    const targets = (app!.mock.server.db.domains as unknown as { domain: string }[]).slice(0, 2).map(({ domain }) => domain)
    const links = targets.map((targetDomain, index) =>
      insertLike('backlinks', { sourceUrl: source, targetDomain, createdAt: new Date(Date.now() + index * 1000).toISOString() }),
    )
    await choose('bbs.panel-test', '记录 · 反链', 1)
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/anti-chain'))
    await waitFor(() => expect(rowOf(links[0].id)).toHaveFocus())
    expect(rowOf(links[0].id)).toHaveAttribute('data-cursor')
    expect(rowOf(links[1].id)).not.toHaveAttribute('data-cursor')
  })

  it('finds a theme by its pinyin (the session’s theme list), opens it as the others, and finds it the same way among the recent items', async () => {
    await signedIn()
    const theme = app!.mock.server.db.themes.findBy({ name: '科技资讯' }) as unknown as Row
    await choose('kjzx', '记录 · 主题', 0)
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/themes'))
    expect(app!.router.state.location.search).toEqual({ keyword: '科技资讯' })
    await waitFor(() => expect(rowOf(theme.id)).toHaveFocus())

    await openPalette()
    await app!.user.type(box(), 'kejizixun')
    expect(
      within(await group('最近'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['科技资讯主题'])
  })

  it('says which kind’s search failed, with 重试, while the other kinds’ records show', async () => {
    // a 5xx is logged for developers (the console), as every call's
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signedIn()
    await openPalette()
    app!.mock.configure({ fault: { kind: 'server', path: '/api/domains', times: 1 } })
    await app!.user.type(box(), 'keji')
    const failed = await within(await group('记录 · 域名')).findByRole('option')
    expect(failed).toHaveTextContent('域名搜索失败重试')
    expect(screen.getByRole('status')).toHaveTextContent('域名搜索失败，其他结果仍可使用；选择“重试”再搜一次')
    // found by the other kinds' searches as usual
    expect(within(await group('记录 · 主题')).getByRole('option', { name: /科技资讯/ })).toBeInTheDocument()
    expect(logged).toHaveBeenCalled()

    // the server answers again: 重试 (the first option, as nothing else of the group is there) asks once more
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id)
    await app!.user.click(failed)
    const domains = await within(await group('记录 · 域名')).findAllByRole('option', { name: /keji/ })
    expect(domains.length).toBeGreaterThan(0)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''))
    expect(box()).toHaveFocus()
  })
})
