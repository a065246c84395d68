import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../src/api/audit'
import { rowLink } from '../../../src/routes/audit/rowLink'

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-02T02:00:00.000Z',
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
    [
      { resource: 'push', action: 'push', rowIds: ['31'], summary: '推送 12 条网址到百度（keji-lab.com）：部分成功' },
      { to: '/push', search: { domain: 'keji-lab.com' }, label: '查看推送记录' },
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
