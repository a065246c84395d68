/**
 * Push checks on the kit's own domain. A push reaches a real search engine on a real backend: the kit pushes only
 * while its domain has no secret (refused with 1412 before anything is sent, no record left) and retries only a
 * record that does not exist (1404). Then it saves secrets on its domain, and clears them again.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '../../src/api/envelope'
import type { PushSettings } from '../../src/api/push'
import {
  pushArticles,
  pushRecord,
  pushRecords,
  pushRetry,
  pushSaveSettings,
  pushSaveSettingsBatch,
  pushSettings,
  pushSubmit,
} from '../../src/api/operations/push'
import { refuses, succeeds, type Ctx } from './checks'
import type { Created, Kit } from './kit'
import { MISSING_ID } from './readOnly'
import { holds } from './sectionChecks'

const NOTHING_SENT = 'nothing is sent to an engine'

const recordCount = async (ctx: Ctx) =>
  ((await ctx.session.call(pushRecords, { query: { page: 1, pageSize: 1 } })).envelope?.data as Page<unknown> | null)?.total

/** Pushes that must be refused before reaching an engine: its domain has no secret, the record does not exist. */
export async function pushSendChecks(ctx: Ctx, kit: Kit, domain: string, articleId: string): Promise<void> {
  const sending = [pushSubmit, pushArticles, pushRetry]
  const settings = (await ctx.session.call(pushSettings, { query: { domain } })).envelope?.data as PushSettings | undefined
  if (!settings || settings.baiduToken !== null) return ctx.lines.skip(sending, `its domain ${domain} may have a Baidu token: no push sent`)
  const before = await recordCount(ctx)
  const urls = [`https://${domain}/${kit.host}.html`]
  await refuses(ctx, pushSubmit, { body: { domain, engine: 'baidu', urls } }, 1412, `its domain without a Baidu token (${NOTHING_SENT})`)
  const pushed = await succeeds(
    ctx,
    pushArticles,
    { body: { engine: 'baidu', articleIds: [articleId] } },
    `its published article, no Baidu token (${NOTHING_SENT})`,
  )
  if (pushed) {
    const refusedAll = pushed.results.length === 1 && pushed.results.every((result) => result.code === 1412 && result.record === null)
    holds(
      ctx,
      pushArticles,
      refusedAll,
      `expected one result with code 1412 and no record, got ${JSON.stringify(pushed.results.map(({ code, record }) => ({ code, record: !!record })))}`,
    )
  }
  await refuses(ctx, pushArticles, { body: { engine: 'baidu', articleIds: [] } }, 1422, 'no articles')
  holds(ctx, pushSubmit, (await recordCount(ctx)) === before, 'a refused push left a record in the history')

  const missing = await ctx.session.call(pushRecord, { params: { id: MISSING_ID } })
  if (missing.envelope?.code !== 1404) return ctx.lines.skip([pushRetry], `record ${MISSING_ID} may exist: no retry sent`)
  await refuses(ctx, pushRetry, { params: { id: MISSING_ID } }, 1404, `record ${MISSING_ID}, which does not exist (${NOTHING_SENT})`)
}

/** Secrets saved on its own domain, one at a time and in a batch, refused when malformed, and cleared at the end. */
export async function pushSettingsChecks(ctx: Ctx, kit: Kit, created: Created, domain: string): Promise<void> {
  created.settings.add(domain)
  const indexNowKey = kit.host
  const saved = await succeeds(ctx, pushSaveSettings, { body: { domain, indexNowKey } }, `an IndexNow key on its domain ${domain}`)
  if (saved)
    holds(
      ctx,
      pushSaveSettings,
      saved.indexNowKey !== null && saved.indexNowKey !== indexNowKey,
      `the key is answered ${saved.indexNowKey === null ? 'as null' : 'unmasked'}`,
    )
  await refuses(ctx, pushSaveSettings, { body: { domain, bingApiKey: 'not-hex' } }, 1422, 'a malformed Bing key')

  const secret = randomBytes(16).toString('hex')
  const batch = await succeeds(ctx, pushSaveSettingsBatch, { body: { engine: 'bing', secret, domains: [domain] } }, `a Bing key on its domain ${domain}`)
  if (batch)
    holds(
      ctx,
      pushSaveSettingsBatch,
      batch.items.length === 1 && batch.items[0].bingApiKey !== null && batch.items[0].bingApiKey !== secret,
      'the answer does not show the key, masked',
    )
  await refuses(ctx, pushSaveSettingsBatch, { body: { engine: 'bing', secret: 'not-hex', domains: [domain] } }, 1422, 'a malformed Bing key')

  // settings that carry a version: a save from another one is refused (docs/api.md, "Several operators")
  const version = batch?.items[0]?.version
  if (typeof version === 'number') {
    const stale = { domain, indexNowKey: `${kit.host}-stale`, version: version + 1 }
    await refuses(ctx, pushSaveSettings, { body: stale }, 1460, `its domain's settings from version ${version + 1} (they have ${version})`)
  } else ctx.lines.of(pushSaveSettings).remark('its settings carry no version: no conflict checked')

  const cleared = await succeeds(ctx, pushSaveSettings, { body: { domain, baiduToken: null, bingApiKey: null, indexNowKey: null } }, 'all cleared again (null)')
  if (cleared) holds(ctx, pushSaveSettings, !cleared.baiduToken && !cleared.bingApiKey && !cleared.indexNowKey, 'a secret is still there after null')
}
