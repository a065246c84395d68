// @vitest-environment happy-dom — Mirage answers the browser's XHR
import { afterEach, describe, expect, it } from 'vitest'
import { OPERATIONS, OPTIONAL_KEYS } from '../../../src/api/operations'
import { BATCH_REFUSAL } from '../../../src/api/operations/shared'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { rawApi } from '../../support/rawApi'

let mock: MockServer | undefined
afterEach(() => mock?.shutdown())
const start = (without: string[] = []) => (mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, without } }))

/** The batch operations of the table: those whose body may be `{ filter }`, as their refusal of a bad one says. */
const batchOps = OPERATIONS.filter((op) => op.doc?.refusals.includes(BATCH_REFUSAL))

/** Every row the offline backend holds, per table: what a batch must not have changed. */
const snapshot = () => JSON.stringify(mock!.server.db.dump())

describe('the offline backend follows the contract’s rules', () => {
  it('refuses a batch whose filter names a key the list does not have, with a 1400 naming it, and changes nothing', async () => {
    start()
    expect(batchOps.map((op) => op.key).sort()).toEqual(
      [
        'POST /api/themes/batch-delete',
        'POST /api/domains/batch-delete',
        'POST /api/domains/status',
        'POST /api/domains/batch-theme',
        'POST /api/backlinks/batch-delete',
        'POST /api/backlinks/check',
        'POST /api/comments/batch-delete',
        'POST /api/comments/batch-status',
        'POST /api/articles/batch-delete',
        'POST /api/articles/batch-status',
      ].sort(),
    )
    const own: Record<string, object> = {
      'POST /api/domains/status': { status: 'inactive' },
      'POST /api/domains/batch-theme': { theme: '极简博客' },
      'POST /api/comments/batch-status': { status: 'spam' },
      'POST /api/articles/batch-status': { status: 'draft' },
    }
    for (const op of batchOps) {
      const before = snapshot()
      const answer = await rawApi().post(op.path, { filter: { domian: 'typo.example.com' }, ...own[op.key] })
      expect({ op: op.key, ...answer.body }).toMatchObject({ op: op.key, code: 1400, msg: '筛选条件中有列表没有的参数：domian；未做任何修改' })
      expect({ op: op.key, unchanged: snapshot() === before }).toEqual({ op: op.key, unchanged: true })
    }
  })

  it('refuses a batch whose filter holds a 创建时间 bound the list would refuse, as the list does, and changes nothing', async () => {
    start()
    const before = snapshot()
    const bare = await rawApi().post('/domains/status', { filter: { from: '2026-01-01' }, status: 'inactive' })
    expect(bare.body).toMatchObject({ code: 1400, msg: '创建时间格式不正确：起止时间须为带时区的 ISO 8601 时间' })
    const reversed = await rawApi().post('/articles/batch-delete', { filter: { from: '2026-10-02T00:00:00.000Z', to: '2026-10-01T00:00:00.000Z' } })
    expect(reversed.body).toMatchObject({ code: 1400, msg: '开始日期不能晚于结束日期' })
    expect(snapshot()).toBe(before)
  })

  it('answers an optional operation it is told to lack with a plain 404, and leaves it out of GET /api/capabilities', async () => {
    start(['POST /api/domains/restore', 'GET /api/comments/pending-count'])
    expect((await rawApi().get('/comments/pending-count')).status).toBe(404)
    expect((await rawApi().post('/domains/restore', { ids: ['1'] })).status).toBe(404)
    const capabilities = await rawApi().get<{ optional: string[] }>('/capabilities')
    expect(capabilities.body.code).toBe(0)
    expect(capabilities.body.data.optional.sort()).toEqual(
      OPTIONAL_KEYS.filter((key) => !['POST /api/domains/restore', 'GET /api/comments/pending-count', 'GET /api/capabilities'].includes(key)).sort(),
    )
  })

  it('says every optional operation is there when told nothing', async () => {
    start()
    const capabilities = await rawApi().get<{ optional: string[] }>('/capabilities')
    expect(capabilities.body.data.optional).toHaveLength(OPTIONAL_KEYS.length - 1)
  })
})
