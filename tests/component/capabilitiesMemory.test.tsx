import { configure, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_KEY } from '../../src/app/storage'
import { stopGates } from '../../src/http/gate'
import { forgetCapabilities } from '../../src/http/operationCall'
import { defaultScenario } from '../../src/mock-server/scenario'
import { makeServer } from '../../src/mock-server/server'
import { recordRequests, type SentRequest } from '../support/requests'
import { renderApp, signIn, type RenderedApp } from '../support/renderApp'
import { storeSignedInSession } from '../support/session'

// A backend that does not say what it has (no GET /api/capabilities) and has no 操作日志 (docs/api.md, "Partial
// backends"): the first 404 of GET /api/audit is said once, 操作日志 and 历史 go at once, and the tab keeps knowing it
// through a reload, until the operator signs out.

configure({ asyncUtilTimeout: 15_000 })

const WITHOUT = ['GET /api/capabilities', 'GET /api/audit', 'GET /api/audit/export', 'GET /api/audit/stamp']
const NOTICE = '当前后端没有 GET /api/audit（HTTP 404）：菜单中没有操作日志，编辑对话框中没有历史。'

type Db = { domains: { domain: string }[] }

let app: RenderedApp | undefined
let requests: SentRequest[] = []
afterEach(() => app?.unmount())

/** A page load of the tab: a new app and a new load of its modules' state; sessionStorage is what the tab kept. */
function load(path: (db: Db) => string) {
  if (app) {
    app.unmount()
    toast.dismiss()
    stopGates()
    forgetCapabilities()
  }
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, without: WITHOUT } })
  requests = recordRequests(mock)
  const db = mock.server.db as unknown as Db
  app = renderApp(path(db), { mock })
  return db
}

const menu = () => screen.getByRole('navigation', { name: '主菜单' })
const toasts = () => screen.queryByRole('region', { name: /^Notifications/ })?.textContent ?? ''
const asked = (path: string) => requests.filter((request) => request.url.split('?')[0] === path)

/**
 * The domain screen filtered to the first domain (signed in as `operator` through the login page, if given), once the
 * screen knows what the backend has (更换主题 offered).
 */
async function domainScreen(operator?: [string, string]) {
  const first = (db: Db) => `/domain?keyword=${[...db.domains][0].domain}`
  const domain = [...load((db) => (operator ? `/login?redirect=${encodeURIComponent(first(db))}` : first(db))).domains][0].domain
  if (operator) await signIn(app!, ...operator)
  const table = await screen.findByRole('table', { name: '域名列表' })
  const row = (await within(table).findByText(domain)).closest('tr')!
  await app!.user.click(within(row).getByRole('checkbox'))
  await within(screen.getByRole('region', { name: '批量操作' })).findByRole('button', { name: '更换主题' })
  await app!.user.click(within(row).getByRole('checkbox'))
  return row
}

async function editDialog(row: HTMLElement) {
  await app!.user.click(within(row).getByRole('button', { name: '编辑' }))
  return screen.findByRole('dialog', { name: '编辑域名' })
}

