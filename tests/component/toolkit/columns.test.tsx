import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderNotes } from '../../support/renderNotes'

let app: ReturnType<typeof renderNotes> | undefined
afterEach(() => app?.unmount())

const KEY = 'backoffice.list.notes'
// an open menu hides the rest of the page from role queries (Radix, modal): the table is read through that
const table = () => screen.getByRole('table', { name: '笔记', hidden: true })
const headers = () =>
  within(table())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent)
const firstRowCells = () => within(within(table()).getAllByRole('row', { hidden: true })[1]).getAllByRole('cell', { hidden: true })
const menu = () => screen.getByRole('menu')
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown

async function openNotes() {
  app = renderNotes()
  await screen.findByText('笔记 00001')
  return app
}

describe('列设置 on every list (the toolkit test screen)', () => {
  it('hides and shows columns, never the selection, 操作 or the last column, and keeps the choice for the list', async () => {
    const { user } = await openNotes()
    expect(headers()).toEqual(['', '标题', '状态', '排名', '操作'])

    await user.click(screen.getByRole('button', { name: '列设置' }))
    expect(within(menu()).getByRole('menuitemcheckbox', { name: '选择' })).toHaveAttribute('aria-disabled', 'true')
    expect(within(menu()).getByRole('menuitemcheckbox', { name: '操作' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(menu()).getByRole('menuitemcheckbox', { name: '状态' }))
    expect(headers()).toEqual(['', '标题', '排名', '操作'])
    expect(firstRowCells()).toHaveLength(4)
    expect(stored()).toEqual({ hidden: ['status'], density: 'standard' })

    // the menu stays open for the next column; with one column left, that one cannot be hidden
    await user.click(within(menu()).getByRole('menuitemcheckbox', { name: '标题' }))
    expect(headers()).toEqual(['', '排名', '操作'])
    const last = within(menu()).getByRole('menuitemcheckbox', { name: '排名' })
    expect(last).toHaveAttribute('aria-checked', 'true')
    expect(last).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(menu()).getByRole('menuitemcheckbox', { name: '标题' }))
    expect(headers()).toEqual(['', '标题', '排名', '操作'])
    await user.keyboard('{Escape}')

    // the list opens again as it was left
    app!.unmount()
    await openNotes()
    expect(headers()).toEqual(['', '标题', '排名', '操作'])
  })

  it('switches the density between 紧凑 and 标准, and 重置 brings back every column at 标准', async () => {
    localStorage.setItem(KEY, JSON.stringify({ hidden: ['rank'], density: 'standard' }))
    const { user } = await openNotes()
    expect(headers()).toEqual(['', '标题', '状态', '操作'])
    const root = () => table().closest('[data-density]')!
    expect(root()).toHaveAttribute('data-density', 'standard')

    await user.click(screen.getByRole('button', { name: '列设置' }))
    expect(within(menu()).getByRole('menuitemradio', { name: '标准' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(menu()).getByRole('menuitemradio', { name: '紧凑' }))
    expect(root()).toHaveAttribute('data-density', 'compact')
    expect(root()).toHaveClass('rt-r-size-1')
    expect(stored()).toEqual({ hidden: ['rank'], density: 'compact' })

    await user.click(screen.getByRole('button', { name: '列设置' }))
    await user.click(within(menu()).getByRole('menuitem', { name: '重置' }))
    expect(headers()).toEqual(['', '标题', '状态', '排名', '操作'])
    expect(root()).toHaveAttribute('data-density', 'standard')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('shows the defaults when the stored value is corrupt, and another list keeps its own', async () => {
    localStorage.setItem(KEY, '{"hidden": ["status"')
    localStorage.setItem('backoffice.list.domain', JSON.stringify({ hidden: ['theme'], density: 'compact' }))
    await openNotes()
    expect(headers()).toEqual(['', '标题', '状态', '排名', '操作'])
    await waitFor(() => expect(table().closest('[data-density]')).toHaveAttribute('data-density', 'standard'))
    expect(localStorage.getItem('backoffice.list.domain')).toBe(JSON.stringify({ hidden: ['theme'], density: 'compact' }))
  })
})
