import { describe, expect, it } from 'vitest'
import { DAY_FORMAT_PROBLEM, editRange, presetOf, presetRange, rangeSummary, readDay } from '../../../src/machines/dateRange'

const empty = { from: '', to: '' }

describe('typing the days of a 创建时间 range', () => {
  it('reads a day as people type it, and writes it as the interface does (YYYY-MM-DD)', () => {
    for (const text of ['2026-11-01', '2026/11/1', '2026.11.01', '20261101', '2026年11月1日', '２０２６－１１－０１', ' 2026-11-1 ']) {
      expect(readDay(text)).toBe('2026-11-01')
    }
    expect(readDay('')).toBe('')
    for (const text of ['11/01/2026', '2026-02-30', '2026-11', 'today', '2026-13-01']) expect(readDay(text)).toBeNull()
  })

  it('takes a whole day in the interface’s form at once, and nothing on the way to it', () => {
    expect(editRange(empty, 'from', '2026-11-0')).toEqual({ draft: { from: '2026-11-0', to: '' }, problem: null, invalid: [], apply: null })
    expect(editRange(empty, 'from', '2026-11-01').apply).toEqual({ from: '2026-11-01', to: '' })
    // another form waits for the field to be finished (2026-11-1 may be on its way to 2026-11-15)
    expect(editRange(empty, 'from', '2026-11-1').apply).toBeNull()
    expect(editRange(empty, 'from', '2026-11-1', true)).toEqual({
      draft: { from: '2026-11-01', to: '' },
      problem: null,
      invalid: [],
      apply: { from: '2026-11-01', to: '' },
    })
  })

  it('says a text is no day once it is as long as one, or finished; the list keeps its range', () => {
    expect(editRange(empty, 'to', '11/01/2026')).toMatchObject({ problem: DAY_FORMAT_PROBLEM, invalid: ['to'], apply: null })
    expect(editRange(empty, 'to', 'abc')).toMatchObject({ problem: null, apply: null })
    expect(editRange(empty, 'to', 'abc', true)).toMatchObject({ draft: { from: '', to: 'abc' }, problem: DAY_FORMAT_PROBLEM, invalid: ['to'], apply: null })
    // clearing a field is an open end
    expect(editRange({ from: '2026-11-01', to: 'abc' }, 'to', '', true).apply).toEqual({ from: '2026-11-01', to: '' })
  })

  it('offers 今天, 近 7 天, 近 30 天 and 本月, each ending today in the operator’s calendar', () => {
    const now = new Date(2026, 2, 3, 0, 30) // 3 March, just after midnight
    expect(presetRange('today', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' })
    expect(presetRange('last7', now)).toEqual({ from: '2026-02-25', to: '2026-03-03' })
    expect(presetRange('last30', now)).toEqual({ from: '2026-02-02', to: '2026-03-03' })
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-03' })
    expect(presetOf({ from: '2026-02-25', to: '2026-03-03' }, now)).toBe('last7')
    expect(presetOf({ from: '2026-02-24', to: '2026-03-03' }, now)).toBeNull()
  })

  it('names the range on its button', () => {
    expect(rangeSummary(empty)).toBe('全部')
    expect(rangeSummary({ from: '2026-11-01', to: '2026-11-27' })).toBe('2026-11-01 至 2026-11-27')
    expect(rangeSummary({ from: '2026-11-01', to: '2026-11-01' })).toBe('2026-11-01')
    expect(rangeSummary({ from: '2026-11-01', to: '' })).toBe('2026-11-01 起')
    expect(rangeSummary({ from: '', to: '2026-11-27' })).toBe('至 2026-11-27')
  })
})
