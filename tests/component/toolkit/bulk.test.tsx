import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Note } from '../../support/notesResource'
import { renderNotes } from '../../support/renderNotes'

// Bulk work on the toolkit's own test screen (10,000 notes, one in three 完成): select every matching
// row across pages, and 撤销 after a deletion.

let app: ReturnType<typeof renderNotes> | undefined
afterEach(() => app?.unmount())

const bar = () => screen.getByRole('region', { name: '批量操作' })
const writes = () => app!.requests.filter((request) => !request.startsWith('GET'))
const notes = () => [...(app!.mock.server.db.notes as unknown as Note[])]
const undo = () => fireEvent.click(screen.getByRole('button', { name: '撤销' }))

describe('bulk actions on every matching row, and undo', () => {
  it('offers every matching row once the header checkbox selects the page, and 取消选择 clears it', async () => {
    app = renderNotes('/notes?pageSize=10')
    await screen.findByText('笔记 00001')
    await app.user.click(screen.getByRole('checkbox', { name: '选择 笔记 00001' }))
    expect(bar()).toHaveTextContent('已选择 1 项')
    expect(within(bar()).queryByRole('button', { name: /选择全部/ })).toBeNull()

    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    expect(bar()).toHaveTextContent('已选择本页 10 条')
    await app.user.click(within(bar()).getByRole('button', { name: '选择全部 10000 条匹配结果' }))
    expect(bar()).toHaveTextContent('已选择全部 10000 条匹配结果')
    expect(screen.getByRole('checkbox', { name: '选择本页全部' })).toBeChecked()
    await app.user.click(within(bar()).getByRole('button', { name: '取消选择' }))
    expect(screen.queryByRole('region', { name: '批量操作' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: '选择 笔记 00001' })).not.toBeChecked()
  })

  it('deletes every row matching the filter, not only the page, and 撤销 brings each back with its id', async () => {
    app = renderNotes('/notes?status=done')
    await screen.findByText('共 3334 条，第 1 / 167 页')
    const done = notes().filter((note) => note.status === 'done')
    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    await app.user.click(within(bar()).getByRole('button', { name: '选择全部 3334 条匹配结果' }))
    await app.user.click(within(bar()).getByRole('button', { name: '批量删除' }))
    const confirm = await screen.findByRole('alertdialog', { name: '删除笔记' })
    expect(confirm).toHaveTextContent('删除 3334？')
    await app.user.click(within(confirm).getByRole('button', { name: '确认删除' }))

    expect(await screen.findByText('已删除 3334 条笔记')).toBeInTheDocument()
    expect(await screen.findByText('没有符合条件的数据')).toBeInTheDocument()
    expect(notes()).toHaveLength(6666)
    expect(writes()).toEqual(['POST /api/notes/batch-delete'])
    expect(app.bodies.at(-1)).toEqual({ filter: { status: 'done' } })

    undo()
    await screen.findByText('共 3334 条，第 1 / 167 页')
    expect(writes()).toEqual(['POST /api/notes/batch-delete', 'POST /api/notes/restore'])
    expect((app.bodies.at(-1) as { ids: string[] }).ids).toHaveLength(3334)
    const byId = (list: Note[]) => [...list].sort((a, b) => Number(a.id) - Number(b.id))
    // each back as it was, one version on (a restore is a change other operators' saves must see)
    const unversioned = (list: Note[]) => byId(list).map(({ version: _version, ...rest }) => rest)
    const restored = byId(notes().filter((note) => note.status === 'done'))
    expect(unversioned(restored)).toEqual(unversioned(done))
    expect(restored.every((note, n) => note.version === (byId(done)[n].version ?? 0) + 1)).toBe(true)
    expect(notes()).toHaveLength(10_000)
  })

  it('offers 撤销 after deleting one row, which puts it back where it was', async () => {
    app = renderNotes('/notes?page=3')
    await screen.findByText('笔记 00041')
    await app.user.click(within(screen.getByText('笔记 00045').closest('tr')!).getByRole('button', { name: '删除' }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认删除' }))
    expect(await screen.findByText('已删除笔记「笔记 00045」')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('笔记 00045')).toBeNull())
    undo()
    expect(await screen.findByText('笔记 00045')).toBeInTheDocument()
    expect(await screen.findByText('已恢复 1 条笔记')).toBeInTheDocument()
    expect(notes().find((note) => note.title === '笔记 00045')!.id).toBe('45')
    expect(app.router.state.location.search).toEqual({ page: 3 })
  })
})
