import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../../src/ui/format'

describe('formatDateTime', () => {
  const zone = process.env.TZ
  beforeAll(() => void (process.env.TZ = 'Asia/Shanghai'))
  afterAll(() => void (zone === undefined ? delete process.env.TZ : (process.env.TZ = zone)))

  it('writes the time in the local time zone, to the minute, with zero-padded fields', () => {
    expect(formatDateTime('2026-03-04T01:05:59Z')).toBe('2026-03-04 09:05')
  })
  it('writes midnight as 00:00 of the next local day', () => {
    expect(formatDateTime('2026-10-31T16:00:00Z')).toBe('2026-11-01 00:00')
  })
  it('writes — for nothing and for what is not a date', () => {
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime('')).toBe('—')
    expect(formatDateTime('not a date')).toBe('—')
  })
})
