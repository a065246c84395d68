// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it, vi } from 'vitest'
import type { Domain } from '../../../src/api/domains'
import type { GuestComment } from '../../../src/api/comments'
import { RESTORE_WINDOW_MS } from '../../../src/mock-server/restorable'
import { seedDomains } from '../../../src/mock-server/seeds'
import { json, list, mockServer, stored, withDomainsServer } from './domainsHarness'

// Batch calls on `{ filter }` (the list's own params) as well as `{ ids }`, 更换主题, and restore.

withDomainsServer()

const travel = seedDomains.filter((row) => row.theme === '旅行日记')
const ofTheme = (theme: string) => stored().filter((row) => row.theme === theme)
const comments = () => [...(mockServer().server.db.comments as unknown as GuestComment[])]

describe('batch calls on every row matching a filter', () => {
  it('changes the theme of every domain the list shows for the filter, on all its pages, and says how many changed', async () => {
    expect(travel.length).toBeGreaterThan(5)
    const shown = await list('theme=旅行日记&pageSize=5')
    expect(shown.data.total).toBe(travel.length)
    const answer = await json<{ updated: number }>('POST', '/domains/batch-theme', { filter: { theme: '旅行日记' }, theme: '极简博客' })
    expect(answer).toEqual({
      code: 0,
      msg: `已将 ${travel.length} 个域名的主题更换为「极简博客」`,
      data: { updated: travel.length, ids: expect.arrayContaining(travel.map((row) => row.id)) as string[] },
    })
    expect(ofTheme('旅行日记')).toEqual([])
    expect((await list('theme=旅行日记')).data.total).toBe(0)
  })

  it('counts only the domains whose theme changed, and refuses a missing target or theme', async () => {
    const [same, other] = [seedDomains.find((row) => row.theme === '新闻门户')!, seedDomains.find((row) => row.theme !== '新闻门户')!]
    const answer = await json('POST', '/domains/batch-theme', { ids: [same.id, other.id], theme: '新闻门户' })
    expect(answer).toMatchObject({ msg: '已将 1 个域名的主题更换为「新闻门户」，1 个原本就是该主题', data: { updated: 1, ids: [other.id] } })
    expect((await json('POST', '/domains/batch-theme', { theme: '新闻门户' })).code).toBe(1400)
    expect(await json('POST', '/domains/batch-theme', { ids: ['1'], theme: '暗夜' })).toMatchObject({
      code: 1422,
      data: { fields: { theme: '主题「暗夜」不存在，请刷新后重新选择' } },
    })
    expect(await json('POST', '/domains/batch-theme', { filter: { keyword: 'no-such-domain' }, theme: '新闻门户' })).toMatchObject({ code: 1404 })
  })

  it('filters with the list’s own rules (keyword and filters together) for status changes and deletes', async () => {
    const filter = { keyword: 'meishi', status: 'active' }
    const matching = (await list('keyword=meishi&status=active&pageSize=100')).data.items.map((row) => row.id).sort()
    expect(matching.length).toBeGreaterThan(1)
    expect(await json('POST', '/domains/status', { filter, status: 'inactive' })).toMatchObject({ data: { updated: matching.length } })
    expect((await list('keyword=meishi&status=active')).data.total).toBe(0)

    const deleted = await json<{ deleted: number; ids: string[] }>('POST', '/domains/batch-delete', { filter: { keyword: 'meishi', status: 'inactive' } })
    expect(deleted.data.ids).toEqual(expect.arrayContaining(matching))
    expect(stored().some((row) => row.domain.includes('meishi') && row.status === 'inactive')).toBe(false)
    expect((await json('POST', '/domains/batch-delete', { filter: 'everything' })).code).toBe(1400)
  })
})

