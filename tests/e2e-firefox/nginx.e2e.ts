import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { EXPORT_CSV, EXPORT_NAME, startFakeApi, THEME_NAMES, type FakeApi } from '../e2e/support/fakeApi'
import { byCss, byRole, click, eventually, firefoxSuite, here, screenHeading, signIn, storedAuth } from '../e2e/support/firefox'
import { renderTemplate, startNginx, TEMPLATE } from '../e2e/support/nginx'
import { PRODUCTION_CSP, type StaticServer } from '../e2e/support/servers'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

function recordCspViolations() {
  const seen: string[] = []
  window.cspViolations = seen
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
}

const SECURITY_HEADERS = {
  'content-security-policy': PRODUCTION_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
}
const headersOf = (answer: Response, names: string[]) => Object.fromEntries(names.map((name) => [name, answer.headers.get(name)]))

it('renders the nginx template with only NGINX_PORT, API_UPSTREAM and NGINX_ROOT, as the nginx image does', async () => {
  const template = await readFile(TEMPLATE, 'utf8')
  const rendered = renderTemplate(template, { NGINX_PORT: '8080', API_UPSTREAM: 'http://api.internal:8080', NGINX_ROOT: '/srv/back office/dist' })
  expect(rendered).toContain('listen 8080;')
  expect(rendered).toContain('proxy_pass http://api.internal:8080;')
  expect(rendered).toContain('root "/srv/back office/dist";')
  // nginx's own variables stay for nginx
  expect(rendered).toContain('$uri')
  expect(() => renderTemplate(`${template}\n# \${HOSTNAME}`, { NGINX_PORT: '1', API_UPSTREAM: 'http://x', NGINX_ROOT: '/srv' })).toThrow(/HOSTNAME/)
})

/**
 * The real-API build served by Debian's nginx with deploy/nginx/default.conf.template, /api/ proxied to the fake API:
 * the production setup of the README's Deploy section, without Docker.
 */
describe.skipIf(inject('e2eNginxSkip'))('real-API build behind nginx', () => {
  let api: FakeApi
  let nginx: StaticServer
  beforeAll(async () => {
    api = await startFakeApi()
    nginx = await startNginx(inject('e2eBuilds').real, api.url)
  })
  afterAll(async () => {
    await nginx?.close()
    await api?.close()
  })
  beforeEach(() => api.reset())
  const get = (path: string, headers: Record<string, string> = {}) => fetch(nginx.url + path, { headers })

  it('answers app paths with index.html, the security headers and no-cache', async () => {
    for (const path of ['/', '/login?redirect=%2Fthemes', '/articles/a-1/edit']) {
      const answer = await get(path)
      expect({ path, status: answer.status }).toEqual({ path, status: 200 })
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
      expect(headersOf(answer, ['cache-control', ...Object.keys(SECURITY_HEADERS)])).toEqual({ 'cache-control': 'no-cache', ...SECURITY_HEADERS })
      expect(await answer.text()).toContain('<div id="root">')
    }
  })

  it('caches hashed assets for a year and has the public files revalidated, gzips JS and CSS, and answers a missing asset with 404', async () => {
    const html = await (await get('/')).text()
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    expect(script && style).toBeTruthy()
    for (const [path, type, cache] of [
      [script!, /javascript/, 'public, max-age=31536000, immutable'],
      [style!, /^text\/css/, 'public, max-age=31536000, immutable'],
      ['/appearance.js', /javascript/, 'no-cache'],
    ] as const) {
      const answer = await get(path, { 'accept-encoding': 'gzip' })
      // the path in each compared object says which file a failure is about
      expect({ path, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ path, status: 200, type: expect.stringMatching(type) })
      expect({ path, ...headersOf(answer, ['cache-control', 'content-encoding', 'x-content-type-options']) }).toEqual({
        path,
        'cache-control': cache,
        'content-encoding': 'gzip',
        'x-content-type-options': 'nosniff',
      })
      await answer.arrayBuffer()
    }
    const missing = await get('/assets/index-gone1234.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<div id="root">')
  })

  it('proxies /api/ with the renewal and download headers passed through', async () => {
    const login = await fetch(`${nginx.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    })
    const { data } = (await login.json()) as { data: { access_token: string } }
    const authorization = `Bearer ${data.access_token}`
    api.setRenewWithin(365 * 24 * 3600)

    const themes = await get('/api/theme', { authorization })
    expect(await themes.json()).toMatchObject({ code: 0, data: THEME_NAMES })
    expect(themes.headers.get('new-token')).toMatch(/^\S+\.\S+\.\S+$/)
    expect(themes.headers.get('new-expires-in')).toBe('7200')
    // the API's answers keep their own caching: the template adds no Cache-Control to them
    expect(themes.headers.get('cache-control')).toBeNull()

    const file = await get('/api/domains/export', { authorization })
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${EXPORT_NAME}"`)
    // bytes, not text(): the decoder would drop the byte order mark
    expect(Buffer.from(await file.arrayBuffer()).toString('utf8')).toBe(EXPORT_CSV)
    expect((await get('/api/theme')).status).toBe(401)
  })

  describe.skipIf(inject('e2eFirefoxSkip'))('in Firefox', () => {
    const firefox = firefoxSuite({ baseURL: () => nginx.url })

    it('signs in from a deep link, keeps the page over a reload, renews the token and downloads a named file, under the CSP', async () => {
      const page = await firefox.open('/domain', recordCspViolations)
      await byRole(page, 'button', '登陆')
      expect(await here(page)).toBe('/login?redirect=%2Fdomain')
      await signIn(page)
      await screenHeading(page, '域名管理')
      expect(await here(page)).toBe('/domain')

      // a reload asks nginx for /domain itself: index.html, and the session is still there
      const token = (await storedAuth(page))!.token
      await page.reload()
      await screenHeading(page, '域名管理')
      expect((await storedAuth(page))!.token).toBe(token)

      // every answer now carries New-Token / New-Expires-In, through nginx
      api.setTokenLifetime(1800)
      api.setRenewWithin(365 * 24 * 3600)
      await (await byCss(await byRole(page, 'navigation', '主菜单'), 'a[href="/"]')).click()
      await byRole(page, 'heading', '你好，管理员，欢迎回来！')
      await eventually(async () => (await storedAuth(page))?.token !== token, 'a renewed token')
      expect((await storedAuth(page))!.expiresIn).toBe('1800')

      // the file's name comes only from Content-Disposition, through nginx
      await (await byCss(await byRole(page, 'navigation', '主菜单'), 'a[href="/domain"]')).click()
      await screenHeading(page, '域名管理')
      await click(page, 'button', '导出 CSV')
      const file = await firefox.downloaded(new RegExp(`^${EXPORT_NAME.replaceAll('.', '\\.')}$`))
      expect(file.bytes.toString('utf8')).toBe(EXPORT_CSV)
      expect(api.authorizations('/api/domains/export').at(-1)).toMatch(/^Bearer /)
      expect(await page.evaluate(() => window.cspViolations)).toEqual([])
    })
  })
})
