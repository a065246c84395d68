import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openComments, queryRowOf, rowOf } from './openComments'

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

const checkbox = (author: string) => within(rowOf(author)).getByRole('checkbox')
/** The row the cursor is on: drawn as such, and holding the focus (read by screen readers). */
const expectCursorOn = async (author: string) => {
  await waitFor(() => expect(rowOf(author)).toHaveFocus())
  expect(rowOf(author)).toHaveAttribute('data-cursor')
  expect(document.querySelectorAll('tr[data-cursor]')).toHaveLength(1)
}

describe('the comment list from the keyboard', { timeout: 60_000 }, () => {
  it('moves with j, ticks with x and Shift+x, opens with Enter, deletes with # (asked, undone with z), and ? lists the keys', async () => {
    // written last, shown first: 键盘访客1 heads the list, 键盘访客4 fourth
    opened = await openComments(
      '/comment',
      ['键盘访客4', '键盘访客3', '键盘访客2', '键盘访客1'].map((author) => ({ author })),
    )
    const { user } = opened.app

    await user.keyboard('jj')
    await expectCursorOn('键盘访客2')
    await user.keyboard('x')
    expect(checkbox('键盘访客2')).toBeChecked()
    await expectCursorOn('键盘访客2')
    await user.keyboard('jj{Shift>}X{/Shift}')
    for (const author of ['键盘访客2', '键盘访客3', '键盘访客4']) expect(checkbox(author)).toBeChecked()
    expect(checkbox('键盘访客1')).not.toBeChecked()
    expect(within(screen.getByRole('region', { name: '批量操作' })).getByText('已选择 3 项')).toBeInTheDocument()
    await user.keyboard('k')
    await expectCursorOn('键盘访客3')

    // Enter on the row: its main action, the reply form; Escape gives the focus back to the row
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: '回复留言' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expectCursorOn('键盘访客3')

    // # asks as the row's 删除 does; 删除 from the keyboard; the cursor goes to the row now in its place, and comes back
    // with the row after z (撤销)
    await user.hover(within(rowOf('键盘访客3')).getByRole('button', { name: '删除' }))
    expect(within(rowOf('键盘访客3')).getByRole('button', { name: '删除' })).toHaveAttribute('title', '删除（# 或 Delete）')
    await user.keyboard('#')
    const ask = await screen.findByRole('alertdialog', { name: '删除留言' })
    expect(ask).toHaveTextContent('确定删除「键盘访客3」的这条留言吗？删除后 10 秒内可以撤销。')
    // no shortcut with a dialog open: j leaves the focus on 取消, so Tab goes on to 删除
    await user.keyboard('j')
    await user.tab()
    expect(within(ask).getByRole('button', { name: '删除' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('已删除「键盘访客3」的这条留言')).toBeInTheDocument()
    await waitFor(() => expect(queryRowOf('键盘访客3')).toBeNull())
    await expectCursorOn('键盘访客4')
    await user.keyboard('z')
    await waitFor(() => expect(queryRowOf('键盘访客3')).not.toBeNull())
    expect(opened.changes().map((request) => [request.method, request.url])).toEqual([
      ['DELETE', `/api/comments/${opened.added[1].id}?version=1`],
      ['POST', '/api/comments/restore'],
    ])

    await user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: '快捷键' })
    const listed = (name: string) => within(help).getByRole('rowheader', { name }).closest('tr')
    expect(listed('移到下一行')).toHaveTextContent(/^j 或 ↓/)
    expect(listed('勾选或取消勾选当前行')).toHaveTextContent(/^x/)
    expect(listed('从上次勾选的行勾选到当前行')).toHaveTextContent(/^Shift\+X/)
    expect(listed('打开当前行（编辑或查看）')).toHaveTextContent(/^Enter/)
    expect(listed('编辑当前行')).toHaveTextContent(/^e/)
    expect(listed('删除当前行（先确认，可撤销）')).toHaveTextContent(/^# 或 Delete/)
    expect(listed('撤销刚才的操作（提示中的「撤销」）')).toHaveTextContent(/^z/)
    expect(listed('转到留言管理')).toHaveTextContent(/^g c/)
    expect(listed('打开或关闭命令面板')).toHaveTextContent(/^Ctrl\+K/)
    expect(listed('搜索当前列表')).toHaveTextContent(/^\//)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expectCursorOn('键盘访客3')
  })
})
