import type { Page } from 'playwright-core'
import { menuLink } from './browser'

/** The six lists, as a person finds them: menu item, table name, and the address they open at. */
export const LISTS = [
  ['主题列表', '主题列表', '/themes'],
  ['域名管理', '域名列表', '/domain'],
  ['反链管理', '反链列表', '/anti-chain'],
  ['留言管理', '留言列表', '/comment'],
  ['文章列表', '文章列表', '/articles'],
  ['文章推送', '推送记录', '/push'],
] as const

/** A list's table, by its name (its caption). */
export const listTable = (page: Page, name: string) => page.getByRole('table', { name })

/** Data rows (the skeleton is hidden from the accessibility tree), painted. */
export async function rowsPainted(page: Page, name: string) {
  await listTable(page, name).getByRole('row').nth(3).waitFor()
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
}

/** Opens a list through its menu item, as a person does, and waits until its rows are painted. */
export async function openList(page: Page, item: string, name: string) {
  await menuLink(page, item).click()
  await rowsPainted(page, name)
}
