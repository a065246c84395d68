// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it, vi } from 'vitest'
import type { BulkAddResult } from '../../../src/api/domains'
import { seedDomains } from '../../../src/mock-server/seeds'
import { issueToken } from '../../../src/mock-server/tokens'
import { NEW, byName, call, fieldsOf, json, mockServer, stored, setToken, withDomainsServer } from './domainsHarness'

withDomainsServer()

describe('deleting and changing status', () => {
  it('deletes one, then many, and refuses while a domain has articles (a batch then deletes nothing)', async () => {
    expect(await json('DELETE', '/domains/1')).toMatchObject({ code: 0, msg: `域名「${seedDomains[0].domain}」已删除` })
    expect(stored().some((row) => row.domain === seedDomains[0].domain)).toBe(false)
    expect((await json('DELETE', '/domains/1')).code).toBe(1404)

    mockServer().server.db.loadData({ articles: [{ domain: seedDomains[3].domain }] })
    const single = await json('DELETE', '/domains/4')
    expect(single).toMatchObject({ code: 1409, msg: `域名「${seedDomains[3].domain}」下还有 1 篇文章，请先删除或转移这些文章` })
    const batch = await json('POST', '/domains/batch-delete', { ids: ['2', '3', '4'] })
    expect(batch).toMatchObject({ code: 1409, msg: `以下域名下还有文章，未删除任何域名：${seedDomains[3].domain}` })
    expect(stored()).toHaveLength(seedDomains.length - 1)

    expect(await json('POST', '/domains/batch-delete', { ids: ['2', '3'] })).toMatchObject({ code: 0, data: { deleted: 2 } })
    expect(stored()).toHaveLength(seedDomains.length - 3)
    expect((await json('POST', '/domains/batch-delete', { ids: [] })).code).toBe(1400)
  })

  it('enables and disables many at once and refuses other statuses', async () => {
    const answer = await json('POST', '/domains/status', { ids: ['1', '2'], status: 'inactive' })
    expect(answer).toMatchObject({ code: 0, msg: '已停用 2 个域名', data: { updated: 2 } })
    expect([byName(seedDomains[0].domain).status, byName(seedDomains[1].domain).status]).toEqual(['inactive', 'inactive'])
    expect(await json('POST', '/domains/status', { ids: ['1'], status: 'active' })).toMatchObject({ msg: '已启用 1 个域名' })
    expect(byName(seedDomains[0].domain).status).toBe('active')
    expect((await json('POST', '/domains/status', { ids: ['1'], status: 'deleted' })).code).toBe(1400)
    expect((await json('POST', '/domains/status', { ids: ['9999'], status: 'active' })).code).toBe(1404)
  })
})

describe('POST /api/domains/bulk', () => {
  it('creates the valid new lines and reports every skipped line with its number and reason', async () => {
    const existing = seedDomains[0].domain
    // a line typed as a web address is its host
    const lines = ['new-one.com', '', 'NEW-ONE.com', 'not a domain', existing, '  new-two.cn  ', 'http://X.com/path', 'https://new-one.com/about']
    const answer = await json<BulkAddResult>('POST', '/domains/bulk', { theme: '旅行日记', status: 'pending', domains: lines })
    expect(answer.msg).toBe('已添加 3 个域名，跳过 4 行')
    expect(answer.data.created.map((row) => [row.line, row.domain, row.theme, row.status, row.articleCount])).toEqual([
      [1, 'new-one.com', '旅行日记', 'pending', 0],
      [6, 'new-two.cn', '旅行日记', 'pending', 0],
      [7, 'x.com', '旅行日记', 'pending', 0],
    ])
    expect(answer.data.skipped).toEqual([
      { line: 3, value: 'NEW-ONE.com', reason: 'duplicate', message: '与第 1 行重复' },
      { line: 4, value: 'not a domain', reason: 'invalid', message: '域名中不能有空格' },
      { line: 5, value: existing, reason: 'exists', message: '域名已存在' },
      { line: 8, value: 'https://new-one.com/about', reason: 'duplicate', message: '与第 1 行重复' },
    ])
    expect(stored()).toHaveLength(seedDomains.length + 3)
  })

  it('adds nothing without a toast message when every line is skipped', async () => {
    const answer = await json<BulkAddResult>('POST', '/domains/bulk', { theme: '旅行日记', domains: [seedDomains[1].domain] })
    expect(answer).toMatchObject({ code: 0, msg: 'ok', data: { created: [] } })
    expect(answer.data.skipped).toHaveLength(1)
  })

  it('refuses more than 1000 lines, no lines, or no theme, with field messages, adding nothing', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => `bulk-${index}.com`)
    const tooMany = await json('POST', '/domains/bulk', { theme: '旅行日记', domains: many })
    expect(fieldsOf(tooMany)).toEqual({ domains: '一次最多添加 1000 个域名（现在有 1001 行）' })
    const empty = await json('POST', '/domains/bulk', { theme: '', domains: ['', '  '] })
    expect(fieldsOf(empty)).toEqual({ theme: '请选择主题', domains: '请至少填写一个域名，每行一个' })
    expect(stored()).toHaveLength(seedDomains.length)

    const thousand = await json<BulkAddResult>('POST', '/domains/bulk', { theme: '旅行日记', domains: many.slice(0, 1000) })
    expect(thousand.data.created).toHaveLength(1000)
  })
})

