import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderNotes } from '../../support/renderNotes'

let app: ReturnType<typeof renderNotes> | undefined
afterEach(() => app?.unmount())

const table = () => screen.getByRole('table', { name: '笔记' })
const rowOf = (title: string) => within(table()).getByText(title).closest('tr') as HTMLElement
const writes = () => app!.requests.filter((request) => !request.startsWith('GET'))

describe('form and confirm dialogs', () => {
  it('validates before sending, then shows the server’s field message next to the field', async () => {
    app = renderNotes()
    await screen.findByText('笔记 00001')
    await app.user.click(screen.getByRole('button', { name: '新建笔记' }))
    const dialog = await screen.findByRole('dialog')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    const title = within(dialog).getByLabelText('标题')
    expect(title).toHaveAccessibleDescription('请输入标题')
    expect(writes()).toEqual([])

    await app.user.type(title, '笔记 00003{Enter}')
    await waitFor(() => expect(title).toHaveAccessibleDescription('标题已存在'))
    expect(writes()).toEqual(['POST /api/notes'])

    await app.user.clear(title)
    await app.user.type(title, '新的笔记')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('已创建')).toBeInTheDocument()
  })

  it('disables saving while the request is pending', async () => {
    app = renderNotes()
    await screen.findByText('笔记 00001')
    app.mock.configure({ latency: 200 })
    await app.user.click(within(rowOf('笔记 00001')).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog')
    await app.user.type(within(dialog).getByLabelText('标题'), '（改）')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled()
    await screen.findByText('笔记 00001（改）')
    expect(writes()).toEqual(['PUT /api/notes/1'])
  })

  it('asks before discarding typed changes', async () => {
    app = renderNotes()
    await screen.findByText('笔记 00001')
    await app.user.click(screen.getByRole('button', { name: '新建笔记' }))
    await app.user.type(within(await screen.findByRole('dialog')).getByLabelText('标题'), '半截')
    await app.user.keyboard('{Escape}')
    const confirm = await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' })
    await app.user.click(within(confirm).getByRole('button', { name: '继续编辑' }))
    expect(screen.getByLabelText('标题')).toHaveValue('半截')
    await app.user.click(screen.getByRole('button', { name: '取消' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放弃修改' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('asks before Back or a link leaves the page with typed changes; a change of the list’s search params does not', async () => {
    app = renderNotes('/notes?page=2')
    await screen.findByText('笔记 00021')
    await app.user.click(screen.getByRole('button', { name: '新建笔记' }))
    await app.user.type(within(await screen.findByRole('dialog')).getByLabelText('标题'), '半截')

    await act(async () => app!.router.history.push('/notes?page=3'))
    expect(app.router.state.location.search).toMatchObject({ page: 3 })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await act(async () => app!.router.history.push('/elsewhere'))
    const confirm = await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' })
    expect(app.router.state.location.pathname).toBe('/notes')
    await app.user.click(within(confirm).getByRole('button', { name: '继续编辑' }))
    expect(screen.getByLabelText('标题')).toHaveValue('半截')
  })

  it('deletes only after confirmation and stays on the same page', async () => {
    app = renderNotes('/notes?page=2')
    await screen.findByText('笔记 00021')
    await app.user.click(within(rowOf('笔记 00021')).getByRole('button', { name: '删除' }))
    let confirm = await screen.findByRole('alertdialog', { name: '删除笔记' })
    expect(confirm).toHaveTextContent('删除 笔记 00021？')
    await app.user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(writes()).toEqual([])

    await app.user.click(within(rowOf('笔记 00021')).getByRole('button', { name: '删除' }))
    confirm = await screen.findByRole('alertdialog', { name: '删除笔记' })
    await app.user.click(within(confirm).getByRole('button', { name: '确认删除' }))
    await waitFor(() => expect(screen.queryByText('笔记 00021')).not.toBeInTheDocument())
    expect(writes()).toEqual(['DELETE /api/notes/21'])
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(screen.getByText('共 9999 条，第 2 / 500 页')).toBeInTheDocument()
  })

  it('selects rows and deletes them in one batch', async () => {
    app = renderNotes()
    await screen.findByText('笔记 00001')
    await app.user.click(screen.getByRole('checkbox', { name: '选择 笔记 00002' }))
    await app.user.click(screen.getByRole('checkbox', { name: '选择 笔记 00004' }))
    const bar = screen.getByRole('region', { name: '批量操作' })
    expect(bar).toHaveTextContent('已选择 2 项')
    await app.user.click(within(bar).getByRole('button', { name: '批量删除' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认删除' }))
    await waitFor(() => expect(screen.queryByText('笔记 00004')).not.toBeInTheDocument())
    expect(screen.queryByText('笔记 00002')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '批量操作' })).not.toBeInTheDocument()
    expect(await screen.findByText('已删除 2 条笔记')).toBeInTheDocument()
  })
})
