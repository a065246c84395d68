/** Push for many domains at once (docs/api.md): one engine's secret for several domains (POST /api/push/settings/batch). */
import type { Server } from 'miragejs'
import { PUSH_SECRET_LABELS, SECRET_FIELD_OF, zh, type PushEngine } from '../../api/push'
import { batchSettingsProblems } from '../../api/pushBatch'
import { authed, ok } from '../envelope'
import { fieldRefusal, readBody } from '../list'
import type { Scenario } from '../scenario'
import { maskedSettings } from './pushSettings'
import { isKnownDomain, saveSecrets, type Db } from './pushStore'

const strings = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null)

function saveBatch(db: Db, body: Record<string, unknown>) {
  const engine = typeof body.engine === 'string' ? body.engine : ''
  const secret = typeof body.secret === 'string' ? body.secret : ''
  const listed = strings(body.domains)
  const domains = [...new Set((listed ?? []).map((domain) => domain.trim().toLowerCase()).filter(Boolean))]
  const errors = batchSettingsProblems({ engine, secret, domains })
  const unknown = domains.filter((domain) => !isKnownDomain(db, domain))
  if (!listed) errors.domains = '格式不正确'
  else if (!errors.domains && unknown.length) errors.domains = `以下域名不在站群中：${unknown.join('、')}`
  if (Object.keys(errors).length) return fieldRefusal(errors)
  const field = SECRET_FIELD_OF[engine as PushEngine]
  const items = domains.map((domain) => maskedSettings(domain, saveSecrets(db, domain, { [field]: secret.trim() })))
  return ok({ items }, zh`已为 ${domains.length} 个域名保存${PUSH_SECRET_LABELS[engine as PushEngine]}`)
}

export function pushBatchRoutes(server: Server, scenario: Scenario) {
  const db = server.db
  server.post(
    '/push/settings/batch',
    authed(scenario, (request) => saveBatch(db, readBody(request))),
  )
}
