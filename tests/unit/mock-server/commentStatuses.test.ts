// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { create } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GuestComment } from '../../../src/api/comments'
import { RESTORE_WINDOW_MS } from '../../../src/mock-server/restorable'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'

// 通过 (and any status change) can be taken back; the server keeps the status each comment had.

let mock: MockServer
const api = create({ baseURL: '/api', validateStatus: () => true })
const auth = () => ({ Authorization: `Bearer ${issueToken('admin', 7200)}` })
const post = async (path: string, body: unknown) => (await api.post(path, body, { headers: auth() })).data
const put = async (id: string, body: unknown) => (await api.put(`/comments/${id}`, body, { headers: auth() })).data
const undo = (ids: string[]) => post('/comments/batch-status/undo', { ids })
const all = () => [...(mock.server.db.comments as unknown as GuestComment[])]
const statusOf = (id: string) => all().find((comment) => comment.id === id)!.status
const some = (status: string, n: number) =>
  all()
    .filter((comment) => comment.status === status)
    .slice(0, n)

beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => {
  vi.useRealTimers()
  mock.shutdown()
})

describe('POST /api/comments/batch-status/undo', () => {
  it('gives each comment the status it had before 批量通过, once, and records it in the audit trail', async () => {
    const [pending, spam, approved] = [...some('pending', 1), ...some('spam', 1), ...some('approved', 1)]
    const ids = [pending.id, spam.id, approved.id]
    expect(await post('/comments/batch-status', { ids, status: 'approved' })).toMatchObject({ code: 0, data: { updated: 3, ids } })
    expect(await undo(ids)).toEqual({ code: 0, msg: '已将 3 条留言改回原来的状态', data: { restored: 3 } })
    expect(ids.map(statusOf)).toEqual(['pending', 'spam', 'approved'])
    expect(await undo(ids)).toMatchObject({ code: 1404, msg: '没有可撤销的状态修改：已超过 10 分钟，或已经撤销过' })
    const entries = (await api.get('/audit', { headers: auth(), params: { resource: 'comments' } })).data.data.items as { summary: string }[]
    expect(entries.map((entry) => entry.summary)).toContain('撤销修改状态：2 条留言改回原来的状态')
  })

  it('takes back a status set on one comment with PUT', async () => {
    const [comment] = some('pending', 1)
    await put(comment.id, { status: 'approved', version: comment.version })
    expect(await undo([comment.id])).toMatchObject({ code: 0, data: { restored: 1 } })
    expect(statusOf(comment.id)).toBe('pending')
  })

  it('keeps a status changed again since, and a comment deleted since, and says which', async () => {
    const [first, second, third] = some('pending', 3)
    await post('/comments/batch-status', { ids: [first.id, second.id, third.id], status: 'approved' })
    // changed without a status change the server keeps (put back by a restore, say)
    mock.server.db.comments.update(second.id, { status: 'spam' })
    await api.delete(`/comments/${third.id}`, { headers: auth() })
    expect(await undo([first.id, second.id, third.id])).toEqual({
      code: 0,
      msg: `已将 1 条留言改回原来的状态；未能改回 2 条：「${second.author}」的留言的状态已再次修改；1 条留言已被删除`,
      data: { restored: 1 },
    })
    expect(statusOf(first.id)).toBe('pending')
    expect(statusOf(second.id)).toBe('spam')
  })

  it('takes back the last status change of a comment: the one before it is its own to take back no more', async () => {
    const [comment] = some('pending', 1)
    await post('/comments/batch-status', { ids: [comment.id], status: 'approved' })
    await put(comment.id, { status: 'spam' })
    expect(await undo([comment.id])).toMatchObject({ code: 0, data: { restored: 1 } })
    expect(statusOf(comment.id)).toBe('approved')
    expect(await undo([comment.id])).toMatchObject({ code: 1404 })
  })

  it('refuses without ids, when none can go back, and after 10 minutes', async () => {
    expect(await post('/comments/batch-status/undo', {})).toMatchObject({ code: 1400, msg: '请选择要撤销修改状态的留言' })
    const [comment] = some('pending', 1)
    await post('/comments/batch-status', { ids: [comment.id], status: 'approved' })
    await put(comment.id, { reply: '谢谢' })
    mock.server.db.comments.update(comment.id, { status: 'spam' })
    expect(await undo([comment.id])).toMatchObject({ code: 1409, msg: `未能撤销：「${comment.author}」的留言的状态已再次修改` })
    expect(statusOf(comment.id)).toBe('spam')
    await post('/comments/batch-status', { ids: [comment.id], status: 'approved' })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + RESTORE_WINDOW_MS + 1)
    expect(await undo([comment.id])).toMatchObject({ code: 1404 })
    expect(statusOf(comment.id)).toBe('approved')
  })
})
