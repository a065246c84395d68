import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultScenario, type Scenario } from '../../../src/mock-server/scenario'
import { makeServer } from '../../../src/mock-server/server'
import { recordRequests } from '../../support/requests'
import { renderApp, signIn, type RenderedApp } from '../../support/renderApp'

configure({ asyncUtilTimeout: 15_000 })

let opened: RenderedApp | undefined
afterEach(() => opened?.unmount())

function open(scenario: Partial<Scenario> = {}) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, ...scenario } })
  const requests = recordRequests(mock)
  opened = renderApp('/login', { mock })
  return { app: opened, requests }
}

const header = () => screen.getByRole('banner')

describe('the operator in the top bar', { timeout: 60_000 }, () => {
  it('names who signed in, by display name, with the username on hover and for screen readers', async () => {
    const { app } = open()
    await signIn(app, 'editor', 'editor123')
    const name = await screen.findByText('运营小王')
    expect(header()).toContainElement(name)
    expect(name.parentElement).toHaveTextContent('当前用户：运营小王（用户名 editor）')
    expect(name.parentElement).toHaveAttribute('title', '用户名：editor')
    // next to 退出登录
    expect(name.parentElement?.nextElementSibling).toBe(screen.getByRole('button', { name: '退出登录' }))
  })

  it('names no one, and says nothing, when the backend has no GET /api/me', async () => {
    const { app, requests } = open({ without: ['GET /api/me'] })
    await signIn(app, 'editor', 'editor123')
    await screen.findByRole('button', { name: '退出登录' })
    await waitFor(() => expect(requests.some((request) => request.url === '/api/capabilities')).toBe(true))
    expect(header()).not.toHaveTextContent('当前用户')
    expect(requests.some((request) => request.url === '/api/me')).toBe(false)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

const greeting = () => screen.findByRole('heading', { level: 1, name: /你好/ })

describe('the home page greets the operator', { timeout: 60_000 }, () => {
  it('by the display name GET /api/me gives, as the top bar names them, with one call for both', async () => {
    const { app, requests } = open()
    await signIn(app, 'editor', 'editor123')
    expect(await greeting()).toHaveTextContent('你好，运营小王，欢迎回来！')
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('当前用户：运营小王'))
    expect(requests.filter((request) => request.url === '/api/me')).toHaveLength(1)
  })

  it('by the username signed in with, when the backend has no GET /api/me', async () => {
    const { app, requests } = open({ without: ['GET /api/me'] })
    await signIn(app, 'editor', 'editor123')
    expect(await greeting()).toHaveTextContent('你好，editor，欢迎回来！')
    expect(requests.some((request) => request.url === '/api/me')).toBe(false)
  })
})