async function close(dialog: HTMLElement) {
  await app!.user.click(within(dialog).getByRole('button', { name: '取消' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe('a backend without GET /api/capabilities and without 操作日志', { timeout: 90_000 }, () => {
  it('learns it from 历史’s first 404: said once, 操作日志 and 历史 gone at once, and still gone after a reload', async () => {
    storeSignedInSession()
    let row = await domainScreen()
    // nothing says yet that it is missing: offered, as the backend is taken to have it
    expect(within(menu()).getByRole('link', { name: '操作日志' })).toBeInTheDocument()
    let dialog = await editDialog(row)
    await app!.user.click(within(dialog).getByRole('button', { name: '历史' }))
    await screen.findByText(NOTICE)
    expect(within(dialog).queryByRole('button', { name: /历史/ })).toBeNull()
    expect(toasts()).not.toMatch(/请求失败|服务器没有提供/)
    await close(dialog)
    expect(within(menu()).queryByRole('link', { name: '操作日志' })).toBeNull()
    dialog = await editDialog(row)
    expect(within(dialog).getByRole('textbox', { name: '站点标题' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /历史/ })).toBeNull()
    await close(dialog)
    expect(asked('/api/audit')).toHaveLength(1)

    // F5: the tab still knows, from its stored session; nothing is asked again, nor said again
    row = await domainScreen()
    expect(within(menu()).queryByRole('link', { name: '操作日志' })).toBeNull()
    expect(within(menu()).getByRole('link', { name: '文章推送' })).toBeInTheDocument()
    dialog = await editDialog(row)
    expect(within(dialog).getByRole('textbox', { name: '站点标题' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /历史/ })).toBeNull()
    await close(dialog)
    await app!.user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: '快捷键' })
    expect(within(help).getByRole('rowheader', { name: '转到域名管理' })).toBeInTheDocument()
    expect(within(help).queryByRole('rowheader', { name: '转到操作日志' })).toBeNull()
    await app!.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await app!.user.keyboard('{Control>}k{/Control}')
    await app!.user.type(await screen.findByRole('combobox', { name: '搜索页面、记录或命令' }), '日志')
    await waitFor(() => expect(screen.queryByRole('option', { name: /操作日志/ })).toBeNull())
    await app!.user.clear(screen.getByRole('combobox', { name: '搜索页面、记录或命令' }))
    await app!.user.type(screen.getByRole('combobox', { name: '搜索页面、记录或命令' }), '推送')
    expect(await screen.findByRole('option', { name: /^文章推送/ })).toBeInTheDocument()
    await app!.user.keyboard('{Escape}')
    expect(asked('/api/audit')).toEqual([])
    expect(asked('/api/capabilities')).toEqual([])
    expect(toasts()).not.toMatch(/当前后端没有/)
  })

  it('forgets it at sign-out: the next operator’s session is offered 历史 again, and learns it afresh', async () => {
    storeSignedInSession()
    const row = await domainScreen()
    await app!.user.click(within(await editDialog(row)).getByRole('button', { name: '历史' }))
    await screen.findByText(NOTICE)
    await close(screen.getByRole('dialog', { name: '编辑域名' }))
    expect(JSON.parse(sessionStorage.getItem(AUTH_KEY)!).missing).toEqual({ 'GET /api/capabilities': 404, 'GET /api/audit': 404 })

    await app!.user.click(screen.getByRole('button', { name: '退出登录' }))
    await screen.findByRole('button', { name: '登陆' })
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    // a reload at the login page, and another operator signs in
    const again = await domainScreen(['editor', 'editor123'])
    expect(JSON.parse(sessionStorage.getItem(AUTH_KEY)!).missing).toEqual({ 'GET /api/capabilities': 404 })
    expect(within(menu()).getByRole('link', { name: '操作日志' })).toBeInTheDocument()
    await app!.user.click(within(await editDialog(again)).getByRole('button', { name: '历史' }))
    await screen.findByText(NOTICE)
    expect(asked('/api/audit')).toHaveLength(1)
  })

  it('ignores a stored memory that is not one (corrupt or forged), and keeps the session', async () => {
    storeSignedInSession()
    const stored = JSON.parse(sessionStorage.getItem(AUTH_KEY)!)
    sessionStorage.setItem(AUTH_KEY, JSON.stringify({ ...stored, missing: { 'GET /api/audit': 200, '<img src=x>': 404, 'GET /api/me': 'x' } }))
    const row = await domainScreen()
    expect(within(menu()).getByRole('link', { name: '操作日志' })).toBeInTheDocument()
    expect(within(await editDialog(row)).getByRole('button', { name: '历史' })).toBeInTheDocument()
    expect(JSON.parse(sessionStorage.getItem(AUTH_KEY)!).token).toBe(stored.token)
  })
})
