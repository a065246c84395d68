import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { AuditEntry } from '../../../src/api/audit'
import type { Page } from '../../../src/api/envelope'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'

/** Shared by the audit trail's test files: a fresh Mirage per test, at a fixed time, and ways to call it as an operator. */
let mock: MockServer
let token: string
export const NOW = '2026-11-20T08:00:00.000Z'

export function withAuditServer() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    token = issueToken('editor', 3600)
  })
  afterEach(() => {
    mock.shutdown()
    vi.useRealTimers()
  })
}

export const mockServer = () => mock

/** Calls from here on are this operator's. */
export const signedInAs = (username: string) => void (token = issueToken(username, 3600))

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export async function call(method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; text: string }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  let sent: BodyInit | undefined
  if (body instanceof FormData) sent = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    sent = JSON.stringify(body)
  }
  const response = await fetch(`/api${path}`, { method, headers, body: sent })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

export async function json<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const answer = await call(method, path, body)
  expect(answer.status).toBe(200)
  return JSON.parse(answer.text) as Envelope<T>
}

/** A change that must succeed: its data. */
export async function done<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await json<T>(method, path, body)
  expect({ call: `${method} ${path}`, code: answer.code, msg: answer.msg }).toMatchObject({ code: 0 })
  return answer.data
}

/** A page of the trail. */
export async function audit(search = ''): Promise<Page<AuditEntry>> {
  const answer = await json<Page<AuditEntry>>('GET', `/audit?${search}`)
  expect(answer).toMatchObject({ code: 0 })
  return answer.data
}

/** The newest entry. */
export const latest = async () => (await audit('pageSize=1')).items[0]

/** How many entries there are. */
export const total = async () => (await audit('pageSize=1')).total

/** The rows of a table as stored (the seed's lists have no ids: Mirage gives them). */
export const rows = <T = Record<string, unknown>>(table: string): (T & { id: string })[] => [...(Reflect.get(mock.server.db, table) as (T & { id: string })[])]

/** A row of a table as stored. */
export const rowOf = <T = Record<string, unknown>>(table: string, find: (row: T & { id: string }) => boolean) => rows<T>(table).filter(find)[0]
