import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { GuestComment } from '../../src/api/comments'
import { here, mainMenu, signIn, toast } from './support/browser'
import { demoChromium } from './support/servers'

declare global {
  interface Window {
    /** Set by the test payloads below if any of them ever ran. */
    xssFired?: string
  }
}

const table = (page: Page) => page.getByRole('table', { name: '留言列表' })
const rowOf = (page: Page, author: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `选择 ${author} 的留言`, exact: true }) })
/** The 留言管理 item once it counts `count` comments to review: 99+ in its name above 99, the exact number in its tooltip. */
const pendingItem = (page: Page, count: number) =>
  mainMenu(page)
    .getByRole('link', { name: `留言管理，${count > 99 ? '99+' : count} 条待审核`, exact: true })
    .and(page.getByTitle(`留言管理，${count} 条待审核`, { exact: true }))

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** Comments a visitor just left, written into the demo's Mirage (they head the newest-first list). */
const leaveComments = (page: Page, rows: Partial<GuestComment>[]) =>
  page.evaluate((list) => {
    const db = window.__mirage!.server.db
    list.forEach((row, index) =>
      db.comments.insert({
        domain: 'meishi-zhinan.com',
        contact: 'e2e@example.com',
        ip: '10.0.0.9',
        status: 'pending',
        reply: '',
        repliedAt: null,
        createdAt: new Date(Date.now() + index).toISOString(),
        ...row,
      }),
    )
  }, rows)

const pendingInDb = (page: Page) =>
  page.evaluate(() => (window.__mirage!.server.db.comments as unknown as { status: string }[]).filter((comment) => comment.status === 'pending').length)

/** Waits for the comment list's first rows, at /comment. */
async function atComments(page: Page) {
  await table(page).getByRole('checkbox').nth(1).waitFor()
  expect(here(page)).toBe('/comment')
}

/** The e2e comments as Mirage holds them, every field, by id. */
// without their versions: a row put back is one version on (docs/api.md, "Several operators"), its fields as they were
const storedComments = (page: Page) =>
  page.evaluate(() =>
    (window.__mirage!.server.db.comments as unknown as GuestComment[])
      .filter((comment) => comment.author.startsWith('端到端'))
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map(({ version: _version, ...comment }) => comment),
  )

/** Waits for the toast saying `notice` and presses its 撤销, as a person would within its 10 seconds. */
async function undo(page: Page, notice: string) {
  const item = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: notice })
  await item.getByRole('button', { name: '撤销' }).click()
}

/** Clicks a row's button and waits for the toast the server's answer brings. */
async function act(page: Page, row: Locator, button: string, message: string) {
  await row.getByRole('button', { name: button, exact: true }).click()
  await toast(page, message).waitFor()
}

