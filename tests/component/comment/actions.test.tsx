import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectPendingCount, openComments, queryRowOf, rowOf } from './openComments'

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

const select = (author: string) => opened!.app.user.click(within(rowOf(author)).getByRole('checkbox'))
const batchBar = () => screen.getByRole('region', { name: '批量操作' })

describe('comment actions', { timeout: 30_000 }, () => {
  it('approves a pending comment: its badge changes and the sidebar counts one less', async () => {
    opened = await openComments('/comment', [{ author: '待审核的访客' }])
    const before = opened.pendingInDb()
    await expectPendingCount(before)
    await opened.app.user.click(within(rowOf('待审核的访客')).getByRole('button', { name: '通过' }))
    expect(await screen.findByText('「待审核的访客」的这条留言已通过')).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf('待审核的访客')).getByText('已通过')).toBeVisible())
    expect(within(rowOf('待审核的访客')).queryByRole('button', { name: '通过' })).toBeNull()
    expect(opened.byId(opened.added[0].id).status).toBe('approved')
    await expectPendingCount(before - 1)
  })

  it('marks a comment as spam, and back', async () => {
    opened = await openComments('/comment', [{ author: '广告访客', content: '加微信领红包' }])
    const before = opened.pendingInDb()
    await opened.app.user.click(within(rowOf('广告访客')).getByRole('button', { name: '标为垃圾' }))
    expect(await screen.findByText('已将「广告访客」的这条留言标为垃圾')).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf('广告访客')).getByText('垃圾')).toBeVisible())
    await expectPendingCount(before - 1)
    await opened.app.user.click(within(rowOf('广告访客')).getByRole('button', { name: '通过' }))
    await waitFor(() => expect(within(rowOf('广告访客')).getByText('已通过')).toBeVisible())
    expect(opened.changes().map((request) => [request.method, request.body])).toEqual([
      // each with the version the list showed: marking it as spam made it 2
      ['PUT', { status: 'spam', version: 1 }],
      ['PUT', { status: 'approved', version: 2 }],
    ])
  })

  it('takes 标为垃圾 back with 撤销: the comment is as it was, and the sidebar counts it again', async () => {
    opened = await openComments('/comment', [{ author: '误判的访客', reply: '谢谢留言', repliedAt: '2026-10-01T00:00:00.000Z' }])
    const before = opened.pendingInDb()
    const original = opened.byId(opened.added[0].id)
    await opened.app.user.click(within(rowOf('误判的访客')).getByRole('button', { name: '标为垃圾' }))
    expect(await screen.findByText('已将「误判的访客」的这条留言标为垃圾')).toBeInTheDocument()
    await expectPendingCount(before - 1)
    await opened.app.user.click(screen.getByRole('button', { name: '撤销' }))
    expect(await screen.findByText('已恢复 1 条留言')).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf('误判的访客')).getByText('待审核')).toBeVisible())
    // marked, then put back: its fields as they were, two versions on
    expect(opened.byId(original.id)).toEqual({ ...original, version: original.version! + 2 })
    await expectPendingCount(before)
    expect(opened.changes().map((request) => request.url)).toEqual([`/api/comments/${original.id}`, '/api/comments/restore'])
  })

  it('asks before deleting: cancelling keeps the comment, confirming deletes it', async () => {
    opened = await openComments('/comment', [{ author: '要删除的访客' }])
    const { app } = opened
    await app.user.click(within(rowOf('要删除的访客')).getByRole('button', { name: '删除' }))
    const ask = await screen.findByRole('alertdialog', { name: '删除留言' })
    expect(ask).toHaveTextContent('确定删除「要删除的访客」的这条留言吗？删除后 10 秒内可以撤销。')
    await app.user.click(within(ask).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(opened.changes()).toEqual([])
    expect(rowOf('要删除的访客')).toBeVisible()

    const before = opened.pendingInDb()
    await app.user.click(within(rowOf('要删除的访客')).getByRole('button', { name: '删除' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '删除留言' })).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('已删除「要删除的访客」的这条留言')).toBeInTheDocument()
    await waitFor(() => expect(queryRowOf('要删除的访客')).toBeNull())
    expect(opened.byId(opened.added[0].id)).toBeUndefined()
    await expectPendingCount(before - 1)
  })

  it('approves, then marks as spam, the selected comments at once', async () => {
    opened = await openComments('/comment', [{ author: '批量甲' }, { author: '批量乙' }, { author: '批量丙' }])
    const { app } = opened
    const before = opened.pendingInDb()
    await select('批量甲')
    await select('批量丙')
    expect(batchBar()).toHaveTextContent('已选择 2 项')
    await app.user.click(within(batchBar()).getByRole('button', { name: '批量通过' }))
    expect(await screen.findByText('已通过 2 条留言')).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf('批量甲')).getByText('已通过')).toBeVisible())
    expect(within(rowOf('批量丙')).getByText('已通过')).toBeVisible()
    expect(within(rowOf('批量乙')).getByText('待审核')).toBeVisible()
    expect(screen.queryByRole('region', { name: '批量操作' })).toBeNull()
    await expectPendingCount(before - 2)

    await select('批量甲')
    await select('批量乙')
    await app.user.click(within(batchBar()).getByRole('button', { name: '批量标为垃圾' }))
    expect(await screen.findByText('已将 2 条留言标为垃圾')).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf('批量乙')).getByText('垃圾')).toBeVisible())
    expect(within(rowOf('批量甲')).getByText('垃圾')).toBeVisible()
    await expectPendingCount(before - 3)
  })

  it('asks before deleting the selected comments, then deletes them', async () => {
    opened = await openComments('/comment', [{ author: '删除甲' }, { author: '删除乙', status: 'approved' }])
    const { app } = opened
    const before = opened.pendingInDb()
    await select('删除甲')
    await select('删除乙')
    await app.user.click(within(batchBar()).getByRole('button', { name: '批量删除' }))
    const ask = await screen.findByRole('alertdialog', { name: '批量删除留言' })
    expect(ask).toHaveTextContent('确定删除选中的 2 条留言吗？删除后 10 秒内可以撤销。')
    expect(opened.changes()).toEqual([])
    await app.user.click(within(ask).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('已删除 2 条留言')).toBeInTheDocument()
    await waitFor(() => expect(queryRowOf('删除甲')).toBeNull())
    expect(queryRowOf('删除乙')).toBeNull()
    expect(opened.changes()).toEqual([
      {
        method: 'POST',
        url: '/api/comments/batch-delete',
        body: { ids: opened.added.map((comment) => comment.id), versions: Object.fromEntries(opened.added.map((comment) => [comment.id, 1])) },
      },
    ])
    await expectPendingCount(before - 1)
  })

  it('says so when the comment was deleted elsewhere meanwhile, and drops it from the list', async () => {
    opened = await openComments('/comment', [{ author: '已被删除的访客' }])
    opened.app.mock.server.db.comments.remove(opened.added[0].id)
    const left = opened.pendingInDb()
    await opened.app.user.click(within(rowOf('已被删除的访客')).getByRole('button', { name: '通过' }))
    expect(await screen.findByText('留言不存在或已被删除')).toBeInTheDocument()
    await waitFor(() => expect(queryRowOf('已被删除的访客')).toBeNull())
    await expectPendingCount(left)
  })
})
