// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { afterEach, expect, it } from 'vitest'
import type { AuditEntry } from '../../../src/api/audit'
import type { Page } from '../../../src/api/envelope'
import { keepDemoData, type DemoData } from '../../../src/mock-server/persistence'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'
import { memoryStore, type MemoryStore } from '../../support/demoStore'

// The demo keeps the audit trail with the rest of its data: what was recorded is there after a reload, ids go on.

const running: { mock: MockServer; demo: DemoData }[] = []
afterEach(() => {
  for (const { mock, demo } of running.splice(0)) {
    demo.stop()
    mock.shutdown()
  }
})

async function startDemo(store: MemoryStore) {
  for (const { mock, demo } of running.splice(0)) {
    demo.stop()
    mock.shutdown()
  }
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  const demo = await keepDemoData(mock, store, { reload: () => {} })
  running.push({ mock, demo })
  return demo
}

const headers = () => ({ 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken('editor', 3600)}` })
const newest = async (count = 2) => {
  const answer = (await (await fetch(`/api/audit?pageSize=${count}`, { headers: headers() })).json()) as { data: Page<AuditEntry> }
  return answer.data.items.map(({ id, operator, summary }) => ({ id, operator, summary }))
}

it('keeps the entries over a reload, and records on after them', async () => {
  const store = memoryStore()
  const demo = await startDemo(store)
  await fetch('/api/login', { method: 'POST', headers: headers(), body: JSON.stringify({ username: 'editor', password: 'editor123' }) })
  const body = JSON.stringify({ domain: 'kept-entry.com', theme: '极简博客', status: 'active', title: '', keywords: '', description: '' })
  await fetch('/api/domains', { method: 'POST', headers: headers(), body })
  await demo.saved()
  const before = await newest()
  expect(before.map((entry) => entry.summary)).toEqual(['新增域名「kept-entry.com」', '登录'])

  await startDemo(store)
  expect(await newest()).toEqual(before)
  await fetch('/api/login', { method: 'POST', headers: headers(), body: JSON.stringify({ username: 'editor', password: 'x' }) })
  const [failed] = await newest(1)
  expect(failed).toMatchObject({ operator: 'editor', summary: '登录失败：用户名或密码错误' })
  expect(Number(failed.id)).toBe(Number(before[0].id) + 1)
})
