import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_KEY, THEMES_KEY } from '../../src/app/storage'
import { renderApp, type RenderedApp } from '../support/renderApp'
import { storeSignedInSession } from '../support/session'

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const menuOrder = ['首页', '主题列表', '域名管理', '反链管理', '留言管理', '文章列表', '文章推送', '操作日志']
const menuPaths = ['/', '/themes', '/domain', '/anti-chain', '/comment', '/articles', '/push', '/audit']
/** A menu item's accessible name: the label, which 留言管理 follows with its pending count (留言管理，12 条待审核). */
const menuName = (label: string) => new RegExp(`^${label}(，(\\d+|99\\+) 条待审核)?$`)

function countThemeRequests(target: RenderedApp): () => number {
  let count = 0
  target.mock.server.pretender.handledRequest = (_verb, path) => {
    if (path.startsWith('/api/theme')) count += 1
  }
  return () => count
}

describe('shell', () => {
  it('sends a visitor without a token to /login, remembering the path', async () => {
    app = renderApp('/anti-chain?page=3')
    await screen.findByRole('button', { name: '登陆' })
    expect(app.router.state.location.pathname).toBe('/login')
    expect(app.router.state.location.search).toEqual({ redirect: '/anti-chain?page=3' })
  })

  it('clears a token-less auth entry when the guard turns the visitor away', async () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify({ token: '', expiresIn: '7200' }))
    app = renderApp('/themes')
    await screen.findByRole('button', { name: '登陆' })
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
  })

  it('shows the dark sidebar with the brand, the eight menu items in order, the header and the footer', async () => {
    storeSignedInSession('admin')
    app = renderApp('/')
    const sidebar = await screen.findByRole('complementary')
    expect(within(sidebar).getByRole('img', { name: '站群管理后台' })).toBeInTheDocument()
    const nav = within(sidebar).getByRole('navigation', { name: '主菜单' })
    // 操作日志 is optional: offered once the backend said it has GET /api/audit
    await within(nav).findByRole('link', { name: '操作日志' })
    const links = within(nav).getAllByRole('link')
    expect(links).toEqual(menuOrder.map((label) => within(nav).getByRole('link', { name: menuName(label) })))
    expect(links.map((link) => link.getAttribute('href'))).toEqual(menuPaths)
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('当前用户：管理员（用户名 admin）'))
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`)
    expect(await screen.findByRole('heading', { name: '你好，管理员，欢迎回来！' })).toBeInTheDocument()
  })

  it('navigates with the menu and marks only the current item', async () => {
    storeSignedInSession()
    app = renderApp('/')
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    for (const [index, label] of menuOrder.entries()) {
      await app.user.click(within(nav).getByRole('link', { name: menuName(label) }))
      await waitFor(() => expect(app!.router.state.location.pathname).toBe(menuPaths[index]))
      const current = within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
      expect(current).toEqual([within(nav).getByRole('link', { name: menuName(label) })])
      const heading = index === 0 ? /你好/ : label
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    }
  })

  it('fetches the theme list on load and again on each path change, caching it', async () => {
    storeSignedInSession()
    app = renderApp('/')
    const themeRequests = countThemeRequests(app)
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    await waitFor(() => expect(themeRequests()).toBe(1))
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(THEMES_KEY)!)).toHaveLength(6))
    await app.user.click(within(nav).getByRole('link', { name: '域名管理' }))
    await waitFor(() => expect(themeRequests()).toBe(2))
    await app.user.click(within(nav).getByRole('link', { name: '文章推送' }))
    await waitFor(() => expect(themeRequests()).toBe(3))
    expect(app.session.themeList.getSnapshot().context.names).toContain('极简博客')
  })

  it('signs out from the header: back to /login with storage cleared', async () => {
    storeSignedInSession()
    app = renderApp('/themes')
    await app.user.click(await screen.findByRole('button', { name: '退出登录' }))
    await screen.findByRole('button', { name: '登陆' })
    expect(app.router.state.location.pathname).toBe('/login')
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(sessionStorage.getItem(THEMES_KEY)).toBeNull()
  })

  it('sends the person to /login once when the API answers 401, and back after signing in', async () => {
    storeSignedInSession()
    app = renderApp('/domain')
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    // the shell's own first calls are answered (the pending count comes after what the backend has): the 401 is the click's
    await within(nav).findByRole('link', { name: /^留言管理，/ })
    app.mock.configure({ fault: { kind: 'unauthorized' } })
    await app.user.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '反链管理' }))
    await screen.findByRole('button', { name: '登陆' })
    expect(app.router.state.location.search).toEqual({ redirect: '/anti-chain' })
    expect(screen.getByText('登录已失效，请重新登录。')).toBeInTheDocument()
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()

    app.mock.configure({ fault: null })
    await app.user.type(screen.getByLabelText('用户名'), 'admin')
    await app.user.type(screen.getByLabelText('密码'), 'admin123{Enter}')
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/anti-chain'))
  })

  it('sends a signed-in person away from /login', async () => {
    storeSignedInSession()
    app = renderApp('/login')
    await screen.findByRole('navigation', { name: '主菜单' })
    expect(app.router.state.location.pathname).toBe('/')
  })

  it('shows a not-found page for unknown paths', async () => {
    storeSignedInSession()
    app = renderApp('/nowhere')
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument()
  })
})
