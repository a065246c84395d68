import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseOfflineArgs } from '../../../scripts/apiOffline'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'

/**
 * Several operators over real HTTP (`npm run api:offline`): two people signed in as admin and editor, a save
 * refused after the other's, a stale delete, versions and stamps, and the scenario's second operator.
 */

interface Envelope<T = Record<string, unknown>> {
  code: number
  msg: string
  data: T
}
type Row = Record<string, unknown> & { id: string; version: number }

let backend: OfflineBackend
beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0 })
})
afterAll(() => backend.close())
afterEach(() => vi.useRealTimers())

/** A person signed in over HTTP: their calls, with their token. */
async function signIn(target: OfflineBackend, username: string, password: string) {
  const send = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<Envelope<T>> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }
    const response = await fetch(`${target.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    expect(response.status, `${method} ${path}`).toBe(200)
    return (await response.json()) as Envelope<T>
  }
  const login = await send<{ access_token: string }>('POST', '/login', { username, password })
  expect(login.code).toBe(0)
  return <T = Row>(method: string, path: string, body?: unknown) => send<T>(method, path, body, login.data.access_token)
}

describe('two operators against the offline backend', () => {
  it('each is named by GET /api/me', async () => {
    const admin = await signIn(backend, 'admin', 'admin123')
    const editor = await signIn(backend, 'editor', 'editor123')
    expect((await admin('GET', '/me')).data).toEqual({ username: 'admin', displayName: '管理员' })
    expect((await editor('GET', '/me')).data).toEqual({ username: 'editor', displayName: '运营小王' })
  })

  it('refuses the second save of a domain both opened, with the first one’s change in it, and a stale delete', async () => {
    const admin = await signIn(backend, 'admin', 'admin123')
    const editor = await signIn(backend, 'editor', 'editor123')
    const { data: opened } = await admin('POST', '/domains', { domain: 'shop.example.com', theme: '极简博客', status: 'active', keywords: '旧' })
    const query = `/domains?page=1&pageSize=20&keyword=shop.example.com`
    const { data: page } = await admin<{ items: Row[]; stamp: string }>('GET', query)
    expect((await editor('PUT', `/domains/${opened.id}`, { theme: '新闻门户', version: opened.version })).data.version).toBe(opened.version + 1)

    const refused = await admin<{ current: Row }>('PUT', `/domains/${opened.id}`, { keywords: '新', version: opened.version })
    expect(refused).toMatchObject({ code: 1460, msg: '该记录已被他人修改', data: { current: { theme: '新闻门户', keywords: '旧' } } })
    expect((await admin('DELETE', `/domains/${opened.id}?version=${opened.version}`)).code).toBe(1460)
    // the list the first operator shows is no longer current; the check of its row says by how much
    expect((await admin<{ stamp: string }>('GET', query.replace('/domains?', '/domains/stamp?'))).data.stamp).not.toBe(page.stamp)
    expect((await admin('POST', '/domains/versions', { ids: [opened.id] })).data).toEqual({ versions: { [opened.id]: opened.version + 1 } })
    expect((await admin('DELETE', `/domains/${opened.id}?version=${opened.version + 1}`)).code).toBe(0)
  })
})

describe('the scenario’s second operator over HTTP', () => {
  it('changes rows by itself while otherOperator is set, and the next save under conflictNextSave', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const played = await startOfflineBackend({ port: 0, scenario: { otherOperator: { everySeconds: 3 } } })
    try {
      const admin = await signIn(played, 'admin', 'admin123')
      const stamps = async () =>
        Promise.all(['/themes', '/domains'].map(async (list) => (await admin<{ stamp: string }>('GET', `${list}/stamp?page=1&pageSize=20`)).data.stamp))
      const before = await stamps()
      vi.advanceTimersByTime(3000 * 2)
      // a theme, then a domain: each first page changed
      const after = await stamps()
      expect(after[0]).not.toBe(before[0])
      expect(after[1]).not.toBe(before[1])

      played.mock.configure({ otherOperator: null, conflictNextSave: true })
      const theme = (await admin<{ items: Row[] }>('GET', '/themes?page=1&pageSize=1')).data.items[0]
      const refused = await admin<{ current: Row }>('PUT', `/themes/${theme.id}`, { description: '我的说明', version: theme.version })
      expect(refused).toMatchObject({
        code: 1460,
        data: { current: { version: theme.version + 1, description: expect.stringMatching(/（运营小王改 \d+）$/) } },
      })
    } finally {
      await played.close()
    }
  })
})

describe('npm run api:offline --other-operator', () => {
  it('takes the seconds between the second operator’s changes, and refuses what is not a number of them', () => {
    expect(parseOfflineArgs(['--other-operator', '30'])).toMatchObject({ otherOperator: 30 })
    expect(parseOfflineArgs(['--other-operator', 'often'])).toEqual({ error: expect.stringMatching(/--other-operator/) })
    expect(parseOfflineArgs(['--other-operator', '0'])).toEqual({ error: expect.stringMatching(/--other-operator/) })
  })
})
