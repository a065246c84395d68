import { screen, waitFor, within } from '@testing-library/react'
import { Response } from 'miragejs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_KEY, THEMES_KEY } from '../../src/app/storage'
import { TOAST_MAX_CHARS } from '../../src/ui/toast'
import { renderApp, signIn, type RenderedApp } from '../support/renderApp'

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

describe('login screen', () => {
  it('shows the welcome heading, dummy links and the 登陆 button', async () => {
    app = renderApp('/login')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('欢迎')
    for (const name of ['注册账号', '服务条款', '隐私政策']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#')
    }
    expect(screen.getByLabelText('用户名')).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText('密码')).toHaveAttribute('autocomplete', 'current-password')
    expect(screen.getByRole('button', { name: '登陆' })).toBeEnabled()
  })

  it('shows both required-field messages next to their fields and sends nothing', async () => {
    app = renderApp('/login')
    const requests: string[] = []
    app.mock.server.pretender.handledRequest = (_verb, path) => requests.push(path)
    await app.user.click(await screen.findByRole('button', { name: '登陆' }))
    const username = screen.getByLabelText('用户名')
    const password = screen.getByLabelText('密码')
    expect(username).toHaveAccessibleDescription('请输入用户名')
    expect(password).toHaveAccessibleDescription('请输入密码')
    expect(username).toHaveAttribute('aria-invalid', 'true')
    expect(username).toHaveFocus()

    await app.user.type(username, 'admin')
    expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: '登陆' }))
    expect(screen.getByText('请输入密码')).toBeInTheDocument()
    expect(password).toHaveFocus()
    expect(requests).toEqual([])
  })

  it('keeps a whitespace-only username invalid', async () => {
    app = renderApp('/login')
    await app.user.type(await screen.findByLabelText('用户名'), '   ')
    await app.user.type(screen.getByLabelText('密码'), 'x')
    await app.user.click(screen.getByRole('button', { name: '登陆' }))
    expect(screen.getByText('请输入用户名')).toBeInTheDocument()
  })

  it('shows the server message on wrong credentials and stays on /login', async () => {
    app = renderApp('/login')
    await signIn(app, 'admin', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败：用户名或密码错误')
    expect(app.router.state.location.pathname).toBe('/login')
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(screen.getByRole('button', { name: '登陆' })).toBeEnabled()
  })

  it.each([
    [401, { code: 1001, msg: '用户名或密码错误', data: null }, '登录失败：用户名或密码错误'],
    [403, { code: 1003, msg: '账号已停用，请联系管理员', data: null }, '登录失败：账号已停用，请联系管理员'],
    [400, { code: 1400, msg: '请求格式不正确', data: null }, '登录失败：请求格式不正确'],
    [401, '', '登录失败：服务器拒绝了这次登录（HTTP 401），没有说明原因'],
  ])('shows a login refused with HTTP %i on the form, as the server says it, and stores nothing', async (status, body, shown) => {
    app = renderApp('/login')
    app.mock.server.post('/login', () => new Response(status, { 'Content-Type': 'application/json' }, body as object))
    await signIn(app)
    expect(await screen.findByRole('alert')).toHaveTextContent(shown)
    // not a session that expired: no 登录已失效, nothing stored, still on /login with the typed name
    expect(screen.queryByText('登录已失效，请重新登录。')).not.toBeInTheDocument()
    expect(app.router.state.location.pathname).toBe('/login')
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(screen.getByLabelText('用户名')).toHaveValue('admin')
    expect(screen.getByRole('button', { name: '登陆' })).toBeEnabled()
  })

  it('keeps a very long refusal on the form as short as its toast: the form stays in view', async () => {
    app = renderApp('/login')
    const long = `账号已停用${'，原因很长'.repeat(2_000)}`
    app.mock.server.post('/login', () => new Response(403, { 'Content-Type': 'application/json' }, { code: 1003, msg: long, data: null }))
    await signIn(app)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^登录失败：账号已停用，原因很长/)
    expect(alert.textContent!.endsWith('…')).toBe(true)
    expect(alert.textContent!.length).toBeLessThanOrEqual(TOAST_MAX_CHARS + 1)
  })

  it('says on the form that the server failed when a 5xx answers (the console alone is no answer for a person)', async () => {
    app = renderApp('/login')
    app.mock.configure({ fault: { kind: 'server', path: '/login', times: 1 } })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signIn(app)
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败：服务器错误，请稍后重试')
    // and the console has it for whoever looks into the server
    expect(logged).toHaveBeenCalledWith('服务器错误，请稍后重试')
    expect(screen.getByLabelText('用户名')).toHaveValue('admin')
    expect(app.router.state.location.pathname).toBe('/login')

    await app.user.click(screen.getByRole('button', { name: '登陆' }))
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/'))
    expect(screen.queryByText('登录失败：服务器错误，请稍后重试')).not.toBeInTheDocument()
  })

  it('disables the button with a spinner while signing in, then goes to / and stores the session', async () => {
    app = renderApp('/login')
    app.mock.configure({ latency: 50 })
    await signIn(app)
    expect(screen.getByRole('button', { name: '登陆' })).toBeDisabled()
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('登录成功')).toBeInTheDocument()
    const stored = JSON.parse(sessionStorage.getItem(AUTH_KEY)!)
    expect(Object.keys(stored).sort()).toEqual(['expiresIn', 'token'])
    expect(typeof stored.expiresIn).toBe('string')
    await waitFor(() => expect(Object.keys(sessionStorage).sort()).toEqual([AUTH_KEY, THEMES_KEY].sort()))
  })

  it('submits with Enter', async () => {
    app = renderApp('/login')
    await app.user.type(await screen.findByLabelText('用户名'), 'admin')
    await app.user.type(screen.getByLabelText('密码'), 'admin123{Enter}')
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/'))
  })

  it('returns to the redirect path after signing in', async () => {
    app = renderApp('/login?redirect=%2Fdomain%3Fpage%3D2')
    await signIn(app)
    await waitFor(() => expect(app!.router.state.location.href).toBe('/domain?page=2'))
  })

  it('ignores a redirect to another origin', async () => {
    app = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F')
    await signIn(app)
    await waitFor(() => expect(app!.router.state.location.pathname).toBe('/'))
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page')
  })
})
