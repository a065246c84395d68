import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { OPERATIONS } from '../../src/api/operations'
import type { ArticleRow } from '../../src/api/articles'
import type { GuestComment } from '../../src/api/comments'
import type { PushRecord, PushSettings } from '../../src/api/push'
import { downloadedBytes, menuLink, signIn, toast } from './support/browser'
import { answer, choose, offlineChromium, openSignedIn, refocus, rowOf, undo, ZIP } from './support/offline'

/**
 * The production build against the offline backend over real HTTP (`npm run api:offline`: the demo's own handlers
 * and seed behind a node:http server), as an operator uses each screen: every operation of the contract table
 * crosses a real network stack at least once (statuses, headers, multipart, CSV, renewal headers), which the last
 * test checks against the backend's count of what it answered.
 */

const selectionBar = (page: Page) => page.getByRole('region', { name: '批量操作' })

/** What the offline backend holds (its own Mirage db, in this process): the seed the screens start from. */
function seed(mirageDb: unknown) {
  const db = mirageDb as { articles: unknown; comments: unknown; pushSettings: unknown; pushRecords: unknown }
  const articles = [...(db.articles as ArticleRow[])]
  const settings = [...(db.pushSettings as PushSettings[])]
  const withToken = (domain: string) => settings.some((row) => row.domain === domain && row.baiduToken && !row.baiduToken.startsWith('dead'))
  const comments = [...(db.comments as GuestComment[])]
  const publishedOf = (domain: string) => articles.filter((article) => article.domain === domain && article.status === 'published')
  const [siteA, siteB] = [...new Set(articles.map((article) => article.domain))].filter((domain) => withToken(domain) && publishedOf(domain).length >= 2)
  return {
    siteA,
    siteB,
    publishedOf,
    // the newest first, as the list shows them, of authors who left one comment only (a row is named by its author)
    pendingAuthors: comments
      .filter((comment) => comment.status === 'pending' && comments.filter((other) => other.author === comment.author).length === 1)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((comment) => comment.author),
    /** A record with URLs left to re-push, on a domain whose Baidu token works. */
    leftOver: [...(db.pushRecords as PushRecord[])].find((record) => record.retryable.length > 0 && withToken(record.domain) && record.engine === 'baidu')!,
  }
}

