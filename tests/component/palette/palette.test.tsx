import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RECENTS_KEY } from '../../../src/routes/palette/Palette'
import { renderApp, signIn, type RenderedApp } from '../../support/renderApp'

configure({ asyncUtilTimeout: 15_000 })

let app: RenderedApp | undefined
afterEach(() => {
  // a held answer never comes, even after the test
  if (app) (app.mock.server.pretender as unknown as { requestReferences: unknown[] }).requestReferences.splice(0)
  app?.unmount()
  localStorage.removeItem(RECENTS_KEY)
})

interface FakeRequest {
  url: string
  aborted?: boolean
}

/** Holds each domain search for `keyword` until the test lets it go; the other requests are answered as usual. */
function holdDomainSearch(keyword: string) {
  const pretender = app!.mock.server.pretender as unknown as { handleRequest: (request: FakeRequest) => void }
  const handle = pretender.handleRequest.bind(pretender)
  const held: FakeRequest[] = []
  pretender.handleRequest = (request) => {
    const url = new URL(request.url, 'http://x')
    if (url.pathname === '/api/domains' && url.searchParams.get('keyword') === keyword) held.push(request)
    else handle(request)
  }
  return { held, release: () => held.forEach((request) => handle(request)) }
}

const domainNames = () => (app!.mock.server.db.domains as unknown as { domain: string }[]).map(({ domain }) => domain)

async function signedIn() {
  app = renderApp('/login')
  await signIn(app)
  await screen.findByRole('button', { name: '命令面板' })
}

const box = () => screen.getByRole('combobox', { name: '搜索页面、记录或命令' })
const openPalette = async () => {
  await app!.user.keyboard('{Control>}k{/Control}')
  return screen.findByRole('dialog', { name: '命令面板' })
}
const groupOptions = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('the command palette', { timeout: 60_000 }, () => {
  it('opens with Ctrl+K, finds a screen by pinyin initials, Enter goes there; Escape puts the focus back', async () => {
    await signedIn()
    const appearance = screen.getByRole('button', { name: /^外观/ })
    appearance.focus()
    await openPalette()
    expect(box()).toHaveFocus()
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id)
    // nothing typed: the screens and the commands
    expect(groupOptions('页面')[0]).toBe('首页页面')
    expect(groupOptions('命令')).toContain('新增域名命令')

    await app!.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(appearance).toHaveFocus()

    await openPalette()
    await app!.user.type(box(), 'ymgl')
    expect(groupOptions('页面')).toEqual(['域名管理页面'])
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /域名管理/ }).id)
    await app!.user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: '域名管理', level: 1 })).toBeInTheDocument()
    expect(app!.router.state.location.pathname).toBe('/domain')
    // the eye goes to the new screen, and so does the focus; opened again from there, Escape gives it back there
    const main = screen.getByRole('main')
    await waitFor(() => expect(main).toHaveFocus())
    await openPalette()
    expect(box()).toHaveValue('')
    await app!.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(main).toHaveFocus()
  })

  it('finds records as one types, ↓ moves to one, Enter opens its list filtered to it; it comes first the next time', async () => {
    await signedIn()
    const name = domainNames()[3]
    await openPalette()
    await app!.user.type(box(), name)
    const options = await within(await screen.findByRole('group', { name: '记录 · 域名' })).findAllByRole('option')
    expect(options[0]).toHaveTextContent(name)
    // no screen or command matches: the first record is the first option
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id)
    await app!.user.keyboard('{ArrowDown}{ArrowUp}{Enter}')
    await waitFor(() => expect(app!.router.state.location.search).toEqual({ keyword: name }))
    expect(app!.router.state.location.pathname).toBe('/domain')

    await openPalette()
    expect(groupOptions('最近')).toEqual([`${name}域名`])
    expect(JSON.parse(localStorage.getItem(RECENTS_KEY)!)).toEqual([{ type: 'record', hit: expect.objectContaining({ kind: 'domain', name }) }])
  })

  it('shows only the latest query’s records, when an earlier answer comes last', async () => {
    await signedIn()
    const [first, second] = domainNames()
    const slow = holdDomainSearch(first)
    await openPalette()
    await app!.user.type(box(), first)
    await waitFor(() => expect(slow.held).toHaveLength(1))
    await app!.user.clear(box())
    await app!.user.type(box(), second)
    const records = await screen.findByRole('group', { name: '记录 · 域名' })
    expect(within(records).getByRole('option', { name: new RegExp(second.replaceAll('.', '\\.')) })).toBeInTheDocument()
    // the earlier question was given up, and its answer, let go now, is not shown
    expect(slow.held[0].aborted).toBe(true)
    slow.release()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''))
    expect(screen.queryByRole('option', { name: new RegExp(first.replaceAll('.', '\\.')) })).not.toBeInTheDocument()
    expect(box()).toHaveValue(second)
  })
})
