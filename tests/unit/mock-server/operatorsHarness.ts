import { afterEach, beforeEach, expect, vi } from 'vitest'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'

/** Shared by the tests of several operators (versions, stamps, me, the other operator): a fresh Mirage per test. */
let mock: MockServer
export function withServer() {
  beforeEach(() => {
    mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  })
  afterEach(() => {
    mock.shutdown()
    vi.useRealTimers()
  })
}

export const mockServer = () => mock

export interface Envelope<T = Record<string, unknown>> {
  code: number
  msg: string
  data: T
}

export type Row = Record<string, unknown> & { id: string; version: number }

/** One call as `admin` (or the token given), its envelope; a JSON body, or a FormData for an upload. */
export async function call<T = Row>(method: string, path: string, body?: unknown, token = issueToken('admin', 3600)): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  const sent = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body)
  const response = await fetch(`/api${path}`, { method, headers, body: sent })
  expect(response.status, `${method} ${path}`).toBe(200)
  return (await response.json()) as Envelope<T>
}

/** A row as stored now (Mirage hands out a copy). */
export const stored = (table: string, id: string): Row => (mock.server.db as unknown as Record<string, { find(id: string): Row }>)[table].find(id)

/** The first stored row of a table matching `test`. */
export const firstWhere = (table: string, test: (row: Row) => boolean): Row => [...(mock.server.db as unknown as Record<string, Row[]>)[table]].find(test)!
