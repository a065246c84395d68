import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openBacklinks } from '../anti-chain/openBacklinks'
import { openDomains } from '../domain/openDomains'

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

/** The toolbar's 列表操作 group and the names of its buttons, in order. */
function listActions() {
  const group = within(screen.getByRole('search')).getByRole('group', { name: '列表操作' })
  return {
    group,
    names: within(group)
      .getAllByRole('button')
      .map((button) => button.textContent),
  }
}

/** One place for list actions: a section's list-wide actions are the toolbar's, drawn from its action table, at its end. */
describe('list-wide actions in the toolbar', () => {
  it('draws the domain list’s 导出 CSV in the toolbar’s 列表操作 group, after the filters, and nowhere else', async () => {
    const opened = await openDomains()
    unmount = opened.app.unmount
    const { group, names } = listActions()
    expect(names).toEqual(['导出 CSV'])
    expect(screen.getAllByRole('button', { name: '导出 CSV' })).toHaveLength(1)
    // the toolbar's last item: its right end
    expect(screen.getByRole('search').lastElementChild).toBe(group)
  })

  it('draws the backlink list’s 检测全部 and 导出 CSV in the table’s order; 检测全部 waits for a count to state', async () => {
    const opened = await openBacklinks()
    unmount = opened.app.unmount
    expect(listActions().names).toEqual(['检测全部', '导出 CSV'])
    expect(screen.getByRole('button', { name: '检测全部' })).toBeEnabled()
    await act(() => opened.app.router.navigate({ to: '/anti-chain', search: { keyword: 'no-such-link-anywhere' } }))
    await screen.findByText('没有符合条件的数据')
    // nothing matches: a check of nothing is not offered, an export (of the header line) is
    expect(screen.getByRole('button', { name: '检测全部' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeEnabled()
    await opened.app.user.click(screen.getByRole('button', { name: '清除筛选' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '检测全部' })).toBeEnabled())
  })
})
