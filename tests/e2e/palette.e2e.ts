import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LAPTOP, openWithSession } from './support/browser'
import { violations } from './support/axe'
import { demoChromium } from './support/servers'

const dialog = (page: Page) => page.getByRole('dialog', { name: '命令面板' })
const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { name, level: 1 })

/** Ctrl+K, then `text` typed into the palette's box. */
async function find(page: Page, text: string) {
  await page.keyboard.press('Control+k')
  await dialog(page).getByRole('combobox').waitFor()
  await page.keyboard.type(text)
}

/** The command palette from the keyboard alone, demo build. */
describe.skipIf(inject('e2eSkip'))('the command palette (demo build)', () => {
  const chrome = demoChromium()

  it('goes to a screen by pinyin initials and opens a domain’s filtered list, keyboard only; axe finds nothing serious with it open', async () => {
    const page = await openWithSession(chrome, '/', { viewport: LAPTOP })
    await page.getByRole('button', { name: '命令面板' }).waitFor()

    await find(page, 'ymgl')
    await dialog(page)
      .getByRole('option', { name: /^域名管理/, selected: true })
      .waitFor()
    // every rule in the appearance shown, then in the other one (each pass also checks the other's contrast)
    const other = () =>
      page.evaluate(() =>
        document.documentElement.classList.replace(
          document.documentElement.classList.contains('dark') ? 'dark' : 'light',
          document.documentElement.classList.contains('dark') ? 'light' : 'dark',
        ),
      )
    const found = await violations(page, 'palette open')
    await other()
    found.push(...(await violations(page, 'palette open, other appearance')))
    await other()
    expect(found.filter((line) => /\((serious|critical),/.test(line))).toEqual([])
    await page.keyboard.press('Enter')
    await heading(page, '域名管理').waitFor()

    const name = (await page
      .getByRole('checkbox', { name: /^选择 / })
      .nth(2)
      .getAttribute('aria-label'))!.replace('选择 ', '')
    await find(page, name)
    await dialog(page)
      .getByRole('group', { name: '记录 · 域名' })
      .getByRole('option', { name: new RegExp(`^${name.replaceAll('.', '\\.')}`), selected: true })
      .waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/domain' && url.searchParams.get('keyword') === name)
    await page
      .getByRole('table', { name: '域名列表' })
      .getByRole('checkbox', { name: `选择 ${name}` })
      .waitFor()
    expect(
      await page
        .getByRole('searchbox')
        .or(page.getByRole('textbox', { name: /搜索/ }))
        .first()
        .inputValue(),
    ).toBe(name)
  })
})
