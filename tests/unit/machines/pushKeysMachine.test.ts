import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { PushSettings } from '../../../src/api/push'
import { domainsWithoutKey, pushKeysMachine, type KeysEvent } from '../../../src/machines/pushKeysMachine'

const settingsOf = (domain: string, baiduToken: string | null = null): PushSettings => ({
  domain,
  baiduToken,
  bingApiKey: null,
  indexNowKey: 'abcd••••••wxyz',
  updatedAt: null,
})

/** A keys machine whose lookups answer from `stored` (a domain left out fails), with saves sent in by the test. */
function start(domains: string[], stored: Record<string, PushSettings>) {
  const asked: string[][] = []
  let save: ((event: KeysEvent) => void) | null = null
  const actor = createActor(
    pushKeysMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) => {
          asked.push(input.domains)
          return input.domains.flatMap((domain) => (stored[domain] ? [stored[domain]] : []))
        }),
        watch: fromCallback(({ sendBack }) => {
          save = sendBack
        }),
      },
    }),
    { input: { domains } },
  ).start()
  return { actor, asked, save: (settings: PushSettings) => save!({ type: 'keys.saved', settings }) }
}

describe('pushKeysMachine: which domains have a key for the engine', () => {
  it('looks each domain up once, says which have none for the engine, and leaves a failed lookup unknown', async () => {
    const keys = start(['a.com', 'b.com', 'gone.com'], { 'a.com': settingsOf('a.com', 'abcd••••••wxyz'), 'b.com': settingsOf('b.com') })
    await waitFor(keys.actor, (state) => state.matches('known'))
    const context = () => keys.actor.getSnapshot().context
    expect(domainsWithoutKey(context(), 'baidu')).toEqual(['b.com'])
    expect(domainsWithoutKey(context(), 'bing')).toEqual(['a.com', 'b.com'])
    expect(domainsWithoutKey(context(), 'indexnow')).toEqual([])
    expect(domainsWithoutKey(context(), '')).toEqual([])

    // another choice: only what is not known yet is asked
    keys.actor.send({ type: 'keys.check', domains: ['b.com', 'c.com'] })
    await waitFor(keys.actor, (state) => state.matches('known'))
    expect(keys.asked).toEqual([['a.com', 'b.com', 'gone.com'], ['c.com']])
    expect(domainsWithoutKey(context(), 'baidu')).toEqual(['b.com'])
  })

  it('follows a key saved meanwhile (去设置密钥, then back to the push)', async () => {
    const keys = start(['b.com'], { 'b.com': settingsOf('b.com') })
    await waitFor(keys.actor, (state) => state.matches('known'))
    keys.save(settingsOf('b.com', 'Fres••••••en16'))
    expect(domainsWithoutKey(keys.actor.getSnapshot().context, 'baidu')).toEqual([])
  })
})
