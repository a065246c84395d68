// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import { call, firstWhere, mockServer, stored, withServer, type Row } from './operatorsHarness'

// A list's stamp (docs/api.md, "Several operators"): it changes exactly when the page the query asks for would.

withServer()

interface Page {
  items: Row[]
  total: number
  stamp: string
}

const stampOf = async (path: string, query: string) => (await call<{ stamp: string }>('GET', `${path}/stamp?${query}`)).data.stamp

describe('GET /api/<resource>/stamp', () => {
  it('is the stamp the list answers with, for each list', async () => {
    for (const path of ['/themes', '/domains', '/backlinks', '/comments', '/articles', '/push/records']) {
      const query = 'page=1&pageSize=5'
      const list = await call<Page>('GET', `${path}?${query}`)
      expect({ path, stamp: typeof list.data.stamp }).toEqual({ path, stamp: 'string' })
      expect({ path, stamp: await stampOf(path, query) }).toEqual({ path, stamp: list.data.stamp })
    }
  })

  it('stays while nothing of the page changes, also when a row outside the query does', async () => {
    const query = 'page=1&pageSize=5&status=active'
    const before = await stampOf('/domains', query)
    expect(await stampOf('/domains', query)).toBe(before)
    const outside = firstWhere('domains', (row) => row.status === 'inactive')
    await call('PUT', `/domains/${outside.id}`, { title: '查询之外的修改' })
    expect(await stampOf('/domains', query)).toBe(before)
    // another page, another query: another stamp
    expect(await stampOf('/domains', 'page=2&pageSize=5&status=active')).not.toBe(before)
  })

  it('changes when a row of the page changes, when a row is added or deleted, and when the total does', async () => {
    const query = 'page=1&pageSize=5'
    const list = await call<Page>('GET', `/backlinks?${query}`)
    const first = list.data.items[0]
    let stamp = list.data.stamp
    const changed = async () => {
      const next = await stampOf('/backlinks', query)
      const differs = next !== stamp
      stamp = next
      return differs
    }
    await call('PUT', `/backlinks/${first.id}`, { anchorText: '页上的修改' })
    expect(await changed()).toBe(true)
    await call('DELETE', `/backlinks/${first.id}`)
    expect(await changed()).toBe(true)
    await call('POST', '/backlinks/restore', { ids: [first.id] })
    expect(await changed()).toBe(true)
    // the last row of all (sorted newest first): not on page 1, only the total says it went
    const last = (await call<Page>('GET', `/backlinks?page=${Math.ceil(list.data.total / 5)}&pageSize=5`)).data.items.at(-1)!
    await call('DELETE', `/backlinks/${last.id}`)
    expect(await changed()).toBe(true)
    expect(await changed()).toBe(false)
  })

  it('changes when the other operator changes a row of the page', async () => {
    const before = await stampOf('/comments', 'page=1&pageSize=20')
    const change = mockServer().otherOperator.changeRow('comments', (await call<Page>('GET', '/comments?page=1&pageSize=1')).data.items[0].id)
    expect(stored('comments', change!.id).reply).toMatch(/（运营小王改 1）$/)
    expect(await stampOf('/comments', 'page=1&pageSize=20')).not.toBe(before)
  })

  it('refuses what the list refuses', async () => {
    expect((await call('GET', '/domains/stamp?page=0&pageSize=5')).code).toBe(1400)
    expect((await call('GET', '/articles/stamp?page=1&pageSize=5&from=2026-01-01')).code).toBe(1400)
  })
})
