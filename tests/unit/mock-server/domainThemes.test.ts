// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it, vi } from 'vitest'
import { RESTORE_WINDOW_MS } from '../../../src/mock-server/restorable'
import { seedDomains } from '../../../src/mock-server/seeds'
import { json, mockServer, stored, withDomainsServer } from './domainsHarness'

// 更换主题 can be taken back; the server keeps what each domain had.

withDomainsServer()

const themeOf = (id: string) => stored().filter((row) => row.id === id)[0].theme
const undo = (ids: string[]) => json<{ restored: number }>('POST', '/domains/batch-theme/undo', { ids })

describe('POST /api/domains/batch-theme/undo', () => {
  it('gives each domain its own theme back, once', async () => {
    const [travel, news, minimal] = ['旅行日记', '新闻门户', '极简博客'].map((theme) => seedDomains.find((row) => row.theme === theme)!)
    const changed = await json<{ updated: number; ids: string[] }>('POST', '/domains/batch-theme', {
      ids: [travel.id, news.id, minimal.id],
      theme: '极简博客',
    })
    // the one already on that theme did not change: nothing to take back for it
    expect(changed.data).toEqual({ updated: 2, ids: [travel.id, news.id] })
    expect(await undo(changed.data.ids)).toEqual({ code: 0, msg: '已将 2 个域名改回原来的主题', data: { restored: 2 } })
    expect([travel, news, minimal].map((row) => themeOf(row.id))).toEqual(['旅行日记', '新闻门户', '极简博客'])
    expect(await undo(changed.data.ids)).toMatchObject({ code: 1404, msg: '没有可撤销的主题更换：已超过 10 分钟，或已经撤销过' })
  })

  it('keeps a theme changed again since, and a theme deleted since, and says which', async () => {
    const [first, second, third] = seedDomains.filter((row) => row.theme === '旅行日记')
    const { data } = await json<{ ids: string[] }>('POST', '/domains/batch-theme', { ids: [first.id, second.id, third.id], theme: '新闻门户' })
    await json('PUT', `/domains/${second.id}`, { theme: '企业官网' })
    expect(await undo(data.ids)).toEqual({
      code: 0,
      msg: `已将 2 个域名改回原来的主题；未能改回 1 个：域名「${second.domain}」的主题已再次更换`,
      data: { restored: 2 },
    })
    expect([first, second, third].map((row) => themeOf(row.id))).toEqual(['旅行日记', '企业官网', '旅行日记'])

    const again = await json<{ ids: string[] }>('POST', '/domains/batch-theme', { ids: [first.id], theme: '新闻门户' })
    mockServer().server.db.themes.remove({ name: '旅行日记' })
    expect(await undo(again.data.ids)).toMatchObject({ code: 1409, msg: `未能撤销：域名「${first.domain}」原来的主题「旅行日记」已删除` })
    expect(themeOf(first.id)).toBe('新闻门户')
  })

  it('refuses without ids, and after 10 minutes', async () => {
    expect(await json('POST', '/domains/batch-theme/undo', {})).toMatchObject({ code: 1400 })
    const row = seedDomains.find((domain) => domain.theme !== '新闻门户')!
    const { data } = await json<{ ids: string[] }>('POST', '/domains/batch-theme', { ids: [row.id], theme: '新闻门户' })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + RESTORE_WINDOW_MS + 1)
    expect(await undo(data.ids)).toMatchObject({ code: 1404 })
    expect(themeOf(row.id)).toBe('新闻门户')
  })
})
