// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { create } from 'axios'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GuestComment } from '../../../src/api/comments'
import { PAYLOADS } from '../../../src/mock-server/resources/commentSeeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { seedDomains } from '../../../src/mock-server/seeds'
import { issueToken } from '../../../src/mock-server/tokens'
import { seedComments } from '../../support/seedData'

let mock: MockServer
const api = create({ baseURL: '/api', validateStatus: () => true })
const auth = () => ({ Authorization: `Bearer ${issueToken('admin', 7200)}` })

interface Page {
  items: GuestComment[]
  total: number
}
const list = async (params: Record<string, unknown> = {}) => (await api.get('/comments', { params, headers: auth() })).data as { code: number; data: Page }
const put = async (id: string, body: unknown) => (await api.put(`/comments/${id}`, body, { headers: auth() })).data
const post = async (path: string, body: unknown) => (await api.post(path, body, { headers: auth() })).data
const pendingCount = async () => (await api.get('/comments/pending-count', { headers: auth() })).data.data as number
const stored = (id: string) => mock.server.db.comments.find(id) as unknown as GuestComment
// a plain array: Mirage's collections replace `find` with a lookup by id
const all = () => [...(mock.server.db.comments as unknown as GuestComment[])]
const firstWith = (test: (comment: GuestComment) => boolean) => all().find(test)!

beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => mock.shutdown())

describe('comment seeds', () => {
  it('holds about 500 comments over the network’s domains, with every status, replies and payloads', () => {
    expect(seedComments).toHaveLength(500)
    const domains = new Set(seedDomains.map((domain) => domain.domain))
    expect(seedComments.every((comment) => domains.has(comment.domain))).toBe(true)
    const count = (status: string) => seedComments.filter((comment) => comment.status === status).length
    expect(count('pending')).toBeGreaterThan(60)
    expect(count('approved')).toBeGreaterThan(200)
    expect(count('spam')).toBeGreaterThan(30)
    const replied = seedComments.filter((comment) => comment.reply)
    expect(replied.length).toBeGreaterThan(50)
    expect(replied.every((comment) => comment.repliedAt! >= comment.createdAt)).toBe(true)
    expect(seedComments.filter((comment) => !comment.reply).every((comment) => comment.repliedAt === null)).toBe(true)
    for (const payload of ["<script>alert('xss')</script>", '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">点我</a>']) {
      expect(seedComments.some((comment) => comment.content === payload)).toBe(true)
    }
    expect(seedComments.some((comment) => comment.author.includes('<'))).toBe(true)
  })
})

