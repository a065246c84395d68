// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import { CONFLICT_CODE, CONFLICT_MSG } from '../../../src/api/versions'
import { call, firstWhere, stored, withServer, type Row } from './operatorsHarness'

// Every row's version (docs/api.md, "Several operators"): kept by Mirage for every kind of change, checked on saves.

withServer()

const NEW_DOMAIN = { domain: 'versions-check.example.com', theme: '极简博客', status: 'active', title: '甲', keywords: '', description: '' }
const zip = (name: string) => {
  const body = new FormData()
  body.append('file', new File([new Uint8Array(64)], name))
  return body
}

describe('a row’s version: 1 when created, one more on every change of it, by any call', () => {
  it('themes: an update, a package upload, and a rename that reaches the domains using it', async () => {
    const created = await call('POST', '/themes', { name: '版本主题', description: '' })
    expect(created.data.version).toBe(1)
    const id = created.data.id
    expect((await call('PUT', `/themes/${id}`, { description: '改了' })).data.version).toBe(2)
    expect((await call('POST', `/themes/${id}/package`, zip('a.zip'))).data.version).toBe(3)

    const domain = firstWhere('domains', (row) => row.theme === '新闻门户')
    await call('PUT', '/themes/2', { name: '新闻门户二' })
    expect(stored('domains', domain.id)).toMatchObject({ theme: '新闻门户二', version: domain.version + 1 })
  })

  it('domains: an update, a status batch, 更换主题 and its 撤销, and a delete taken back', async () => {
    const { data: row } = await call('POST', '/domains', NEW_DOMAIN)
    expect(row.version).toBe(1)
    await call('PUT', `/domains/${row.id}`, { title: '乙' })
    await call('POST', '/domains/status', { ids: [row.id], status: 'inactive' })
    // already inactive: nothing changes, nor does the version
    await call('POST', '/domains/status', { ids: [row.id], status: 'inactive' })
    expect(stored('domains', row.id).version).toBe(3)
    await call('POST', '/domains/batch-theme', { ids: [row.id], theme: '新闻门户' })
    await call('POST', '/domains/batch-theme/undo', { ids: [row.id] })
    expect(stored('domains', row.id)).toMatchObject({ theme: '极简博客', version: 5 })
    await call('DELETE', `/domains/${row.id}`)
    await call('POST', '/domains/restore', { ids: [row.id] })
    expect(stored('domains', row.id).version).toBe(6)
  })

  it('backlinks, comments and articles: updates, checks, replies, status batches and a comment put back from spam', async () => {
    const link = firstWhere('backlinks', () => true)
    await call('PUT', `/backlinks/${link.id}`, { anchorText: '新的锚文本' })
    await call('POST', '/backlinks/check', { ids: [link.id] })
    expect(stored('backlinks', link.id).version).toBe(link.version + 2)

    const comment = firstWhere('comments', (row) => row.status === 'pending')
    await call('PUT', `/comments/${comment.id}`, { reply: '谢谢' })
    await call('POST', '/comments/batch-status', { ids: [comment.id], status: 'spam' })
    await call('POST', '/comments/restore', { ids: [comment.id] })
    expect(stored('comments', comment.id)).toMatchObject({ status: 'pending', version: comment.version + 3 })

    const article = firstWhere('articles', (row) => row.status === 'draft')
    const saved = await call('PUT', `/articles/${article.id}`, { summary: '新摘要' })
    expect(saved.data.version).toBe(article.version + 1)
    await call('POST', '/articles/batch-status', { ids: [article.id], status: 'draft' })
    expect(stored('articles', article.id).version).toBe(article.version + 1)
  })

  it('push settings: 0 while none is stored, 1 once saved, one more on each save, single or batch', async () => {
    const domain = 'versions-check.example.com'
    await call('POST', '/domains', NEW_DOMAIN)
    expect((await call('GET', `/push/settings?domain=${domain}`)).data.version).toBe(0)
    expect((await call('PUT', '/push/settings', { domain, indexNowKey: 'first-key-2026' })).data.version).toBe(1)
    const batch = await call<{ items: Row[] }>('POST', '/push/settings/batch', { engine: 'indexnow', secret: 'second-key-2026', domains: [domain] })
    expect(batch.data.items[0].version).toBe(2)
  })

  it('answers it in every list, in a GET of an article and in a bulk add', async () => {
    for (const list of ['/themes', '/domains', '/backlinks', '/comments', '/articles']) {
      const { data } = await call<{ items: Row[] }>('GET', `${list}?page=1&pageSize=3`)
      expect(data.items.map((row) => row.version)).toEqual([1, 1, 1])
    }
    expect((await call('GET', '/articles/1')).data.version).toBe(1)
    const bulk = await call<{ created: Row[] }>('POST', '/domains/bulk', { theme: '极简博客', status: 'active', domains: ['bulk-a.example.com'] })
    expect(bulk.data.created[0].version).toBe(1)
  })
})

