import { describe, expect, it } from 'vitest'
import type { PushSettings } from '../../../src/api/push'
import { keyState, pickerRows, replacedKeys } from '../../../src/routes/push/batchDomains'

const settings = (domain: string, keys: Partial<PushSettings>): PushSettings => ({
  domain,
  baiduToken: null,
  bingApiKey: null,
  indexNowKey: null,
  updatedAt: null,
  ...keys,
})
const known = {
  'keji-lab.com': settings('keji-lab.com', { baiduToken: 'abcd••••••wxyz' }),
  'keji-wang.cn': settings('keji-wang.cn', { bingApiKey: '0123••••••cdef' }),
}
const options = ['keji-lab.com', 'keji-wang.cn', 'lvxing-riji.net'].map((domain) => ({ label: domain, value: domain }))

describe('批量设置推送’s domain list', () => {
  it('knows each domain’s key for the engine: set, missing, or unknown (not looked up, or no engine)', () => {
    expect(keyState(known, 'keji-lab.com', 'baidu')).toBe('set')
    expect(keyState(known, 'keji-lab.com', 'bing')).toBe('missing')
    expect(keyState(known, 'lvxing-riji.net', 'baidu')).toBe('unknown')
    expect(keyState(known, 'keji-lab.com', '')).toBe('unknown')
  })

  it('shows what the search finds, only the domains known to lack the key when asked, each with its key and tick', () => {
    const view = { query: '', onlyMissing: false, engine: 'baidu' as const, settings: known, chosen: ['keji-lab.com'] }
    expect(pickerRows(options, view).map(({ value, key, chosen }) => [value, key, chosen])).toEqual([
      ['keji-lab.com', 'set', true],
      ['keji-wang.cn', 'missing', false],
      ['lvxing-riji.net', 'unknown', false],
    ])
    expect(pickerRows(options, { ...view, query: 'keji' }).map((row) => row.value)).toEqual(['keji-lab.com', 'keji-wang.cn'])
    expect(pickerRows(options, { ...view, onlyMissing: true }).map((row) => row.value)).toEqual(['keji-wang.cn'])
    expect(pickerRows(options, { ...view, onlyMissing: true, engine: 'bing' }).map((row) => row.value)).toEqual(['keji-lab.com'])
    expect(pickerRows(options, { ...view, query: 'riji', onlyMissing: true })).toEqual([])
  })

  it('counts the ticked domains whose key saving replaces', () => {
    expect(replacedKeys({ engine: 'baidu', settings: known, chosen: ['keji-lab.com', 'keji-wang.cn', 'lvxing-riji.net'] })).toEqual(['keji-lab.com'])
    expect(replacedKeys({ engine: 'indexnow', settings: known, chosen: ['keji-lab.com'] })).toEqual([])
  })
})
