import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { choose, openPush, pasteUrls, pushDialog, table, urls, type OpenedPush } from './openPush'
import { seedPushRecords, seedPushSettings } from '../../support/seedData'

// one push in this file: the push gate's throttle window outlives a test
let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

const revoked = seedPushSettings.find((row) => row.baiduToken?.startsWith('dead'))!.domain

describe('push screen: a push the engine refuses', { timeout: 90_000 }, () => {
  it('keeps the dialog open with Baidu’s reason, and lists the refused attempt at once', async () => {
    opened = await openPush()
    const { app, stored } = opened
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', revoked, pushDialog())
    await pasteUrls(opened, urls(revoked, 3))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))

    const reason = '百度不认可当前的百度推送密钥，请在推送设置中更新后重新推送'
    expect(await within(pushDialog()).findByRole('alert')).toHaveTextContent(reason)
    expect(stored()).toHaveLength(seedPushRecords.length + 1)
    expect(stored().at(-1)).toMatchObject({ domain: revoked, status: 'failed', retryable: urls(revoked, 3) })
    await app.user.click(within(pushDialog()).getByRole('button', { name: '取消' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '放弃这次推送？' })).getByRole('button', { name: '放弃' }))
    const top = () => within(table()).getAllByRole('row')[1]
    await waitFor(() => expect(within(top()).getByRole('button', { name: `记录 #${seedPushRecords.length + 1} 的详情` })).toBeInTheDocument())
    expect(top()).toHaveTextContent('失败')
    expect(top()).toHaveTextContent(reason)
  })
})
