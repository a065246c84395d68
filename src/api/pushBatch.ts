/**
 * Push for many domains at once (docs/api.md, Push): one engine's secret set on several domains (批量设置推送), and
 * articles of several domains pushed as one push per domain, each under that domain's own quota.
 */
import * as v from 'valibot'
import { count } from './envelope'
import {
  isPushEngine,
  PUSH_SECRET_LABELS,
  pushRecordAnswer,
  pushSettingsAnswer,
  secretProblem,
  zh,
  type PushEngine,
  type PushRecord,
  type PushSettings,
} from './push'

/** At most this many domains, or articles, in one call. */
export const BATCH_LIMIT = 1000

/** POST /api/push/settings/batch: the same secret of one engine for every domain listed; their other secrets stay. */
export interface BatchSettingsInput {
  engine: PushEngine
  secret: string
  domains: string[]
  /**
   * The settings' version of each domain as the dialog read them (0: none stored); the answer then says how many
   * had `changed` since, as a batch by ids does (docs/api.md, "Several operators").
   */
  versions?: Record<string, number>
}

/** What the form holds, and what the server reads from a body (anything of another type is refused first). */
export interface BatchSettingsFields {
  engine: string
  secret: string
  domains: readonly string[]
}

/** The per-field messages of a batch setting, or {} when it can be sent. The server adds domains it does not know. */
export function batchSettingsProblems({ engine, secret, domains }: BatchSettingsFields): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!isPushEngine(engine)) errors.engine = '请选择搜索引擎'
  else if (!secret.trim()) errors.secret = zh`请填写${PUSH_SECRET_LABELS[engine]}`
  else {
    // nothing is stored as far as this form knows: a masked text is refused, a blank is not "keep"
    const problem = secretProblem(engine, secret, null)
    if (problem) errors.secret = problem
  }
  if (domains.length === 0) errors.domains = '请至少选择一个域名'
  else if (domains.length > BATCH_LIMIT) errors.domains = `一次最多选择 ${BATCH_LIMIT} 个域名，当前 ${domains.length} 个`
  return errors
}

/** The answer: each domain's settings after the change, masked as GET /api/push/settings shows them. */
export interface BatchSettingsAnswer {
  items: PushSettings[]
  /** With `versions` sent: how many of those domains' settings had another version when it ran. */
  changed?: number
}

export const batchSettingsAnswer: v.GenericSchema<unknown, BatchSettingsAnswer> = v.looseObject({
  items: v.array(pushSettingsAnswer),
  changed: v.optional(count),
})

/** POST /api/push/articles: the published articles among `articleIds`, one push per domain they belong to. */
export interface ArticlePushInput {
  engine: PushEngine
  articleIds: string[]
}

/** One domain's push of an article push: what `POST /api/push` would have answered for it. */
export interface DomainPushResult {
  domain: string
  /** How many article URLs went to this domain's push. */
  urlCount: number
  /** 0 when the engine accepted at least one URL; otherwise the refusal's code (1412 sent nothing and kept no record). */
  code: number
  msg: string
  /** The push record it left; null when nothing was sent (no secret for the engine). */
  record: PushRecord | null
}

export interface ArticlePushAnswer {
  results: DomainPushResult[]
}

export const articlePushAnswer: v.GenericSchema<unknown, ArticlePushAnswer> = v.looseObject({
  results: v.array(
    v.looseObject({ domain: v.string(), urlCount: count, code: v.pipe(v.number(), v.integer()), msg: v.string(), record: v.nullable(pushRecordAnswer) }),
  ),
})
