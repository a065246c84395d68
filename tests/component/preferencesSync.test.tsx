import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultScenario } from '../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../src/mock-server/server'
import { issueToken } from '../../src/mock-server/tokens'
import { recordRequests, type SentRequest } from '../support/requests'
import { renderApp, signIn, type RenderedApp } from '../support/renderApp'
import { storeSignedInSession } from '../support/session'

/**
 * The operator's preferences follow each session, however it began: a session restored from this tab's storage (a
 * reload) reads them once and saves changes as a fresh sign-in does, and a sign-in as someone else after signing out
 * reads that operator's own, never carrying the last one's document over.
 */

configure({ asyncUtilTimeout: 15_000 })

let opened: RenderedApp | undefined
afterEach(() => {
  opened?.unmount()
  document.documentElement.removeAttribute('class')
})

function backend(): { mock: MockServer; requests: SentRequest[] } {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  return { mock, requests: recordRequests(mock) }
}

const asOperator = (username: string) => ({ Authorization: `Bearer ${issueToken(username, 3600)}`, 'Content-Type': 'application/json' })

/** What `username` saved from another browser (`version`: the one that browser read). */
async function savedElsewhere(username: string, document: object, version = 0) {
  const body = JSON.stringify({ version, ...document })
  const answer = (await (await fetch('/api/me/preferences', { method: 'PUT', headers: asOperator(username), body })).json()) as { code: number }
  expect(answer.code).toBe(0)
}

/** What another browser of `username` reads. */
async function readElsewhere(username: string): Promise<unknown> {
  return ((await (await fetch('/api/me/preferences', { headers: asOperator(username) })).json()) as { data: unknown }).data
}

const table = () => screen.getByRole('table', { name: '域名列表', hidden: true })
const listShown = () => waitFor(() => expect(within(table()).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(2))
const density = () => table().closest('[data-density]')?.getAttribute('data-density')
const headers = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent?.trim())
const preferenceCalls = (requests: SentRequest[]) => requests.filter((request) => request.url === '/api/me/preferences')

async function chooseDensity(app: RenderedApp, name: '紧凑' | '标准') {
  await app.user.click(screen.getByRole('button', { name: '列设置' }))
  await app.user.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name }))
  await app.user.keyboard('{Escape}')
}

describe('preferences per session', { timeout: 60_000 }, () => {
  it('after a reload: read once, applied, and a change saved from the version read', async () => {
    const { mock, requests } = backend()
    await savedElsewhere('admin', { appearance: 'dark' })
    requests.length = 0
    // the tab signed in before the reload: the session comes back from sessionStorage
    storeSignedInSession('admin')
    opened = renderApp('/domain', { mock })
    await listShown()
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
    await chooseDensity(opened, '紧凑')
    await waitFor(() => expect(preferenceCalls(requests).map((request) => request.method)).toEqual(['GET', 'PUT']))
    expect(preferenceCalls(requests)[1].body).toEqual({ version: 1, appearance: 'dark', lists: { domain: { hidden: [], density: 'compact' } } })
    expect(density()).toBe('compact')
  })

  it('after signing out, another operator’s sign-in reads their own and saves only theirs', async () => {
    const { mock, requests } = backend()
    await savedElsewhere('admin', { appearance: 'dark', lists: { articles: { hidden: ['tags'], density: 'compact' } } })
    requests.length = 0
    storeSignedInSession('admin')
    opened = renderApp('/domain', { mock })
    await listShown()
    await waitFor(() => expect(preferenceCalls(requests)).toHaveLength(1))
    await opened.user.click(screen.getByRole('button', { name: '退出登录' }))
    await signIn(opened, 'editor', 'editor123')
    await opened.user.click(await screen.findByRole('link', { name: '域名管理' }))
    await listShown()
    await chooseDensity(opened, '紧凑')
    // one read per session, none while signed out; the editor's save holds the editor's document only
    await waitFor(() => expect(preferenceCalls(requests).map((request) => request.method)).toEqual(['GET', 'GET', 'PUT']))
    expect(preferenceCalls(requests)[2].body).toEqual({ version: 0, lists: { domain: { hidden: [], density: 'compact' } } })
  })

  it('a list changed in two browsers at once keeps both changes, here and for the next read elsewhere', async () => {
    const { mock, requests } = backend()
    storeSignedInSession('admin')
    opened = renderApp('/domain', { mock })
    await listShown()
    await waitFor(() => expect(preferenceCalls(requests)).toHaveLength(1))
    // the other browser sets 紧凑 on the domain list after this one read; this one then hides 创建时间
    await savedElsewhere('admin', { lists: { domain: { hidden: [], density: 'compact' } } })
    await opened.user.click(screen.getByRole('button', { name: '列设置' }))
    await opened.user.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: '创建时间' }))
    await opened.user.keyboard('{Escape}')
    // refused for the newer document (1460), merged, sent again: both settings of the list are kept
    await waitFor(() => expect(preferenceCalls(requests).map((request) => request.method)).toEqual(['GET', 'PUT', 'PUT', 'PUT']))
    expect(preferenceCalls(requests)[3].body).toEqual({ version: 1, lists: { domain: { hidden: ['createdAt'], density: 'compact' } } })
    await waitFor(() => expect(density()).toBe('compact'))
    expect(headers()).not.toContain('创建时间')
    expect(await readElsewhere('admin')).toEqual({ version: 2, lists: { domain: { hidden: ['createdAt'], density: 'compact' } } })
  })
})
