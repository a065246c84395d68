import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeServer } from '../../../src/mock-server/server'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { renderApp, signIn, type RenderedApp } from '../../support/renderApp'

configure({ asyncUtilTimeout: 15_000 })

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

describe('the palette’s first opening, while its code comes', { timeout: 60_000 }, () => {
  it('keeps what is typed at once for its box, not for the page’s shortcuts (g d would leave the screen)', async () => {
    const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    app = renderApp('/comment', { mock })
    await signIn(app)
    await screen.findByRole('table', { name: '留言列表' })
    // the keys go one after the other, as typed, without waiting for the dialog
    await app.user.keyboard('{Control>}k{/Control}gdym')
    const box = await screen.findByRole('combobox', { name: '搜索页面、记录或命令' })
    await waitFor(() => expect(box).toHaveValue('gdym'))
    expect(app.router.state.location.pathname).toBe('/comment')
    expect(box).toHaveFocus()
  })

  it('gives the opening up on Escape, and the next one starts from an empty box', async () => {
    const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    app = renderApp('/comment', { mock })
    await signIn(app)
    await screen.findByRole('table', { name: '留言列表' })
    await app.user.keyboard('{Control>}k{/Control}ab{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).not.toBeInTheDocument())
    await app.user.keyboard('{Control>}k{/Control}')
    expect(await screen.findByRole('combobox', { name: '搜索页面、记录或命令' })).toHaveValue('')
  })
})
