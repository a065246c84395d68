import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { simulateGateClock } from '../../support/gateClock'
import { choose, openPush, pasteUrls, pushDialog, table, urlBox, urls, type OpenedPush } from './openPush'
import { seedPushSettings } from '../../support/seedData'

// the push gate's throttle window runs on the test's clock: it stays open, however slow the machine, until restore
let opened: OpenedPush | undefined
let clock: ReturnType<typeof simulateGateClock> | undefined
afterEach(() => {
  opened?.app.unmount()
  clock?.restore()
})

const site = seedPushSettings.find((row) => row.baiduToken && !row.baiduToken.startsWith('dead') && row.bingApiKey)!.domain
const hintOf = (label: string) => {
  const field = within(pushDialog()).getByLabelText(label)
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent
}

describe('push screen: a new push', { timeout: 90_000 }, () => {
  it('refuses what cannot be pushed before sending anything, and asks before throwing typed URLs away', async () => {
    opened = await openPush('/push', (db) => {
      // Bing took 90 URLs for the site earlier today: 10 are left
      db.pushRecords.insert({
        engine: 'bing',
        domain: site,
        urls: urls(site, 90),
        urlCount: 90,
        success: 90,
        remain: 10,
        notValid: [],
        notSameSite: [],
        retryable: [],
        status: 'success',
        message: '已推送',
        createdAt: new Date().toISOString(),
        retryOf: null,
      })
    })
    const { app, pushes } = opened
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))
    expect(within(pushDialog()).getByText('请选择域名')).toBeInTheDocument()
    expect(within(pushDialog()).getByText('请至少填写一个网址，每行一个')).toBeInTheDocument()

    await choose(opened, '域名 *', site, pushDialog())
    await pasteUrls(opened, [...urls(site, 2001), urls(site, 1)[0]])
    await waitFor(() => expect(hintOf('网址列表 *')).toBe('百度单次最多推送 2000 条，当前 2001 条'))
    await choose(opened, '搜索引擎 *', 'IndexNow', pushDialog())
    await waitFor(() => expect(hintOf('网址列表 *')).toBe('共 2001 条网址，IndexNow 单次最多 10000 条'))
    await choose(opened, '搜索引擎 *', '必应', pushDialog())
    await waitFor(() => expect(hintOf('网址列表 *')).toBe('必应今日剩余额度 10 条，当前 2001 条，请减少网址或明天再推送'))
    await pasteUrls(opened, urls(site, 11))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))
    expect(hintOf('网址列表 *')).toBe('必应今日剩余额度 10 条，当前 11 条，请减少网址或明天再推送')
    expect(pushes()).toEqual([])

    await app.user.click(within(pushDialog()).getByRole('button', { name: '取消' }))
    const ask = await screen.findByRole('alertdialog', { name: '放弃这次推送？' })
    await app.user.click(within(ask).getByRole('button', { name: '继续编辑' }))
    expect(urlBox()).toHaveValue(urls(site, 11).join('\n'))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '取消' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '放弃这次推送？' })).getByRole('button', { name: '放弃' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument())
    expect(pushes()).toEqual([])
  })

  it('pushes, shows the answer as a record in the drawer and at the top of the list, and refuses a repeat inside the throttle window', async () => {
    opened = await openPush()
    const { app, pushes, stored } = opened
    const before = stored().length
    clock = simulateGateClock()
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', site, pushDialog())
    const foreign = 'https://elsewhere.example.com/posts/1.html'
    await pasteUrls(opened, [...urls(site, 2), '', foreign, urls(site, 1)[0]])
    await waitFor(() => expect(hintOf('网址列表 *')).toBe('共 3 条网址，百度单次最多 2000 条，今日剩余额度 3000 条'))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))

    const message = `百度接受了 2 条；1 条不属于 ${site}，今日剩余额度 2998 条`
    const id = String(before + 1)
    // only part of it taken: said as such, not as a success
    const told = await screen.findByText(`部分推送成功：百度接受了 2 条，1 条未被接受，今日剩余额度 2998 条；详情见推送记录 #${id}`, {
      ignore: '[role=dialog] *',
    })
    expect(told.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info')
    expect(pushes()).toEqual([{ method: 'POST', url: '/api/push', body: { domain: site, engine: 'baidu', urls: [...urls(site, 2), foreign] } }])
    const drawer = await screen.findByRole('dialog', { name: `推送记录 #${id}` })
    expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument()
    expect(within(drawer).getByText('部分成功')).toBeInTheDocument()
    expect(
      within(within(drawer).getByRole('region', { name: '提交的网址' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...urls(site, 2), foreign])
    expect(within(within(drawer).getByRole('region', { name: '不属于本站的网址' })).getByRole('listitem')).toHaveTextContent(foreign)
    await app.user.click(within(drawer).getByRole('button', { name: '关闭' }))
    // the record keeps words that stay true after today
    await waitFor(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(message.replace('今日', '当日')))
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('2 / 3')

    // at once again: the client refuses it, nothing is sent, the dialog keeps the URLs
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', site, pushDialog())
    await pasteUrls(opened, urls(site, 1, 50))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))
    expect(await screen.findByText('请勿请求过快')).toBeInTheDocument()
    // 推送 waits, counting down, until the window ends (tests/component/toolkit/cooldown.test.tsx follows it to the end)
    expect(within(pushDialog()).getByRole('button', { name: /^推送（[1-3] 秒）$/ })).toBeDisabled()
    expect(pushes()).toHaveLength(1)
    expect(stored()).toHaveLength(before + 1)
    expect(urlBox()).toHaveValue(urls(site, 1, 50)[0])
  })
})
