import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type PushSettingsRow } from '../../../src/mock-server/resources/pushSeeds'
import { choose, openPush, type OpenedPush } from './openPush'
import { seedPushSettings } from '../../support/seedData'

let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

const full = seedPushSettings.find((row) => row.baiduToken && row.bingApiKey && row.indexNowKey)!
const mask = (secret: string) => `${secret.slice(0, 4)}••••••${secret.slice(-4)}`
const storedFor = (domain: string) =>
  (opened!.db.pushSettings as unknown as { findBy(query: object): PushSettingsRow & { version?: number } }).findBy({ domain })
const puts = () => opened!.requests.filter((request) => request.method === 'PUT')

async function openSettingsOf(domain: string) {
  const { app } = opened!
  await app.user.click(screen.getByRole('button', { name: '推送设置' }))
  const chooser = await screen.findByRole('dialog', { name: '推送设置' })
  await choose(opened!, '域名 *', domain, chooser)
  await app.user.click(within(chooser).getByRole('button', { name: '下一步' }))
  return screen.findByRole('dialog', { name: `推送设置 · ${domain}` })
}

describe('push screen: settings', { timeout: 90_000 }, () => {
  it('shows secrets masked; saving them as shown keeps them, new text replaces, 清除 clears, and a blank is refused', async () => {
    opened = await openPush()
    const { app } = opened
    await app.user.click(screen.getByRole('button', { name: '推送设置' }))
    const chooser = await screen.findByRole('dialog', { name: '推送设置' })
    await app.user.click(within(chooser).getByRole('button', { name: '下一步' }))
    expect(within(chooser).getByText('请选择域名')).toBeInTheDocument()
    await app.user.click(within(chooser).getByRole('button', { name: '取消' }))

    let dialog = await openSettingsOf(full.domain)
    const box = (label: string) => within(dialog).getByRole('textbox', { name: label })
    expect(box('百度推送密钥')).toHaveValue(mask(full.baiduToken!))
    expect(box('必应 API 密钥')).toHaveValue(mask(full.bingApiKey!))
    expect(box('IndexNow 密钥')).toHaveValue(mask(full.indexNowKey!))
    expect(dialog.textContent).not.toContain(full.baiduToken!.slice(4, 12))
    // each save sends the settings' version it started from
    const first = storedFor(full.domain).version
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await screen.findByText('推送设置已保存')).toBeInTheDocument()
    expect(puts().map((put) => put.body)).toEqual([
      { domain: full.domain, baiduToken: mask(full.baiduToken!), bingApiKey: mask(full.bingApiKey!), indexNowKey: mask(full.indexNowKey!), version: first },
    ])
    expect(storedFor(full.domain)).toMatchObject({ baiduToken: full.baiduToken, bingApiKey: full.bingApiKey, indexNowKey: full.indexNowKey })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `推送设置 · ${full.domain}` })).not.toBeInTheDocument())

    dialog = await openSettingsOf(full.domain)
    const second = storedFor(full.domain).version
    await app.user.click(within(dialog).getByRole('button', { name: '清除 IndexNow 密钥' }))
    expect(box('IndexNow 密钥')).toHaveValue('')
    expect(within(dialog).getByText('保存后将清除已保存的 IndexNow 密钥')).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: '撤销清除' }))
    expect(box('IndexNow 密钥')).toHaveValue(mask(full.indexNowKey!))
    await app.user.click(within(dialog).getByRole('button', { name: '清除 IndexNow 密钥' }))

    await app.user.clear(box('必应 API 密钥'))
    await app.user.clear(box('百度推送密钥'))
    await app.user.type(box('百度推送密钥'), 'abcd••••••wxyz')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('留空不会清除已保存的必应 API 密钥；如需清除，请点「清除」')).toBeInTheDocument()
    expect(within(dialog).getByText('请填写完整的百度推送密钥，不能使用打码显示的值')).toBeInTheDocument()
    expect(puts()).toHaveLength(1)

    await app.user.type(box('必应 API 密钥'), 'not-hex')
    expect(within(dialog).getByText('必应 API 密钥为 32 位十六进制字符（0–9、a–f）')).toBeInTheDocument()
    await app.user.clear(box('必应 API 密钥'))
    await app.user.type(box('必应 API 密钥'), '0123456789abcdef0123456789abcdef')
    await app.user.clear(box('百度推送密钥'))
    await app.user.type(box('百度推送密钥'), 'NewT0ken2026abcd')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(puts()).toHaveLength(2))
    expect(puts()[1].body).toEqual({
      domain: full.domain,
      baiduToken: 'NewT0ken2026abcd',
      bingApiKey: '0123456789abcdef0123456789abcdef',
      indexNowKey: null,
      version: second,
    })
    await waitFor(() =>
      expect(storedFor(full.domain)).toMatchObject({ baiduToken: 'NewT0ken2026abcd', bingApiKey: '0123456789abcdef0123456789abcdef', indexNowKey: null }),
    )

    await waitFor(() => expect(screen.queryByRole('dialog', { name: `推送设置 · ${full.domain}` })).not.toBeInTheDocument())
    dialog = await openSettingsOf(full.domain)
    expect(box('百度推送密钥')).toHaveValue('NewT••••••abcd')
    expect(box('IndexNow 密钥')).toHaveValue('')
    expect(within(dialog).queryByRole('button', { name: '清除 IndexNow 密钥' })).not.toBeInTheDocument()
  })

  it('批量设置推送: one engine’s key for several chosen domains at once, checked before anything is sent', async () => {
    opened = await openPush()
    const { app, requests } = opened
    const posts = () => requests.filter((request) => request.method === 'POST' && request.url === '/api/push/settings/batch')
    const other = seedPushSettings.find((row) => row.domain !== full.domain && !row.bingApiKey)!
    await app.user.click(screen.getByRole('button', { name: '批量设置推送' }))
    const dialog = await screen.findByRole('dialog', { name: '批量设置推送' })
    const domains = within(dialog).getByRole('group', { name: '域名' })
    await waitFor(() => expect(within(domains).getAllByRole('checkbox').length).toBeGreaterThan(20))

    // nothing chosen, nothing typed: refused here, nothing sent
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请填写百度推送密钥')).toBeInTheDocument()
    expect(within(dialog).getByText('请至少选择一个域名')).toBeInTheDocument()

    // the secret's field follows the engine
    await choose(opened!, '搜索引擎 *', '必应', dialog)
    const key = within(dialog).getByRole('textbox', { name: '必应 API 密钥 *' })
    await app.user.click(key)
    await app.user.paste('abcd••••••wxyz')
    expect(within(dialog).getByText('请填写完整的必应 API 密钥，不能使用打码显示的值')).toBeInTheDocument()
    await app.user.clear(key)
    await app.user.paste('0123456789abcdef0123456789abcdef')
    // (a role query by name over a hundred checkboxes is slow in a test DOM: their labels' text finds them)
    await app.user.click(within(domains).getByText(full.domain))
    await app.user.click(within(domains).getByText(other.domain))
    expect(within(domains).getAllByRole('checkbox', { checked: true })).toHaveLength(2)
    expect(within(dialog).getByText('已选 2 个')).toBeInTheDocument()
    expect(posts()).toEqual([])
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('已为 2 个域名保存必应 API 密钥')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '批量设置推送' })).not.toBeInTheDocument())
    expect(posts().map((post) => post.body)).toEqual([
      // (with the versions of the settings it read: batchVersions.test.tsx)
      { engine: 'bing', secret: '0123456789abcdef0123456789abcdef', domains: [full.domain, other.domain], versions: expect.any(Object) },
    ])
    for (const domain of [full.domain, other.domain]) expect(storedFor(domain)!.bingApiKey).toBe('0123456789abcdef0123456789abcdef')
    expect(storedFor(full.domain)).toMatchObject({ baiduToken: full.baiduToken, indexNowKey: full.indexNowKey })
  })

  it('a save meeting another operator’s new key (1460): their key comes in, the typed token stays, and the next save keeps both', async () => {
    opened = await openPush()
    const { app } = opened
    const dialog = await openSettingsOf(full.domain)
    const box = (label: string) => within(dialog).getByRole('textbox', { name: label })
    await app.user.clear(box('百度推送密钥'))
    await app.user.type(box('百度推送密钥'), 'MyT0ken2026wxyz1')
    app.mock.configure({ conflictNextSave: true })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))

    const panel = await within(dialog).findByRole('group', { name: '该记录已被他人修改' })
    const theirs = storedFor(full.domain)
    expect(theirs.indexNowKey).not.toBe(full.indexNowKey)
    expect(within(panel).getByText(`IndexNow 密钥：${mask(full.indexNowKey!)} → ${mask(theirs.indexNowKey!)}`)).toBeInTheDocument()
    expect(box('百度推送密钥')).toHaveValue('MyT0ken2026wxyz1')
    expect(box('IndexNow 密钥')).toHaveValue(mask(theirs.indexNowKey!))

    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `推送设置 · ${full.domain}` })).not.toBeInTheDocument())
    expect(puts().at(-1)!.body).toMatchObject({ baiduToken: 'MyT0ken2026wxyz1', version: theirs.version })
    expect(storedFor(full.domain)).toMatchObject({ baiduToken: 'MyT0ken2026wxyz1', indexNowKey: theirs.indexNowKey })
  })
})
