import { describe, expect, inject, it } from 'vitest'
import type { Domain } from '../../src/api/domains'
import { domainEditDialog, mergeThemeAndKeywords, offlineChromium, openDomainEdit, openSignedIn, rowOf } from './support/offline'

/**
 * Two operators in two browser contexts, signed in as admin (管理员) and editor (运营小王), against one offline backend
 * over HTTP: the second save of the same domain meets the first one's change and merges it, nothing typed is lost; a
 * delete from a list that shows the row as it was asks again, saying what changed; a batch by ids says how many of
 * the selected rows changed since they were selected.
 */

describe.skipIf(inject('e2eSkip'))('two operators on the same rows (offline backend over HTTP)', () => {
  const { chrome, backend } = offlineChromium()

  it('merges a theme and keywords changed by two operators, asks again before a stale delete, counts the changed rows of a batch', async () => {
    const stored = () => [...(backend().mock.server.db.domains as unknown as Domain[])]
    const byName = (name: string) => stored().find((row) => row.domain === name)!
    const [target, second] = stored().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(a.id) - Number(b.id))
    const theme = target.theme === '企业官网' ? '极简博客' : '企业官网'

    const admin = await openSignedIn(chrome, '/domain', '域名管理')
    const editor = await openSignedIn(chrome, '/domain', '域名管理', { context: await chrome.newContext(), username: 'editor' })

    // both open the same domain; the admin changes its theme and saves first, then the editor its keywords
    await mergeThemeAndKeywords({ first: admin, second: editor }, { target, theme, keywords: '两人,合并', stored: byName })

    // the admin's list still shows the row as the admin saved it: a delete asks again, saying what changed
    await rowOf(admin, '域名列表', target.domain).getByRole('button', { name: '删除' }).click()
    await admin.getByRole('alertdialog', { name: '删除域名' }).getByRole('button', { name: '删除' }).click()
    const again = admin.getByRole('alertdialog', { name: '该记录已被他人修改' })
    await again.getByText(/^列表显示之后，它已被他人修改：关键词「.*」→「两人,合并」。/).waitFor()
    await again.getByRole('button', { name: '取消' }).click()
    await again.waitFor({ state: 'detached' })
    expect(byName(target.domain)).toBeDefined()

    // a batch by ids: one of the two selected rows changes after they were selected
    await admin.getByRole('checkbox', { name: `选择 ${target.domain}`, exact: true }).check()
    await admin.getByRole('checkbox', { name: `选择 ${second.domain}`, exact: true }).check()
    await (await openDomainEdit(editor, second.domain)).getByLabel('站点标题', { exact: true }).fill('运营小王改的标题')
    await domainEditDialog(editor).getByRole('button', { name: '保存' }).click()
    await domainEditDialog(editor).waitFor({ state: 'detached' })
    await admin.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量删除' }).click()
    await admin.getByRole('alertdialog', { name: '批量删除域名' }).getByText('其中 1 行在选择后已被他人修改。', { exact: false }).waitFor()
  })
})
