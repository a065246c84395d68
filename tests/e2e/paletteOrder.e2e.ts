import type { Route } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { offlineChromium, openSignedIn } from './support/offline'

type Row = { domain: string }

/**
 * The palette's record search against a slow API whose answers come out of order: the production build against the
 * offline backend over HTTP, with the domain search for the first keyword held in the network until the search for the
 * longer one has been answered and shown. Only the latest keyword's records show, before and after the stale answer.
 */
describe.skipIf(inject('e2eSkip'))('the command palette against answers out of order (production build, over HTTP)', () => {
  const { chrome, backend } = offlineChromium()

  it('shows only the records of the latest keyword when an earlier keyword’s answer comes last', async () => {
    const domains = [...(backend().mock.server.db.domains as unknown as Row[])].map((row) => row.domain)
    // a name whose first two letters other names share: the short keyword finds those, the whole name only itself
    const latest = domains.find((name) => domains.filter((other) => other.startsWith(name.slice(0, 2))).length > 2)!
    const early = latest.slice(0, 2)
    const staleOnly = domains.filter((name) => name.includes(early) && !name.includes(latest))
    expect(staleOnly.length).toBeGreaterThan(0)

    const page = await openSignedIn(chrome, '/themes', '主题列表')
    // the domain search for the short keyword waits in the network; every other request goes on
    let held: Route | undefined
    const heldAsked = new Promise<void>((asked) => {
      void page.route(
        (url) => url.pathname === '/api/domains' && url.searchParams.get('keyword') === early,
        (route) => {
          held = route
          asked()
        },
      )
    })

    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: '命令面板' })
    await palette.getByRole('combobox').waitFor()
    await page.keyboard.type(early)
    await heldAsked
    await page.keyboard.type(latest.slice(2))
    const found = palette.getByRole('group', { name: '记录 · 域名' }).getByRole('option')
    await found.filter({ hasText: latest }).first().waitFor()

    // the short keyword's answer comes now, last; a page that gave up on that request when the longer keyword was asked
    // (aborted it) never reads it: either way only the latest keyword's records may show
    await held!.continue().catch(() => {})
    const stale = await held!.request().response()
    expect(stale === null ? held!.request().failure()?.errorText : String(stale.status())).toMatch(/^(net::ERR_ABORTED|200)$/)
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
    const names = await found.allTextContents()
    expect(names.some((text) => text.includes(latest))).toBe(true)
    expect(names.filter((text) => staleOnly.some((name) => text.includes(name)))).toEqual([])
    expect(await palette.getByRole('combobox').inputValue()).toBe(latest)
  })
})
