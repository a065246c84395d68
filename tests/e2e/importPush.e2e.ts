import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { Domain } from '../../src/api/domains'
import { type PushSettingsRow } from '../../src/mock-server/resources/pushSeeds'
import { seedDomains } from '../../src/mock-server/seeds'
import { downloadedBytes, menuLink, mirageRequests, openWithSession } from './support/browser'
import { demoChromium } from './support/servers'
import { seedPushSettings } from '../support/seedData'

// In Chromium (demo build): a CSV file with a header row imported into 批量添加, and a push
// to a domain without a key: said before sending, 去设置密钥 and back to the same push.

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

const storedDomain = (page: Page, name: string) =>
  page.evaluate((wanted) => [...(window.__mirage!.server.db.domains as unknown as Domain[])].filter((row) => row.domain === wanted)[0] ?? null, name)

describe.skipIf(inject('e2eSkip'))('import with a header row, push to a domain without a key (Chromium, demo build)', () => {
  const chrome = demoChromium()

  it('imports a CSV file whose first line is a header: its columns used, the others named, the skipped line copied and downloaded; says before sending that the domain has no key for the engine; 去设置密钥 and back to the same push, focus where it left', async () => {
    await chrome.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await openWithSession(chrome, '/domain')
    await page.getByRole('button', { name: '批量添加' }).click()
    const dialog = page.getByRole('dialog', { name: '批量添加域名' })
    await choose(page, dialog, '主题 *', '旅行日记')
    const csv = [
      '域名,标题,关键词,备注',
      'e2e-import-one.com,"首页, 新闻","美食,探店",内部',
      `${seedDomains[0].domain},已有,,`,
      '',
      'e2e-import-two.cn,第二站,,',
    ]
    await dialog.locator('input[type=file]').setInputFiles({ name: 'sites.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv.join('\r\n')}\r\n`) })
    const box = dialog.getByRole('textbox', { name: '域名列表 *' })
    await expect.poll(() => box.inputValue()).toBe(csv.join('\n'))
    await dialog.getByText('第 1 行是表头，不作为数据添加。导入的列：域名、标题、关键词；不导入的列：备注。共 3 行数据，最多 1000 行').waitFor()
    await dialog.getByRole('button', { name: '添加' }).click()

    const report = page.getByRole('dialog', { name: '批量添加结果' })
    await report.getByText('已添加 2 个域名，跳过 1 行，原因见下表。').waitFor()
    await report.getByText('未导入的列（已忽略）：备注', { exact: false }).waitFor()
    const skipped = report.getByRole('table', { name: '已跳过的行' })
    expect(await skipped.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['3', `${seedDomains[0].domain},已有,,`, '域名已存在'])
    expect(await storedDomain(page, 'e2e-import-one.com')).toMatchObject({ theme: '旅行日记', title: '首页, 新闻', keywords: '美食,探店' })
    expect(await storedDomain(page, 'e2e-import-two.cn')).toMatchObject({ title: '第二站' })
    expect((await mirageRequests(page, '/api/domains/bulk')).map((request) => request.method)).toEqual(['POST'])

    await report.getByRole('button', { name: '复制已跳过的行' }).click()
    await report.getByText('已复制 1 行', { exact: false }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`行号\t内容\t原因\n3\t${seedDomains[0].domain},已有,,\t域名已存在`)
    const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: '下载已跳过的行（CSV）' }).click()])
    expect(download.suggestedFilename()).toBe('域名-已跳过的行.csv')
    expect((await downloadedBytes(download)).toString('utf8')).toBe(`\uFEFF行号,内容,原因\r\n3,"${seedDomains[0].domain},已有,,",域名已存在\r\n`)
    await report.getByRole('button', { name: '完成' }).click()
    await report.waitFor({ state: 'detached' })

    // a push, on 文章推送 reached from the menu (a page load is about a second of CPU)
    const bare = seedDomains.find((site) => !seedPushSettings.some((row) => row.domain === site.domain && row.baiduToken))!.domain
    await menuLink(page, '文章推送').click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '文章推送' }).waitFor()
    await page.getByRole('button', { name: '新建推送' }).click()
    const push = page.getByRole('dialog', { name: '新建推送' })
    await choose(page, push, '域名 *', bare)
    const typed = [`https://${bare}/posts/e2e-1.html`, `https://${bare}/posts/e2e-2.html`].join('\n')
    await push.getByRole('textbox', { name: '网址列表 *' }).fill(typed)
    await push.getByText(`${bare} 还没有百度推送密钥：现在推送会被拒绝，不会发送任何网址。`).waitFor()

    await push.getByRole('button', { name: '去设置密钥' }).click()
    const settings = page.getByRole('dialog', { name: `推送设置 · ${bare}` })
    await settings.getByRole('textbox', { name: '百度推送密钥' }).fill('E2eImportPush016')
    await settings.getByRole('button', { name: '保存' }).click()
    await settings.waitFor({ state: 'detached' })
    await push.getByText(`已保存 ${bare} 的百度推送密钥，可以推送了。`).waitFor()
    expect(
      await page.evaluate(
        (wanted) =>
          (window.__mirage!.server.db.pushSettings as unknown as { findBy(query: object): PushSettingsRow | null }).findBy({ domain: wanted })?.baiduToken,
        bare,
      ),
    ).toBe('E2eImportPush016')
    // the same push, and focus back in it on the button that left it
    expect(await push.getByRole('textbox', { name: '网址列表 *' }).inputValue()).toBe(typed)
    await expect
      .poll(() =>
        page.evaluate(() => [document.activeElement?.textContent, !!document.activeElement?.closest('[role=dialog]')?.textContent?.includes('新建推送')]),
      )
      .toEqual(['推送设置', true])
    expect(await mirageRequests(page, '/api/push')).toEqual([])
  })
})
