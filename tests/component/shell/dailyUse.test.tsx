import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const TITLES = [
  ['/', '首页'],
  ['/themes', '主题列表'],
  ['/domain', '域名管理'],
  ['/anti-chain', '反链管理'],
  ['/comment', '留言管理'],
  ['/articles', '文章列表'],
  ['/push', '文章推送'],
  ['/articles/new', '新建文章'],
] as const

describe('daily use: titles, not found, the pending badge', () => {
  it('names each screen in document.title: its menu name, then · 站群管理后台', async () => {
    storeSignedInSession()
    app = renderApp('/')
    for (const [path, name] of TITLES) {
      await act(() => app!.router.navigate({ to: path }))
      await waitFor(() => expect(document.title).toBe(`${name} · 站群管理后台`))
    }
  })

  it('names the login page 登陆 and an article in the editor by its title', async () => {
    app = renderApp('/login')
    await screen.findByRole('button', { name: '登陆' })
    await waitFor(() => expect(document.title).toBe('登陆 · 站群管理后台'))
    app.unmount()
    storeSignedInSession()
    app = renderApp('/articles')
    const table = await screen.findByRole('table', { name: '文章列表' })
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2))
    const articles = app.mock.server.db.articles as unknown as { id: string | number; title: string }[]
    const first = articles[0]
    await act(() => app!.router.navigate({ to: '/articles/$id', params: { id: String(first.id) } }))
    await waitFor(() => expect(document.title).toBe(`${first.title} · 站群管理后台`))
  })

  it('shows an unknown address inside the shell, with a link home, when signed in', async () => {
    storeSignedInSession()
    app = renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('页面不存在 · 站群管理后台'))
  })

  it('sends an unknown address to /login when signed out', async () => {
    app = renderApp('/no-such-page')
    await screen.findByRole('button', { name: '登陆' })
    expect(app.router.state.location.pathname).toBe('/login')
  })

  it('makes the pending-comments count a link to /comment?status=pending', async () => {
    storeSignedInSession()
    app = renderApp('/')
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    const badge = await waitFor(() => {
      const found = nav.querySelector<HTMLAnchorElement>('a.shell-menu-badge')
      expect(found).not.toBeNull()
      return found!
    })
    expect(badge.getAttribute('href')).toBe('/comment?status=pending')
    await app.user.click(badge)
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/comment'))
    expect(app.router.state.location.search).toMatchObject({ status: 'pending' })
  })

  it('reaches the pending comments from the keyboard in one step: Tab from 留言管理 to its count, named with it', async () => {
    storeSignedInSession()
    app = renderApp('/')
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    const item = await within(nav).findByRole('link', { name: /^留言管理，(\d+|99\+) 条待审核$/ })
    const count = /，(\d+|99\+) 条待审核$/.exec(item.getAttribute('aria-label')!)![1]
    item.focus()
    await app.user.tab()
    const badge = within(nav).getByRole('link', { name: `查看 ${count} 条待审核留言` })
    expect(badge).toHaveFocus()
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/comment'))
    expect(app.router.state.location.search).toMatchObject({ status: 'pending' })
  })
})
