import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openDomains, rowOf, type OpenedDomains } from './openDomains'

// A backend without the versions check (optional: docs/api.md, "Partial backends"): actions go as they did, asking
// nothing more and never failing for it.

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

const checks = () => opened!.requests.filter((request) => request.url === '/api/domains/versions')

describe('a backend without POST /api/domains/versions', { timeout: 30_000 }, () => {
  it('a batch by ids and a row’s 停用 run as before: no check asked, nothing more asked, no error', async () => {
    opened = await openDomains('/domain', { without: ['POST /api/domains/versions'] })
    const { app, byName } = opened
    const [first, second] = opened.newest()
    app.mock.otherOperator.changeRow('domains', first.id)
    for (const row of [first, second]) await app.user.click(within(rowOf(row.domain)).getByRole('checkbox'))
    await app.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '批量删除' }))
    const asked = await screen.findByRole('alertdialog', { name: '批量删除域名' })
    expect(asked).toHaveTextContent('确定删除选中的 2 个域名吗？删除后 10 秒内可以撤销。')
    expect(asked).not.toHaveTextContent('已被他人修改')
    await app.user.click(within(asked).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('已删除 2 个域名')).toBeInTheDocument()
    expect([byName(first.domain), byName(second.domain)]).toEqual([undefined, undefined])

    const third = opened.newest().find((row) => row.status === 'active')!
    await waitFor(() => expect(rowOf(third.domain)).toBeInTheDocument())
    await app.user.click(within(rowOf(third.domain)).getByRole('button', { name: '停用' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '停用域名' })).getByRole('button', { name: '停用' }))
    await waitFor(() => expect(byName(third.domain).status).toBe('inactive'))
    expect(checks()).toEqual([])
  })
})