describe('POST /api/domains/bulk with a table’s rows', () => {
  it('creates rows with their own title, keywords, description and theme, and skips rows whose values are refused', async () => {
    const rows = [
      { line: 2, domain: 'table-one.com', title: ' 首页 ', keywords: '美食，探店', theme: '美食天地' },
      { line: 3, domain: 'table-two.cn', title: '', theme: '' },
      { line: 5, domain: 'table-three.net', title: '长'.repeat(101) },
      { line: 6, domain: 'table-four.net', theme: '暗夜' },
      { line: 7, domain: 'TABLE-ONE.com' },
      { line: 8, domain: '' },
    ]
    const answer = await json<BulkAddResult>('POST', '/domains/bulk', { theme: '旅行日记', status: 'active', rows })
    expect(answer.msg).toBe('已添加 2 个域名，跳过 4 行')
    expect(answer.data.created.map(({ line, domain, theme, title, keywords }) => [line, domain, theme, title, keywords])).toEqual([
      [2, 'table-one.com', '美食天地', '首页', '美食,探店'],
      [3, 'table-two.cn', '旅行日记', '', ''],
    ])
    expect(answer.data.skipped).toEqual([
      { line: 5, value: 'table-three.net', reason: 'tooLong', message: '标题最多 100 个字符' },
      { line: 6, value: 'table-four.net', reason: 'theme', message: '主题「暗夜」不存在' },
      { line: 7, value: 'TABLE-ONE.com', reason: 'duplicate', message: '与第 2 行重复' },
      { line: 8, value: '', reason: 'invalid', message: '请输入域名' },
    ])
  })

  it('needs the request’s theme only for rows without one, and refuses rows of another shape', async () => {
    const themed = await json<BulkAddResult>('POST', '/domains/bulk', { status: 'active', rows: [{ line: 2, domain: 'own-theme.com', theme: '旅行日记' }] })
    expect(themed.data.created.map((row) => row.theme)).toEqual(['旅行日记'])
    const unthemed = await json('POST', '/domains/bulk', { status: 'active', rows: [{ line: 2, domain: 'no-theme.com' }] })
    expect(fieldsOf(unthemed)).toEqual({ theme: '请选择主题' })
    const backwards = await json('POST', '/domains/bulk', {
      theme: '旅行日记',
      status: 'active',
      rows: [
        { line: 3, domain: 'a.com' },
        { line: 2, domain: 'b.com' },
      ],
    })
    expect(fieldsOf(backwards)).toEqual({ rows: '格式不正确' })
    const none = await json('POST', '/domains/bulk', { theme: '旅行日记', status: 'active', rows: [] })
    expect(fieldsOf(none)).toEqual({ rows: '请至少填写一个域名，每行一个' })
    expect(stored()).toHaveLength(seedDomains.length + 1)
  })
})

describe('GET /api/domains/export', () => {
  it('answers the filtered rows as a CSV file with a BOM, a header, quoted fields and a dated file name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 5, 10, 0))
    setToken(issueToken('admin', 3600))
    await json('POST', '/domains', { ...NEW, domain: 'quoted.com', title: '他说"你好", 然后\n换行', keywords: '=1+1' })
    const answer = await call('GET', '/domains/export?keyword=quoted')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="domains-20261105.csv"; filename*=UTF-8''domains-20261105.csv`)
    expect(answer.text.startsWith('\uFEFF域名,主题,状态,标题,关键词,描述,文章数,创建时间\r\n')).toBe(true)
    const created = byName('quoted.com').createdAt
    expect(answer.text).toBe(
      `\uFEFF域名,主题,状态,标题,关键词,描述,文章数,创建时间\r\nquoted.com,极简博客,启用,"他说""你好"", 然后\n换行",'=1+1,描述,0,${created}\r\n`,
    )
  })

  it('exports every row matching theme and status, in the list order, without paging', async () => {
    const answer = await call('GET', '/domains/export?status=pending&sort=domain&order=asc')
    const rows = answer.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const expected = seedDomains
      .filter((row) => row.status === 'pending')
      .map((row) => row.domain)
      .sort((a, b) => a.localeCompare(b, 'zh-CN'))
    expect(rows).toHaveLength(expected.length + 1)
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(expected)
    expect(rows.slice(1).every((row) => row.split(',')[2] === '待审核')).toBe(true)
  })
})
