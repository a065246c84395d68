// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../src/api/audit'
import type { Page } from '../../../src/api/envelope'
import { done, json, rowOf, withAuditServer } from './auditHarness'

// 操作日志's page carries a stamp, and GET /api/audit/stamp answers it for the same query without the entries, as every
// list's (docs/api.md, "Several operators"): a new entry the page would show changes it, one it would not leaves it.

withAuditServer()

const page = async (query: string) => (await json<Page<AuditEntry>>('GET', `/audit?${query}`)).data
const stampOf = async (query: string) => {
  const answer = await json<{ stamp: string }>('GET', `/audit/stamp?${query}`)
  expect(answer.code).toBe(0)
  return answer.data.stamp
}

describe('GET /api/audit/stamp', () => {
  it('is the stamp the list answers with, and changes exactly when the page would', async () => {
    const query = 'page=1&pageSize=5&resource=domains'
    const listed = await page(query)
    expect(typeof listed.stamp).toBe('string')
    expect(await stampOf(query)).toBe(listed.stamp)
    const backlinksBefore = await stampOf('page=1&pageSize=5&resource=backlinks')

    const domain = rowOf<{ domain: string }>('domains', () => true)
    await done('PUT', `/domains/${domain.id}`, { title: '另一位运营改了标题' })
    const after = await stampOf(query)
    expect(after).not.toBe(listed.stamp)
    expect(after).toBe((await page(query)).stamp)
    // an entry of another object: that page is as it was
    expect(await stampOf('page=1&pageSize=5&resource=backlinks')).toBe(backlinksBefore)
    expect(await stampOf(query)).toBe(after)
  })

  it('refuses what the list refuses', async () => {
    expect((await json('GET', '/audit/stamp?page=0&pageSize=20')).code).toBe(1400)
    expect((await json('GET', '/audit/stamp?rowId=1')).code).toBe(1400)
  })
})
