import { describe, expect, inject, it } from 'vitest'
import type { Domain } from '../../src/api/domains'
import { menuLink } from './support/browser'
import { answer, mergeThemeAndKeywords, offlineChromium, openSignedIn, refocus, rowOf } from './support/offline'

/**
 * A team of operators: two browser contexts signed in as admin (管理员) and editor (运营小王), one page each, against
 * one offline backend over HTTP. A save that meets the other's change merges it field by field, nothing typed lost;
 * a bulk change by one shows in the other's list as 有新的变更 (never moving the rows by itself), and a stale single
 * delete asks again with what changed; 操作日志 names who did what, and links a change to its row.
 */

describe.skipIf(inject('e2eSkip'))('a team of operators (offline backend over HTTP)', () => {
  const { chrome, backend } = offlineChromium()

  it('merges two saves, tells a list of another’s bulk change, asks again before a stale delete, and records who did what', async () => {
    const db = () => backend().mock.server.db as unknown as { domains: Domain[]; articles: { domain: string }[] }
    const byName = (name: string) => [...db().domains].find((row) => row.domain === name)!
    // the first page as both lists show it: newest first
    const firstPage = [...db().domains].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(a.id) - Number(b.id)).slice(0, 20)
    const [target] = firstPage
    // two active rows; those without articles first (a delete then asks the plain question)
    const withArticles = new Set([...db().articles].map((article) => article.domain))
    const active = firstPage.filter((row) => row !== target && row.status === 'active')
    const [one, two] = [...active.filter((row) => !withArticles.has(row.domain)), ...active.filter((row) => withArticles.has(row.domain))]
    const theme = target.theme === '企业官网' ? '极简博客' : '企业官网'

    const a = await openSignedIn(chrome, '/domain', '域名管理')
    const b = await openSignedIn(chrome, '/domain', '域名管理', { context: await chrome.newContext(), username: 'editor' })

    // (a) both open the same domain: A changes its theme and saves, B its keywords; B's save shows, field by field,
    // what A did, keeps what B typed and takes A's theme, then saves again
    await mergeThemeAndKeywords({ first: a, second: b }, { target, theme, keywords: '团队,两人', stored: byName })

    // (b) A disables two rows B is looking at: B's list says so when its window gets the focus back, and 刷新 shows it
    for (const row of [one, two]) await a.getByRole('checkbox', { name: `选择 ${row.domain}`, exact: true }).check()
    await a.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量停用' }).click()
    await answer(a, '停用域名', '停用')
    await expect.poll(() => [one, two].map((row) => byName(row.domain).status)).toEqual(['inactive', 'inactive'])
    expect(await rowOf(b, '域名列表', one.domain).textContent()).toContain('启用')
    await refocus(b, '/api/domains/stamp')
    const notice = b.getByRole('status').filter({ hasText: '有新的变更' })
    await notice.getByRole('button', { name: '刷新' }).click()
    await rowOf(b, '域名列表', one.domain).getByRole('button', { name: '启用', exact: true }).waitFor()
    await rowOf(b, '域名列表', two.domain).getByRole('button', { name: '启用', exact: true }).waitFor()

    // A enables one again; B's delete of it, from the list that still shows it disabled, asks again with what changed
    await rowOf(a, '域名列表', one.domain).getByRole('button', { name: '启用', exact: true }).click()
    await expect.poll(() => byName(one.domain).status).toBe('active')
    await rowOf(b, '域名列表', one.domain).getByRole('button', { name: '删除' }).click()
    await b.getByRole('alertdialog', { name: '删除域名' }).getByRole('button', { name: '删除', exact: true }).click()
    const again = b.getByRole('alertdialog', { name: '该记录已被他人修改' })
    await again.getByText(/^列表显示之后，它已被他人修改：状态「停用」→「启用」。/).waitFor()
    await answer(b, '该记录已被他人修改', '取消')
    expect(byName(one.domain)).toBeDefined()

    // (c) 操作日志 in B names A's changes by A's display name; A's change links to its row
    await menuLink(b, '操作日志').click()
    const trail = b.getByRole('table', { name: '操作日志' })
    await trail
      .getByRole('row')
      .filter({ hasText: /批量停用 2 个域名/ })
      .filter({ hasText: '管理员' })
      .waitFor()
    // typed one key at a time, as a person types (each keystroke's page replaces the one before on its way)
    await b.getByRole('searchbox', { name: '搜索' }).pressSequentially(target.domain)
    await expect.poll(() => new URL(b.url()).searchParams.get('keyword')).toBe(target.domain)
    const change = trail.getByRole('row').filter({ hasText: `修改域名「${target.domain}」：主题` })
    await change.filter({ hasText: '管理员' }).waitFor()
    await trail
      .getByRole('row')
      .filter({ hasText: `修改域名「${target.domain}」：关键词` })
      .filter({ hasText: '运营小王' })
      .waitFor()
    await change.getByRole('link', { name: /^查看域名（/ }).click()
    await b.getByRole('main').getByRole('heading', { level: 1, name: '域名管理' }).waitFor()
    expect(new URL(b.url()).searchParams.get('keyword')).toBe(target.domain)
    await rowOf(b, '域名列表', target.domain).getByText('团队,两人').waitFor()
  })
})
