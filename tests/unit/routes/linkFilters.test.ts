import { describe, expect, it } from 'vitest'
import { FILTER_CHECKS, LIST_STATUSES, unknownFilters, unknownFiltersMessage } from '../../../src/routes/linkFilters'
import { RESOURCES, type ResourcePath } from '../../../src/routes/resources'

/** A list as its declaration gives it (the route carries it as static data). */
const declared = (path: ResourcePath) => ({ path, filters: (RESOURCES[path] as { filters?: readonly string[] }).filters })

describe('the filters a list link may hold', () => {
  it('has a check for every filter every declared list has', () => {
    for (const path of Object.keys(RESOURCES) as ResourcePath[]) {
      for (const key of declared(path).filters ?? []) expect(key === 'status' ? LIST_STATUSES[path] : FILTER_CHECKS[key], `${path}: ${key}`).toBeDefined()
    }
  })

  it('reads the filters from the declaration: a list declaring none drops none', () => {
    expect(unknownFilters(declared('themes'), { status: 'x', domain: '<b>' })).toEqual([])
    expect(unknownFilters({ path: 'domain', filters: ['theme'] }, { status: 'x', theme: '极简博客' })).toEqual([])
  })

  it.each([
    ['/_shell/domain', { status: 'enabled', theme: '极简博客' }, ['status']],
    ['/_shell/domain', { status: 'active', theme: '' }, []],
    ['/_shell/anti-chain', { status: 'approved', targetDomain: 'Not A Host' }, ['status', 'targetDomain']],
    ['/_shell/anti-chain', { status: 'dead', targetDomain: 'keji-lab.com' }, []],
    ['/_shell/comment', { status: 'enabled', domain: 'youxi-riji.net' }, ['status']],
    ['/_shell/comment', { status: ['pending'], domain: 'YOUXI-RIJI.NET' }, ['status', 'domain']],
    ['/_shell/articles', { status: 'published', pushStatus: 'sent', domain: 'a.cn', theme: 7 }, ['pushStatus']],
    ['/_shell/push', { engine: 'google', status: 'partial', domain: '<script>' }, ['engine', 'domain']],
    ['/_shell/push', { from: '2026-02-30', to: '2026-11-01' }, ['from']],
    ['/_shell/push', { from: '2026-11-20', to: '2026-11-01' }, ['from', 'to']],
    ['/_shell/push', { from: '2026-11-01', to: '2026-11-20', page: 'x', other: 'kept' }, []],
  ] as const)('%s %j: drops %j', (id, search, dropped) => {
    expect(unknownFilters(declared(id.replace('/_shell/', '') as ResourcePath), search)).toEqual(dropped)
  })

  it('names each dropped filter as the list labels it, with what the link held (long values cut)', () => {
    const search = { status: 'enabled', to: 'x'.repeat(60), domain: { a: 1 } }
    expect(unknownFiltersMessage(['status', 'to', 'domain'], search)).toBe(
      `链接中有无法识别的筛选条件，已忽略：状态「enabled」、创建时间（止）「${'x'.repeat(40)}…」、域名「{"a":1}」`,
    )
  })
})
