import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { Article } from '../../src/api/articles'
import { configureMirage, fieldMessage, here, mainMenu, openWithSession, readSessionStorage, signIn, toast } from './support/browser'
import { demoChromium } from './support/servers'

declare global {
  interface Window {
    /** Set by the payloads below if any of them ever ran. */
    articleXssFired?: string
  }
}

const table = (page: Page) => page.getByRole('table', { name: '文章列表' })
const rowOf = (page: Page, title: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `选择 ${title}`, exact: true }) })
const form = (page: Page, name: '新建文章' | '编辑文章') => page.getByRole('form', { name })
const preview = (page: Page) => page.getByRole('region', { name: '预览' })
const content = (page: Page) => page.getByRole('textbox', { name: '正文（HTML）' })
const articles = (page: Page) => page.evaluate(() => window.__mirage!.server.db.articles as unknown as Article[])
const stored = (page: Page, id: string) => page.evaluate((wanted) => window.__mirage!.server.db.articles.find(wanted) as unknown as Article, id)

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** Markup that would run, restyle the page or phone home if the preview rendered it as written. */
const HOSTILE = [
  '<p>安全的<a href="https://example.com/">外部链接</a></p>',
  '<img src="/missing-e2e.png" onerror="window.articleXssFired = \'onerror\'" alt="破图">',
  '<a href="javascript:window.articleXssFired = \'javascript\'">领取优惠</a>',
  '<svg><image href="/missing.png" onerror="window.articleXssFired = \'svg\'"></image></svg>',
  "<script>window.articleXssFired = 'script'</script>",
  '<p style="position:fixed;inset:0;background:red">整页变红</p>',
  '<form action="/"><input name="password"><button>登录</button></form>',
].join('\n')

