import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectPendingCount, openComments, rowOf } from './openComments'

// 通过 and 批量通过 can be taken back for 10 s, as 标为垃圾 and a delete can: the server kept each comment's status.

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

const bar = () => screen.getByRole('region', { name: '批量操作' })
const toastOf = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' })
const statusIn = (author: string, status: string) => within(rowOf(author)).getByText(status)

describe('comment screen: 通过 taken back', { timeout: 30_000 }, () => {
  it('offers 撤销 after 批量通过, which z presses: the three are pending again, and the sidebar counts them again', async () => {
    const authors = ['撤销甲', '撤销乙', '撤销丙']
    opened = await openComments(
      '/comment',
      authors.map((author) => ({ author })),
    )
    const { app, changes, added } = opened
    const before = opened.pendingInDb()
    for (const author of authors) await app.user.click(within(rowOf(author)).getByRole('checkbox'))
    await app.user.click(within(bar()).getByRole('button', { name: '批量通过' }))
    await toastOf('已通过 3 条留言')
    // the server's message says the same: only the section's toast, the one with 撤销, is shown
    expect(screen.getAllByText('已通过 3 条留言')).toHaveLength(1)
    await waitFor(() => expect(authors.map((author) => statusIn(author, '已通过'))).toHaveLength(3))
    await expectPendingCount(before - 3)

    await app.user.keyboard('z')
    expect(await toastOf('已将 3 条留言改回原来的状态')).toBeInTheDocument()
    await waitFor(() => expect(authors.map((author) => statusIn(author, '待审核'))).toHaveLength(3))
    expect(added.map((comment) => opened!.byId(comment.id).status)).toEqual(['pending', 'pending', 'pending'])
    await expectPendingCount(before)
    const ids = added.map((comment) => comment.id)
    expect(changes().map(({ url, body }) => [url, body])).toEqual([
      ['/api/comments/batch-status', { ids: expect.arrayContaining(ids), versions: expect.any(Object), status: 'approved' }],
      ['/api/comments/batch-status/undo', { ids: expect.arrayContaining(ids) }],
    ])
  })

  it('offers 撤销 after a row’s 通过, naming the comment', async () => {
    opened = await openComments('/comment', [{ author: '撤销丁' }])
    const { app, changes, added } = opened
    await app.user.click(within(rowOf('撤销丁')).getByRole('button', { name: '通过' }))
    const notice = await toastOf('「撤销丁」的这条留言已通过')
    expect(screen.queryByText('留言已通过')).toBeNull()
    await app.user.click(within(notice.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', { name: '撤销' }))
    expect(await toastOf('已将 1 条留言改回原来的状态')).toBeInTheDocument()
    await waitFor(() => expect(statusIn('撤销丁', '待审核')).toBeVisible())
    expect(changes().map(({ method, url }) => [method, url])).toEqual([
      ['PUT', `/api/comments/${added[0].id}`],
      ['POST', '/api/comments/batch-status/undo'],
    ])
  })

  it('offers no 撤销 when the backend lacks the undo: the server’s own message says what was done', async () => {
    opened = await openComments('/comment', [{ author: '撤销戊' }, { author: '撤销己' }], { without: ['POST /api/comments/batch-status/undo'] })
    const { app, changes } = opened
    await app.user.click(within(rowOf('撤销戊')).getByRole('button', { name: '通过' }))
    expect(await toastOf('留言已通过')).toBeInTheDocument()
    await app.user.click(within(rowOf('撤销己')).getByRole('checkbox'))
    await app.user.click(within(bar()).getByRole('button', { name: '批量通过' }))
    expect(await toastOf('已通过 1 条留言')).toBeInTheDocument()
    await waitFor(() => expect(statusIn('撤销己', '已通过')).toBeVisible())
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull()
    await app.user.keyboard('z')
    expect(changes().map((change) => change.url)).not.toContain('/api/comments/batch-status/undo')
  })
})
