import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultScenario, type Scenario } from '../../../src/mock-server/scenario'
import { makeServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'
import { NOT_SAVED_MESSAGE } from '../../../src/routes/shell/PreferencesSync'
import { APPEARANCE_KEY } from '../../../src/ui/appearance'
import { tableSettingsKey } from '../../../src/ui/list/tableSettings'
import { recordRequests } from '../../support/requests'
import { renderApp, signIn, type RenderedApp } from '../../support/renderApp'

configure({ asyncUtilTimeout: 15_000 })

let opened: RenderedApp | undefined
afterEach(() => {
  opened?.unmount()
  document.documentElement.removeAttribute('class')
})

/** The app on /login (then /domain), against a backend where admin may have saved `saved` from another browser. */
async function open(scenario: Partial<Scenario> = {}, saved?: object) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, ...scenario } })
  // before the app renders: nothing of it may change while the test waits outside Testing Library's helpers
  if (saved) await savedElsewhere(saved)
  const requests = recordRequests(mock)
  opened = renderApp('/login?redirect=%2Fdomain', { mock })
  return { app: opened, requests }
}

/** What admin saved from another browser. */
async function savedElsewhere(document: object) {
  const headers = { Authorization: `Bearer ${issueToken('admin', 3600)}`, 'Content-Type': 'application/json' }
  const answer = (await (await fetch('/api/me/preferences', { method: 'PUT', headers, body: JSON.stringify({ version: 0, ...document }) })).json()) as {
    code: number
  }
  expect(answer.code).toBe(0)
}

const table = () => screen.getByRole('table', { name: '域名列表', hidden: true })
const headers = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent?.trim())
/** The domain list, with its rows. */
const listShown = () => waitFor(() => expect(within(table()).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(2))
const density = () => table().closest('[data-density]')?.getAttribute('data-density')
const preferenceCalls = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.url === '/api/me/preferences')

describe('the operator’s preferences', { timeout: 60_000 }, () => {
  it('open the list as the operator left it elsewhere, and send a change of 列设置 with the version read', async () => {
    const { app, requests } = await open({}, { appearance: 'dark', lists: { domain: { hidden: ['keywords'], density: 'compact' } } })
    await signIn(app)
    await listShown()
    await waitFor(() => expect(density()).toBe('compact'))
    expect(headers()).not.toContain('关键词')
    expect(document.documentElement).toHaveClass('dark')
    // kept here too: the next first frame is dark before anything is asked
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('"dark"')
    expect(screen.getByRole('button', { name: '外观：深色' })).toBeInTheDocument()

    await app.user.click(screen.getByRole('button', { name: '列设置' }))
    await app.user.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: '主题' }))
    await app.user.keyboard('{Escape}')
    expect(JSON.parse(localStorage.getItem(tableSettingsKey('domain'))!)).toEqual({ hidden: ['theme', 'keywords'], density: 'compact' })
    await waitFor(() => expect(preferenceCalls(requests).map((request) => request.method)).toEqual(['GET', 'PUT']))
    expect(preferenceCalls(requests)[1].body).toEqual({
      version: 1,
      appearance: 'dark',
      lists: { domain: { hidden: ['theme', 'keywords'], density: 'compact' } },
    })
    expect(screen.queryByText(NOT_SAVED_MESSAGE)).toBeNull()
  })

  it('stay in this browser, saying nothing, on a backend without the calls (one that does not say what it has)', async () => {
    const { app, requests } = await open({ without: ['GET /api/capabilities', 'GET /api/me/preferences', 'PUT /api/me/preferences'] })
    await signIn(app)
    await listShown()
    // asked once after sign-in: HTTP 404
    await waitFor(() => expect(preferenceCalls(requests).map((request) => request.method)).toEqual(['GET']))
    await app.user.click(screen.getByRole('button', { name: '列设置' }))
    await app.user.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: '紧凑' }))
    expect(density()).toBe('compact')
    expect(JSON.parse(localStorage.getItem(tableSettingsKey('domain'))!)).toEqual({ hidden: [], density: 'compact' })
    await app.user.keyboard('{Escape}')
    await app.user.click(screen.getByRole('link', { name: /文章列表/ }))
    await screen.findByRole('table', { name: '文章列表' })
    expect(preferenceCalls(requests).map((request) => request.method)).toEqual(['GET'])
    // no toast but the sign-in's own
    expect([...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent)).toEqual(['登录成功'])
  })

  it('keep a change whose save failed here, and say so once', async () => {
    // a 5xx is logged for developers (the console), as every call's
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { app, requests } = await open({ fault: { kind: 'server', path: '/api/me/preferences', times: 2 } })
    await signIn(app)
    await listShown()
    await app.user.click(screen.getByRole('button', { name: '列设置' }))
    await app.user.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: '紧凑' }))
    await app.user.keyboard('{Escape}')
    expect(await screen.findByText(NOT_SAVED_MESSAGE)).toBeInTheDocument()
    expect(density()).toBe('compact')
    expect(JSON.parse(localStorage.getItem(tableSettingsKey('domain'))!)).toEqual({ hidden: [], density: 'compact' })
    // the read after sign-in and the one before the first save failed; the next change reads, then saves both
    await app.user.click(screen.getByRole('button', { name: '列设置' }))
    await app.user.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: '主题' }))
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(preferenceCalls(requests).map((request) => request.method)).toEqual(['GET', 'GET', 'GET', 'PUT']))
    expect(preferenceCalls(requests).at(-1)?.body).toEqual({ version: 0, lists: { domain: { hidden: ['theme'], density: 'compact' } } })
    expect(screen.getAllByText(NOT_SAVED_MESSAGE)).toHaveLength(1)
    expect(logged.mock.calls).toEqual([['服务器错误，请稍后重试'], ['服务器错误，请稍后重试']])
    logged.mockRestore()
  })
})
