import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { seedDomains } from '../../src/mock-server/seeds'
import { seedPushSettings } from '../support/seedData'
import { checkDialog, CONTRAST, violations } from './support/axe'
import { menuLink, openWithSession, toast } from './support/browser'
import { demoChromium } from './support/servers'

// The pieces the second daily-use pass added, each open, through axe-core in both appearances (the rules of
// tests/e2e/a11y.e2e.ts): long selects with their search, the 创建时间 range, 紧凑 rows, the toolbar's 列表操作,
// the delete question whose main choice is 查看这些文章, the undo and link notices, the reply to a pending comment,
// 批量设置推送's domain picker, the push dialog's key notice, the 演示数据 menu and its question, the live panel and
// the diagrams' zoom.

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row')

describe.skipIf(inject('e2eSkip'))('accessibility of the second daily-use pass (axe-core, demo build)', () => {
  const chrome = demoChromium()

  it('finds nothing on the lists with a long select, the date range, 紧凑 rows and the notices open', async () => {
    // a long select (every domain), open with its search, then with a search that finds nothing
    const page = await openWithSession(chrome, '/anti-chain')
    await rowsOf(page, '反链列表').nth(2).waitFor()
    await page.getByRole('combobox', { name: '目标域名' }).click()
    const search = page.getByRole('dialog', { name: '选择目标域名' })
    await search.getByRole('listbox').waitFor()
    expect(await violations(page, 'long select')).toEqual([])
    await search.getByRole('combobox', { name: '搜索目标域名' }).fill('没有这样的域名zzz')
    await search.getByText('没有匹配的目标域名').waitFor()
    expect(await violations(page, 'long select, nothing found')).toEqual([])
    await page.keyboard.press('Escape')
    await search.waitFor({ state: 'detached' })

    // the undo toast naming the row
    const first = rowsOf(page, '反链列表').nth(1)
    const source = (await first.getByRole('link').first().textContent())!
    const id = (await first.getAttribute('data-row-id'))!
    await first.getByRole('button', { name: '删除' }).click()
    await page.getByRole('alertdialog', { name: '删除反链' }).getByRole('button', { name: '删除' }).click()
    await toast(page, `已删除来自 ${source} 的反链`).waitFor()
    // once the list has its page again: while it loads, its rows stay on view dimmed (a passing state, aria-busy),
    // and axe would measure the contrast of the dimmed text
    await page.locator(`tr[data-row-id="${id}"]`).waitFor({ state: 'detached' })
    await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' })
    expect(await violations(page, 'undo toast')).toEqual([])

    // the 创建时间 range open, on a list in 紧凑 rows with its 列表操作 (reached from the menu, as the lists below: a page
    // load costs about a second of CPU, and axe's script comes again with each)
    await menuLink(page, '域名管理').click()
    await rowsOf(page, '域名列表').nth(2).waitFor()
    await page.getByRole('button', { name: '列设置' }).click()
    await page.getByRole('menuitemradio', { name: '紧凑' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await page.getByRole('group', { name: '列表操作' }).waitFor()
    expect(await violations(page, '域名管理 紧凑')).toEqual([])
    await page.getByRole('button', { name: /^创建时间：/ }).click()
    const range = page.getByRole('dialog', { name: '创建时间' })
    await range.getByRole('button', { name: '近 7 天' }).waitFor()
    expect(await violations(page, 'date range')).toEqual([])
    await page.keyboard.press('Escape')
    await range.waitFor({ state: 'detached' })

    // deleting a domain that articles use: 查看这些文章 is the main choice (the most used first: 文章数 sorted, then
    // sorted the other way)
    const byArticles = page.getByRole('table', { name: '域名列表' }).getByRole('button', { name: '文章数' })
    await byArticles.click()
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('asc')
    await byArticles.click()
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ sort: 'articleCount', order: 'desc' })
    await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' })
    const ask = page.getByRole('alertdialog', { name: '删除域名' })
    await checkDialog(page, rowsOf(page, '域名列表').nth(1).getByRole('button', { name: '删除' }), ask, () =>
      ask.getByRole('link', { name: '查看这些文章' }).waitFor(),
    )

    // a shared link with a filter value the list cannot hold
    await page.goto('/comment?status=enabled')
    await rowsOf(page, '留言列表').nth(2).waitFor()
    await toast(page, '链接中有无法识别的筛选条件').waitFor()
    expect(await violations(page, 'unknown filter notice')).toEqual([])

    // replying to a pending comment: 通过并回复 first (the list filtered to 待审核 from its 状态 filter)
    await page.getByRole('combobox', { name: '状态', exact: true }).click()
    await page.getByRole('option', { name: '待审核', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('pending')
    await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' })
    await rowsOf(page, '留言列表').nth(2).waitFor()
    const reply = page.getByRole('dialog', { name: '回复留言' })
    await checkDialog(page, rowsOf(page, '留言列表').nth(1).getByRole('button', { name: /回复$/ }), reply, () =>
      reply.getByRole('button', { name: '通过并回复' }).waitFor(),
    )
  })

  it('finds nothing in the push dialogs with their domain picker and key notice, the 演示数据 menu and the live panel', async () => {
    const page = await openWithSession(chrome, '/push')
    await rowsOf(page, '推送记录').nth(2).waitFor()

    // 批量设置推送: the picker's search and 仅显示未设置密钥
    const batch = page.getByRole('dialog', { name: '批量设置推送' })
    await checkDialog(page, page.getByRole('button', { name: '批量设置推送' }), batch, async () => {
      await batch.getByRole('checkbox', { name: '仅显示未设置密钥' }).click()
      await batch.getByRole('searchbox', { name: '搜索域名' }).fill('.com')
    })

    // a push to a domain without a key says so before sending, with 去设置密钥
    const bare = seedDomains.find((site) => !seedPushSettings.some((row) => row.domain === site.domain && row.baiduToken))!.domain
    const push = page.getByRole('dialog', { name: '新建推送' })
    await page.getByRole('button', { name: '新建推送' }).click()
    await push.getByRole('combobox', { name: '域名 *' }).click()
    await page.getByRole('option', { name: bare, exact: true }).click()
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await push.getByRole('button', { name: '去设置密钥' }).waitFor()
    expect(await violations(page, 'push without a key')).toEqual([])
    await push.getByRole('button', { name: '取消' }).click()
    const discard = page.getByRole('alertdialog', { name: '放弃这次推送？' })
    if (await discard.isVisible()) await discard.getByRole('button', { name: '放弃' }).click()
    await push.waitFor({ state: 'detached' })

    // the 演示数据 menu (contrast only, as the other menus) and its question
    await page.getByRole('button', { name: '演示数据' }).click()
    await page.getByRole('menu').waitFor()
    expect(await violations(page, 'menu 演示数据', CONTRAST)).toEqual([])
    await checkDialog(page, page.getByRole('menuitem', { name: '重置演示数据' }), page.getByRole('alertdialog', { name: '重置演示数据？' }))

    // the live panel docked over the screen
    await page.getByRole('button', { name: '实时状态机' }).click()
    await page.getByRole('button', { name: '关闭实时状态机' }).waitFor()
    expect(await violations(page, 'live panel')).toEqual([])

    // the diagrams page, with its zoom and pan controls
    await page.getByRole('link', { name: '全部状态机' }).click()
    await page.getByRole('heading', { level: 1 }).filter({ hasText: '状态机' }).waitFor()
    await page.getByRole('button', { name: '适应窗口' }).first().waitFor()
    expect(await violations(page, '/__machines')).toEqual([])
  })
})
