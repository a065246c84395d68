import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { choose, openPush, type OpenedPush } from './openPush'
import { seedDomains } from '../../../src/mock-server/seeds'
import { seedPushSettings } from '../../support/seedData'

let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

// the domains as the select lists them: sorted
const network = seedDomains.map((site) => site.domain).sort()
const withBaidu = new Set(seedPushSettings.filter((row) => row.baiduToken).map((row) => row.domain))
const withBing = new Set(seedPushSettings.filter((row) => row.bingApiKey).map((row) => row.domain))

async function openBatch() {
  opened = await openPush()
  await opened.app.user.click(screen.getByRole('button', { name: '批量设置推送' }))
  const dialog = await screen.findByRole('dialog', { name: '批量设置推送' })
  const domains = within(dialog).getByRole('group', { name: '域名' })
  // every domain is listed, and each one's keys were looked up
  await waitFor(() => expect(within(domains).getAllByRole('checkbox')).toHaveLength(seedDomains.length))
  await waitFor(() => expect(within(dialog).queryByText(/^正在读取/)).not.toBeInTheDocument())
  return { dialog, domains, app: opened.app }
}

/** The domains the list shows, by their labels' text. */
const listed = (domains: HTMLElement) =>
  within(domains)
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')!.querySelector('span')!.textContent)
/** The domains marked as having a key (已有密钥, or 将替换 once ticked). */
const marked = (domains: HTMLElement, mark: string) =>
  within(domains)
    .queryAllByText(mark)
    .map((badge) => badge.closest('label')!.querySelector('span')!.textContent)

describe('批量设置推送: finding the domains among the whole network', { timeout: 60_000 }, () => {
  it('searches as one types, and says when nothing matches', async () => {
    const { dialog, domains, app } = await openBatch()
    const search = within(dialog).getByRole('searchbox', { name: '搜索域名' })
    await app.user.type(search, 'keji')
    const keji = network.filter((domain) => domain.includes('keji'))
    expect(keji.length).toBeGreaterThan(1)
    expect(listed(domains)).toEqual(keji)
    // 全选 takes the domains shown, not the whole network
    await app.user.click(within(dialog).getByRole('button', { name: `全选这 ${keji.length} 个` }))
    expect(within(dialog).getByText(`已选 ${keji.length} 个`)).toBeInTheDocument()
    await app.user.type(search, '-nowhere')
    expect(within(domains).getByRole('status')).toHaveTextContent('没有匹配的域名')
  })

  it('仅显示未设置密钥 keeps the domains without a key for the engine; a key saving would replace is marked', async () => {
    const { dialog, domains, app } = await openBatch()
    const inOrder = (keep: (domain: string) => boolean) => network.filter(keep)
    expect(withBaidu.size).toBeGreaterThan(0)
    expect(marked(domains, '已有密钥')).toEqual(inOrder((domain) => withBaidu.has(domain)))

    await app.user.click(within(dialog).getByRole('checkbox', { name: '仅显示未设置密钥' }))
    expect(listed(domains)).toEqual(inOrder((domain) => !withBaidu.has(domain)))
    expect(marked(domains, '已有密钥')).toEqual([])
    // the marks and the filter follow the engine
    await choose(opened!, '搜索引擎 *', '必应', dialog)
    expect(listed(domains)).toEqual(inOrder((domain) => !withBing.has(domain)))
    await app.user.click(within(dialog).getByRole('checkbox', { name: '仅显示未设置密钥' }))
    expect(marked(domains, '已有密钥')).toEqual(inOrder((domain) => withBing.has(domain)))

    // ticking a domain that has the key: 将替换, counted under the list
    const [keyed] = inOrder((domain) => withBing.has(domain))
    const [bare] = inOrder((domain) => !withBing.has(domain))
    await app.user.click(within(domains).getByText(keyed))
    await app.user.click(within(domains).getByText(bare))
    expect(marked(domains, '将替换')).toEqual([keyed])
    expect(within(domains).getByRole('checkbox', { name: `${keyed} 将替换` })).toBeChecked()
    expect(within(dialog).getByText('已选 2 个')).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toHaveTextContent('其中 1 个已有必应 API 密钥，保存后将被替换')
  })
})
