import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cellOf, newestFirst, openBacklinks, rowOf, type OpenedBacklinks } from './openBacklinks'

let opened: OpenedBacklinks | undefined
afterEach(() => opened?.app.unmount())

describe('backlinks screen: editing', { timeout: 60_000 }, () => {
  it('edits the anchor text keeping the status, and a new source URL makes the link pending again', async () => {
    opened = await openBacklinks('/anti-chain?status=alive')
    const { app, changes, stored } = opened
    const row = newestFirst(stored().filter((item) => item.status === 'alive'))[0]
    await app.user.click(within(rowOf(row.sourceUrl)).getByRole('button', { name: '编辑' }))
    let dialog = await screen.findByRole('dialog', { name: '编辑反链' })
    expect(within(dialog).getByLabelText('来源链接 *')).toHaveValue(row.sourceUrl)
    const anchor = within(dialog).getByLabelText('锚文本 *')
    await app.user.clear(anchor)
    await app.user.type(anchor, '改过的锚文本{Enter}')
    expect(await screen.findByText('反链已保存')).toBeInTheDocument()
    await waitFor(() => expect(cellOf(rowOf(row.sourceUrl), '锚文本')).toHaveTextContent('改过的锚文本'))
    expect(cellOf(rowOf(row.sourceUrl), '状态')).toHaveTextContent('有效')
    expect(changes()).toEqual([
      {
        method: 'PUT',
        url: `/api/backlinks/${row.id}`,
        body: { sourceUrl: row.sourceUrl, targetDomain: row.targetDomain, anchorText: '改过的锚文本', rel: row.rel, version: row.version },
      },
    ])

    await app.user.click(within(rowOf(row.sourceUrl)).getByRole('button', { name: '编辑' }))
    dialog = await screen.findByRole('dialog', { name: '编辑反链' })
    const url = within(dialog).getByLabelText('来源链接 *')
    await app.user.clear(url)
    await app.user.type(url, 'https://bbs.example.com/moved.html{Enter}')
    // it is pending now, so the 有效 filter no longer shows it
    await waitFor(() => expect(within(screen.getByRole('table', { name: '反链列表' })).queryByRole('link', { name: row.sourceUrl })).toBeNull())
    expect(within(screen.getByRole('table', { name: '反链列表' })).queryByRole('link', { name: 'https://bbs.example.com/moved.html' })).toBeNull()
    expect(stored().find((item) => item.id === row.id)).toMatchObject({
      sourceUrl: 'https://bbs.example.com/moved.html',
      status: 'pending',
      lastCheckedAt: null,
    })
  })
})
