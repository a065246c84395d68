import axe from 'axe-core'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** axe's contrast rules. */
export const CONTRAST = ['color-contrast', 'link-in-text-block']

/**
 * axe-core's default rules (WCAG 2.x A and AA, best practices; or only the rules `only` names) on the page as it is
 * now, then its contrast rules again in the other appearance: <html>'s class switched as the top bar's 外观 menu
 * switches it (public/appearance.js, src/ui/appearance.ts), and back. One line per violation (where, rule, impact, first offending element, why), so a
 * failure reads as a to-do list.
 */
export async function violations(page: Page, where: string, only?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source })
  return page
    .evaluate(
      async ({ rules, contrast }) => {
        const run = (options: axe.RunOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, { ...options, resultTypes: ['violations'] })
        const lines = (found: axe.Result[], appearance: string) =>
          found.map(
            (rule) => `${appearance}: ${rule.id} (${rule.impact}, ${rule.nodes.length}×) at ${rule.nodes[0].target.join(' ')}: ${rule.nodes[0].failureSummary}`,
          )
        const root = document.documentElement
        const shown = root.classList.contains('dark') ? 'dark' : 'light'
        const other = shown === 'dark' ? 'light' : 'dark'
        const all = lines((await run(rules ? { runOnly: { type: 'rule', values: rules } } : {})).violations, shown)
        if (!root.classList.replace(shown, other)) return [...all, 'no appearance class on <html>: did public/appearance.js run?']
        try {
          return [...all, ...lines((await run({ runOnly: { type: 'rule', values: contrast } })).violations, other)]
        } finally {
          root.classList.replace(other, shown)
        }
      },
      { rules: only, contrast: CONTRAST },
    )
    .then((found) => found.map((line) => `${where} ${line}`))
}

/** Opens `dialog` with `button`, checks it, and closes it with 取消 (or Escape when it has none). */
export async function checkDialog(page: Page, button: Locator, dialog: Locator, prepare?: () => Promise<void>) {
  await button.click()
  await dialog.waitFor()
  await prepare?.()
  const title = await dialog.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent())
  expect(await violations(page, `dialog ${title}`)).toEqual([])
  const cancel = dialog.getByRole('button', { name: '取消', exact: true })
  if (await cancel.count()) await cancel.click()
  else await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}
