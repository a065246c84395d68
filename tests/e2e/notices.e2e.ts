import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openWithSession } from './support/browser'
import { demoChromium } from './support/servers'

/**
 * A stack of toasts never covers a list's search box and filters, at the widths operators use, nor
 * the buttons of an open dialog.
 */

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The toasts on screen (sonner draws at most three of a stack), as boxes. */
const shownToasts = (page: Page): Promise<Box[]> =>
  page.locator('[data-sonner-toast][data-visible="true"]').evaluateAll((items) =>
    items.map((item) => {
      const { x, y, width, height } = item.getBoundingClientRect()
      return { x, y, width, height }
    }),
  )

/**
 * The list toolbar's box, and each of its controls (search box, filters, date fields) with what a click at its
 * centre would hit: the control itself, or something drawn over it.
 */
const toolbar = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('main [role="search"]')!
    const box = ({ x, y, width, height }: DOMRect) => ({ x, y, width, height })
    const controls = [...bar.querySelectorAll<HTMLElement>('input, button, [role="combobox"]')].map((control) => {
      const rect = control.getBoundingClientRect()
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
      return { name: control.getAttribute('aria-label') ?? control.textContent ?? '', reachable: !!hit && (control === hit || control.contains(hit)) }
    })
    return { box: box(bar.getBoundingClientRect()), controls }
  })

/** No toast over the toolbar, each of its controls is what a click at its centre reaches, and every toast is in the window. */
async function expectToolbarClear(page: Page, size: { width: number; height: number }) {
  // sonner moves toasts in and apart with transitions: measure once they stand still
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const toasts = await shownToasts(page)
  const { box, controls } = await toolbar(page)
  expect(toasts).toHaveLength(3)
  expect(controls.length).toBeGreaterThanOrEqual(4)
  expect(toasts.filter((toast) => overlaps(toast, box))).toEqual([])
  expect(controls.filter((control) => !control.reachable).map((control) => control.name)).toEqual([])
  const outside = toasts.filter((toast) => toast.x < 0 || toast.y < 0 || toast.x + toast.width > size.width || toast.y + toast.height > size.height)
  expect(outside).toEqual([])
}

/** Each test opens its list signed in (openWithSession): the toasts on screen are the ones it raises, no 登录成功 among them. */
describe.skipIf(inject('e2eSkip'))('toasts beside a list (demo build)', () => {
  const chrome = demoChromium()

  it('keeps toasts off an open dialog’s buttons: a bulk add’s report with the server’s toast over it', async () => {
    const size = SIZES[0]
    const page = await openWithSession(chrome, '/domain', { viewport: size })
    await page.getByRole('button', { name: '批量添加' }).click()
    const bulk = page.getByRole('dialog', { name: '批量添加域名' })
    await bulk.getByRole('combobox', { name: '主题 *' }).click()
    await page.getByRole('option', { name: '旅行日记', exact: true }).click()
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    // enough lines, some refused, for a report as tall as the window allows
    const lines = Array.from({ length: 30 }, (_, n) => (n % 3 === 0 ? `bad line ${n}` : `notice-${n}.example.com`))
    await bulk.getByLabel('域名列表 *').fill(lines.join('\n'))
    await bulk.getByRole('button', { name: '添加' }).click()
    const report = page.getByRole('dialog', { name: '批量添加结果' })
    await report.waitFor()
    await page.locator('[data-sonner-toast]', { hasText: '已添加 20 个域名' }).waitFor()
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    const toasts = await shownToasts(page)
    const buttons = await report.getByRole('button').evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        const hit = document.elementFromPoint(x + width / 2, y + height / 2)
        return { name: element.textContent, box: { x, y, width, height }, reachable: !!hit && (element === hit || element.contains(hit)) }
      }),
    )
    expect(buttons.map((button) => button.name)).toContain('完成')
    expect(buttons.filter((button) => !button.reachable || toasts.some((toast) => overlaps(toast, button.box))).map((button) => button.name)).toEqual([])
    await report.getByRole('button', { name: '完成' }).click()
    await report.waitFor({ state: 'detached' })
  })

  // one page for the three sizes (a page load is about a second of CPU): the window resized, as a person resizes it, and
  // four more toasts raised at each size
  it(`leaves the toolbar's search and filters uncovered at ${SIZES.map((size) => `${size.width}×${size.height}`).join(', ')}, with several toasts open and the stack spread`, async () => {
    const page = await openWithSession(chrome, '/domain?status=inactive', { viewport: SIZES[0] })
    const table = page.getByRole('table', { name: '域名列表' })
    const first = table.getByRole('button', { name: '启用' }).first()
    const enabled = page.locator('[data-sonner-toast]', { hasText: '已启用 1 个域名' })
    for (const size of SIZES) {
      await page.setViewportSize(size)
      // four domains enabled one after another: four toasts (each the server's message), three of them drawn (those of
      // the size before, if still there, count as before)
      const before = await enabled.count()
      for (let done = 1; done <= 4; done += 1) {
        await first.click()
        await expect.poll(() => enabled.count(), { message: `${size.width}×${size.height}: toast ${done}` }).toBeGreaterThanOrEqual(before + done)
      }

      // spread out, as a pointer over the stack spreads it (sonner's "expanded", its timers paused): taller than ever
      await page.locator('[data-sonner-toast][data-front="true"]').hover()
      await expect.poll(() => page.locator('[data-sonner-toast][data-front="true"]').getAttribute('data-expanded')).toBe('true')
      await expectToolbarClear(page, size)
      // and stacked again once the pointer goes back to the list
      await page.getByRole('searchbox', { name: '搜索' }).hover()
      await expect.poll(() => page.locator('[data-sonner-toast][data-front="true"]').getAttribute('data-expanded')).toBe('false')
      await expectToolbarClear(page, size)
    }
  })
})
