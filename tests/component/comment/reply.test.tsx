import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectPendingCount, openComments, rowOf } from './openComments'

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

const LONG = '这是一条很长的留言，'.repeat(40) + '最后一句只有在对话框里才看得全。'

describe('replying to comments', { timeout: 30_000 }, () => {
  it('refuses an empty or too long reply next to the field and sends nothing', async () => {
    opened = await openComments('/comment', [{ author: '提问的访客', content: LONG }])
    const { app } = opened
    await app.user.click(within(rowOf('提问的访客')).getByRole('button', { name: '回复' }))
    const dialog = await screen.findByRole('dialog', { name: '回复留言' })
    expect(within(dialog).getByText(LONG)).toBeVisible()
    const field = within(dialog).getByLabelText('回复内容 *')
    expect(field).toHaveAccessibleDescription('0 / 500 字')

    await app.user.click(within(dialog).getByRole('button', { name: '通过并回复' }))
    expect(field).toHaveAccessibleDescription('请输入回复内容')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await app.user.type(field, '   ')
    expect(field).toHaveAccessibleDescription('请输入回复内容')

    await app.user.clear(field)
    await app.user.click(field)
    await app.user.paste('好'.repeat(501))
    expect(field).toHaveAccessibleDescription('回复最多 500 个字符')
    await app.user.click(within(dialog).getByRole('button', { name: '仅回复' }))
    expect(field).toHaveAccessibleDescription('回复最多 500 个字符')
    await app.user.type(field, '{Backspace}')
    expect(field).toHaveAccessibleDescription('500 / 500 字')
    expect(opened.changes()).toEqual([])
  })

  it('publishes a reply alone with 仅回复: the row shows it with its time and the status stays', async () => {
    opened = await openComments('/comment', [{ author: '提问的访客', content: '请问可以转载吗？' }])
    const { app } = opened
    await app.user.click(within(rowOf('提问的访客')).getByRole('button', { name: '回复' }))
    const dialog = await screen.findByRole('dialog', { name: '回复留言' })
    await app.user.type(within(dialog).getByLabelText('回复内容 *'), '  可以，请注明出处。  ')
    await app.user.click(within(dialog).getByRole('button', { name: '仅回复' }))
    expect(await screen.findByText('回复已发布')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(rowOf('提问的访客')).getByText('回复：可以，请注明出处。')).toBeVisible())
    expect(within(rowOf('提问的访客')).getByText('待审核')).toBeVisible()
    expect(opened.changes()).toEqual([{ method: 'PUT', url: `/api/comments/${opened.added[0].id}`, body: { reply: '可以，请注明出处。', version: 1 } }])
    const saved = opened.byId(opened.added[0].id)
    expect(saved.repliedAt).not.toBeNull()
    expect(within(rowOf('提问的访客')).getByText(/^回复于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible()
  })

  it('approves a pending comment and publishes the reply in one step: 通过并回复, one request, one count less', async () => {
    opened = await openComments('/comment', [{ author: '等待审核的访客', content: '请问下期什么时候更新？' }])
    const { app } = opened
    const before = opened.pendingInDb()
    await expectPendingCount(before)
    await app.user.click(within(rowOf('等待审核的访客')).getByRole('button', { name: '回复' }))
    const dialog = await screen.findByRole('dialog', { name: '回复留言' })
    // waiting for review, the comment's main choice is to approve it with the reply; the reply alone stays offered
    const approve = within(dialog).getByRole('button', { name: '通过并回复' })
    expect(approve).toHaveAttribute('type', 'submit')
    expect(approve).toHaveClass('rt-variant-solid')
    expect(within(dialog).getByRole('button', { name: '仅回复' })).toHaveClass('rt-variant-soft')
    expect(within(dialog).queryByRole('button', { name: '发布回复' })).toBeNull()
    // an empty reply is refused next to the field and nothing is sent
    await app.user.click(approve)
    expect(within(dialog).getByLabelText('回复内容 *')).toHaveAccessibleDescription('请输入回复内容')
    expect(within(dialog).getByRole('button', { name: '仅回复' })).toBeEnabled()
    await app.user.type(within(dialog).getByLabelText('回复内容 *'), '下周一更新，敬请期待。')
    await app.user.click(within(dialog).getByRole('button', { name: '通过并回复' }))
    expect(await screen.findByText('留言已通过，回复已发布')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(rowOf('等待审核的访客')).getByText('已通过')).toBeVisible())
    expect(within(rowOf('等待审核的访客')).getByText('回复：下周一更新，敬请期待。')).toBeVisible()
    expect(opened.changes()).toEqual([
      { method: 'PUT', url: `/api/comments/${opened.added[0].id}`, body: { status: 'approved', reply: '下周一更新，敬请期待。', version: 1 } },
    ])
    await expectPendingCount(before - 1)

    // an approved comment has nothing to approve: its dialog offers only the reply
    await app.user.click(within(rowOf('等待审核的访客')).getByRole('button', { name: '编辑回复' }))
    const again = await screen.findByRole('dialog', { name: '编辑回复' })
    expect(within(again).getByRole('button', { name: '保存回复' })).toBeVisible()
    expect(within(again).queryByRole('button', { name: '通过并回复' })).toBeNull()
  })

  it('approves with the reply on Ctrl+Enter in the reply field, as the main button does', async () => {
    opened = await openComments('/comment', [{ author: '用键盘回复的访客', content: '有没有快捷键？' }])
    const { app } = opened
    await app.user.click(within(rowOf('用键盘回复的访客')).getByRole('button', { name: '回复' }))
    const dialog = await screen.findByRole('dialog', { name: '回复留言' })
    await app.user.type(within(dialog).getByLabelText('回复内容 *'), '有的。{Control>}{Enter}{/Control}')
    expect(await screen.findByText('留言已通过，回复已发布')).toBeInTheDocument()
    expect(opened.changes()).toEqual([{ method: 'PUT', url: `/api/comments/${opened.added[0].id}`, body: { status: 'approved', reply: '有的。', version: 1 } }])
  })

  it('edits an existing reply, starting from its text', async () => {
    opened = await openComments('/comment', [{ author: '已回复的访客', status: 'approved', reply: '谢谢支持！', repliedAt: '2026-11-02T01:00:00.000Z' }])
    const { app } = opened
    await app.user.click(within(rowOf('已回复的访客')).getByRole('button', { name: '编辑回复' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑回复' })
    const field = within(dialog).getByLabelText('回复内容 *')
    expect(field).toHaveValue('谢谢支持！')
    await app.user.type(field, '欢迎常来。')
    await app.user.click(within(dialog).getByRole('button', { name: '保存回复' }))
    expect(await screen.findByText('回复已更新')).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf('已回复的访客')).getByText('回复：谢谢支持！欢迎常来。')).toBeVisible())
    expect(opened.byId(opened.added[0].id).repliedAt).not.toBe('2026-11-02T01:00:00.000Z')
  })

  it('keeps the dialog and the text when the comment was deleted meanwhile', async () => {
    opened = await openComments('/comment', [{ author: '消失的访客' }])
    const { app } = opened
    await app.user.click(within(rowOf('消失的访客')).getByRole('button', { name: '回复' }))
    const dialog = await screen.findByRole('dialog', { name: '回复留言' })
    app.mock.server.db.comments.remove(opened.added[0].id)
    await app.user.type(within(dialog).getByLabelText('回复内容 *'), '您好')
    await app.user.click(within(dialog).getByRole('button', { name: '通过并回复' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('留言不存在或已被删除')
    expect(within(dialog).getByLabelText('回复内容 *')).toHaveValue('您好')
  })
})
