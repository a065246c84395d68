import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, cellOf, openBacklinks, table, type OpenedBacklinks } from './openBacklinks'

let opened: OpenedBacklinks | undefined
afterEach(() => opened?.app.unmount())

const listRequests = () => opened!.requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/backlinks?'))
const statusTexts = () => bodyRows().map((row) => cellOf(row, '状态').textContent)

describe('backlinks screen: list and filters', { timeout: 60_000 }, () => {
  it('shows the newest backlinks with coloured status badges and the total', async () => {
    opened = await openBacklinks()
    expect(bodyRows()).toHaveLength(20)
    expect(screen.getByText('共 300 条，第 1 / 15 页')).toBeInTheDocument()
    const newest = opened.stored().sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
    expect(within(bodyRows()[0]).getByRole('link', { name: newest.sourceUrl })).toHaveAttribute('href', newest.sourceUrl)
    expect(within(bodyRows()[0]).getByText(newest.anchorText)).toBeInTheDocument()
    expect(new Set(statusTexts())).toEqual(new Set(['待检测', '有效', '失效']))
  })

  it('filters by status and target domain on the server, keeping the filters in the URL', async () => {
    opened = await openBacklinks()
    const { app, stored } = opened
    await app.user.click(screen.getByRole('combobox', { name: '状态' }))
    await app.user.click(await screen.findByRole('option', { name: '失效' }))
    await waitFor(() => expect(statusTexts().every((text) => text === '失效')).toBe(true))
    const dead = stored().filter((row) => row.status === 'dead')
    expect(screen.getByText(`共 ${dead.length} 条，第 1 / ${Math.ceil(dead.length / 20)} 页`)).toBeInTheDocument()
    expect(listRequests().at(-1)!.url).toContain('status=dead')

    const domain = dead[0].targetDomain
    await app.user.click(screen.getByRole('combobox', { name: '目标域名' }))
    await app.user.click(await screen.findByRole('option', { name: domain }))
    const expected = dead.filter((row) => row.targetDomain === domain)
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.length))
    expect(bodyRows().every((row) => cellOf(row, '目标域名').textContent === domain)).toBe(true)
    expect(app.router.state.location.search).toEqual({ status: 'dead', targetDomain: domain })
  })

  it('searches source URLs and anchor texts as the person types', async () => {
    opened = await openBacklinks()
    const { app, stored } = opened
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), 'csdn')
    const matching = stored().filter((row) => row.sourceUrl.includes('csdn') || row.anchorText.includes('csdn'))
    await waitFor(() => expect(screen.getByText(new RegExp(`^共 ${matching.length} 条`))).toBeInTheDocument())
    expect(bodyRows().every((row) => within(row).getByRole('link').textContent!.includes('csdn'))).toBe(true)
    expect(listRequests().at(-1)!.url).toContain('keyword=csdn')

    await app.user.clear(screen.getByRole('searchbox', { name: '搜索' }))
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), '点击这里')
    await waitFor(() => expect(bodyRows().every((row) => cellOf(row, '锚文本').textContent === '点击这里')).toBe(true))
    expect(within(table()).queryAllByRole('row').length).toBeGreaterThan(1)
  })
})
