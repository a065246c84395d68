import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KEYWORD_DEBOUNCE_MS } from '../../../src/http/crud'
import { simulateGateClock } from '../../support/gateClock'
import { renderNotes } from '../../support/renderNotes'

let app: ReturnType<typeof renderNotes> | undefined
afterEach(() => app?.unmount())

const table = () => screen.getByRole('table', { name: '笔记' })
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent)

async function loaded(text: string) {
  await screen.findByText(text)
}

describe('list toolkit', () => {
  it('pages through 10,000 rows with only one page in the document', async () => {
    app = renderNotes()
    await loaded('笔记 00001')
    expect(screen.getByText('共 10000 条，第 1 / 500 页')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(20)
    await app.user.click(screen.getByRole('button', { name: '第 500 页' }))
    await loaded('笔记 10000')
    expect(bodyRows()).toHaveLength(20)
    expect(app.router.state.location.search).toEqual({ page: 500 })
    expect(screen.getByRole('button', { name: '第 500 页' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled()
    await app.user.click(screen.getByRole('button', { name: '上一页' }))
    await loaded('笔记 09980')
  })

  it('opens the page, sort and filter a link carries, and Back restores the previous list', async () => {
    app = renderNotes('/notes?page=3&pageSize=10&sort=title&order=desc&status=done')
    await waitFor(() => expect(firstCells()[0]).toBe('笔记 09940'))
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByRole('columnheader', { name: /标题/ })).toHaveAttribute('aria-sort', 'descending')
    await app.user.click(screen.getByRole('button', { name: '第 4 页' }))
    await waitFor(() => expect(app!.router.state.location.search).toMatchObject({ page: 4 }))
    await act(async () => app!.router.history.back())
    await waitFor(() => expect(firstCells()[0]).toBe('笔记 09940'))
  })

  it('sorts on the server when a column header is clicked', async () => {
    app = renderNotes()
    await loaded('笔记 00001')
    const header = screen.getByRole('columnheader', { name: /排名/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    await app.user.click(within(header).getByRole('button'))
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('0'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await app.user.click(within(header).getByRole('button'))
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('9999'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(app.router.state.location.search).toEqual({ sort: 'rank', order: 'desc' })
    expect(app.requests.at(-1)).toContain('sort=rank&order=desc')
  })

  it('debounces the keyword box: a burst of typing sends one search', async () => {
    app = renderNotes()
    await loaded('笔记 00001')
    const before = app.requests.length
    // the debounce wait runs on a clock of the test's: however slow the typing, it ends only when the burst is over
    const clock = simulateGateClock()
    try {
      await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), '09999')
      expect(app.requests.slice(before)).toEqual([])
      clock.advance(KEYWORD_DEBOUNCE_MS)
    } finally {
      clock.restore()
    }
    await loaded('笔记 09999')
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    const searches = app.requests.slice(before)
    expect(searches).toEqual(['GET /api/notes?page=1&pageSize=20&keyword=09999'])
    expect(app.router.state.location.search).toEqual({ keyword: '09999' })
  })

  it('puts the cursor in the keyword box on "/", but not while typing in a field or with a dialog open', async () => {
    app = renderNotes()
    await loaded('笔记 00001')
    const search = screen.getByRole('searchbox', { name: '搜索' })
    expect(search).toHaveAttribute('aria-keyshortcuts', '/')
    await app.user.keyboard('/')
    expect(search).toHaveFocus()
    expect(search).toHaveValue('')

    await app.user.click(screen.getByRole('button', { name: '新建笔记' }))
    const title = within(await screen.findByRole('dialog')).getByLabelText('标题')
    await app.user.type(title, 'a/b')
    expect(title).toHaveValue('a/b')
    expect(title).toHaveFocus()
    // 取消 with typed text asks first: "/" on the question's buttons leaves the question where it is
    await app.user.click(screen.getByRole('button', { name: '取消' }))
    const confirm = await screen.findByRole('alertdialog')
    await app.user.keyboard('/')
    expect(confirm).toContainElement(document.activeElement as HTMLElement)
  })

  it('filters by a select, says when nothing matches, and clears the filters', async () => {
    app = renderNotes()
    await loaded('笔记 00001')
    await app.user.click(screen.getByRole('combobox', { name: '状态' }))
    await app.user.click(await screen.findByRole('option', { name: '完成' }))
    await waitFor(() => expect(app!.router.state.location.search).toEqual({ status: 'done' }))
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('完成'))).toBe(true))
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), 'nothing')
    expect(await screen.findByText('没有符合条件的数据')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: '清除筛选条件' }))
    await loaded('笔记 00002')
    expect(app.router.state.location.search).toEqual({})
    expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveValue('')
  })

  it('changes the page size', async () => {
    app = renderNotes()
    await loaded('笔记 00001')
    await app.user.click(screen.getByRole('combobox', { name: '每页条数' }))
    await app.user.click(await screen.findByRole('option', { name: '50 条/页' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(50))
    expect(screen.getByText('共 10000 条，第 1 / 200 页')).toBeInTheDocument()
  })

  it('opens a select from the keyboard, picks with the arrows and gives the focus back to it', async () => {
    app = renderNotes()
    await loaded('笔记 00001')
    const size = screen.getByRole('combobox', { name: '每页条数' })
    size.focus()
    await app.user.keyboard('{Enter}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveFocus()
    await app.user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('option', { name: '20 条/页' })).toHaveFocus())
    await app.user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(bodyRows()).toHaveLength(50))
    await waitFor(() => expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveFocus())
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveTextContent('50 条/页')
  })

  it('shows a failed load with its message and a retry that works', async () => {
    app = renderNotes()
    app.mock.configure({ fault: { kind: 'business', path: '/api/notes', msg: '数据库维护中', times: 1 } })
    expect(await screen.findByText('列表加载失败：数据库维护中')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: '重试' }))
    await loaded('笔记 00001')
  })
})
