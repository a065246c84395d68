// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import type { Domain } from '../../../src/api/domains'
import { seedDomains } from '../../../src/mock-server/seeds'
import type { Article } from '../../../src/api/articles'
import type { GuestComment } from '../../../src/api/comments'
import type { PushRecord, PushSettings } from '../../../src/api/push'
import { seedBacklinks } from '../../support/seedData'
import { audit, done, json, latest, mockServer, NOW, rowOf, rows, signedInAs, total, withAuditServer } from './auditHarness'

// The exact entry of each kind of change the demo can make (docs/api.md, 操作日志, "What is recorded").

withAuditServer()

const entry = (fields: object) => ({ id: expect.any(String), at: NOW, operator: 'editor', operatorName: '运营小王', ...fields })
const NEW_DOMAIN = { domain: 'audit-shop.com', theme: '极简博客', status: 'active', title: '审计', keywords: '', description: '' }

describe('the entry of each change', () => {
  it('a create, an update field by field, an update that changed nothing, a delete, by the token’s operator', async () => {
    const created = await done<Domain>('POST', '/domains', NEW_DOMAIN)
    expect(await latest()).toEqual(
      entry({ resource: 'domains', action: 'create', rowIds: [created.id], summary: '新增域名「audit-shop.com」', rowExists: true }),
    )

    signedInAs('admin')
    await done('PUT', `/domains/${created.id}`, { theme: '新闻门户', status: 'inactive', title: '审计' })
    expect(await latest()).toEqual({
      ...entry({ operator: 'admin', operatorName: '管理员', resource: 'domains', action: 'update', rowIds: [created.id], rowExists: true }),
      summary: '修改域名「audit-shop.com」：主题 极简博客 → 新闻门户；状态 启用 → 停用',
      changes: [
        { field: 'theme', before: '极简博客', after: '新闻门户' },
        { field: 'status', before: 'active', after: 'inactive' },
      ],
    })

    await done('PUT', `/domains/${created.id}`, { title: '审计' })
    expect(await latest()).toMatchObject({ action: 'update', rowIds: [created.id], summary: '修改域名「audit-shop.com」：没有改动', changes: [] })

    await done('DELETE', `/domains/${created.id}`)
    expect(await latest()).toEqual(
      entry({
        operator: 'admin',
        operatorName: '管理员',
        resource: 'domains',
        action: 'delete',
        rowIds: [created.id],
        summary: '删除域名「audit-shop.com」',
        rowExists: false,
      }),
    )
  })

  it('names the row of each section: a theme, a backlink, an article, a visitor’s comment', async () => {
    const theme = await done<{ id: string }>('POST', '/themes', { name: '审计主题', description: '' })
    expect(await latest()).toMatchObject({ resource: 'themes', action: 'create', rowIds: [theme.id], summary: '新增主题「审计主题」' })
    await done('DELETE', `/themes/${theme.id}`)
    expect(await latest()).toMatchObject({ resource: 'themes', action: 'delete', rowIds: [theme.id], summary: '删除主题「审计主题」', rowExists: false })

    const domain = rows<Domain>('domains')[0].domain
    const link = await done<{ id: string }>('POST', '/backlinks', {
      sourceUrl: 'https://blog.example.org/p/1',
      targetDomain: domain,
      anchorText: '审计',
      rel: 'dofollow',
    })
    expect(await latest()).toMatchObject({ resource: 'backlinks', action: 'create', rowIds: [link.id], summary: '新增反链「https://blog.example.org/p/1」' })

    const article = await done<{ id: string }>('POST', '/articles', {
      title: '审计文章',
      theme: '极简博客',
      domain,
      summary: '',
      content: '<p>正文</p>',
      tags: ['a'],
      coverUrl: '',
      status: 'draft',
    })
    expect(await latest()).toMatchObject({ resource: 'articles', action: 'create', rowIds: [article.id], summary: '新增文章「审计文章」' })
    await done('PUT', `/articles/${article.id}`, { tags: ['a', 'b'] })
    expect(await latest()).toMatchObject({ changes: [{ field: 'tags', before: ['a'], after: ['a', 'b'] }], summary: '修改文章「审计文章」：标签 a → a、b' })

    const comment = rows<GuestComment>('comments').find((row) => !row.reply && row.status !== 'spam')!
    await done('PUT', `/comments/${comment.id}`, { reply: '谢谢留言' })
    expect(await latest()).toMatchObject({
      resource: 'comments',
      action: 'update',
      rowIds: [comment.id],
      changes: [{ field: 'reply', before: '', after: '谢谢留言' }],
      summary: `修改「${comment.author}」的留言：回复 （空） → 谢谢留言`,
    })
  })

  it('a refused change records nothing', async () => {
    const before = await total()
    expect((await json('POST', '/domains', { ...NEW_DOMAIN, domain: 'not valid' })).code).toBe(1422)
    expect((await json('PUT', '/domains/999999', { title: 'x' })).code).toBe(1404)
    const withArticles = rows<Domain>('domains').find((row) => rows<Article>('articles').some((article) => article.domain === row.domain))!
    expect((await json('PUT', `/domains/${withArticles.id}`, { title: '长'.repeat(101) })).code).toBe(1422)
    expect((await json('DELETE', `/domains/${withArticles.id}`)).code).toBe(1409)
    expect(await total()).toBe(before)
  })

  it('a bulk add: the rows added and how many, the lines skipped', async () => {
    const added = await done<{ created: Domain[] }>('POST', '/domains/bulk', {
      theme: '极简博客',
      status: 'active',
      domains: ['bulk-a.com', 'bulk-b.cn', 'not valid'],
    })
    expect(await latest()).toEqual(
      entry({
        resource: 'domains',
        action: 'create',
        rowIds: added.created.map((row) => row.id),
        count: 2,
        summary: '批量添加 2 个域名（跳过 1 行）',
        rowExists: false,
      }),
    )
  })

  it('a batch by ids: the ids as sent, only the rows it changed, how many', async () => {
    const active = seedDomains.filter((row) => row.status === 'active').slice(0, 2)
    const inactive = seedDomains.find((row) => row.status === 'inactive')!
    const ids = [...active.map((row) => row.id), inactive.id, '999999']
    await done('POST', '/domains/status', { ids, status: 'inactive' })
    expect(await latest()).toEqual(
      entry({
        resource: 'domains',
        action: 'batch',
        rowIds: active.map((row) => row.id),
        scope: { ids },
        count: 2,
        summary: '批量停用 2 个域名（按勾选）',
        rowExists: false,
      }),
    )
  })

  it('a batch delete by filter: the rows it actually deleted, the filter in words', async () => {
    const target = seedBacklinks[0].targetDomain
    const deleted = await done<{ ids: string[] }>('POST', '/backlinks/batch-delete', { filter: { targetDomain: target } })
    expect(deleted.ids.length).toBeGreaterThan(1)
    expect(await latest()).toMatchObject({
      resource: 'backlinks',
      action: 'batch',
      rowIds: deleted.ids,
      scope: { filter: { targetDomain: target } },
      count: deleted.ids.length,
      summary: `批量删除 ${deleted.ids.length} 条反链（按筛选：目标域名 ${target}）`,
    })
  })

  it('更换主题 by filter, and its undo as a restore', async () => {
    const news = seedDomains.filter((row) => row.theme === '新闻门户')
    const changed = await done<{ ids: string[] }>('POST', '/domains/batch-theme', { filter: { theme: '新闻门户', keyword: '' }, theme: '旅行日记' })
    const themed = await latest()
    expect([...themed.rowIds].sort()).toEqual([...changed.ids].sort())
    expect(changed.ids.sort()).toEqual(news.map((row) => row.id).sort())
    expect(themed).toMatchObject({
      action: 'batch',
      scope: { filter: { theme: '新闻门户', keyword: '' } },
      count: news.length,
      summary: `批量将 ${news.length} 个域名的主题更换为「旅行日记」（按筛选：主题 新闻门户）`,
    })
    await done('POST', '/domains/batch-theme/undo', { ids: changed.ids.slice(0, 2) })
    expect(await latest()).toEqual(
      entry({
        resource: 'domains',
        action: 'restore',
        rowIds: changed.ids.slice(0, 2),
        count: 2,
        summary: '撤销更换主题：2 个域名改回原来的主题',
        rowExists: false,
      }),
    )
  })

  it('comments marked as spam and articles published, with a 创建时间 range in China time', async () => {
    const pending = rows<GuestComment>('comments')
      .filter((row) => row.status === 'pending')
      .slice(0, 2)
    await done('POST', '/comments/batch-status', { ids: pending.map((row) => row.id), status: 'spam' })
    expect(await latest()).toMatchObject({ resource: 'comments', count: 2, summary: '批量将 2 条留言标为垃圾（按勾选）' })

    const filter = { status: 'draft', from: '2026-09-30T16:00:00.000Z', to: '2026-11-30T15:59:59.999Z' }
    const drafts = rows<Article>('articles').filter((row) => row.status === 'draft' && row.createdAt >= filter.from && row.createdAt <= filter.to)
    await done('POST', '/articles/batch-status', { filter, status: 'published' })
    expect(await latest()).toMatchObject({
      resource: 'articles',
      count: drafts.length,
      rowIds: expect.arrayContaining(drafts.map((row) => row.id)),
      summary: `批量发布 ${drafts.length} 篇文章（按筛选：状态 草稿，创建时间 2026-10-01 00:00 至 2026-11-30 23:59）`,
    })
  })

  it('a backlink check: how many were found alive and dead', async () => {
    const ids = rows('backlinks')
      .slice(0, 6)
      .map((row) => row.id)
    await done('POST', '/backlinks/check', { ids })
    const checked = ids.map((id) => rowOf<{ id: string; status: string }>('backlinks', (row) => row.id === id))
    const alive = checked.filter((row) => row.status === 'alive').length
    expect(await latest()).toMatchObject({ action: 'batch', rowIds: ids, count: 6, summary: `检测 6 条反链：有效 ${alive} 条，失效 ${6 - alive} 条（按勾选）` })
  })

  it('a delete, its restore, and whether the row exists as each is read', async () => {
    const created = await done<Domain>('POST', '/domains', NEW_DOMAIN)
    await done('DELETE', `/domains/${created.id}`)
    const history = async () => (await audit(`resource=domains&rowId=${created.id}`)).items.map((row) => [row.action, row.rowExists])
    expect(await history()).toEqual([
      ['delete', false],
      ['create', false],
    ])
    await done('POST', '/domains/restore', { ids: [created.id] })
    expect(await latest()).toMatchObject({ action: 'restore', rowIds: [created.id], count: 1, summary: '恢复域名「audit-shop.com」' })
    expect(await history()).toEqual([
      ['restore', true],
      ['delete', true],
      ['create', true],
    ])
  })

  it('a theme package upload, a theme rename as one entry of the theme', async () => {
    const body = new FormData()
    body.append('file', new File([new Uint8Array(3 * 1024 * 1024)], 'food-2.0.zip'))
    await done('POST', '/themes/5/package', body)
    const theme = rowOf<{ name: string }>('themes', (row) => (row as unknown as { id: string }).id === '5')
    expect(await latest()).toMatchObject({
      resource: 'themes',
      action: 'upload',
      rowIds: ['5'],
      summary: `上传主题「${theme.name}」的主题包 food-2.0.zip（3.0 MB）`,
      changes: [
        { field: 'packageName', before: null, after: 'food-2.0.zip' },
        { field: 'packageSize', before: null, after: 3 * 1024 * 1024 },
      ],
    })
    const before = await total()
    await done('PUT', '/themes/5', { name: '美食天地二' })
    expect(await total()).toBe(before + 1)
    expect(await latest()).toMatchObject({ resource: 'themes', action: 'update', summary: `修改主题「美食天地二」：名称 ${theme.name} → 美食天地二` })
  })

  it('an article’s long content is kept as its start and its length', async () => {
    const article = rows<Article>('articles')[0]
    const content = `<p>${'长'.repeat(300)}</p>`
    await done('PUT', `/articles/${article.id}`, { content })
    const changed = (await latest()).changes!.find((change) => change.field === 'content')!
    expect(changed.after).toBe(`${content.slice(0, 200)}…（共 307 个字符）`)
  })
})

