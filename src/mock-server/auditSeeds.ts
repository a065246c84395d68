/** The demo's audit history (docs/api.md, 操作日志). */
import type { Server } from 'miragejs'
import type { StoredEntry } from './auditList'

export function buildSeedAudit(_server: Server): Omit<StoredEntry, 'id'>[] {
  return []
}