describe('GET /api/comments', () => {
  it('refuses a request without a token', async () => {
    const answer = await api.get('/comments')
    expect(answer.status).toBe(401)
  })

  it('pages the newest first by default', async () => {
    const { code, data } = await list({ page: 2, pageSize: 50 })
    expect(code).toBe(0)
    expect(data.total).toBe(500)
    expect(data.items).toHaveLength(50)
    const times = data.items.map((comment) => comment.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const first = (await list({ pageSize: 1 })).data.items[0]
    expect(first.createdAt).toBe(
      all()
        .map((comment) => comment.createdAt)
        .sort()
        .at(-1),
    )
  })

  it('filters by status and domain together', async () => {
    const domain = all()[0].domain
    const { data } = await list({ status: 'pending', domain, pageSize: 100 })
    const expected = all().filter((comment) => comment.status === 'pending' && comment.domain === domain)
    expect(data.total).toBe(expected.length)
    expect(data.items.every((comment) => comment.status === 'pending' && comment.domain === domain)).toBe(true)
  })

  it('matches the keyword in author, contact and content, ignoring case', async () => {
    const author = firstWith((comment) => !comment.author.includes('<')).author
    const byAuthor = (await list({ keyword: author, pageSize: 100 })).data
    expect(byAuthor.total).toBe(all().filter((comment) => `${comment.author}${comment.contact}${comment.content}`.includes(author)).length)
    expect(byAuthor.items.filter((comment) => comment.author === author).length).toBeGreaterThan(0)
    const mail = firstWith((comment) => comment.contact.includes('@')).contact
    expect((await list({ keyword: mail.toUpperCase() })).data.items.map((comment) => comment.contact)).toContain(mail)
    const scripts = (await list({ keyword: '<SCRIPT>', pageSize: 100 })).data
    expect(scripts.total).toBeGreaterThan(0)
    expect(scripts.items.every((comment) => `${comment.author}${comment.contact}${comment.content}`.toLowerCase().includes('<script>'))).toBe(true)
    expect((await list({ keyword: 'no such words at all' })).data.total).toBe(0)
  })

  it('sorts by reply time when asked and answers markup exactly as stored', async () => {
    const { data } = await list({ sort: 'repliedAt', order: 'desc', pageSize: 5 })
    expect(data.items.every((comment) => comment.repliedAt)).toBe(true)
    const payload = (await list({ keyword: PAYLOADS[1] })).data.items[0]
    expect(payload.content).toBe(PAYLOADS[1])
  })
})

describe('changing comments', () => {
  it('counts the pending comments, and the count follows approvals', async () => {
    const pending = all().filter((comment) => comment.status === 'pending')
    expect(await pendingCount()).toBe(pending.length)
    const answer = await put(pending[0].id, { status: 'approved' })
    expect(answer).toMatchObject({ code: 0, msg: '留言已通过', data: { id: pending[0].id, status: 'approved' } })
    expect(await pendingCount()).toBe(pending.length - 1)
    expect((await put(pending[1].id, { status: 'spam' })).msg).toBe('已将留言标记为垃圾')
    expect(stored(pending[1].id).status).toBe('spam')
  })

  it('refuses an unknown status, an empty change and a comment that is gone', async () => {
    const comment = all()[0]
    expect(await put(comment.id, { status: 'deleted' })).toMatchObject({ code: 1422, data: { fields: { status: expect.any(String) } } })
    expect(await put(comment.id, {})).toMatchObject({ code: 1400 })
    expect(await put('99999', { status: 'approved' })).toMatchObject({ code: 1404, msg: '留言不存在或已被删除' })
    expect(stored(comment.id).status).toBe(comment.status)
  })

  it('saves a trimmed reply with its time, then updates it', async () => {
    const comment = firstWith((row) => !row.reply)
    const first = await put(comment.id, { reply: '  感谢留言！  ' })
    expect(first).toMatchObject({ code: 0, msg: '回复已发布', data: { reply: '感谢留言！', status: comment.status } })
    expect(Date.parse(first.data.repliedAt)).toBeGreaterThan(Date.now() - 60_000)
    const second = await put(comment.id, { reply: '已更新文章，请查看。' })
    expect(second).toMatchObject({ code: 0, msg: '回复已更新', data: { reply: '已更新文章，请查看。' } })
    expect(stored(comment.id).reply).toBe('已更新文章，请查看。')
  })

  it('approves and replies in one call (通过并回复), saying both; a refused reply changes neither', async () => {
    const [comment, other] = all().filter((row) => row.status === 'pending' && !row.reply)
    const before = await pendingCount()
    expect(await put(comment.id, { status: 'approved', reply: '' })).toMatchObject({ code: 1422, data: { fields: { reply: '请输入回复内容' } } })
    expect(stored(comment.id)).toMatchObject({ status: 'pending', reply: '' })
    const answer = await put(comment.id, { status: 'approved', reply: '感谢支持，已收录。' })
    expect(answer).toMatchObject({ code: 0, msg: '留言已通过，回复已发布', data: { status: 'approved', reply: '感谢支持，已收录。' } })
    expect(await pendingCount()).toBe(before - 1)
    await put(other.id, { reply: '第一次回复' })
    expect((await put(other.id, { status: 'approved', reply: '第二次回复' })).msg).toBe('留言已通过，回复已更新')
  })

  it('refuses an empty or too long reply with a field message and keeps the old one', async () => {
    const comment = firstWith((row) => !!row.reply)
    for (const reply of ['', '   ', null]) {
      expect(await put(comment.id, { reply })).toMatchObject({ code: 1422, data: { fields: { reply: '请输入回复内容' } } })
    }
    expect(await put(comment.id, { reply: '字'.repeat(501) })).toMatchObject({ code: 1422, data: { fields: { reply: '回复最多 500 个字符' } } })
    expect(stored(comment.id)).toMatchObject({ reply: comment.reply, repliedAt: comment.repliedAt })
    expect((await put(comment.id, { reply: '😀'.repeat(500) })).code).toBe(0)
  })

  it('changes the status of many at once, skipping ids that are gone', async () => {
    const ids = all()
      .filter((comment) => comment.status !== 'spam')
      .slice(0, 3)
      .map((comment) => comment.id)
    expect(await post('/comments/batch-status', { ids: [...ids, '99999'], status: 'spam' })).toMatchObject({
      code: 0,
      msg: '已将 3 条留言标记为垃圾',
      data: { updated: 3 },
    })
    expect(ids.map((id) => stored(id).status)).toEqual(['spam', 'spam', 'spam'])
    expect(await post('/comments/batch-status', { ids, status: 'approved' })).toMatchObject({ msg: '已通过 3 条留言', data: { updated: 3 } })
    expect(await post('/comments/batch-status', { ids, status: 'hidden' })).toMatchObject({ code: 1400 })
    expect(await post('/comments/batch-status', { ids: [], status: 'approved' })).toMatchObject({ code: 1400, msg: '请选择要处理的留言' })
    expect(await post('/comments/batch-status', { ids: ['99999'], status: 'approved' })).toMatchObject({ code: 1404 })
  })

  it('deletes one or many', async () => {
    const [one, two, three] = all()
    expect(await (await api.delete(`/comments/${one.id}`, { headers: auth() })).data).toMatchObject({ code: 0, msg: '留言已删除' })
    expect((await api.delete(`/comments/${one.id}`, { headers: auth() })).data).toMatchObject({ code: 1404 })
    expect(await post('/comments/batch-delete', { ids: [two.id, three.id] })).toMatchObject({ code: 0, msg: '已删除 2 条留言', data: { deleted: 2 } })
    expect(all()).toHaveLength(497)
    expect(await post('/comments/batch-delete', { ids: 'all' })).toMatchObject({ code: 1400 })
  })
})
