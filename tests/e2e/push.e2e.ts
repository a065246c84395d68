import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { PushRecord } from '../../src/api/push'
import { type PushSettingsRow } from '../../src/mock-server/resources/pushSeeds'
import { seedDomains } from '../../src/mock-server/seeds'
import { configureMirage, here, mainMenu, mirageRequests, openWithSession, signIn, toast } from './support/browser'
import { demoChromium } from './support/servers'
import { seedArticles, seedPushRecords, seedPushSettings } from '../support/seedData'

const articles = seedArticles.map((article, index) => ({ ...article, id: String(index + 1) }))
/** The site whose Baidu token was reset on Baidu's side: its pushes are refused until the token is updated. */
const revoked = seedPushSettings.find((row) => row.baiduToken?.startsWith('dead'))!
const [first, second] = articles.filter((article) => article.domain === revoked.domain && article.status === 'published')
const urlOf = (article: { domain: string; id: string }) => `https://${article.domain}/posts/${article.id}.html`
const mask = (secret: string) => `${secret.slice(0, 4)}••••••${secret.slice(-4)}`

const records = (page: Page) => page.getByRole('table', { name: '推送记录' })
const stored = (page: Page) => page.evaluate(() => window.__mirage!.server.db.pushRecords as unknown as PushRecord[])
const settingsOf = (page: Page, domain: string) =>
  page.evaluate(
    (wanted) => (window.__mirage!.server.db.pushSettings as unknown as { findBy(query: object): PushSettingsRow | null }).findBy({ domain: wanted }),
    domain,
  )

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** The demo build: article push walked through as a person would, against Mirage in the page. */
describe.skipIf(inject('e2eSkip'))('article push in Chromium (demo build)', () => {
  const chrome = demoChromium()

  /** /push signed in (without the form: signing in is not what these tests check), once the history shows its records. */
  async function openHistory(): Promise<Page> {
    const page = await openWithSession(chrome, '/push')
    await records(page)
      .getByRole('button', { name: /^记录 #\d+ 的详情$/ })
      .first()
      .waitFor()
    return page
  }

  it('pushes articles chosen in the list, fixes the refused token in the settings, and re-pushes what was refused', async () => {
    const page = await openWithSession(chrome, `/articles?status=published&domain=${revoked.domain}`)
    const list = page.getByRole('table', { name: '文章列表' })
    await list.getByRole('checkbox', { name: `选择 ${first.title}`, exact: true }).click()
    await list.getByRole('checkbox', { name: `选择 ${second.title}`, exact: true }).click()
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '推送到搜索引擎' }).click()

    // the push opens filled in with their URLs; the link's articleIds is used once and dropped
    const dialog = page.getByRole('dialog', { name: '新建推送' })
    const box = dialog.getByRole('textbox', { name: '网址列表 *' })
    await expect.poll(async () => (await box.inputValue()).split('\n').sort()).toEqual([urlOf(first), urlOf(second)].sort())
    await expect.poll(() => here(page)).toBe('/push')
    expect(await dialog.getByRole('combobox', { name: '域名 *' }).textContent()).toBe(revoked.domain)
    await dialog.getByText('共 2 条网址，百度单次最多 2000 条，今日剩余额度 3000 条').waitFor()

    // Baidu refuses the token: the dialog says why, and the attempt is kept
    await dialog.getByRole('button', { name: '推送', exact: true }).click()
    const reason = '百度不认可当前的百度推送密钥，请在推送设置中更新后重新推送'
    await dialog.getByRole('alert').getByText(reason).waitFor()
    await toast(page, reason).waitFor()

    // the settings show the token masked; a new one replaces it
    await dialog.getByRole('button', { name: '推送设置' }).click()
    const settings = page.getByRole('dialog', { name: `推送设置 · ${revoked.domain}` })
    const token = settings.getByRole('textbox', { name: '百度推送密钥' })
    expect(await token.inputValue()).toBe(mask(revoked.baiduToken!))
    await token.fill('E2eFreshToken016')
    await settings.getByRole('button', { name: '保存' }).click()
    await toast(page, '推送设置已保存').waitFor()
    await settings.waitFor({ state: 'detached' })
    expect(await settingsOf(page, revoked.domain)).toMatchObject({ baiduToken: 'E2eFreshToken016', bingApiKey: revoked.bingApiKey })
    await dialog.getByRole('button', { name: '取消' }).click()
    await dialog.waitFor({ state: 'detached' })
    // the push was started from the article list: closing it goes back there, as it was
    await expect.poll(() => here(page)).toBe(`/articles?status=published&domain=${revoked.domain}`)
    await mainMenu(page).getByRole('link', { name: '文章推送' }).click()

    // the refused attempt heads the list; its drawer offers the refused URLs again
    const refusedId = String(seedPushRecords.length + 1)
    const top = records(page).getByRole('row').nth(1)
    await top.getByRole('button', { name: `记录 #${refusedId} 的详情` }).waitFor()
    await top.getByText('失败').waitFor()
    await top.getByRole('button', { name: `记录 #${refusedId} 的详情` }).click()
    const drawer = page.getByRole('dialog', { name: `推送记录 #${refusedId}` })
    const retryable = drawer.getByRole('region', { name: '未被接受、可重新推送的网址' })
    await expect.poll(async () => (await retryable.getByRole('listitem').allTextContents()).sort()).toEqual([urlOf(first), urlOf(second)].sort())
    // a sheet on the right: once it has slid in, its right edge is the window's
    const viewport = page.viewportSize()!
    const rightEdge = async () => {
      const rect = (await drawer.boundingBox())!
      return Math.round(rect.x + rect.width)
    }
    await expect.poll(rightEdge).toBe(viewport.width)
    await retryable.getByRole('button', { name: '重新推送 2 条' }).click()
    const confirm = page.getByRole('alertdialog', { name: '重新推送' })
    await confirm.getByText(`将把记录 #${refusedId} 中未被接受的 2 条网址重新推送到百度（${revoked.domain}）`, { exact: false }).waitFor()
    await confirm.getByRole('button', { name: '重新推送' }).click()

    await toast(page, '已推送 2 条网址到百度，今日剩余额度 2998 条').waitFor()
    const again = page.getByRole('dialog', { name: `推送记录 #${seedPushRecords.length + 2}` })
    await again.getByText('成功', { exact: true }).waitFor()
    await again.getByRole('button', { name: `记录 #${refusedId}` }).waitFor()
    const [latest] = (await stored(page)).slice(-1)
    expect(latest).toMatchObject({ retryOf: refusedId, status: 'success', success: 2, domain: revoked.domain, engine: 'baidu' })
    expect((await mirageRequests(page, `/api/push/records/${refusedId}/retry`)).map((request) => request.method)).toEqual(['POST'])
    expect((await mirageRequests(page, '/api/push')).map((request) => request.method)).toEqual(['POST'])
  })

  it('pushes pasted URLs and lists a foreign one apart in the drawer; sets one engine’s key on several domains at once (批量设置推送), then shows it masked in each one’s settings', async () => {
    const site = seedPushSettings.find((row) => row.baiduToken && !row.baiduToken.startsWith('dead'))!.domain
    const page = await openHistory()
    await page.getByRole('button', { name: '新建推送' }).click()
    const dialog = page.getByRole('dialog', { name: '新建推送' })
    await choose(page, dialog, '域名 *', site)
    const foreign = 'https://elsewhere.example.com/posts/1.html'
    await dialog.getByRole('textbox', { name: '网址列表 *' }).fill([`https://${site}/posts/e2e-1.html`, foreign].join('\n'))
    await dialog.getByRole('button', { name: '推送', exact: true }).click()

    const drawer = page.getByRole('dialog', { name: `推送记录 #${seedPushRecords.length + 1}` })
    await drawer.getByText('部分成功').waitFor()
    await drawer.getByRole('region', { name: '不属于本站的网址' }).getByRole('listitem').first().waitFor()
    expect(await drawer.getByRole('region', { name: '不属于本站的网址' }).getByRole('listitem').allTextContents()).toEqual([foreign])
    expect(await drawer.getByRole('region', { name: '提交的网址' }).getByRole('listitem').allTextContents()).toEqual([
      `https://${site}/posts/e2e-1.html`,
      foreign,
    ])
    await drawer.getByRole('button', { name: '关闭' }).click()
    await records(page).getByRole('row').nth(1).getByText('部分成功').waitFor()

    // 批量设置推送 on the same history (a page load of its own is about a second of CPU)
    const configured = seedPushSettings.find((row) => row.baiduToken && row.indexNowKey)!
    const bare = seedDomains.find((candidate) => !seedPushSettings.some((row) => row.domain === candidate.domain))!.domain
    await page.getByRole('button', { name: '批量设置推送' }).click()
    const batch = page.getByRole('dialog', { name: '批量设置推送' })
    await choose(page, batch, '搜索引擎 *', 'IndexNow')
    await batch.getByRole('textbox', { name: 'IndexNow 密钥 *' }).fill('e2e-batch-key-2026')
    const domains = batch.getByRole('group', { name: '域名' })
    await domains.getByText(configured.domain, { exact: true }).click()
    await domains.getByText(bare, { exact: true }).click()
    await batch.getByText('已选 2 个').waitFor()
    await batch.getByRole('button', { name: '保存' }).click()
    await toast(page, '已为 2 个域名保存 IndexNow 密钥').waitFor()
    await batch.waitFor({ state: 'detached' })
    expect(await settingsOf(page, configured.domain)).toMatchObject({ indexNowKey: 'e2e-batch-key-2026', baiduToken: configured.baiduToken })
    expect(await settingsOf(page, bare)).toMatchObject({ indexNowKey: 'e2e-batch-key-2026', baiduToken: null })

    // each domain's own settings show the new key masked, as they show every secret
    await page.getByRole('button', { name: '推送设置' }).click()
    const chooser = page.getByRole('dialog', { name: '推送设置' })
    await choose(page, chooser, '域名 *', bare)
    await chooser.getByRole('button', { name: '下一步' }).click()
    const settings = page.getByRole('dialog', { name: `推送设置 · ${bare}` })
    await expect.poll(() => settings.getByRole('textbox', { name: 'IndexNow 密钥' }).inputValue()).toBe(mask('e2e-batch-key-2026'))
    expect(await settings.getByRole('textbox', { name: '百度推送密钥' }).inputValue()).toBe('')
  })

  it('keeps a push interrupted by a 401 and reopens it, filled in, once the person has signed in again', async () => {
    // signed in without the form; the sign-in that matters is the one after the 401
    const page = await openWithSession(chrome, '/push')
    await page.getByRole('button', { name: '新建推送' }).click()
    const dialog = page.getByRole('dialog', { name: '新建推送' })
    await choose(page, dialog, '域名 *', revoked.domain)
    await dialog.getByText(/今日剩余额度/).waitFor()
    const typed = [urlOf(first), urlOf(second)].join('\n')
    await dialog.getByRole('textbox', { name: '网址列表 *' }).fill(typed)
    const before = (await stored(page)).length
    await configureMirage(page, { fault: { kind: 'unauthorized', path: '/api/push', times: 1 } })
    await dialog.getByRole('button', { name: '推送', exact: true }).click()

    await page.getByText('登录已失效，请重新登录。').waitFor()
    expect(here(page)).toBe('/login?redirect=%2Fpush')
    await signIn(page)
    const again = page.getByRole('dialog', { name: '新建推送' })
    await expect.poll(() => again.getByRole('textbox', { name: '网址列表 *' }).inputValue()).toBe(typed)
    // the select names its value once the domain options are in again
    await expect.poll(() => again.getByRole('combobox', { name: '域名 *' }).textContent()).toBe(revoked.domain)
    await again.getByText(/已恢复未推送的内容/).waitFor()
    expect(await stored(page)).toHaveLength(before)
  })

  it('pushes articles of several domains from the article list: one push per domain, each result listed, then 已推送', async () => {
    const working = new Set(seedPushSettings.filter((row) => row.baiduToken && !row.baiduToken.startsWith('dead')).map((row) => row.domain))
    const page = await openWithSession(chrome, '/articles?status=published&pushStatus=none')
    const list = page.getByRole('table', { name: '文章列表' })
    await list
      .getByRole('checkbox', { name: /^选择 [^本]/ })
      .first()
      .waitFor()
    // two never-pushed articles of two sites whose Baidu token works, from the page as shown
    const headers = await list.getByRole('columnheader').allTextContents()
    const shown = await list.getByRole('row').evaluateAll((rows) =>
      rows.slice(1).map((row) => ({
        label: row.querySelector('input[type=checkbox]')?.getAttribute('aria-label') ?? '',
        cells: [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
      })),
    )
    const domainOf = (row: (typeof shown)[number]) => row.cells[headers.indexOf('域名')]
    const rowA = shown.find((row) => working.has(domainOf(row)))!
    const rowB = shown.find((row) => working.has(domainOf(row)) && domainOf(row) !== domainOf(rowA))!
    expect(shown.every((row) => row.cells[headers.indexOf('推送状态')] === '未推送')).toBe(true)
    await list.getByRole('checkbox', { name: rowA.label, exact: true }).click()
    await list.getByRole('checkbox', { name: rowB.label, exact: true }).click()
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '推送到搜索引擎' }).click()

    // one dialog for both sites: what goes where, one engine, then each site's result
    const dialog = page.getByRole('dialog', { name: '新建推送' })
    const form = dialog.getByRole('form', { name: '按域名推送' })
    await form.getByText('所选文章属于 2 个域名，将按域名分别推送', { exact: false }).waitFor()
    expect(await form.getByRole('table', { name: '要推送的域名' }).getByRole('rowheader').allTextContents()).toEqual([domainOf(rowA), domainOf(rowB)])
    const before = (await stored(page)).length
    await form.getByRole('button', { name: '推送（2 个域名）' }).click()
    const report = dialog.getByRole('region', { name: '推送结果' })
    await report.waitFor()
    expect(await report.getByRole('rowheader').allTextContents()).toEqual([domainOf(rowA), domainOf(rowB)])
    expect(await report.getByText('成功', { exact: true }).count()).toBe(2)
    await toast(page, '已分 2 个域名推送到百度').waitFor()
    expect((await mirageRequests(page, '/api/push/articles')).map((request) => request.method)).toEqual(['POST'])
    expect((await stored(page)).slice(before).map((record) => [record.domain, record.engine, record.urlCount])).toEqual([
      [domainOf(rowA), 'baidu', 1],
      [domainOf(rowB), 'baidu', 1],
    ])
    await report.getByRole('button', { name: '完成' }).click()
    await dialog.waitFor({ state: 'detached' })
    // 完成 goes back to the article list the push was started from, as it was
    await expect.poll(() => here(page)).toBe('/articles?status=published&pushStatus=none')
    // the history shows both new records
    await mainMenu(page).getByRole('link', { name: '文章推送' }).click()
    for (const id of [before + 1, before + 2])
      await records(page)
        .getByRole('button', { name: `记录 #${id} 的详情` })
        .waitFor()

    // in the article list: both are 已推送, with the engine
    // (in the app: a reload would start the demo's data afresh)
    await mainMenu(page).getByRole('link', { name: '文章列表' }).click()
    await choose(page, page, '推送状态', '已推送')
    await page.getByRole('searchbox', { name: '搜索' }).fill(rowA.label.replace(/^选择 /, ''))
    const row = list.getByRole('row').filter({ has: page.getByRole('checkbox', { name: rowA.label, exact: true }) })
    await row.getByText('已推送').waitFor()
    await row.getByText(/^百度 · /).waitFor()
  })
})