describe('pushes, push settings and sign-ins', () => {
  const settings = () => rows<PushSettings>('pushSettings')
  const full = () => settings().find((row) => row.baiduToken && !row.baiduToken.startsWith('dead') && row.bingApiKey && row.indexNowKey)!
  const urls = (domain: string, n: number) => Array.from({ length: n }, (_, i) => `https://${domain}/posts/${i + 1}.html`)

  it('a push, and a push the engine refused, which still left its record', async () => {
    const { domain } = full()
    const record = await done<{ id: string }>('POST', '/push', { domain, engine: 'baidu', urls: urls(domain, 3) })
    expect(await latest()).toEqual(
      entry({ resource: 'push', action: 'push', rowIds: [record.id], summary: `推送 3 条网址到百度（${domain}）：成功`, rowExists: true }),
    )
    const revoked = settings().find((row) => row.baiduToken?.startsWith('dead'))!
    const refused = await json<{ record: { id: string } }>('POST', '/push', { domain: revoked.domain, engine: 'baidu', urls: urls(revoked.domain, 2) })
    expect(refused.code).toBe(1403)
    expect(await latest()).toMatchObject({ rowIds: [refused.data.record.id], summary: `推送 2 条网址到百度（${revoked.domain}）：失败` })
  })

  it('a re-push: the record it left, not the older ones it took the accepted URLs out of', async () => {
    const keyOf = { baidu: 'baiduToken', bing: 'bingApiKey', indexnow: 'indexNowKey' } as const
    const usable = (record: PushRecord) => {
      const key = settings().find((row) => row.domain === record.domain)?.[keyOf[record.engine]]
      return !!key && !key.startsWith('dead')
    }
    const retryable = rows<PushRecord>('pushRecords').find((row) => row.retryable.length > 0 && row.engine !== 'bing' && usable(row))!
    const again = await done<PushRecord>('POST', `/push/records/${retryable.id}/retry`)
    expect(rowOf<PushRecord>('pushRecords', (row) => row.id === retryable.id).retryable).toEqual([])
    expect(await latest()).toMatchObject({
      action: 'push',
      rowIds: [again.id],
      summary: `重新推送 ${again.urlCount} 条网址到${again.engine === 'baidu' ? '百度' : 'IndexNow'}（${again.domain}）：成功`,
    })
  })

  it('a push across domains: the records it left', async () => {
    const published = rows<Article>('articles')
      .filter((row) => row.status === 'published')
      .slice(0, 3)
    const answer = await done<{ results: { record: { id: string } | null }[] }>('POST', '/push/articles', {
      engine: 'indexnow',
      articleIds: published.map((row) => row.id),
    })
    const records = answer.results.flatMap((result) => (result.record ? [result.record.id] : []))
    expect(await latest()).toMatchObject({
      resource: 'push',
      action: 'push',
      rowIds: records,
      count: records.length,
      summary: expect.stringMatching(new RegExp(`^推送 3 篇文章到IndexNow：${answer.results.length} 个域名`)),
    })
  })

  it('push settings: secrets masked, before and after', async () => {
    const { domain } = full()
    await done('PUT', '/push/settings', { domain, baiduToken: 'zyxwVUTS9876abcd', bingApiKey: null })
    expect(await latest()).toEqual(
      entry({
        resource: 'push',
        action: 'settings',
        rowIds: [domain],
        changes: [
          { field: 'baiduToken', before: '••••', after: '••••' },
          { field: 'bingApiKey', before: '••••', after: null },
        ],
        summary: `修改推送设置（${domain}）：百度推送密钥 •••• → ••••；必应 API 密钥 •••• → （空）`,
        rowExists: true,
      }),
    )
    expect(JSON.stringify(await audit('pageSize=100'))).not.toContain('zyxwVUTS9876abcd')

    const domains = [seedDomains[0].domain, seedDomains[1].domain]
    await done('POST', '/push/settings/batch', { engine: 'bing', secret: '0123456789abcdef0123456789abcdef', domains })
    expect(await latest()).toMatchObject({ action: 'settings', rowIds: domains, count: 2, summary: '批量设置 2 个域名的必应 API 密钥' })
  })

  it('sign-ins, failed ones included, never with the password', async () => {
    const signIn = (username: string, password: string) =>
      fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) })
    await signIn('editor', 'editor123')
    expect(await latest()).toEqual(entry({ resource: 'auth', action: 'signin', rowIds: [], summary: '登录', rowExists: false }))
    await signIn('admin', 'wrong-password')
    expect(await latest()).toMatchObject({ operator: 'admin', operatorName: '管理员', action: 'signin', summary: '登录失败：用户名或密码错误' })
    await signIn('nobody', 'x')
    expect(await latest()).toMatchObject({ operator: 'nobody', operatorName: 'nobody', summary: '登录失败：用户名或密码错误' })
    expect(JSON.stringify(await audit('resource=auth&pageSize=100'))).not.toMatch(/editor123|wrong-password/)
  })

  it('the scenario’s other operator, as itself', async () => {
    signedInAs('admin')
    const change = mockServer().otherOperator.tick()!
    const newest = await latest()
    expect(newest).toMatchObject({ operator: 'editor', operatorName: '运营小王', action: 'update', resource: change.table, rowIds: [change.id] })
    expect(JSON.stringify(newest.changes)).toMatch(/（运营小王改 1）/)
  })
})
