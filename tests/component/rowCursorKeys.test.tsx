import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp, type RenderedApp } from '../support/renderApp'
import { storeSignedInSession } from '../support/session'
import { openComments, queryRowOf, rowOf } from './comment/openComments'

let opened: Awaited<ReturnType<typeof openComments>> | undefined
let app: RenderedApp | undefined
afterEach(() => {
  opened?.app.unmount()
  app?.unmount()
  opened = app = undefined
})

const checkbox = (author: string) => within(rowOf(author)).getByRole('checkbox')
const cursorRows = () => [...document.querySelectorAll('tbody tr[data-cursor]')]

describe('the row cursor and the focus', { timeout: 60_000 }, () => {
  it('are on one row: the current row is read by its name as current, and after 撤销 puts the focus back in a row, the cursor and x are there', async () => {
    const authors = ['焦点访客4', '焦点访客3', '焦点访客2', '焦点访客1']
    opened = await openComments(
      '/comment?status=pending',
      authors.map((author) => ({ author })),
    )
    const { user } = opened.app

    // the row the cursor is on has the focus, a name and aria-current (a row of a plain table has no name of its own)
    await user.keyboard('j')
    await waitFor(() => expect(rowOf('焦点访客1')).toHaveFocus())
    expect(rowOf('焦点访客1')).toHaveAccessibleName('焦点访客1 的留言')
    expect(rowOf('焦点访客1')).toHaveAttribute('aria-current', 'true')
    expect(document.querySelectorAll('tbody tr[aria-current]')).toHaveLength(1)
    await user.keyboard('j')
    await waitFor(() => expect(rowOf('焦点访客2')).toHaveAttribute('aria-current', 'true'))
    expect(rowOf('焦点访客1')).not.toHaveAttribute('aria-current')

    // tick three with j and x (the cursor from the first row again), 批量通过, then z
    await user.keyboard('kxjxjx')
    for (const author of ['焦点访客1', '焦点访客2', '焦点访客3']) expect(checkbox(author)).toBeChecked()
    await user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '批量通过' }))
    await screen.findByText('已通过 3 条留言')
    await waitFor(() => expect(queryRowOf('焦点访客1')).toBeNull())
    await user.keyboard('z')
    await waitFor(() => expect(queryRowOf('焦点访客1')).not.toBeNull())

    // the focus is back in a row: the cursor is on that row and no other
    await waitFor(() => expect(document.activeElement?.closest('tr[data-row-id]')).toBeTruthy())
    const focused = document.activeElement!.closest('tr[data-row-id]')!
    await waitFor(() => expect(cursorRows()).toEqual([focused]))
    await user.keyboard('x')
    const ticked = [...document.querySelectorAll('tbody tr[data-row-id]:has(input:checked)')]
    expect(ticked).toEqual([focused])
  })
})

/** What the 快捷键 dialog lists for the screen shown, by label. */
async function listedKeys() {
  await app!.user.keyboard('?')
  const help = await screen.findByRole('dialog', { name: '快捷键' })
  const labels = within(help)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
  await app!.user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  return labels
}

const ROW_KEYS = {
  tick: '勾选或取消勾选当前行',
  range: '从上次勾选的行勾选到当前行',
  open: '打开当前行（编辑或查看）',
  edit: '编辑当前行',
  remove: '删除当前行（先确认，可撤销）',
  undo: '撤销刚才的操作（提示中的「撤销」）',
}
const rowKeysOf = (labels: (string | null)[]) =>
  Object.entries(ROW_KEYS)
    .filter(([, label]) => labels.includes(label))
    .map(([key]) => key)

describe('the row shortcuts listed', { timeout: 60_000 }, () => {
  it('are those the list has: no x, e, # or z where its rows have no box, no 编辑, no 删除 or its actions no 撤销', async () => {
    storeSignedInSession('admin')
    app = renderApp('/push')
    const rowsOf = async (table: string) => within(await screen.findByRole('table', { name: table })).findAllByRole('button', { name: /详情|编辑|删除|查看/ })

    await rowsOf('推送记录')
    let labels = await listedKeys()
    expect(labels).toContain('移到下一行')
    expect(rowKeysOf(labels)).toEqual(['open'])

    await app.user.keyboard('gl')
    await within(await screen.findByRole('table', { name: '操作日志' })).findAllByRole('link')
    labels = await listedKeys()
    expect(labels).toContain('移到下一行')
    expect(rowKeysOf(labels)).toEqual(['open'])

    await app.user.keyboard('gt')
    await rowsOf('主题列表')
    expect(rowKeysOf(await listedKeys())).toEqual(['tick', 'range', 'open', 'edit', 'remove'])

    await app.user.keyboard('gd')
    await rowsOf('域名列表')
    expect(rowKeysOf(await listedKeys())).toEqual(['tick', 'range', 'open', 'edit', 'remove', 'undo'])
  })
})
