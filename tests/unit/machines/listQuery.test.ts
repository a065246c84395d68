import { describe, expect, it } from 'vitest'
import { emptyQuery, sameQuery } from '../../../src/machines/listMachine'
import { queryFromSearch, searchFromQuery } from '../../../src/machines/listQuery'
import { paramsFromQuery } from '../../../src/api/list'

describe('list query and the URL', () => {
  it('round-trips through search params and leaves defaults out', () => {
    const query = { ...emptyQuery(), page: 3, pageSize: 50, keyword: '博客', sort: 'name', order: 'asc' as const, filters: { status: 'active' } }
    const search = searchFromQuery(query)
    expect(search).toEqual({ page: 3, pageSize: 50, keyword: '博客', sort: 'name', order: 'asc', status: 'active' })
    expect(queryFromSearch(search, ['status'])).toEqual(query)
    expect(searchFromQuery(emptyQuery())).toEqual({})
  })

  it('drops malformed values from a hand-edited link', () => {
    const query = queryFromSearch({ page: '-2', pageSize: '7', sort: 'a;drop', order: 'sideways', keyword: 5, status: '', other: 'x' }, ['status'])
    expect(query).toEqual(emptyQuery())
  })

  it('keeps only the route’s own filters', () => {
    expect(queryFromSearch({ theme: '极简博客', hacker: '1' }, ['theme']).filters).toEqual({ theme: '极简博客' })
  })

  it('sends trimmed keywords and no empty filters to the server', () => {
    const params = paramsFromQuery({ ...emptyQuery(), keyword: '  a b ', filters: { status: '', theme: 't' } })
    expect(params).toEqual({ page: 1, pageSize: 20, keyword: 'a b', theme: 't' })
  })

  it('compares queries regardless of filter order', () => {
    const a = { ...emptyQuery(), filters: { a: '1', b: '2' } }
    const b = { ...emptyQuery(), filters: { b: '2', a: '1' } }
    expect(sameQuery(a, b)).toBe(true)
    expect(sameQuery(a, { ...b, page: 2 })).toBe(false)
  })
})
