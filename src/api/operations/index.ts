/**
 * The API's one contract table: every operation the client makes and a backend answers, with what it takes, what it
 * answers, how it may refuse, whether a backend may lack it, and how the client spaces repeats (src/api/contract.ts).
 * The client imports each resource's module (src/api/operations/<resource>.ts) on its own, so that /login downloads
 * only what it calls; the whole table is for the offline backend, the OpenAPI document, the kit and the tests.
 */
import type { Operation } from '../contract'
import { login, themeNames } from './auth'
import { capabilities } from './capabilities'
import { me } from './me'
import { preferences, preferencesSave } from './preferences'
import { articleBatchStatus, articleGet, articles } from './articles'
import { backlinkBulk, backlinkCheck, backlinkExport, backlinks } from './backlinks'
import { commentBatchStatus, commentBatchStatusUndo, commentPendingCount, comments } from './comments'
import { domainBatchTheme, domainBatchThemeUndo, domainBulk, domainExport, domainOptions, domains, domainStatus } from './domains'
import {
  pushArticles,
  pushArticleUrls,
  pushQuota,
  pushRecord,
  pushRecords,
  pushRecordsStamp,
  pushRetry,
  pushSaveSettings,
  pushSaveSettingsBatch,
  pushSettings,
  pushSubmit,
} from './push'
import { themePackage, themes } from './themes'
import { audit, auditExport, auditOperators, auditStamp } from './audit'

const defined = (ops: object): Operation[] => Object.values(ops).filter((op): op is Operation => op !== undefined)

/** Every operation, in the order of the docs. */
export const OPERATIONS: readonly Operation[] = [
  login,
  capabilities,
  me,
  preferences,
  preferencesSave,
  themeNames,
  ...defined(themes),
  themePackage,
  ...defined(domains),
  domainOptions,
  domainBulk,
  domainStatus,
  domainBatchTheme,
  domainBatchThemeUndo,
  domainExport,
  ...defined(backlinks),
  backlinkBulk,
  backlinkCheck,
  backlinkExport,
  ...defined(comments),
  commentBatchStatus,
  commentBatchStatusUndo,
  commentPendingCount,
  articleGet,
  ...defined(articles),
  articleBatchStatus,
  pushRecords,
  pushRecordsStamp,
  pushRecord,
  pushSubmit,
  pushRetry,
  pushQuota,
  pushArticleUrls,
  pushArticles,
  pushSettings,
  pushSaveSettings,
  pushSaveSettingsBatch,
  audit,
  auditStamp,
  auditExport,
  auditOperators,
] as Operation[]

/** The operation of a key (`POST /api/domains/restore`), or undefined. */
export const operationOf = (key: string): Operation | undefined => OPERATIONS.find((op) => op.key === key)

/** The keys of the operations a backend may lack. */
export const OPTIONAL_KEYS: readonly string[] = OPERATIONS.filter((op) => op.optional).map((op) => op.key)
