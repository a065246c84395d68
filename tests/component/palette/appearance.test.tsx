import { act, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeServer } from '../../../src/mock-server/server'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { RECENTS_KEY } from '../../../src/routes/palette/Palette'
import { APPEARANCE_KEY } from '../../../src/ui/appearance'
import { recordRequests } from '../../support/requests'
import { renderApp, signIn, type RenderedApp } from '../../support/renderApp'

configure({ asyncUtilTimeout: 15_000 })

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  localStorage.removeItem(RECENTS_KEY)
  localStorage.removeItem(APPEARANCE_KEY)
  document.documentElement.removeAttribute('class')
})

describe('the palette’s 切换外观 and the top bar’s 外观 menu', { timeout: 60_000 }, () => {
  it('show one choice: the menu reads what the palette chose at once, and the operator’s preferences are sent it', async () => {
    const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    const requests = recordRequests(mock)
    app = renderApp('/login', { mock })
    await signIn(app)
    // the setup's system prefers light: 跟随系统 shows light
    expect(await screen.findByRole('button', { name: '外观：跟随系统' })).toBeInTheDocument()
    await waitFor(() => expect(requests.some((request) => request.method === 'GET' && request.url === '/api/me/preferences')).toBe(true))

    await app.user.keyboard('{Control>}k{/Control}')
    await app.user.type(await screen.findByRole('combobox', { name: '搜索页面、记录或命令' }), 'qhwg')
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).not.toBeInTheDocument())
    expect(document.documentElement).toHaveClass('dark')
    // the top bar says what the page shows, without its menu being opened
    expect(screen.getByRole('button', { name: '外观：深色' })).toBeInTheDocument()
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT' && request.url === '/api/me/preferences')?.body).toMatchObject({ appearance: 'dark' }),
    )

    // chosen in another tab: this one's menu follows too
    act(() => {
      localStorage.setItem(APPEARANCE_KEY, '"light"')
      window.dispatchEvent(new StorageEvent('storage', { key: APPEARANCE_KEY }))
    })
    expect(screen.getByRole('button', { name: '外观：浅色' })).toBeInTheDocument()
  })
})