describe('a change that started from another version', () => {
  it('is refused with 1460 and the row as it is now, changing nothing, for an update of each section', async () => {
    const cases: [string, string, object][] = [
      ['themes', '/themes/1', { description: '过时的修改' }],
      ['domains', `/domains/${firstWhere('domains', () => true).id}`, { title: '过时的修改' }],
      ['backlinks', `/backlinks/${firstWhere('backlinks', () => true).id}`, { anchorText: '过时的修改' }],
      ['comments', `/comments/${firstWhere('comments', () => true).id}`, { reply: '过时的修改' }],
      ['articles', '/articles/1', { summary: '过时的修改' }],
    ]
    for (const [table, path, change] of cases) {
      const id = path.split('/').pop()!
      const before = stored(table, id)
      const answer = await call('PUT', path, { ...change, version: before.version + 1 })
      // each with its path, so that a failure names it
      expect({ path, answer }).toMatchObject({ path, answer: { code: CONFLICT_CODE, msg: CONFLICT_MSG, data: { current: { id, version: before.version } } } })
      expect({ path, row: stored(table, id) }).toEqual({ path, row: before })
      expect({ path, code: (await call('PUT', path, { ...change, version: before.version })).code }).toEqual({ path, code: 0 })
    }
  })

  it('carries the row as the call answers it: a domain with its article count, an article with its content, masked settings', async () => {
    const domain = firstWhere('domains', () => true)
    const refused = await call<{ current: Row }>('PUT', `/domains/${domain.id}`, { title: '甲', version: 99 })
    expect(refused.data.current).toHaveProperty('articleCount')
    const article = await call<{ current: Row }>('PUT', '/articles/1', { title: '甲', version: 99 })
    expect(typeof article.data.current.content).toBe('string')
    const site = String(firstWhere('pushSettings', (row) => !!row.baiduToken).domain)
    const settings = await call<{ current: Row }>('PUT', '/push/settings', { domain: site, baiduToken: null, version: 0 })
    expect(settings).toMatchObject({ code: CONFLICT_CODE, data: { current: { domain: site, version: 1 } } })
    expect(String(settings.data.current.baiduToken)).toContain('••••••')
  })

  it('refuses a delete (version in the query) and an upload alike, answers 1404 for a row gone, 1400 for a version that is none', async () => {
    const { data: row } = await call('POST', '/domains', NEW_DOMAIN)
    await call('PUT', `/domains/${row.id}`, { title: '乙' })
    expect(await call('DELETE', `/domains/${row.id}?version=1`)).toMatchObject({ code: CONFLICT_CODE, data: { current: { version: 2 } } })
    expect(stored('domains', row.id)).toBeTruthy()
    expect((await call('DELETE', `/domains/${row.id}?version=abc`)).code).toBe(1400)
    expect((await call('PUT', `/domains/${row.id}`, { title: '丙', version: 0 })).code).toBe(1400)
    expect((await call('DELETE', `/domains/${row.id}?version=2`)).code).toBe(0)
    expect((await call('DELETE', `/domains/${row.id}?version=2`)).code).toBe(1404)

    expect((await call('POST', '/themes/1/package?version=7', zip('b.zip'))).code).toBe(CONFLICT_CODE)
    expect(stored('themes', '1').packageName).not.toBe('b.zip')
    expect((await call('POST', '/themes/1/package?version=1', zip('b.zip'))).code).toBe(0)
  })

  it('applies without a version, as before (the last save wins)', async () => {
    await call('PUT', '/themes/1', { description: '甲' })
    expect(await call('PUT', '/themes/1', { description: '乙' })).toMatchObject({ code: 0, data: { description: '乙', version: 3 } })
  })
})

describe('batches by ids with the versions they were selected at', () => {
  it('act on every id that exists and say how many had changed since', async () => {
    const [a, b, c] = ['1', '2', '3'].map((id) => stored('domains', id))
    await call('PUT', `/domains/${b.id}`, { title: '别人改过' })
    const versions = { [a.id]: a.version, [b.id]: b.version, [c.id]: c.version }
    const answer = await call('POST', '/domains/status', { ids: [a.id, b.id, c.id], versions, status: 'inactive' })
    expect(answer.data).toEqual({ updated: 3, changed: 1 })
    expect([a, b, c].map((row) => stored('domains', row.id).status)).toEqual(['inactive', 'inactive', 'inactive'])
    // without versions, or by filter: no count
    expect((await call('POST', '/domains/status', { ids: [a.id], status: 'active' })).data).toEqual({ updated: 1 })
    expect((await call('POST', '/comments/batch-status', { filter: { keyword: '攻略' }, status: 'approved' })).data).not.toHaveProperty('changed')
  })

  it('count it in every batch of the table', async () => {
    const comment = firstWhere('comments', () => true)
    const stale = { [comment.id]: comment.version + 1 }
    expect((await call('POST', '/comments/batch-status', { ids: [comment.id], versions: stale, status: 'spam' })).data).toMatchObject({ changed: 1 })
    const link = firstWhere('backlinks', () => true)
    const fresh = { [link.id]: link.version }
    expect((await call('POST', '/backlinks/check', { ids: [link.id], versions: fresh })).data).toMatchObject({ checked: 1, changed: 0 })
    const article = stored('articles', '2')
    const old = { '2': article.version + 5 }
    expect((await call('POST', '/articles/batch-status', { ids: ['2'], versions: old, status: article.status })).data).toEqual({ updated: 1, changed: 1 })
    expect((await call('POST', '/articles/batch-delete', { ids: ['2'], versions: old })).data).toMatchObject({ deleted: 1, changed: 1 })
    const theme = await call('POST', '/themes', { name: '待删主题', description: '' })
    expect((await call('POST', '/themes/batch-delete', { ids: [theme.data.id], versions: { [theme.data.id]: 1 } })).data).toMatchObject({ changed: 0 })
  })
})

describe('POST /api/<resource>/versions', () => {
  it('answers the versions of the ids that still exist', async () => {
    await call('PUT', '/backlinks/2', { anchorText: '改过' })
    await call('DELETE', '/backlinks/3')
    expect((await call('POST', '/backlinks/versions', { ids: ['1', '2', '3', '2'] })).data).toEqual({ versions: { '1': 1, '2': 2 } })
    for (const section of ['themes', 'domains', 'comments', 'articles']) {
      expect({ section, data: (await call('POST', `/${section}/versions`, { ids: ['1'] })).data }).toEqual({ section, data: { versions: { '1': 1 } } })
    }
    expect((await call('POST', '/articles/versions', { ids: [] })).code).toBe(1400)
  })
})