/** Each test opens its screen already signed in (openWithSession); only the 401 test uses the form, to sign in again. */
describe.skipIf(inject('e2eSkip'))('articles in Chromium (demo build)', () => {
  const chrome = demoChromium()

  it('filters the list to drafts and publishes two of them in bulk; asks before leaving with unsaved changes: Back, closing the tab, a menu link; the question holds the focus', async () => {
    const page = await openWithSession(chrome, '/articles')
    await table(page)
      .getByRole('checkbox', { name: /^选择 [^本]/ })
      .first()
      .waitFor()
    expect(here(page)).toBe('/articles')

    const drafts = (await articles(page)).filter((article) => article.status === 'draft').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    await choose(page, '状态', '草稿')
    await page.getByText(`共 ${drafts.length} 条，`).waitFor()
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ status: 'draft' })
    await rowOf(page, drafts[0].title).getByText('草稿').waitFor()

    await rowOf(page, drafts[0].title).getByRole('checkbox').click()
    await rowOf(page, drafts[1].title).getByRole('checkbox').click()
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量发布' }).click()
    await toast(page, '已发布 2 篇文章').waitFor()
    await page.getByText(`共 ${drafts.length - 2} 条，`).waitFor()
    await rowOf(page, drafts[0].title).waitFor({ state: 'detached' })
    expect((await stored(page, drafts[0].id)).status).toBe('published')
    expect((await stored(page, drafts[1].id)).status).toBe('published')

    // unsaved changes in an editor opened from this list (a page load of its own is about a second of CPU)
    const list = here(page)
    const first = table(page).getByRole('row').nth(1)
    await first.getByRole('link', { name: '编辑' }).click()
    await form(page, '编辑文章').waitFor()
    const editing = here(page)
    const summary = page.getByRole('textbox', { name: '摘要' })
    await summary.fill('改了一半的摘要')
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')

    const prompt = page.getByRole('alertdialog', { name: '离开此页面？' })
    const keepEditing = prompt.getByRole('button', { name: '继续编辑' })
    await page.goBack()
    await prompt.waitFor()
    // the address stays the editor's while asking, and the safe choice has the focus; Tab stays in the dialog
    await expect.poll(() => here(page)).toBe(editing)
    await expect.poll(focused).toBe('继续编辑')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('放弃修改并离开')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('继续编辑')
    await page.keyboard.press('Escape')
    await prompt.waitFor({ state: 'detached' })
    expect(here(page)).toBe(editing)
    expect(await summary.inputValue()).toBe('改了一半的摘要')
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true)

    // a menu link taken with the keyboard: the same question, and Escape gives the focus back to that link
    const domains = mainMenu(page).getByRole('link', { name: '域名管理' })
    await domains.focus()
    await page.keyboard.press('Enter')
    await prompt.waitFor()
    await expect.poll(focused).toBe('继续编辑')
    await keepEditing.press('Escape')
    await prompt.waitFor({ state: 'detached' })
    expect(await domains.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(here(page)).toBe(editing)

    // closing (or reloading) the tab gets the browser's own question
    const asked = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const dialog = await asked
    expect(dialog.type()).toBe('beforeunload')
    await dialog.dismiss()
    expect(page.isClosed()).toBe(false)

    // leaving after Back goes where Back was going
    await page.goBack()
    await prompt.getByRole('button', { name: '放弃修改并离开' }).click()
    await expect.poll(() => here(page)).toBe(list)
    await table(page).waitFor()
    expect(await prompt.count()).toBe(0)
  })

  it('creates an article whose preview neutralises hostile markup, then edits it with Ctrl+S', async () => {
    const page = await openWithSession(chrome, '/articles/new')
    await form(page, '新建文章').waitFor()
    const domain = (await articles(page))[0].domain

    await page.getByRole('textbox', { name: '标题 *' }).fill('端到端：浏览器里写的文章')
    await choose(page, '域名 *', domain)
    // a field's label opens its list, as on Radix's own select
    await form(page, '新建文章').locator('label', { hasText: /^主题/ }).click()
    await page.getByRole('option', { name: '旅行日记', exact: true }).click()
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await page.getByRole('textbox', { name: '标签' }).fill('端到端，测试，')
    await content(page).fill(HOSTILE)

    const link = preview(page).getByRole('link', { name: '外部链接' })
    await link.waitFor()
    await preview(page).getByText('整页变红').click()
    // everything a browser would have loaded or run has had its chance by now
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => window.articleXssFired)).toBeUndefined()
    expect(await preview(page).locator('script, svg, form, input, iframe, [style], [onerror]').count()).toBe(0)
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect(await preview(page).getByText('领取优惠').getAttribute('href')).toBeNull()
    expect(
      await preview(page)
        .getByText('整页变红')
        .evaluate((element) => getComputedStyle(element).position),
    ).toBe('static')

    await page.getByRole('button', { name: '保存' }).click()
    await toast(page, '文章已创建').waitFor()
    const id = String((await articles(page)).length)
    await page.waitForURL((url) => url.pathname === `/articles/${id}`)
    await form(page, '编辑文章').waitFor()
    expect((await stored(page, id)).tags).toEqual(['端到端', '测试'])

    const title = page.getByRole('textbox', { name: '标题 *' })
    await title.fill('端到端：改过的标题')
    await title.press('Control+s')
    await toast(page, '文章已保存').waitFor()
    expect((await stored(page, id)).title).toBe('端到端：改过的标题')

    await page.getByRole('link', { name: '返回文章列表' }).click()
    await page.getByRole('searchbox', { name: '搜索' }).fill('改过的标题')
    await rowOf(page, '端到端：改过的标题').waitFor()
    expect(await page.evaluate(() => window.articleXssFired)).toBeUndefined()
  })

  it('keeps the text of an edit interrupted by a 401 through the sign-in', async () => {
    // signed in without the form; the sign-in that matters is the one after the 401
    const page = await openWithSession(chrome, '/articles/5')
    await form(page, '编辑文章').waitFor()
    const before = await stored(page, '5')
    const written = `${before.content}\n<p>端到端：会话过期前写下的段落</p>`
    await content(page).fill(written)
    await configureMirage(page, { fault: { kind: 'unauthorized', path: '/api/articles', times: 1 } })
    await page.getByRole('button', { name: '保存' }).click()

    await page.getByText('登录已失效，请重新登录。').waitFor()
    expect(here(page)).toBe('/login?redirect=%2Farticles%2F5')
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(await readSessionStorage(page)).toEqual({})
    expect((await stored(page, '5')).content).toBe(before.content)

    await signIn(page)
    await form(page, '编辑文章').waitFor()
    expect(here(page)).toBe('/articles/5')
    expect(await content(page).inputValue()).toBe(written)
    await page.getByText(/已恢复未保存的内容/).waitFor()
    await preview(page).getByText('端到端：会话过期前写下的段落').waitFor()
    await expect.poll(async () => Object.keys(await readSessionStorage(page)).sort()).toEqual(['backoffice.auth', 'backoffice.themes'])

    await page.getByRole('button', { name: '保存' }).click()
    await toast(page, '文章已保存').waitFor()
    expect((await stored(page, '5')).content).toBe(written)
    expect(Object.keys(await readSessionStorage(page)).sort()).toEqual(['backoffice.auth', 'backoffice.themes'])
    expect(await fieldMessage(page, '标题 *')).toMatch(/ \/ 120$/)
  })
})
