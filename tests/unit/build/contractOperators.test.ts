import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../../src/api/operations'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'
import { runContract, type ContractReport } from '../../../scripts/contract/run'
import { startProxy, type Rules } from './contractProxy'

/**
 * The kit's checks of several operators (scripts/contract/operators.ts): versions, 1460, changed, stamps and GET /api/me
 * are checked where the backend has them (what they say on the offline backend: contract.test.ts's --write run), and a
 * backend without them still passes.
 */

let backend: OfflineBackend
beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0 })
})
afterAll(() => backend.close())

async function throughProxy(rules: Rules, write: boolean): Promise<ContractReport> {
  const proxy = await startProxy(backend.url, rules)
  try {
    return await runContract({ target: proxy.url, write })
  } finally {
    await proxy.close()
  }
}

const line = (report: ContractReport, key: string) => report.lines.find((entry) => entry.key === key)!
const failing = (report: ContractReport) => report.lines.filter((entry) => !['ok', 'not checked'].includes(entry.status)).map((entry) => entry.key)
const WRITTEN = ['themes', 'domains', 'backlinks', 'articles']

/** An answer's envelope with `keys` taken out of every object in its data. */
function without(body: string, keys: string[]): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip)
    if (!value || typeof value !== 'object') return value
    return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (keys.includes(key) ? [] : [[key, strip(item)]])))
  }
  try {
    return JSON.stringify(strip(JSON.parse(body)))
  } catch {
    return body
  }
}

// a run of the kit is some three hundred HTTP calls: on a loaded 2-core machine it may take seconds
describe('the kit’s checks of several operators', { timeout: 30_000 }, () => {
  it('passes a backend without them: the optional operations missing, no version or stamp in its answers', async () => {
    // (the operator's preferences go with them: their document carries a version too)
    const lacking = OPERATIONS.filter((op) => op.optional && /\/(versions|stamp|me|me\/preferences)$/.test(op.path)).map((op) => op.key)
    expect(lacking).toHaveLength(15)
    const partial = await startOfflineBackend({ port: 0, without: lacking })
    const proxy = await startProxy(partial.url, { response: (_method, _path, body) => without(body, ['version', 'stamp', 'changed']) })
    try {
      const report = await runContract({ target: proxy.url, write: true })
      // (a save of preferences is not tried without a document read first: not checked rather than missing)
      expect([report.problems, failing(report).sort()]).toEqual([[], lacking.filter((key) => key !== 'PUT /api/me/preferences').sort()])
      expect(report.passed).toBe(true)
      expect(line(report, 'PUT /api/domains/:id')).toMatchObject({ status: 'ok', detail: expect.stringContaining('its rows carry no version') })
    } finally {
      await proxy.close()
      await partial.close()
    }
  })

  it('fails saves and deletes that ignore the version sent, and batches that answer no changed', async () => {
    const report = await throughProxy(
      {
        query: (params) => params.delete('version'),
        request: ({ version: _version, ...body }) => body,
        response: (_method, path, body) => (path.endsWith('/batch-delete') ? without(body, ['changed']) : body),
      },
      true,
    )
    expect(report.passed).toBe(false)
    const expected = [
      ...WRITTEN.flatMap((name) => [`PUT /api/${name}/:id`, `DELETE /api/${name}/:id`, `POST /api/${name}/batch-delete`]),
      'PUT /api/push/settings',
      'PUT /api/me/preferences',
    ]
    expect(failing(report).sort()).toEqual(expected.sort())
    expect(line(report, 'PUT /api/themes/:id').detail).toMatch(/expected code 1460, got HTTP 200, code 0/)
    expect(line(report, 'POST /api/articles/batch-delete').detail).toMatch(/answered changed: undefined, not 1/)
  })

  it('fails a stamp that is not the list’s, and a me that names another operator', async () => {
    const report = await throughProxy(
      {
        response: (_method, path, body) =>
          path.endsWith('/stamp') ? body.replace(/"stamp":"[^"]*"/, '"stamp":"another"') : path === '/api/me' ? body.replace('"admin"', '"root"') : body,
      },
      false,
    )
    const stamps = OPERATIONS.filter((op) => op.path.endsWith('/stamp')).map((op) => op.key)
    expect(failing(report).sort()).toEqual([...stamps, 'GET /api/me'].sort())
    expect(line(report, 'GET /api/me').detail).toContain('answered username "root", the kit signed in as admin')
  })
})
