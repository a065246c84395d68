import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PushSettingsRow } from '../../../src/mock-server/resources/pushSeeds'
import { choose, openPush, pasteUrls, pushDialog, table, urlBox, urls, type OpenedPush } from './openPush'
import { seedPushRecords, seedPushSettings } from '../../support/seedData'

// one push and one re-push in this file: each gate's throttle window outlives a test
let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

const noBaidu = seedPushSettings.find((row) => !row.baiduToken)!.domain
const revoked = seedPushSettings.find((row) => row.baiduToken?.startsWith('dead'))!.domain
const refusedBefore = seedPushRecords.find((row) => row.domain === revoked && row.engine === 'baidu' && row.retryable.length > 0)!

describe('push screen: refusals a person can act on', { timeout: 90_000 }, () => {
  it('refuses a push without a Baidu token, records nothing, and leads to the settings to fill one in', async () => {
    opened = await openPush()
    const { app, pushes, stored, db } = opened
    const before = stored().length
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', noBaidu, pushDialog())
    await pasteUrls(opened, urls(noBaidu, 2))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))

    expect(await within(pushDialog()).findByRole('alert')).toHaveTextContent('请先在推送设置中填写百度推送密钥')
    expect(pushes()).toHaveLength(1)
    expect(stored()).toHaveLength(before)

    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送设置' }))
    const settings = await screen.findByRole('dialog', { name: `推送设置 · ${noBaidu}` })
    const token = within(settings).getByRole('textbox', { name: '百度推送密钥' })
    expect(token).toHaveValue('')
    await app.user.type(token, 'Fresh2026Token16')
    await app.user.click(within(settings).getByRole('button', { name: '保存' }))
    expect(await screen.findByText('推送设置已保存')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `推送设置 · ${noBaidu}` })).not.toBeInTheDocument())
    expect((db.pushSettings as unknown as { findBy(query: object): PushSettingsRow }).findBy({ domain: noBaidu }).baiduToken).toBe('Fresh2026Token16')
    // the push is still there, ready to be sent again
    expect(urlBox()).toHaveValue(urls(noBaidu, 2).join('\n'))
  })

  it('re-pushing with a token Baidu no longer accepts is refused, and the refused attempt is kept and shown', async () => {
    opened = await openPush(`/push?domain=${revoked}`)
    const { app, pushes } = opened
    await app.user.click(await within(table()).findByRole('button', { name: `重新推送记录 #${refusedBefore.id}` }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '重新推送' })).getByRole('button', { name: '重新推送' }))

    const message = '百度不认可当前的百度推送密钥，请在推送设置中更新后重新推送'
    expect(await screen.findByText(message, { ignore: '[role=dialog] *, table *' })).toBeInTheDocument()
    expect(pushes()).toEqual([{ method: 'POST', url: `/api/push/records/${refusedBefore.id}/retry`, body: null }])
    const drawer = await screen.findByRole('dialog', { name: `推送记录 #${seedPushRecords.length + 1}` })
    expect(within(drawer).getByText('失败')).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: `重新推送 ${refusedBefore.retryable.length} 条` })).toBeInTheDocument()
    await app.user.click(within(drawer).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(within(table()).getByRole('button', { name: `记录 #${seedPushRecords.length + 1} 的详情` })).toBeInTheDocument())
  })
})
