import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PushSettingsRow } from '../../../src/mock-server/resources/pushSeeds'
import { seedPushSettings } from '../../support/seedData'
import { choose, openPush, type OpenedPush } from './openPush'

// 批量设置推送 shows which domains already have the engine's key (已有密钥, 将替换) as it read their settings; it sends
// the settings' versions it read, and says how many another operator changed before the save, as a batch by ids does.

let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

type Stored = PushSettingsRow & { id: string; version: number }
const settingsTable = () => opened!.db.pushSettings as unknown as { findBy(query: object): Stored; update(id: string, patch: object): void }
const storedFor = (domain: string) => settingsTable().findBy({ domain })

describe('批量设置推送 after another operator’s save', { timeout: 60_000 }, () => {
  it('sends the versions it read and says how many domains’ settings changed meanwhile', async () => {
    opened = await openPush()
    const { app, requests } = opened
    const [first, second] = seedPushSettings.filter((row) => !row.bingApiKey).map((row) => row.domain)
    const [read1, read2] = [storedFor(first).version, storedFor(second).version]
    await app.user.click(screen.getByRole('button', { name: '批量设置推送' }))
    const dialog = await screen.findByRole('dialog', { name: '批量设置推送' })
    const domains = within(dialog).getByRole('group', { name: '域名' })
    await choose(opened, '搜索引擎 *', '必应', dialog)
    await waitFor(() => expect(within(dialog).queryByText(/^正在读取/)).not.toBeInTheDocument())
    await app.user.click(within(dialog).getByRole('textbox', { name: '必应 API 密钥 *' }))
    await app.user.paste('0123456789abcdef0123456789abcdef')
    await app.user.click(within(domains).getByText(first))
    await app.user.click(within(domains).getByText(second))
    // the dialog showed the second without a Bing key; another operator sets one meanwhile
    settingsTable().update(storedFor(second).id, { bingApiKey: 'fedcba9876543210fedcba9876543210' })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('其中 1 个域名的推送设置在读取后已被他人修改，已在它们现在的设置上保存必应 API 密钥，其他密钥不变')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '批量设置推送' })).not.toBeInTheDocument())
    const posts = requests.filter((request) => request.method === 'POST' && request.url === '/api/push/settings/batch')
    expect(posts.map((post) => post.body)).toEqual([
      { engine: 'bing', secret: '0123456789abcdef0123456789abcdef', domains: [first, second], versions: { [first]: read1, [second]: read2 } },
    ])
    expect(storedFor(second).bingApiKey).toBe('0123456789abcdef0123456789abcdef')
  })
})
