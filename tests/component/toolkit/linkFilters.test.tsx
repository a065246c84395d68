import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, openComments } from '../comment/openComments'

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

const NOTICE = /^链接中有无法识别的筛选条件/

describe('a list link holding a value its filter cannot hold', { timeout: 30_000 }, () => {
  it('opens the list unfiltered for that key, keeps the rest of the link, and says so once', async () => {
    opened = await openComments('/comment?status=enabled&domain=youxi-riji.net&from=2026-02-30')
    const { app, requests } = opened
    expect(await screen.findByText('链接中有无法识别的筛选条件，已忽略：状态「enabled」、创建时间（起）「2026-02-30」')).toBeInTheDocument()
    // the address no longer holds them: a reload or a copied link opens the same list, without a second notice
    expect(app.router.state.location.search).toEqual({ domain: 'youxi-riji.net' })
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveTextContent('全部状态')
    expect(screen.getByRole('combobox', { name: '域名' })).toHaveTextContent('youxi-riji.net')
    // every status of that domain is listed, and the server was never asked for the unknown one
    const ofDomain = opened.stored().filter((comment) => comment.domain === 'youxi-riji.net')
    expect(new Set(ofDomain.map((comment) => comment.status)).size).toBeGreaterThan(1)
    await screen.findByText(new RegExp(`^共 ${ofDomain.length} 条`))
    expect(requests.filter((request) => request.url.includes('/api/comments?')).every((request) => !/status=|from=/.test(request.url))).toBe(true)

    // moving inside the list (another filter, none) says nothing more
    await app.user.click(screen.getByRole('combobox', { name: '状态' }))
    await app.user.click(await screen.findByRole('option', { name: '待审核' }))
    await waitFor(() => expect(app.router.state.location.search).toEqual({ domain: 'youxi-riji.net', status: 'pending' }))
    await waitFor(() => expect(bodyRows().every((row) => within(row).queryByText('待审核'))).toBe(true))
    await app.user.click(screen.getByRole('button', { name: '清除筛选' }))
    await waitFor(() => expect(app.router.state.location.search).toEqual({}))
    await screen.findByText(new RegExp(`^共 ${opened.stored().length} 条`))
    expect(screen.getAllByText(NOTICE)).toHaveLength(1)
  })

  it('says nothing for a link whose filters are all known', async () => {
    opened = await openComments('/comment?status=spam')
    await waitFor(() => expect(bodyRows().every((row) => within(row).queryByText('垃圾'))).toBe(true))
    expect(opened.app.router.state.location.search).toEqual({ status: 'spam' })
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
  })
})