describe.skipIf(inject('e2eSkip'))('the production build against the offline backend over HTTP', () => {
  // every answer renews the token: the renewal headers cross the network on every call
  const { chrome, backend } = offlineChromium({ scenario: { tokenTtl: 7200, renewWithin: 7300 } })

  it('themes: creates, renames, uploads a package, deletes one and a selection', async () => {
    const page = await openSignedIn(chrome, '/themes', '主题列表')
    await refocus(page, '/api/themes/stamp')
    for (const name of ['离线主题甲', '离线主题乙']) {
      await page.getByRole('button', { name: '新建主题' }).click()
      const dialog = page.getByRole('dialog', { name: '新建主题' })
      await dialog.getByLabel('主题名称 *').fill(name)
      await dialog.getByRole('button', { name: '保存' }).click()
      await rowOf(page, '主题列表', name).waitFor()
    }
    await rowOf(page, '主题列表', '离线主题甲').getByRole('button', { name: '编辑' }).click()
    const edit = page.getByRole('dialog', { name: '编辑主题' })
    await edit.getByLabel('描述').fill('经真实网络修改')
    await edit.getByRole('button', { name: '保存' }).click()
    await rowOf(page, '主题列表', '离线主题甲').getByText('经真实网络修改').waitFor()

    await rowOf(page, '主题列表', '离线主题甲').getByRole('button', { name: '上传主题包' }).click()
    const upload = page.getByRole('dialog', { name: '上传主题包' })
    await upload.locator('input[type=file]').setInputFiles(ZIP)
    await upload.getByRole('button', { name: '上传' }).click()
    await toast(page, '主题包上传成功').waitFor()
    // the file crossed as multipart, its bytes and name intact
    const themes = () => [...(backend().mock.server.db.themes as unknown as { name: string; packageName: string | null; packageSize: number | null }[])]
    expect(themes().find((theme) => theme.name === '离线主题甲')).toMatchObject({ packageName: ZIP.name, packageSize: ZIP.buffer.length })

    await rowOf(page, '主题列表', '离线主题乙').getByRole('button', { name: '删除' }).click()
    await answer(page, '删除主题', '删除')
    await rowOf(page, '主题列表', '离线主题乙').waitFor({ state: 'detached' })
    await rowOf(page, '主题列表', '离线主题甲').getByRole('checkbox').click()
    await selectionBar(page).getByRole('button', { name: '批量删除' }).click()
    await answer(page, '批量删除主题', '删除')
    await rowOf(page, '主题列表', '离线主题甲').waitFor({ state: 'detached' })
    expect(themes().filter((theme) => theme.name.startsWith('离线主题'))).toEqual([])

    // 紧凑 rows, a setting that follows the operator: the whole document goes to PUT /api/me/preferences
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/me/preferences')
    await page.getByRole('button', { name: '列设置' }).click()
    await page.getByRole('menuitemradio', { name: '紧凑' }).click()
    await page.keyboard.press('Escape')
    expect((await saved).ok()).toBe(true)
  })

  it('domains: adds one and many, edits, disables and changes the theme in bulk, exports, deletes and takes it back', async () => {
    const page = await openSignedIn(chrome, '/domain', '域名管理')
    await refocus(page, '/api/domains/stamp')
    await page.getByRole('button', { name: '新增域名' }).click()
    const add = page.getByRole('dialog', { name: '新增域名' })
    await add.getByLabel('域名 *').fill('offline-a.example.com')
    await choose(page, add, '主题 *', '旅行日记')
    await add.getByRole('button', { name: '保存' }).click()
    await rowOf(page, '域名列表', 'offline-a.example.com').waitFor()
    await rowOf(page, '域名列表', 'offline-a.example.com').getByRole('button', { name: '编辑' }).click()
    const edit = page.getByRole('dialog', { name: '编辑域名' })
    await edit.getByLabel('站点标题').fill('离线一号站')
    await edit.getByRole('button', { name: '保存' }).click()
    await rowOf(page, '域名列表', 'offline-a.example.com').getByText('离线一号站').waitFor()

    await page.getByRole('button', { name: '批量添加' }).click()
    const bulk = page.getByRole('dialog', { name: '批量添加域名' })
    await choose(page, bulk, '主题 *', '旅行日记')
    await bulk.getByLabel('域名列表 *').fill('offline-b.example.com\noffline-c.example.com')
    await bulk.getByRole('button', { name: '添加' }).click()
    const report = page.getByRole('dialog', { name: '批量添加结果' })
    await report.getByText('已添加 2 个域名。', { exact: false }).waitFor()
    await report.getByRole('button', { name: '完成' }).click()

    await page.getByRole('searchbox', { name: '搜索' }).fill('offline-')
    await page.getByText('共 3 条，第 1 / 1 页').waitFor()
    await page.getByRole('table', { name: '域名列表' }).getByRole('checkbox', { name: '选择本页全部' }).click()
    await selectionBar(page).getByRole('button', { name: '批量停用' }).click()
    await answer(page, '停用域名', '停用')
    await toast(page, '已停用 3 个域名').waitFor()
    await page.getByRole('table', { name: '域名列表' }).getByRole('checkbox', { name: '选择本页全部' }).click()
    await selectionBar(page).getByRole('button', { name: '更换主题' }).click()
    const theme = page.getByRole('dialog', { name: '更换主题' })
    await choose(page, theme, '新主题 *', '极简博客')
    await theme.getByRole('button', { name: '更换' }).click()
    await theme.waitFor({ state: 'detached' })
    await expect.poll(() => rowOf(page, '域名列表', 'offline-c.example.com').getByText('极简博客').count()).toBe(1)
    // 撤销 within its 10 s: each domain gets its own theme back (POST /api/domains/batch-theme/undo)
    await undo(page, '已将 3 个域名的主题更换为「极简博客」')
    await toast(page, '已将 3 个域名改回原来的主题').waitFor()
    await expect.poll(() => rowOf(page, '域名列表', 'offline-c.example.com').getByText('旅行日记').count()).toBe(1)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^domains-\d{8}\.csv$/)
    const csv = (await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, '')
    expect(csv.trimEnd().split('\r\n')).toHaveLength(4)

    await rowOf(page, '域名列表', 'offline-c.example.com').getByRole('button', { name: '删除' }).click()
    await answer(page, '删除域名', '删除')
    await undo(page, '已删除域名「offline-c.example.com」')
    await toast(page, '已恢复 1 个域名').waitFor()
    await rowOf(page, '域名列表', 'offline-c.example.com').waitFor()
    await page.getByRole('table', { name: '域名列表' }).getByRole('checkbox', { name: '选择本页全部' }).click()
    await selectionBar(page).getByRole('button', { name: '批量删除' }).click()
    await answer(page, '批量删除域名', '删除')
    await page.getByText('没有符合条件的数据').waitFor()
  })

  it('backlinks: adds one and many, edits, checks, exports, deletes and takes them back', async () => {
    const { siteA } = seed(backend().mock.server.db)
    const page = await openSignedIn(chrome, '/anti-chain', '反链管理')
    await refocus(page, '/api/backlinks/stamp')
    await page.getByRole('button', { name: '添加反链' }).click()
    const add = page.getByRole('dialog', { name: '添加反链' })
    await add.getByLabel('来源链接 *').fill('https://forum.offline-e2e.example/t/1')
    await choose(page, add, '目标域名 *', siteA)
    await add.getByLabel('锚文本 *').fill('离线单条')
    await add.getByRole('button', { name: '保存' }).click()
    await rowOf(page, '反链列表', 'https://forum.offline-e2e.example/t/1').waitFor()
    await rowOf(page, '反链列表', 'https://forum.offline-e2e.example/t/1').getByRole('button', { name: '编辑' }).click()
    const edit = page.getByRole('dialog', { name: '编辑反链' })
    await edit.getByLabel('锚文本 *').fill('离线改过')
    await edit.getByRole('button', { name: '保存' }).click()
    await rowOf(page, '反链列表', 'https://forum.offline-e2e.example/t/1').getByText('离线改过').waitFor()

    await page.getByRole('button', { name: '批量添加' }).click()
    const bulk = page.getByRole('dialog', { name: '批量添加反链' })
    await choose(page, bulk, '目标域名 *', siteA)
    await bulk.getByLabel('反链列表 *').fill('https://blog.offline-e2e.example/p/1 离线批量一\nhttps://blog.offline-e2e.example/p/2 离线批量二')
    await bulk.getByRole('button', { name: '添加' }).click()
    await page.getByRole('dialog', { name: '批量添加结果' }).getByRole('button', { name: '完成' }).click()

    await page.getByRole('searchbox', { name: '搜索' }).fill('offline-e2e')
    await page.getByText('共 3 条，第 1 / 1 页').waitFor()
    await page.getByRole('button', { name: '检测全部' }).click()
    await answer(page, '检测全部反链', '开始检测')
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText(/^已检测 3 条/)
      .waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^backlinks-\d{8}\.csv$/)

    await rowOf(page, '反链列表', 'https://forum.offline-e2e.example/t/1').getByRole('button', { name: '删除' }).click()
    await answer(page, '删除反链', '删除')
    await undo(page, '已删除来自 https://forum.offline-e2e.example/t/1 的反链')
    await rowOf(page, '反链列表', 'https://forum.offline-e2e.example/t/1').waitFor()
    await page.getByRole('table', { name: '反链列表' }).getByRole('checkbox', { name: '选择本页全部' }).click()
    await selectionBar(page).getByRole('button', { name: '批量删除' }).click()
    await answer(page, '批量删除反链', '删除')
    await page.getByText('没有符合条件的数据').waitFor()
  })

  it('comments: approves, replies, approves in bulk and takes it back, marks as spam, deletes and takes it back', async () => {
    const [first, second, third] = seed(backend().mock.server.db).pendingAuthors
    const page = await openSignedIn(chrome, '/comment?status=pending', '留言管理')
    await refocus(page, '/api/comments/stamp')
    const row = (author: string) => rowOf(page, '留言列表', `${author} 的留言`)
    await row(first).getByRole('button', { name: '通过', exact: true }).click()
    await row(first).waitFor({ state: 'detached' })
    await row(second).getByRole('button', { name: '回复', exact: true }).click()
    const reply = page.getByRole('dialog', { name: '回复留言' })
    await reply.getByLabel('回复内容 *').fill('离线回复')
    await reply.getByRole('button', { name: /回复$/ }).last().click()
    await reply.waitFor({ state: 'detached' })
    await row(third).getByRole('checkbox').click()
    await selectionBar(page).getByRole('button', { name: '批量通过' }).click()
    await row(third).waitFor({ state: 'detached' })
    // 撤销 within its 10 s: the comment is pending again (POST /api/comments/batch-status/undo)
    await undo(page, '已通过 1 条留言')
    await row(third).waitFor()

    await page.getByRole('searchbox', { name: '搜索' }).fill(first)
    await page.getByRole('combobox', { name: '状态', exact: true }).click()
    await page.getByRole('option', { name: '全部状态', exact: true }).click()
    await row(first).getByRole('button', { name: '标为垃圾' }).click()
    await toast(page, `已将「${first}」的这条留言标为垃圾`).waitFor()
    await row(first).getByRole('button', { name: '删除', exact: true }).click()
    await answer(page, '删除留言', '删除')
    await undo(page, `已删除「${first}」的这条留言`)
    await row(first).waitFor()
    await row(first).getByRole('checkbox').click()
    await selectionBar(page).getByRole('button', { name: '批量删除' }).click()
    await answer(page, '批量删除留言', '删除')
    await undo(page, '已删除 1 条留言')
    await row(first).waitFor()
    const stored = (author: string) => [...(backend().mock.server.db.comments as unknown as GuestComment[])].find((comment) => comment.author === author)
    expect(stored(first)?.status).toBe('spam')
    expect(stored(second)?.reply).toBe('离线回复')
    expect(stored(third)?.status).toBe('pending')
  })

  it('articles: writes one, edits it, publishes in bulk, deletes one and a selection and takes them back', async () => {
    const { siteA } = seed(backend().mock.server.db)
    const page = await openSignedIn(chrome, '/articles/new', '新建文章')
    await page.getByRole('textbox', { name: '标题 *' }).fill('离线文章')
    await choose(page, page, '域名 *', siteA)
    await choose(page, page, '主题 *', '旅行日记')
    await page.getByRole('textbox', { name: '正文（HTML）' }).fill('<p>经真实网络保存的正文</p>')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '编辑文章' }).waitFor()
    await page.reload()
    await page.getByRole('textbox', { name: '摘要' }).fill('离线摘要')
    await page.getByRole('button', { name: '保存' }).click()
    await toast(page, '文章已保存').waitFor()

    await page.getByRole('link', { name: '返回文章列表' }).click()
    await page.getByRole('table', { name: '文章列表' }).waitFor()
    await refocus(page, '/api/articles/stamp')
    await page.getByRole('searchbox', { name: '搜索' }).fill('离线文章')
    await rowOf(page, '文章列表', '离线文章').getByRole('checkbox').click()
    await selectionBar(page).getByRole('button', { name: '批量发布' }).click()
    await rowOf(page, '文章列表', '离线文章').getByText('已发布').waitFor()
    await rowOf(page, '文章列表', '离线文章').getByRole('button', { name: '删除' }).click()
    await answer(page, '删除文章', '删除')
    await undo(page, '已删除文章「离线文章」')
    await rowOf(page, '文章列表', '离线文章').waitFor()
    await rowOf(page, '文章列表', '离线文章').getByRole('checkbox').click()
    await selectionBar(page).getByRole('button', { name: '批量删除' }).click()
    await answer(page, '批量删除文章', '删除')
    await undo(page, '已删除 1 篇文章')
    await rowOf(page, '文章列表', '离线文章').waitFor()
    const stored = [...(backend().mock.server.db.articles as unknown as ArticleRow[])].find((article) => article.title === '离线文章')
    expect(stored).toMatchObject({ summary: '离线摘要', status: 'published', domain: siteA })
  })

  it('push: pushes articles of two domains from the list, a new push, a re-push, and sets keys one by one and in bulk', async () => {
    const { siteA, siteB, publishedOf, leftOver } = seed(backend().mock.server.db)
    const chosen = [...publishedOf(siteA).slice(0, 2), publishedOf(siteB)[0]]
    const page = await chrome.open(`/push?articleIds=${chosen.map((article) => article.id).join(',')}`)
    await signIn(page)
    const dialog = page.getByRole('dialog', { name: '新建推送' })
    const form = dialog.getByRole('form', { name: '按域名推送' })
    await form.getByRole('button', { name: '推送（2 个域名）' }).click()
    await dialog.getByRole('region', { name: '推送结果' }).getByRole('button', { name: '完成' }).click()
    await dialog.waitFor({ state: 'detached' })
    await refocus(page, '/api/push/records/stamp')

    await page.getByRole('button', { name: '新建推送' }).click()
    await choose(page, dialog, '域名 *', siteA)
    await dialog.getByRole('textbox', { name: '网址列表 *' }).fill(`https://${siteA}/posts/offline-1.html`)
    await dialog.getByRole('button', { name: '推送', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: /^推送记录 #\d+$/ })
    await drawer.waitFor()
    await drawer.getByRole('button', { name: '关闭' }).click()

    // a record of the seed with URLs left to re-push, opened from the history
    const id = leftOver.id
    await page.getByRole('searchbox', { name: '搜索' }).fill(leftOver.retryable[0])
    await page.getByRole('button', { name: `记录 #${id} 的详情` }).click()
    const record = page.getByRole('dialog', { name: `推送记录 #${id}` })
    await record.getByRole('button', { name: /^重新推送 \d+ 条$/ }).click()
    await answer(page, '重新推送', '重新推送')
    await page
      .getByRole('dialog', { name: /^推送记录 #\d+$/ })
      .getByRole('button', { name: '关闭' })
      .click()

    await page.getByRole('button', { name: '推送设置' }).click()
    const chooser = page.getByRole('dialog', { name: '推送设置' })
    await choose(page, chooser, '域名 *', siteB)
    await chooser.getByRole('button', { name: '下一步' }).click()
    const settings = page.getByRole('dialog', { name: `推送设置 · ${siteB}` })
    await settings.getByRole('textbox', { name: 'IndexNow 密钥' }).fill('offline-e2e-key-2026')
    await settings.getByRole('button', { name: '保存' }).click()
    await toast(page, '推送设置已保存').waitFor()

    await page.getByRole('button', { name: '批量设置推送' }).click()
    const batch = page.getByRole('dialog', { name: '批量设置推送' })
    await choose(page, batch, '搜索引擎 *', 'IndexNow')
    await batch.getByRole('textbox', { name: 'IndexNow 密钥 *' }).fill('offline-batch-key-2026')
    await batch.getByRole('group', { name: '域名' }).getByText(siteA, { exact: true }).click()
    await batch.getByRole('button', { name: '保存' }).click()
    await toast(page, '已为 1 个域名保存 IndexNow 密钥').waitFor()
    const keys = [...(backend().mock.server.db.pushSettings as unknown as PushSettings[])]
    expect(Object.fromEntries(keys.filter((row) => [siteA, siteB].includes(row.domain)).map((row) => [row.domain, row.indexNowKey]))).toEqual({
      [siteA]: 'offline-batch-key-2026',
      [siteB]: 'offline-e2e-key-2026',
    })
  })

  it('操作日志: the entries the tests above made, by their operator, filtered and exported', async () => {
    const page = await openSignedIn(chrome, '/anti-chain', '反链管理')
    await menuLink(page, '操作日志').click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '操作日志' }).waitFor()
    await refocus(page, '/api/audit/stamp')
    await choose(page, page, '对象', '反链')
    await expect.poll(() => new URL(page.url()).searchParams.get('resource')).toBe('backlinks')
    await page.getByRole('table', { name: '操作日志' }).getByRole('row').filter({ hasText: 'forum.offline-e2e.example/t/1' }).first().waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^audit-\d{8}\.csv$/)
    const lines = (await downloadedBytes(download))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(lines[0]).toBe('时间,操作人,用户名,对象,操作,行 ID,摘要,范围,数量,修改内容')
    // the backlink added, edited, deleted and put back, and the batch of three, each by the admin who did it
    const ours = lines.filter((line) => /offline-e2e|3 条反链/.test(line))
    expect(ours.length).toBeGreaterThanOrEqual(5)
    expect(ours.every((line) => line.includes(',管理员,admin,反链,'))).toBe(true)
  })

  it('crossed real HTTP with every operation of the contract table', () => {
    const hits = backend().hits()
    expect(OPERATIONS.filter((op) => !hits[op.key]).map((op) => op.key)).toEqual([])
  })
})
