import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

describe('the app-wide shortcuts', { timeout: 30_000 }, () => {
  it('go to a screen with g and its letter (never while typing), name their keys in the menu’s tooltips, and ? lists only what works here', async () => {
    storeSignedInSession('admin')
    app = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: /欢迎回来/ })
    const menu = screen.getByRole('navigation', { name: '主菜单' })
    expect(within(menu).getByText('域名管理').parentElement).toHaveAttribute('title', '域名管理（g d）')
    expect(within(menu).getByText('首页').parentElement).toHaveAttribute('title', '首页（g h）')
    expect(screen.getByRole('button', { name: '命令面板' })).toHaveAttribute('title', '命令面板（Ctrl+K）')

    // on 首页 there is no list: ? lists the app-wide keys alone
    await app.user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: '快捷键' })
    expect(within(help).getAllByRole('table')).toHaveLength(1)
    expect(within(help).getByRole('rowheader', { name: '转到域名管理' }).closest('tr')).toHaveTextContent(/^g d/)
    expect(within(help).queryByRole('rowheader', { name: '移到下一行' })).toBeNull()
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await app.user.keyboard('gd')
    await heading('域名管理')
    expect(app.router.state.location.pathname).toBe('/domain')
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), 'gc')
    expect(app.router.state.location.pathname).toBe('/domain')
    await app.user.keyboard('{Escape}')
    screen.getByRole('searchbox', { name: '搜索' }).blur()
    await app.user.keyboard('gc')
    await heading('留言管理')
  })
})