describe('POST /api/<resource>/restore', () => {
  it('puts deleted domains back with the same ids and fields, once', async () => {
    const before = stored().filter((row) => ['2', '3'].includes(row.id))
    const deleted = await json<{ ids: string[] }>('POST', '/domains/batch-delete', { ids: ['2', '3'] })
    expect(deleted.data.ids).toEqual(['2', '3'])
    expect(await json('POST', '/domains/restore', { ids: ['2', '3'] })).toEqual({ code: 0, msg: '已恢复 2 个域名', data: { restored: 2 } })
    // each back with one more version than it had (versions.test.ts)
    expect(stored().filter((row) => ['2', '3'].includes(row.id))).toEqual(before.map((row) => ({ ...row, version: row.version! + 1 })))
    expect((await json('POST', '/domains/restore', { ids: ['2', '3'] })).code).toBe(1404)
    // new rows still get new ids
    const added = await json<Domain>('POST', '/domains', { domain: 'after-restore.com', theme: '极简博客', status: 'active' })
    expect(Number(added.data.id)).toBeGreaterThan(seedDomains.length)
  })

  it('keeps them restorable for 10 minutes, and not when the name was taken again meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await json('DELETE', '/domains/1')
    await json('DELETE', '/domains/2')
    await json('POST', '/domains', { domain: seedDomains[1].domain, theme: '极简博客', status: 'active' })
    vi.setSystemTime(Date.now() + RESTORE_WINDOW_MS)
    expect(await json('POST', '/domains/restore', { ids: ['1', '2'] })).toMatchObject({
      code: 0,
      msg: `已恢复 1 个域名；未能恢复 1 条：域名「${seedDomains[1].domain}」已重新添加`,
    })
    await json('DELETE', '/domains/3')
    vi.setSystemTime(Date.now() + RESTORE_WINDOW_MS + 1)
    expect(await json('POST', '/domains/restore', { ids: ['3'] })).toMatchObject({ code: 1404 })
    expect((await json('POST', '/domains/restore', {})).code).toBe(1400)
  })

  it('puts comments marked as spam back as they were, and deleted ones with their replies', async () => {
    const replied = comments()
      .filter((comment) => comment.reply && comment.status !== 'spam')
      .slice(0, 3)
    const ids = replied.map((comment) => comment.id)
    const marked = await json<{ updated: number; ids: string[] }>('POST', '/comments/batch-status', { ids, status: 'spam' })
    expect(marked.data).toEqual({ updated: 3, ids })
    await json('POST', '/comments/restore', { ids })
    // marked, then put back: two changes (versions.test.ts)
    expect(comments().filter((comment) => ids.includes(comment.id))).toEqual(replied.map((comment) => ({ ...comment, version: comment.version! + 2 })))

    await json('PUT', `/comments/${ids[0]}`, { status: 'spam' })
    const gone = await json<{ ids: string[] }>('POST', '/comments/batch-delete', { ids: ids.slice(1) })
    expect(gone.data.ids).toEqual(ids.slice(1))
    expect(await json('POST', '/comments/restore', { ids })).toMatchObject({ msg: '已恢复 3 条留言' })
    const withoutVersion = <T extends { version?: number }>({ version: _version, ...row }: T) => row
    expect(
      comments()
        .filter((comment) => ids.includes(comment.id))
        .map(withoutVersion),
    ).toEqual(replied.map(withoutVersion))
  })

  it('deletes backlinks and articles matching a filter and puts them back', async () => {
    const db = mockServer().server.db
    db.loadData({ articles: [{ title: '恢复甲', domain: seedDomains[0].domain, status: 'draft', tags: [], content: '' }] })
    const articles = await json<{ ids: string[] }>('POST', '/articles/batch-delete', { filter: { keyword: '恢复甲' } })
    expect(articles.data.ids).toHaveLength(1)
    expect(await json('POST', '/articles/restore', { ids: articles.data.ids })).toMatchObject({ msg: '已恢复 1 篇文章' })

    const total = (db.backlinks as unknown as unknown[]).length
    const dead = await json<{ deleted: number; ids: string[] }>('POST', '/backlinks/batch-delete', { filter: { status: 'dead' } })
    expect(dead.data.deleted).toBeGreaterThan(0)
    expect((db.backlinks as unknown as unknown[]).length).toBe(total - dead.data.deleted)
    expect(await json('POST', '/backlinks/restore', { ids: dead.data.ids })).toMatchObject({ data: { restored: dead.data.deleted } })
    expect((db.backlinks as unknown as unknown[]).length).toBe(total)
  })
})
