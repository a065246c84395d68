import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LAPTOP, openWithSession } from './support/browser'
import { demoChromium } from './support/servers'

interface AxNode {
  role?: { value?: string }
  name?: { value?: string }
  properties?: { name: string; value: { value?: unknown } }[]
}

/** The focused node of Chromium's accessibility tree, as a screen reader gets it: its role and its name. */
async function focusedNode(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
    // (the page's root says focused too: the element with the focus is the last one that does)
    const node = nodes.filter((each) => each.properties?.some((property) => property.name === 'focused' && property.value.value === true)).at(-1)
    return { role: node?.role?.value, name: node?.name?.value }
  } finally {
    await cdp.detach()
  }
}

/** The row the cursor is on, and whether it has the focus and says it is current. */
const cursorRow = (page: Page) =>
  page.evaluate(() => {
    const rows = [...document.querySelectorAll('tbody tr[data-cursor]')]
    return rows.map((row) => ({ id: row.getAttribute('data-row-id'), focused: row === document.activeElement, current: row.getAttribute('aria-current') }))
  })

describe.skipIf(inject('e2eSkip'))('the row cursor in Chromium (demo build)', () => {
  const chrome = demoChromium()

  it('is read as the named current row, and each page finds its own cursor row again: by its button, Back and a reload', async () => {
    const page = await openWithSession(chrome, '/domain', { viewport: LAPTOP })
    const table = page.getByRole('table', { name: '域名列表' })
    const pages = page.getByRole('navigation', { name: '分页' })
    await table
      .getByRole('checkbox', { name: /^选择 / })
      .nth(2)
      .waitFor()

    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    const third = table.locator('tbody tr[data-row-id]').nth(2)
    const id = await third.getAttribute('data-row-id')
    const domain = (await third.getByRole('checkbox').getAttribute('aria-label'))!.replace('选择 ', '')
    await expect.poll(() => cursorRow(page)).toEqual([{ id, focused: true, current: 'true' }])
    // Chromium's tree, as a screen reader moving with j hears it: the row by its domain (the DOM says current)
    expect(await focusedNode(page)).toEqual({ role: 'row', name: domain })

    const onPage = (n: number) => pages.getByText(new RegExp(`第 ${n} / \\d+ 页`)).waitFor()
    const cursorIds = async () => (await cursorRow(page)).map((row) => row.id)
    await pages.getByRole('button', { name: '第 2 页' }).click()
    await onPage(2)
    await expect.poll(() => table.locator(`tr[data-row-id="${id}"]`).count()).toBe(0)
    await pages.getByRole('button', { name: '第 1 页' }).click()
    await onPage(1)
    await expect.poll(cursorIds).toEqual([id])

    await pages.getByRole('button', { name: '第 2 页' }).click()
    await onPage(2)
    await page.goBack()
    await onPage(1)
    await expect.poll(cursorIds).toEqual([id])

    await page.reload()
    await onPage(1)
    await expect.poll(cursorIds).toEqual([id])
  })
})
