import { describe, expect, inject, it } from 'vitest'
import { filesContaining, readBuildSizes, readManifest } from '../../scripts/bundleSizes'
import { signIn, toast } from './support/browser'
import { realApiChromium } from './support/servers'

/**
 * /login shows before axios and the transport are there: they come in a chunk of their own (src/http/gate.ts), asked
 * for right after the first render, and a sign-in waits for it only if it has not come yet. The real-API build.
 */
const TRANSPORT = 'src/http/transport.ts'
/** A string axios's minified code keeps (its error class's name), which no other code of the app holds. */
const AXIOS = /AxiosError/

describe('what /login loads before it shows', () => {
  const outDir = inject('e2eBuilds').real

  it('holds no axios: the transport brings it, in a chunk /login does not wait for', async () => {
    const [sizes, manifest] = await Promise.all([readBuildSizes(outDir), readManifest(outDir)])
    const transport = manifest[TRANSPORT]
    expect(transport?.isDynamicEntry, `${TRANSPORT} is loaded with import()`).toBe(true)
    expect(sizes.initial.files).not.toContain(transport.file)
    expect(await filesContaining(outDir, [transport.file], [AXIOS])).toHaveLength(1)
    expect(await filesContaining(outDir, sizes.initial.files, [AXIOS])).toEqual([])
  })
})

describe.skipIf(inject('e2eSkip'))('the transport’s chunk in Chromium', () => {
  const { chrome, api } = realApiChromium()

  it('shows the login without it, fails a sign-in as a network error while it cannot load, then signs in once it can', async () => {
    const page = await chrome.context.newPage()
    // the chunk held back: nothing the login shows may wait for it
    await page.route(/\/assets\/transport-[^/]+\.js$/, (route) => route.abort())
    const asked = page.waitForRequest(/\/assets\/transport-[^/]+\.js$/)
    await page.goto('/login')
    await asked
    await page.getByRole('button', { name: '登陆' }).waitFor()
    await signIn(page)
    await toast(page, '网络连接失败，请检查网络后重试').waitFor()
    expect(api().count('/api/login')).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/login')

    await page.unroute(/\/assets\/transport-[^/]+\.js$/)
    await page.getByRole('button', { name: '登陆' }).click()
    await page.getByRole('heading', { level: 1, name: /你好/ }).waitFor()
    expect(api().count('/api/login')).toBe(1)
  })
})
