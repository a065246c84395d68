import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { offlineChromium, openSignedIn } from './support/offline'

/**
 * The production build against a backend that does not say what it has (no GET /api/capabilities) and has no
 * 操作日志, over real HTTP: what the first 404 taught the tab survives F5 (docs/api.md, "Partial backends").
 */

const NOTICE = '当前后端没有 GET /api/audit（HTTP 404）：菜单中没有操作日志，编辑对话框中没有历史。'

/** The first row's 编辑域名 dialog, once the screen knows what the backend has (更换主题 offered for a selection). */
async function firstRowEdit(page: Page) {
  const row = page.getByRole('table', { name: '域名列表' }).getByRole('row').nth(1)
  await row.getByRole('checkbox').click()
  await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '更换主题' }).waitFor()
  await row.getByRole('checkbox').click()
  await row.getByRole('button', { name: '编辑' }).click()
  const dialog = page.getByRole('dialog', { name: '编辑域名' })
  await dialog.getByRole('textbox', { name: '站点标题' }).waitFor()
  return dialog
}

describe.skipIf(inject('e2eSkip'))('a backend without GET /api/capabilities and 操作日志 (production build, over HTTP)', () => {
  const { chrome, backend } = offlineChromium({ without: ['GET /api/capabilities', 'GET /api/audit', 'GET /api/audit/export', 'GET /api/audit/stamp'] })

  it('learns it from 历史’s first 404, says so once, and after F5 offers neither 操作日志 nor 历史, nor asks again', async () => {
    const page = await openSignedIn(chrome, '/domain', '域名管理')
    const menu = page.getByRole('navigation', { name: '主菜单' })
    await menu.getByRole('link', { name: '操作日志' }).waitFor()
    let dialog = await firstRowEdit(page)
    await dialog.getByRole('button', { name: '历史' }).click()
    await page.getByText(NOTICE).waitFor()
    await dialog.getByRole('button', { name: '历史' }).waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await menu.getByRole('link', { name: '操作日志' }).waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '域名管理' }).waitFor()
    dialog = await firstRowEdit(page)
    expect(await dialog.getByRole('button', { name: '历史' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await menu.getByRole('link', { name: '文章推送' }).count()).toBe(1)
    expect(await menu.getByRole('link', { name: '操作日志' }).count()).toBe(0)
    expect(await page.getByText(/当前后端没有/).count()).toBe(0)
    expect(backend().hits()['GET /api/audit']).toBe(1)
    expect(backend().hits()['GET /api/capabilities']).toBe(1)
  })
})