describe.skipIf(inject('e2eSkip'))('comments screen in Chromium (demo build)', () => {
  const chrome = demoChromium()

  it('filters, approves, replies, marks as spam, deletes and takes deletes back, with the sidebar count following; shows a comment full of markup and script as text, and none of it runs', async () => {
    const dialogs: string[] = []
    // every page of the test's context, from before the list's first rows (the seeds hold payloads too)
    chrome.context.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    // through the sign-in form, which comes back to the /comment it was asked for
    const page = await chrome.open('/comment')
    await signIn(page)
    await atComments(page)
    await pendingItem(page, await pendingInDb(page)).waitFor()
    await leaveComments(page, [
      { author: '端到端访客甲', content: '端到端：请问菜谱里的糖放多少？' },
      { author: '端到端访客乙', content: '端到端：图片加载不出来。' + '换了浏览器、清了缓存，图片还是一直在转圈，'.repeat(6) + '麻烦看一下。' },
      { author: '端到端访客丙', content: '端到端：支持一下！', status: 'approved' },
    ])
    // two more to review: the sidebar learns it at its next refresh
    let pending = await pendingInDb(page)

    // filter: pending ones with the keyword
    await choose(page, '状态', '待审核')
    await page.getByRole('searchbox', { name: '搜索' }).fill('端到端')
    await page.getByText('共 2 条，第 1 / 1 页').waitFor()
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ status: 'pending', keyword: '端到端' })

    // a long comment is cut to two lines, with 展开 to read the rest in place; a short one offers nothing (measured)
    const long = rowOf(page, '端到端访客乙').getByText('端到端：图片加载不出来。', { exact: false })
    const overflows = () => long.evaluate((element) => element.scrollHeight > element.clientHeight + 1)
    expect(await overflows()).toBe(true)
    expect(await rowOf(page, '端到端访客甲').getByRole('button', { name: '展开' }).count()).toBe(0)
    await rowOf(page, '端到端访客乙').getByRole('button', { name: '展开' }).click()
    await rowOf(page, '端到端访客乙').getByRole('button', { name: '收起' }).waitFor()
    expect(await overflows()).toBe(false)

    // approve: it leaves the pending list, and the sidebar counts one less
    await act(page, rowOf(page, '端到端访客甲'), '通过', '留言已通过')
    await rowOf(page, '端到端访客甲').waitFor({ state: 'detached' })
    await pendingItem(page, --pending).waitFor()

    // reply alone (the comment stays pending): refused while empty, then published
    await rowOf(page, '端到端访客乙').getByRole('button', { name: '回复', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '回复留言' })
    await dialog.getByText('端到端：图片加载不出来。').waitFor()
    await dialog.getByRole('button', { name: '仅回复' }).click()
    await dialog.getByText('请输入回复内容').waitFor()
    await dialog.getByLabel('回复内容 *').fill('已修复，请刷新后再试。')
    await dialog.getByRole('button', { name: '仅回复' }).click()
    await toast(page, '回复已发布').waitFor()
    await rowOf(page, '端到端访客乙').getByText('回复：已修复，请刷新后再试。').waitFor()

    // spam
    await act(page, rowOf(page, '端到端访客乙'), '标为垃圾', '已将「端到端访客乙」的这条留言标为垃圾')
    await page.getByText('没有符合条件的数据').waitFor()
    await pendingItem(page, --pending).waitFor()

    // all three again: delete one and take it back, then delete the three at once and take them back
    await choose(page, '状态', '全部状态')
    await page.getByText('共 3 条，第 1 / 1 页').waitFor()
    const before = await storedComments(page)
    await rowOf(page, '端到端访客丙').getByRole('button', { name: '删除', exact: true }).click()
    await page.getByRole('alertdialog', { name: '删除留言' }).getByRole('button', { name: '删除' }).click()
    await undo(page, '已删除「端到端访客丙」的这条留言')
    await rowOf(page, '端到端访客丙').waitFor()
    await table(page).getByRole('checkbox', { name: '选择本页全部' }).click()
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量删除' }).click()
    await page.getByRole('alertdialog', { name: '批量删除留言' }).getByRole('button', { name: '删除' }).click()
    await page.getByText('没有符合条件的数据').waitFor()
    expect(await storedComments(page)).toEqual([])
    await undo(page, '已删除 3 条留言')
    await page.getByText('共 3 条，第 1 / 1 页').waitFor()
    await toast(page, '已恢复 3 条留言').waitFor()
    await rowOf(page, '端到端访客乙').getByText('回复：已修复，请刷新后再试。').waitFor()
    expect(await storedComments(page)).toEqual(before)
    expect(await pendingInDb(page)).toBe(pending)

    // markup and script left in a comment, on the list as the menu opens it (a page load is about a second of CPU)
    await mainMenu(page)
      .getByRole('link', { name: /^留言管理/ })
      .first()
      .click()
    await atComments(page)
    expect(new URL(page.url()).search).toBe('')
    const payload = [
      'XSS-E2E',
      `<script>window.xssFired = 'script'; alert('script')</script>`,
      `<img src=x onerror="window.xssFired = 'img'; alert('img')">`,
      `<svg onload="window.xssFired = 'svg'">`,
      `<a href="javascript:window.xssFired = 'link'">点我</a>`,
      '<b>加粗</b>',
    ].join(' ')
    const author = `<img src=x onerror="window.xssFired = 'author'">`
    await leaveComments(page, [{ author, content: payload }])

    await page.getByRole('searchbox', { name: '搜索' }).fill('XSS-E2E')
    await page.getByText('共 1 条，第 1 / 1 页').waitFor()
    await table(page).getByText(payload, { exact: true }).waitFor()
    await table(page).getByText(author, { exact: true }).waitFor()
    await rowOf(page, author).getByRole('button', { name: '回复', exact: true }).click()
    await page.getByRole('dialog', { name: '回复留言' }).getByRole('region', { name: '留言详情' }).getByText(payload, { exact: true }).waitFor()
    await page.keyboard.press('Escape')

    // the seeds' own payloads too
    await page.getByRole('searchbox', { name: '搜索' }).fill("<script>alert('xss')</script>")
    await table(page).getByText("<script>alert('xss')</script>", { exact: true }).first().waitFor()
    await page.getByRole('searchbox', { name: '搜索' }).fill('<img src=x onerror=alert(1)>')
    await table(page).getByText('<img src=x onerror=alert(1)>', { exact: true }).first().waitFor()

    // an image of our own failing to load: any injected <img> (requested earlier) has failed, and fired, by now
    await page.evaluate(() => new Promise((settled) => Object.assign(new Image(), { onerror: settled, onload: settled, src: `/no-such-image-${Date.now()}` })))
    const injected = await page.evaluate(() => ({
      fired: window.xssFired,
      elements: document.querySelectorAll('#root script, #root img, #root iframe, [onerror], [onload], a[href^="javascript:"]').length,
      bold: [...document.querySelectorAll('#root b')].filter((element) => element.textContent === '加粗').length,
    }))
    expect(injected).toEqual({ fired: undefined, elements: 0, bold: 0 })
    expect(dialogs).toEqual([])
  })
})
