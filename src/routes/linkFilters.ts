import { redirect } from '@tanstack/react-router'
import { ARTICLE_PUSH_STATUSES, ARTICLE_STATUSES } from '../api/articles'
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../api/audit'
import { BACKLINK_STATUSES } from '../api/backlinks'
import { COMMENT_STATUSES } from '../api/comments'
import { isCalendarDay, isReversed } from '../api/dates'
import { DOMAIN_STATUSES, domainProblem, normalizeDomain } from '../api/domains'
import { PUSH_ENGINES, PUSH_STATUSES } from '../api/push'
import { notify } from '../ui/toast'
import type { ListRoute } from './listEnter'
import type { ResourcePath } from './resources'

/** Whether a value from a link is one a filter can hold. */
type Check = (value: unknown) => boolean

const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value)
/** A host name as the lists name domains (trimmed, lower-case): what the domain filters offer. */
const hostName: Check = (value) => typeof value === 'string' && domainProblem(value) === null && normalizeDomain(value) === value
/** A theme's name: any text (themes are named freely), as the route's own search check keeps it. */
const named: Check = (value) => (typeof value === 'string' && value !== '') || typeof value === 'number'

/** What each filter key may hold, the same on every list that has it; the 创建时间 bounds are days. */
export const FILTER_CHECKS: Record<string, Check> = {
  theme: named,
  domain: hostName,
  targetDomain: hostName,
  pushStatus: oneOf(ARTICLE_PUSH_STATUSES),
  engine: oneOf(PUSH_ENGINES),
  from: isCalendarDay,
  to: isCalendarDay,
  // 操作日志's: an operator's username, what an entry is about and what was done, one row's history
  operator: named,
  resource: oneOf(AUDIT_RESOURCES),
  action: oneOf(AUDIT_ACTIONS),
  rowId: named,
}

/** `status`, whose values are each list's own. */
export const LIST_STATUSES: Partial<Record<ResourcePath, readonly string[]>> = {
  domain: DOMAIN_STATUSES,
  'anti-chain': BACKLINK_STATUSES,
  comment: COMMENT_STATUSES,
  articles: ARTICLE_STATUSES,
  push: PUSH_STATUSES,
}

/** A declared list (src/routes/resources.ts): its path under the shell and its filter keys. */
export interface DeclaredList {
  path: ResourcePath | (string & {})
  filters?: readonly string[]
}

/** The check of one filter of a list: its list's statuses for `status`, otherwise the key's own. */
function checkOf(list: DeclaredList, key: string): Check {
  const statuses = key === 'status' ? LIST_STATUSES[list.path as ResourcePath] : undefined
  return statuses ? oneOf(statuses) : (FILTER_CHECKS[key] ?? named)
}

/** How the notice names each filter: as its select or field is labelled on the lists. */
const FILTER_NAMES: Record<string, string> = {
  status: '状态',
  theme: '主题',
  domain: '域名',
  targetDomain: '目标域名',
  pushStatus: '推送状态',
  engine: '搜索引擎',
  from: '创建时间（起）',
  to: '创建时间（止）',
  operator: '操作人',
  resource: '对象',
  action: '动作',
  rowId: '行 ID',
}

/**
 * The filters of a list link (its search params) that no filter of that list can hold: a typo, an old link. The list's
 * filters are its declaration's (src/routes/resources.ts).
 */
export function unknownFilters(list: DeclaredList, search: Record<string, unknown>): string[] {
  const present = (key: string) => search[key] !== undefined && search[key] !== ''
  const unknown = (list.filters ?? []).filter((key) => present(key) && !checkOf(list, key)(search[key]))
  // two real days the wrong way round: neither bound can be kept, as the route's search check drops both
  if (!unknown.includes('from') && !unknown.includes('to') && isReversed(String(search.from ?? ''), String(search.to ?? ''))) unknown.push('from', 'to')
  return unknown
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return [...text].length > 40 ? `${[...text].slice(0, 40).join('')}…` : text
}

/** The notice: which filters of the link were left out, with what they held. */
export const unknownFiltersMessage = (keys: readonly string[], search: Record<string, unknown>) =>
  `链接中有无法识别的筛选条件，已忽略：${keys.map((key) => `${FILTER_NAMES[key] ?? key}「${shown(search[key])}」`).join('、')}`

/**
 * A list screen opened from a link with search params (a shared or bookmarked link, Back, a typed address;
 * src/routes/listEnter.ts, which loads the screen first: the list screens' code holds this module). Filters the list cannot hold are dropped the same way for every
 * filter of every list: the link is replaced by the one without them (so the list shows those keys unfiltered, and
 * the address bar no longer holds them), and a notice says so, once: the replaced link opens with nothing to say,
 * and moving inside the list (pages, other filters) is not an opening.
 */
export function enterFromLink(route: ListRoute, search: Record<string, unknown>) {
  // the route's static data is its resource's declaration
  const unknown = unknownFilters({ path: route.path, filters: route.options.staticData?.filters }, search)
  if (unknown.length === 0) return
  notify.info(unknownFiltersMessage(unknown, search))
  const kept = Object.fromEntries(Object.entries(search).filter(([key]) => !unknown.includes(key)))
  // the list routes' paths and searches are typed per route; this one is the route being opened, with its own params
  throw redirect({ to: route.fullPath as '/', search: kept as never, replace: true })
}
