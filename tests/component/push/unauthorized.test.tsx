import { act, screen, waitFor, within } from '@testing-library/react'
import { pushSubmit } from '../../../src/api/operations/push'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import { liveGateKeys } from '../../../src/http/gate'
import { RESTORED_NOTICE } from '../../../src/machines/pushComposerMachine'
import { simulateGateClock } from '../../support/gateClock'
import { signIn } from '../../support/renderApp'
import { choose, openApp, openPush, pasteUrls, pushDialog, urlBox, urls, type OpenedPush } from './openPush'
import { seedArticles, seedPushSettings } from '../../support/seedData'

let opened: OpenedPush | undefined
let clock: ReturnType<typeof simulateGateClock> | undefined
afterEach(() => {
  opened?.app.unmount()
  clock?.restore()
  // the drafts store lives as long as the module: no test inherits another's
  clearDrafts()
})

const site = seedPushSettings.find((row) => row.baiduToken && !row.baiduToken.startsWith('dead'))!.domain
const typed = urls(site, 3)

/** The login page after a 401 on the push screen, asked to come back to it. */
async function atLogin() {
  await screen.findByRole('button', { name: '登陆' })
  expect(opened!.app.router.state.location.pathname).toBe('/login')
  expect(opened!.app.router.state.location.search).toEqual({ redirect: '/push' })
}

/** The dialog as it reopens after signing in again: open by itself, holding what was typed, saying so. */
async function reopened() {
  const dialog = await screen.findByRole('dialog', { name: '新建推送' })
  expect(opened!.app.router.state.location.pathname).toBe('/push')
  await waitFor(() => expect(urlBox()).toHaveValue(typed.join('\n')))
  expect(within(dialog).getByRole('combobox', { name: '域名 *' })).toHaveTextContent(site)
  expect(within(dialog).getByText(RESTORED_NOTICE)).toBeInTheDocument()
  return dialog
}

describe('push dialog: a 401 while it holds typed input', { timeout: 90_000 }, () => {
  it('on push: signs in again and reopens the dialog holding the domain and URLs, which then push', async () => {
    opened = await openPush()
    clock = simulateGateClock()
    const { app, pushes, stored } = opened
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', site, pushDialog())
    await pasteUrls(opened, typed)
    app.mock.configure({ fault: { kind: 'unauthorized', path: '/api/push', times: 1 } })
    const before = stored().length
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))

    await atLogin()
    expect(pushes()).toHaveLength(1)
    expect(stored()).toHaveLength(before)
    await signIn(app)
    const dialog = await reopened()

    // the refused attempt took the push gate's throttle window: it ends (on the test's clock) before the repeat
    expect(liveGateKeys()).toContain(pushSubmit.key)
    clock.advance(3000)
    expect(liveGateKeys()).not.toContain(pushSubmit.key)
    await app.user.click(within(dialog).getByRole('button', { name: '推送' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument())
    expect(stored()).toHaveLength(before + 1)
    expect(stored().at(-1)).toMatchObject({ domain: site, urls: typed })
  })

  it('from any other request: the dialog comes back as it was typed; closing it then asks, and discarding forgets it', async () => {
    opened = await openPush()
    const { app } = opened
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', site, pushDialog())
    await pasteUrls(opened, typed)
    // some other call of the app meets an expired session
    await act(async () => app.session.auth.send({ type: 'auth.unauthorized', sessionId: app.session.auth.getSnapshot().context.sessionId }))

    await atLogin()
    await signIn(app)
    const dialog = await reopened()
    await app.user.click(within(dialog).getByRole('button', { name: '取消' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '放弃这次推送？' })).getByRole('button', { name: '放弃' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument())

    // discarded on purpose: a new push starts empty, and nothing comes back after another sign-in
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    expect(urlBox()).toHaveValue('')
    expect(within(pushDialog()).queryByText(RESTORED_NOTICE)).not.toBeInTheDocument()
    await app.user.click(within(pushDialog()).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument())
    await act(async () => app.session.auth.send({ type: 'auth.unauthorized', sessionId: app.session.auth.getSnapshot().context.sessionId }))
    await atLogin()
    await signIn(app)
    await screen.findByRole('table', { name: '推送记录' })
    expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument()
  })

  it('while looking up the articles brought from the article list: they are looked up again after signing in', async () => {
    const articles = seedArticles.map((article, index) => ({ ...article, id: String(index + 1) }))
    const picked = articles.filter((article) => article.status === 'published').slice(0, 1)
    opened = openApp(`/push?articleIds=${picked[0].id}`, () => {})
    const { app } = opened
    app.mock.configure({ fault: { kind: 'unauthorized', path: '/api/push/article-urls', times: 1 } })

    await screen.findByRole('button', { name: '登陆' })
    await signIn(app)
    const dialog = await screen.findByRole('dialog', { name: '新建推送' })
    await waitFor(() => expect(urlBox()).toHaveValue(`https://${picked[0].domain}/posts/${picked[0].id}.html`))
    expect(within(dialog).getByRole('combobox', { name: '域名 *' })).toHaveTextContent(picked[0].domain)
  })
})
