import { describe, expect, it } from 'vitest'
import { ARTICLE_FILTERS, BACKLINK_FILTERS, COMMENT_FILTERS, DOMAIN_FILTERS, PUSH_FILTERS } from '../../../src/api/filters'
import { LIST_FILTERS, unknownFilters, unknownFiltersMessage } from '../../../src/routes/linkFilters'

const lists = {
  '/_shell/domain': DOMAIN_FILTERS,
  '/_shell/anti-chain': BACKLINK_FILTERS,
  '/_shell/comment': COMMENT_FILTERS,
  '/_shell/articles': ARTICLE_FILTERS,
  '/_shell/push': PUSH_FILTERS,
}

describe('the filters a list link may hold', () => {
  it('covers every filter of every list, and nothing else', () => {
    for (const [id, keys] of Object.entries(lists)) expect(Object.keys(LIST_FILTERS[id]).sort()).toEqual([...keys].sort())
    expect(LIST_FILTERS['/_shell/themes']).toEqual({})
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
  ])('%s %j: drops %j', (id, search, dropped) => {
    expect(unknownFilters(id, search)).toEqual(dropped)
  })

  it('names each dropped filter as the list labels it, with what the link held (long values cut)', () => {
    const search = { status: 'enabled', to: 'x'.repeat(60), domain: { a: 1 } }
    expect(unknownFiltersMessage(['status', 'to', 'domain'], search)).toBe(
      `链接中有无法识别的筛选条件，已忽略：状态「enabled」、创建时间（止）「${'x'.repeat(40)}…」、域名「{"a":1}」`,
    )
  })
})
