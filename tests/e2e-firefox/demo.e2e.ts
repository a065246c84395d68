import type { ElementHandle, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { byCss, byRole, byText, click, clickOn, eventually, fill, firefoxSuite, gone, here, screenHeading, signIn, toast } from '../e2e/support/firefox'
import { PRODUCTION_CSP, serveBuild, type StaticServer } from '../e2e/support/servers'

declare global {
  interface Window {
    cspViolations?: string[]
    articleXssFired?: string
  }
}

/** Runs in every page before its scripts: records what the Content-Security-Policy blocked. */
function recordCspViolations() {
  const seen: string[] = []
  window.cspViolations = seen
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
}

const MENU = [
  ['主题列表', '/themes'],
  ['域名管理', '/domain'],
  ['反链管理', '/anti-chain'],
  ['留言管理', '/comment'],
  ['文章列表', '/articles'],
  ['文章推送', '/push'],
] as const

/** The table row whose selection checkbox is named `选择 <label>`. */
async function rowOf(page: Page, label: string): Promise<ElementHandle> {
  const checkbox = await byRole(page, 'checkbox', `选择 ${label}`)
  return (await checkbox.evaluateHandle((element) => element.closest('tr')!)) as ElementHandle
}

/**
 * The demo build (Mirage answers /api in the page) in Firefox ESR over WebDriver BiDi, served under the production
 * Content-Security-Policy: what a person does in every section works in a second engine.
 */
describe.skipIf(inject('e2eFirefoxSkip'))('demo build in Firefox', () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await serveBuild(inject('e2eBuilds').demo, { headers: { 'Content-Security-Policy': PRODUCTION_CSP } })
  })
  afterAll(async () => {
    await server?.close()
  })
  const firefox = firefoxSuite({ baseURL: () => server.url })

  it('signs in and shows every screen of the menu with its content, breaking no CSP rule', async () => {
    const page = await firefox.open('/login', recordCspViolations)
    await signIn(page)
    await byRole(page, 'heading', '你好，管理员，欢迎回来！')
    const menu = await byRole(page, 'navigation', '主菜单')
    for (const [label, path] of [...MENU, ['首页', '/'] as const]) {
      const link = await byCss(menu, `a[href="${path}"]`)
      await link.click()
      if (path === '/') await byRole(page, 'heading', '你好，管理员，欢迎回来！')
      else await screenHeading(page, label)
      expect(await here(page)).toBe(path)
      expect(await link.evaluate((element) => element.getAttribute('aria-current'))).toBe('page')
      // the section's own content, not only its frame: a list's first row, the push composer's domain select
      if (path === '/push') await byRole(page, 'combobox')
      else if (path !== '/') await byCss(page, 'tbody tr')
    }
    expect(await page.evaluate(() => window.cspViolations)).toEqual([])
  })

  it('creates, renames and deletes a theme', async () => {
    const page = await firefox.open('/themes')
    await signIn(page)
    await screenHeading(page, '主题列表')

    await click(page, 'button', '新建主题')
    const create = await byRole(page, 'dialog', '新建主题')
    await fill(await byRole(create, 'textbox', '主题名称 *'), '火狐测试主题', { type: true })
    await fill(await byRole(create, 'textbox', '描述'), '在 Firefox 里建的主题')
    await click(create, 'button', '保存')
    await toast(page, '主题已创建')
    await gone(page, { role: 'dialog', name: '新建主题' })
    await fill(await byRole(page, 'searchbox', '搜索'), '火狐测试')

    await clickOn(async () => byRole(await rowOf(page, '火狐测试主题'), 'button', '编辑'))
    const edit = await byRole(page, 'dialog', '编辑主题')
    await fill(await byRole(edit, 'textbox', '主题名称 *'), '火狐测试主题改名')
    await click(edit, 'button', '保存')
    await toast(page, '主题已保存')
    const renamed = await rowOf(page, '火狐测试主题改名')
    expect(await renamed.evaluate((row) => row.textContent)).toContain('在 Firefox 里建的主题')

    await clickOn(async () => byRole(await rowOf(page, '火狐测试主题改名'), 'button', '删除'))
    await click(await byRole(page, 'alertdialog', '删除主题'), 'button', '删除')
    await toast(page, '主题「火狐测试主题改名」已删除')
    await gone(page, { role: 'checkbox', name: '选择 火狐测试主题改名' })
  })

  it('previews an article’s HTML sanitised as it is typed, pasted and stored, breaking no CSP rule', async () => {
    const page = await firefox.open('/articles/new', recordCspViolations)
    await signIn(page)
    await byRole(page, 'form', '新建文章')
    const content = await byRole(page, 'textbox', '正文（HTML）')
    const preview = await byRole(page, 'region', '预览')
    // typed key by key: every half-written tag is sanitised on the way
    await fill(content, '<p onclick="window.articleXssFired = 1">手打<img src=x onerror=window.articleXssFired=2>完</p>', { type: true })
    await byText(preview, '手打完')
    // pasted: copied from the title field and pasted over the body with the keyboard, as a person would
    const title = await byRole(page, 'textbox', '标题 *')
    await fill(
      title,
      [
        '<h2>火狐预览</h2><p>安全的<a href="https://example.com/">外部链接</a></p>',
        '<img src="/missing-e2e.png" onerror="window.articleXssFired = \'onerror\'" alt="破图">',
        "<script>window.articleXssFired = 'script'</script>",
        '<p style="position:fixed;inset:0;background:red" onmouseover="window.articleXssFired = 3">整页变红</p>',
      ].join(''),
    )
    await title.focus()
    await page.keyboard.down('Control')
    await page.keyboard.press('a')
    await page.keyboard.press('c')
    await page.keyboard.up('Control')
    await content.focus()
    await page.keyboard.down('Control')
    await page.keyboard.press('a')
    await page.keyboard.press('v')
    await page.keyboard.up('Control')
    await byRole(preview, 'link', '外部链接')
    await byRole(preview, 'heading', '火狐预览')
    const red = await byText(preview, '整页变红')
    expect(await red.evaluate((element) => getComputedStyle(element).position)).toBe('static')
    expect(await preview.$$eval('script, [style], [onerror], [onmouseover]', (found) => found.length)).toBe(0)
    expect(await page.evaluate(() => window.cspViolations)).toEqual([])

    expect(await page.evaluate(() => window.articleXssFired)).toBeUndefined()

    // stored: the seed puts an <img onerror> into the sixth article, opened by its address in a new tab (a page load)
    const sixth = await page.evaluate(() => (window.__mirage!.server.db.articles as unknown as { id: string }[])[5].id)
    const stored = await firefox.open(`/articles/${sixth}`, recordCspViolations)
    await signIn(stored)
    await byText(await byRole(stored, 'region', '预览'), '图片加载失败时：')
    expect(await stored.evaluate(() => window.cspViolations)).toEqual([])
    expect(await stored.evaluate(() => window.articleXssFired)).toBeUndefined()
  })

  it('filters with a select by mouse, and sets the page size with the keyboard alone', async () => {
    const page = await firefox.open('/domain')
    await signIn(page)
    await screenHeading(page, '域名管理')
    await byCss(page, 'tbody tr[data-row-id]')
    // a select not opened yet is a plain button; the press opens Radix's list
    await click(page, 'combobox', '状态')
    await click(page, 'option', '待审核')
    await eventually(async () => (await here(page)).includes('status=pending'), 'the status filter in the URL')
    await eventually(
      () => page.$$eval('tbody tr[data-row-id]', (rows) => rows.length > 0 && rows.every((row) => row.textContent!.includes('待审核'))),
      'only 待审核 rows',
    )
    const size = await byRole(page, 'combobox', '每页条数')
    await size.focus()
    await page.keyboard.press('Enter')
    await byRole(page, 'listbox')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await gone(page, { role: 'listbox' })
    await eventually(async () => (await here(page)).includes('pageSize=50'), 'the page size in the URL')
    await byText(page, '50 条/页')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('每页条数')
  })

  it('downloads the domain list as a CSV file', async () => {
    const page = await firefox.open('/domain')
    await signIn(page)
    await screenHeading(page, '域名管理')
    await byCss(page, 'tbody tr')
    await click(page, 'button', '导出 CSV')
    const file = await firefox.downloaded(/^domains-\d{8}\.csv$/)
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = file.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
    expect(header).toBe('域名,主题,状态,标题,关键词,描述,文章数,创建时间')
    expect(rows.length).toBeGreaterThan(0)
  })
})
