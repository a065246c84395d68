import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, domainOf, openDomains, table, type OpenedDomains } from './openDomains'

// A backend without some optional calls (docs/api.md, "Partial backends"): what it says it lacks is never offered;
// what it does not say is used until it answers 404, then remembered for the session, said once, and not offered.

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

const menu = () => screen.getByRole('navigation', { name: '主菜单' })
const toasts = () => screen.queryByRole('region', { name: /^Notifications/ })?.textContent ?? ''
const calls = (path: string) => opened!.requests.filter((request) => request.url.split('?')[0] === path)

/** Deletes the first row from its 删除 button and answers the question; the question's text. */
async function deleteFirstRow(): Promise<string> {
  const row = bodyRows()[0]
  const name = domainOf(row)
  await opened!.app.user.click(within(row).getByRole('button', { name: '删除' }))
  const question = await screen.findByRole('alertdialog', { name: '删除域名' })
  const text = question.textContent ?? ''
  await opened!.app.user.click(within(question).getByRole('button', { name: '删除' }))
  await waitFor(() => expect(within(table()).queryByText(name)).not.toBeInTheDocument())
  return text
}

async function visit(label: string, heading: string) {
  await opened!.app.user.click(within(menu()).getByRole('link', { name: new RegExp(`^${label}`) }))
  await screen.findByRole('heading', { level: 1, name: heading })
}

describe('a backend without some optional calls', { timeout: 60_000 }, () => {
  it('that says so (GET /api/capabilities): no 撤销, no 更换主题 and no pending count, and nothing of it is asked', async () => {
    opened = await openDomains('/domain', { without: ['POST /api/domains/restore', 'POST /api/domains/batch-theme', 'GET /api/comments/pending-count'] })
    const { app } = opened
    await app.user.click(within(bodyRows()[1]).getByRole('checkbox'))
    const bar = screen.getByRole('region', { name: '批量操作' })
    expect(within(bar).getByRole('button', { name: '批量启用' })).toBeInTheDocument()
    expect(within(bar).queryByRole('button', { name: '更换主题' })).not.toBeInTheDocument()

    expect(await deleteFirstRow()).toContain('此操作无法撤销。')
    // the server's own message says what was deleted; there is nothing to take it back with
    await waitFor(() => expect(toasts()).toMatch(/已删除/))
    expect(screen.queryByRole('button', { name: '撤销' })).not.toBeInTheDocument()

    await visit('留言管理', '留言管理')
    await visit('域名管理', '域名管理')
    expect(within(menu()).getByRole('link', { name: '留言管理' })).toBeInTheDocument()
    expect(calls('/api/comments/pending-count')).toEqual([])
    expect(calls('/api/domains/restore')).toEqual([])
    expect(toasts()).not.toMatch(/当前后端没有/)
  })

  it('that does not say: its first 404 is remembered for the session and said once; nothing is asked again', async () => {
    opened = await openDomains('/domain', { without: ['GET /api/capabilities', 'POST /api/domains/restore', 'GET /api/comments/pending-count'] })
    const { app } = opened
    await screen.findByText('当前后端没有 GET /api/comments/pending-count（HTTP 404）：菜单上不显示待审核留言数。')
    await visit('留言管理', '留言管理')
    await visit('域名管理', '域名管理')
    expect(calls('/api/comments/pending-count')).toHaveLength(1)

    // not known yet: 撤销 is offered, and its 404 is the last time
    expect(await deleteFirstRow()).toContain('删除后 10 秒内可以撤销。')
    await app.user.click(await screen.findByRole('button', { name: '撤销' }))
    await screen.findByText('当前后端没有 POST /api/domains/restore（HTTP 404）：不能撤销删除域名。')
    expect(toasts()).not.toMatch(/请求失败|服务器没有提供/)
    expect(await deleteFirstRow()).toContain('此操作无法撤销。')
    expect(calls('/api/domains/restore')).toHaveLength(1)
    expect(toasts().match(/当前后端没有/g)).toHaveLength(2)
  })

  it('that lacks a required call: its screen says which call and which status, in place, without a toast', async () => {
    opened = await openDomains('/domain', { without: ['GET /api/themes'] })
    await visit('主题列表', '主题列表')
    const list = screen.getByRole('table', { name: '主题列表' })
    expect(await within(list).findByText(/服务器没有提供 GET \/api\/themes（HTTP 404）/)).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(toasts()).not.toMatch(/服务器没有提供|请求失败/)
  })
})
