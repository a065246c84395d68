import { describe, expect, it } from 'vitest'
import { articleIdsParam, validatePushSearch } from '../../../src/routes/push/search'

describe('/push search params', () => {
  it('keeps the list state and the filters engine, domain and status; drops anything else', () => {
    expect(validatePushSearch({ page: '2', engine: 'baidu', status: 'failed', domain: 'a.com', sort: 'urlCount', order: 'asc', other: 'x' })).toEqual({
      page: 2,
      engine: 'baidu',
      status: 'failed',
      domain: 'a.com',
      sort: 'urlCount',
      order: 'asc',
    })
  })

  it('reads articleIds as a string of ids: a lone number counts, repeats and junk do not', () => {
    expect(articleIdsParam('12,15')).toBe('12,15')
    expect(articleIdsParam(12)).toBe('12')
    expect(articleIdsParam(' 3, 3,<script>,,4 ')).toBe('3,4')
    expect(articleIdsParam('<b>')).toBeUndefined()
    expect(articleIdsParam(['1'])).toBeUndefined()
    // the screen reads it from the link's raw params; the route's check is the list's
    expect(validatePushSearch({ articleIds: '12,15' })).toEqual({})
  })
})
