import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openDomains, rowOf, type OpenedDomains } from './openDomains'

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

const bar = () => screen.getByRole('region', { name: '批量操作' })
const question = () => screen.findByRole('alertdialog')

describe('domain list: acting on rows another operator changed since the list showed them', { timeout: 30_000 }, () => {
  it('a delete sends the version the list showed; refused (1460), it asks again saying what changed, and deletes on the row’s version now', async () => {
    opened = await openDomains()
    const { app, requests, byName } = opened
    const target = opened.newest()[0]
    app.mock.otherOperator.changeRow('domains', target.id)
    const now = byName(target.domain)

    await app.user.click(within(rowOf(target.domain)).getByRole('button', { name: '删除' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '删除域名' })).getByRole('button', { name: '删除' }))
    const again = await screen.findByRole('alertdialog', { name: '该记录已被他人修改' })
    expect(again).toHaveTextContent(`列表显示之后，它已被他人修改：站点标题「${target.title}」→「${now.title}」。确定删除域名「${target.domain}」吗？`)
    expect(byName(target.domain)).toBeDefined()

    await app.user.click(within(again).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(byName(target.domain)).toBeUndefined())
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      `/api/domains/${target.id}?version=${target.version}`,
      `/api/domains/${target.id}?version=${now.version}`,
    ])
  })

  it('停用 checks the row’s version first: changed since shown, it asks again saying what changed instead of acting', async () => {
    opened = await openDomains()
    const { app, changes, byName } = opened
    const target = opened.newest().find((row) => row.status === 'active')!
    app.mock.otherOperator.changeRow('domains', target.id)
    const now = byName(target.domain)
    await app.user.click(within(rowOf(target.domain)).getByRole('button', { name: '停用' }))
    const again = await screen.findByRole('alertdialog', { name: '该记录已被他人修改' })
    expect(again).toHaveTextContent(`列表显示之后，它已被他人修改：站点标题「${target.title}」→「${now.title}」。确定停用域名「${target.domain}」吗？`)
    expect(changes().filter((request) => request.url === '/api/domains/status')).toEqual([])
    await app.user.click(within(again).getByRole('button', { name: '停用' }))
    await waitFor(() => expect(byName(target.domain).status).toBe('inactive'))
  })

  it('a batch by ids: the question says how many changed since they were selected, the call sends their versions, the toast says changed', async () => {
    opened = await openDomains()
    const { app, requests, byName } = opened
    const rows = opened.newest().slice(0, 3)
    for (const row of rows) await app.user.click(within(rowOf(row.domain)).getByRole('checkbox'))
    app.mock.otherOperator.changeRow('domains', rows[1].id)
    await app.user.click(within(bar()).getByRole('button', { name: '批量删除' }))
    const asked = await question()
    expect(asked).toHaveTextContent('确定删除选中的 3 个域名吗？删除后 10 秒内可以撤销。其中 1 行在选择后已被他人修改。')
    await app.user.click(within(asked).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('其中 1 行在选择后已被他人修改，已按它们现在的内容批量删除')).toBeInTheDocument()
    const batch = requests.find((request) => request.url === '/api/domains/batch-delete')!
    expect(batch.body).toEqual({ ids: rows.map((row) => row.id), versions: Object.fromEntries(rows.map((row) => [row.id, row.version])) })
    expect(rows.map((row) => byName(row.domain))).toEqual([undefined, undefined, undefined])
  })

  it('a batch by filter: the question says it acts on what matches when it runs', async () => {
    opened = await openDomains('/domain?theme=新闻门户&pageSize=10')
    const { app, stored } = opened
    const news = stored().filter((row) => row.theme === '新闻门户')
    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    await app.user.click(within(bar()).getByRole('button', { name: `选择全部 ${news.length} 条匹配结果` }))
    await app.user.click(within(bar()).getByRole('button', { name: '批量停用' }))
    expect(await question()).toHaveTextContent(
      `确定停用符合当前筛选条件的全部 ${news.length} 个域名吗？停用后可以随时重新启用。将作用于执行时符合条件的全部行，可能与列表中看到的不同。`,
    )
  })

  it('a batch by filter whose entry asks nothing for ticked rows asks then, saying it acts on what matches when it runs', async () => {
    opened = await openDomains('/domain?theme=新闻门户&pageSize=10')
    const { app, stored, changes } = opened
    const news = stored().filter((row) => row.theme === '新闻门户')
    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    await app.user.click(within(bar()).getByRole('button', { name: `选择全部 ${news.length} 条匹配结果` }))
    await app.user.click(within(bar()).getByRole('button', { name: '批量启用' }))
    const asked = await screen.findByRole('alertdialog', { name: '批量启用' })
    expect(asked).toHaveTextContent(`确定批量启用符合当前筛选条件的全部 ${news.length} 行吗？将作用于执行时符合条件的全部行，可能与列表中看到的不同。`)
    expect(changes()).toEqual([])
    await app.user.click(within(asked).getByRole('button', { name: '批量启用' }))
    await waitFor(() => expect(changes()).toEqual([{ method: 'POST', url: '/api/domains/status', body: { filter: { theme: '新闻门户' }, status: 'active' } }]))
  })
})
