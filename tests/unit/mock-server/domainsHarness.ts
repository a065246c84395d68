import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { Domain } from '../../../src/api/domains'
import type { Page } from '../../../src/api/envelope'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'

/** Shared by the domain handler test files: a fresh Mirage per test, without articles, and ways to call it. */
let mock: MockServer
let token: string
export function withDomainsServer() {
  beforeEach(() => {
    mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    token = issueToken('admin', 3600)
    // articleCount is derived from the articles resource: start these tests without any
    ;(mock.server.db as unknown as { articles?: { remove(): void } }).articles?.remove()
  })
  afterEach(() => {
    mock.shutdown()
    vi.useRealTimers()
  })
}

export const mockServer = () => mock

/** Calls from here on carry this token (an unknown one, or one issued at a faked time). */
export function setToken(next: string): void {
  token = next
}

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export async function call(method: string, path: string, { body, auth = true }: { body?: unknown; auth?: boolean } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (auth) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}
export async function json<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const answer = await call(method, path, { body })
  expect(answer.status).toBe(200)
  return JSON.parse(answer.text) as Envelope<T>
}
export const list = (search = '') => json<Page<Domain>>('GET', `/domains?${search}`)
export const names = async (search: string) => (await list(search)).data.items.map((row) => row.domain)
export const stored = () => mock.server.db.domains as unknown as Domain[]
// the copy Mirage hands out has its own find(id): filter by name instead
export const byName = (name: string) => stored().filter((row) => row.domain === name)[0]
export const fieldsOf = (answer: Envelope<unknown>) => (answer.data as { fields: Record<string, string> }).fields

export const NEW = { domain: 'Example-Shop.COM', theme: '极简博客', status: 'active', title: '示例', keywords: 'a,b', description: '描述' }
