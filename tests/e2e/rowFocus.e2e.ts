import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LAPTOP, openWithSession } from './support/browser'
import { listTable as table, openList } from './support/lists'
import { demoChromium } from './support/servers'

/** Where the focus is: the row it is in and the control's name. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return { row: active?.closest('tr[data-row-id]')?.getAttribute('data-row-id') ?? null, name: active?.textContent?.trim() ?? '', tag: active?.tagName ?? '' }
  })

const rowIds = (page: Page, name: string) =>
  table(page, name)
    .locator('tbody tr[data-row-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')!))

/** Answers the confirmation from the keyboard: Tab (past 取消) and Enter, then waits until it has closed. */
async function confirmByKeyboard(page: Page) {
  const dialog = page.getByRole('alertdialog')
  await dialog.waitFor()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'detached' })
}

/** Presses `control` of the row `rowId` from the keyboard, and answers its confirmation when it asks one. */
async function pressInRow(page: Page, name: string, rowId: string, control: string, confirm: boolean) {
  await table(page, name).locator(`tbody tr[data-row-id="${rowId}"]`).getByRole('button', { name: control, exact: true }).focus()
  await page.keyboard.press('Enter')
  if (confirm) await confirmByKeyboard(page)
}

/** 撤销 in its toast, from the keyboard. */
async function undo(page: Page) {
  await page.getByRole('button', { name: '撤销' }).focus()
  await page.keyboard.press('Enter')
}

/** Focus after a row goes away, the table's own behaviour on every list. */
describe.skipIf(inject('e2eSkip'))('focus after a row goes away (demo build)', () => {
  const chrome = demoChromium()

  it('moves focus to the next row’s 删除 after a delete, back to the row after 撤销, to the previous row after the last', async () => {
    const page = await openWithSession(chrome, '/', { viewport: LAPTOP })
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    for (const [item, name] of [
      ['留言管理', '留言列表'],
      ['反链管理', '反链列表'],
      ['文章列表', '文章列表'],
    ] as const) {
      await openList(page, item, name)
      const ids = await rowIds(page, name)
      await pressInRow(page, name, ids[2], '删除', true)
      await expect.poll(() => focusIn(page), { message: `${name}: after deleting the third row` }).toEqual({ row: ids[3], name: '删除', tag: 'BUTTON' })
      await expect.poll(() => rowIds(page, name)).not.toContain(ids[2])

      await undo(page)
      await expect.poll(() => focusIn(page), { message: `${name}: after 撤销` }).toEqual({ row: ids[2], name: '删除', tag: 'BUTTON' })
    }

    // the last row of the last page: the row before it
    await page.goto('/comment?status=approved&sort=createdAt&order=asc')
    await table(page, '留言列表').getByRole('row').nth(3).waitFor()
    const last = page
      .getByRole('navigation', { name: '分页' })
      .getByRole('button', { name: /^第 \d+ 页$/ })
      .last()
    await last.click()
    await expect.poll(() => page.url()).toMatch(/page=\d+/)
    await page.getByText(/第 (\d+) \/ \1 页/).waitFor()
    const ids = await rowIds(page, '留言列表')
    await pressInRow(page, '留言列表', ids[ids.length - 1], '删除', true)
    await expect.poll(() => focusIn(page), { message: 'after deleting the last row' }).toEqual({ row: ids[ids.length - 2], name: '删除', tag: 'BUTTON' })
  })

  // one page of pending comments for both: the bulk actions start from the rows as 撤销 gave them back
  it('moves focus to the next row’s 标为垃圾 when 标为垃圾 takes a comment off the pending list, and back after 撤销; to the table’s first row when a bulk action takes the selection bar away, asked or not', async () => {
    const page = await openWithSession(chrome, '/comment?status=pending', { viewport: LAPTOP })
    await table(page, '留言列表').getByRole('row').nth(3).waitFor()
    const ids = await rowIds(page, '留言列表')
    await pressInRow(page, '留言列表', ids[1], '标为垃圾', false)
    await expect.poll(() => focusIn(page), { message: 'after 标为垃圾' }).toEqual({ row: ids[2], name: '标为垃圾', tag: 'BUTTON' })
    await expect.poll(() => rowIds(page, '留言列表')).not.toContain(ids[1])

    await undo(page)
    await expect.poll(() => focusIn(page), { message: 'after 撤销' }).toEqual({ row: ids[1], name: '标为垃圾', tag: 'BUTTON' })
    await expect.poll(() => rowIds(page, '留言列表')).toEqual(ids)

    const rows = table(page, '留言列表').locator('tbody tr[data-row-id]')
    for (const [action, confirm] of [
      ['批量标为垃圾', false],
      ['批量删除', true],
    ] as const) {
      const before = await rowIds(page, '留言列表')
      await rows.nth(0).getByRole('checkbox').check()
      await rows.nth(1).getByRole('checkbox').check()
      await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: action }).focus()
      await page.keyboard.press('Enter')
      if (confirm) await confirmByKeyboard(page)
      await expect.poll(() => rowIds(page, '留言列表'), { message: `${action}: the rows went` }).not.toContain(before[0])
      // the first row left is the one after the two that went
      await expect.poll(() => focusIn(page), { message: `after ${action}` }).toEqual({ row: before[2], name: '', tag: 'INPUT' })
    }
  })
})
