import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../src/api/audit'
import { dayOf } from '../../../src/machines/dateRange'
import { rowLink } from '../../../src/routes/audit/rowLink'

const AT = '2026-11-02T02:00:00.000Z'
/** The day of AT where the test runs: the 创建时间 range is in the operator's own days. */
const DAY = dayOf(new Date(AT))

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: AT,
  operator: 'editor',
  operatorName: '运营小王',
  resource: 'domains',
  action: 'update',
  rowIds: ['7'],
  summary: '修改域名「a.com」：主题 极简博客 → 新闻门户',
  rowExists: true,
  ...patch,
})

describe('the link from an 操作日志 entry to its row', () => {
  it.each([
    [{}, { to: '/domain', search: { keyword: 'a.com' }, label: '查看域名' }],
    [
      { resource: 'themes', summary: '上传主题「极简博客」的主题包 theme.zip（1.2 MB）' },
      { to: '/themes', search: { keyword: '极简博客' }, label: '查看主题' },
    ],
    // a name the summary cut at 60 characters: the part kept still finds it
    [
      { resource: 'backlinks', summary: `新增反链「https://bbs.example.com/${'x'.repeat(20)}…」` },
      { to: '/anti-chain', search: { keyword: `https://bbs.example.com/${'x'.repeat(20)}` }, label: '查看反链' },
    ],
    [
      { resource: 'comments', summary: '修改「张三」的留言：状态 待审核 → 已通过' },
      { to: '/comment', search: { keyword: '张三' }, label: '查看留言' },
    ],
    [
      { resource: 'articles', rowIds: [12] },
      { to: '/articles/$id', params: { id: '12' }, label: '打开文章' },
    ],
    [
      { resource: 'push', action: 'settings', rowIds: ['keji-lab.com'], summary: '修改推送设置（keji-lab.com）：百度推送密钥 null → ••••' },
      { to: '/push', search: { domain: 'keji-lab.com' }, label: '查看推送记录' },
    ],
    // a push record: the records of its engine, domain and status on the day it was pushed (the list filters no id)
    [
      { resource: 'push', action: 'push', rowIds: ['31'], summary: '推送 12 条网址到百度（keji-lab.com）：部分成功' },
      { to: '/push', search: { engine: 'baidu', domain: 'keji-lab.com', status: 'partial', from: DAY, to: DAY }, label: '查看推送记录' },
    ],
    [
      { resource: 'push', action: 'push', rowIds: ['32'], summary: '重新推送 3 条网址到IndexNow（a.example.com）：成功' },
      { to: '/push', search: { engine: 'indexnow', domain: 'a.example.com', status: 'success', from: DAY, to: DAY }, label: '查看推送记录' },
    ],
    // a push across domains that left one record: its summary names the engine only
    [
      { resource: 'push', action: 'push', rowIds: ['33'], count: 1, summary: '推送 5 篇文章到必应：1 个域名，失败 1 个' },
      { to: '/push', search: { engine: 'bing', from: DAY, to: DAY }, label: '查看推送记录' },
    ],
  ] as const)('%j → %j', (patch, link) => {
    expect(rowLink(entry(patch as Partial<AuditEntry>))).toEqual(link)
  })

  it('is none for a row gone since, a batch, a sign-in, or a summary that names no row', () => {
    expect(rowLink(entry({ rowExists: false }))).toBeNull()
    expect(rowLink(entry({ action: 'batch', rowIds: ['1', '2'], rowExists: false }))).toBeNull()
    expect(rowLink(entry({ resource: 'auth', action: 'signin', rowIds: [], summary: '登录', rowExists: false }))).toBeNull()
    expect(rowLink(entry({ summary: '修改域名' }))).toBeNull()
  })
})
