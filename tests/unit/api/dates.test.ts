import { afterEach, describe, expect, it } from 'vitest'
import { isCalendarDay } from '../../../src/api/dates'
import { dateRangeProblem, dayEndInstant, dayStartInstant, RANGE_REVERSED } from '../../../src/api/dateRange'
import { paramsFromQuery } from '../../../src/api/list'
import { editRange } from '../../../src/machines/dateRange'
import { emptyQuery } from '../../../src/machines/listMachine'
import { queryFromSearch, searchFromQuery } from '../../../src/machines/listQuery'
import { DOMAIN_FILTERS } from '../../../src/api/filters'

// Node reads TZ again whenever it is set: each test runs in the zone it names, and the zone of the run comes back after
const zoneOfRun = process.env.TZ
const inZone = (zone: string) => {
  process.env.TZ = zone
}
afterEach(() => {
  if (zoneOfRun === undefined) delete process.env.TZ
  else process.env.TZ = zoneOfRun
})

describe('the 创建时间 range: calendar days of the operator, sent as UTC instants', () => {
  it('in China (UTC+8), a day runs from 16:00 UTC the day before to 15:59:59.999 UTC', () => {
    inZone('Asia/Shanghai')
    expect(dayStartInstant('2026-10-01')).toBe('2026-09-30T16:00:00.000Z')
    expect(dayEndInstant('2026-10-31')).toBe('2026-10-31T15:59:59.999Z')
    // the last day of a year ends in the next one's first instant less one millisecond
    expect(dayEndInstant('2026-12-31')).toBe('2026-12-31T15:59:59.999Z')
  })

  it('in UTC the day is the UTC day', () => {
    inZone('UTC')
    expect(dayStartInstant('2026-02-28')).toBe('2026-02-28T00:00:00.000Z')
    expect(dayEndInstant('2026-02-28')).toBe('2026-02-28T23:59:59.999Z')
  })

  it('west of UTC, and across a daylight-saving change (a 23-hour and a 25-hour day)', () => {
    inZone('America/New_York')
    expect(dayStartInstant('2026-03-08')).toBe('2026-03-08T05:00:00.000Z')
    expect(dayEndInstant('2026-03-08')).toBe('2026-03-09T03:59:59.999Z')
    expect(dayStartInstant('2026-11-01')).toBe('2026-11-01T04:00:00.000Z')
    expect(dayEndInstant('2026-11-01')).toBe('2026-11-02T04:59:59.999Z')
  })

  it('takes only real days written YYYY-MM-DD', () => {
    for (const day of ['2026-10-01', '2024-02-29', '1999-12-31']) expect(isCalendarDay(day)).toBe(true)
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '20261001', '2026-10-01T00:00', '', 20261001, null]) {
      expect(isCalendarDay(text)).toBe(false)
    }
    expect(dayStartInstant('2026-02-30')).toBeNull()
    expect(dayEndInstant('someday')).toBeNull()
  })

  it('refuses a start after the end; one open end, or the same day twice, is a range', () => {
    expect(dateRangeProblem('2026-10-02', '2026-10-01')).toBe(RANGE_REVERSED)
    expect(RANGE_REVERSED).toBe('开始日期不能晚于结束日期')
    expect(dateRangeProblem('2026-10-01', '2026-10-01')).toBeNull()
    expect(dateRangeProblem('2026-10-01', '')).toBeNull()
    expect(dateRangeProblem('', '2026-10-01')).toBeNull()
  })

  it('the form keeps a reversed range to itself until it is put right, then gives the list both days', () => {
    const start = { from: '2026-10-10', to: '2026-10-20' }
    expect(editRange(start, 'from', '2026-10-12')).toEqual({
      draft: { from: '2026-10-12', to: '2026-10-20' },
      problem: null,
      invalid: [],
      apply: { from: '2026-10-12', to: '2026-10-20' },
    })
    const reversed = editRange(start, 'from', '2026-10-25')
    expect(reversed).toEqual({ draft: { from: '2026-10-25', to: '2026-10-20' }, problem: RANGE_REVERSED, invalid: ['from'], apply: null })
    expect(editRange(reversed.draft, 'to', '2026-10-31').apply).toEqual({ from: '2026-10-25', to: '2026-10-31' })
    expect(editRange(reversed.draft, 'to', '').apply).toEqual({ from: '2026-10-25', to: '' })
  })
})

describe('the range in the URL and in the request', () => {
  it('keeps two real days in the URL, as typed', () => {
    const query = queryFromSearch({ from: '2026-10-01', to: '2026-10-31', status: 'active' }, DOMAIN_FILTERS)
    expect(query.filters).toEqual({ from: '2026-10-01', to: '2026-10-31', status: 'active' })
    expect(searchFromQuery(query)).toEqual({ from: '2026-10-01', status: 'active', to: '2026-10-31' })
  })

  it('drops a bound that is not a day, and a reversed range from a hand-edited link', () => {
    expect(queryFromSearch({ from: '2026-02-30', to: '2026-10-31' }, DOMAIN_FILTERS).filters).toEqual({ to: '2026-10-31' })
    expect(queryFromSearch({ from: 20261001, to: 'yesterday' }, DOMAIN_FILTERS).filters).toEqual({})
    expect(queryFromSearch({ from: '2026-10-31', to: '2026-10-01', theme: '极简博客' }, DOMAIN_FILTERS).filters).toEqual({ theme: '极简博客' })
    // a list without the range ignores it
    expect(queryFromSearch({ from: '2026-10-01' }, ['status']).filters).toEqual({})
  })

  it('sends the start of `from` and the end of `to` where the operator is, and nothing for an open end', () => {
    inZone('Asia/Shanghai')
    const query = { ...emptyQuery(), filters: { from: '2026-10-01', to: '2026-10-07', status: 'active' } }
    expect(paramsFromQuery(query)).toEqual({
      page: 1,
      pageSize: 20,
      status: 'active',
      from: '2026-09-30T16:00:00.000Z',
      to: '2026-10-07T15:59:59.999Z',
    })
    expect(paramsFromQuery({ ...emptyQuery(), filters: { from: '', to: '2026-10-07' } })).toEqual({ page: 1, pageSize: 20, to: '2026-10-07T15:59:59.999Z' })
  })
})
