import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, cellOf, domainOf, openDomains, rowOf, type OpenedDomains } from './openDomains'

// Bulk work on the domain screen: 更换主题 for the selection or every matching domain, and 撤销 after a delete.

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

const bar = () => screen.getByRole('region', { name: '批量操作' })
const themeDialog = () => screen.findByRole('dialog', { name: '更换主题' })

async function chooseTheme(theme: string) {
  const dialog = await themeDialog()
  await opened!.app.user.click(within(dialog).getByRole('combobox', { name: '新主题 *' }))
  await opened!.app.user.click(await screen.findByRole('option', { name: theme }))
  await opened!.app.user.click(within(dialog).getByRole('button', { name: '更换' }))
}

describe('domain screen: bulk theme change and undo', { timeout: 30_000 }, () => {
  it('changes the theme of the selected domains, saying how many changed, and clears the selection', async () => {
    opened = await openDomains()
    const { app, changes, byName } = opened
    const names = bodyRows().slice(0, 3).map(domainOf)
    for (const name of names) await app.user.click(screen.getByRole('checkbox', { name: `选择 ${name}` }))
    await app.user.click(within(bar()).getByRole('button', { name: '更换主题' }))
    const dialog = await themeDialog()
    expect(dialog).toHaveTextContent('为选中的 3 个域名更换主题。')
    await app.user.click(within(dialog).getByRole('button', { name: '更换' }))
    expect(within(dialog).getByRole('combobox', { name: '新主题 *' })).toHaveAccessibleDescription('请选择主题')
    expect(changes()).toEqual([])

    const already = names.filter((name) => byName(name).theme === '旅行日记').length
    await chooseTheme('旅行日记')
    // the section's own toast (with 撤销) says what changed
    const told = `已将 ${3 - already} 个域名的主题更换为「旅行日记」`
    expect(await screen.findByText(told)).toBeInTheDocument()
    expect(changes()).toEqual([
      { method: 'POST', url: '/api/domains/batch-theme', body: { ids: names.map((name) => byName(name).id), versions: expect.any(Object), theme: '旅行日记' } },
    ])
    await waitFor(() => expect(names.map((name) => cellOf(rowOf(name), '主题').textContent)).toEqual(['旅行日记', '旅行日记', '旅行日记']))
    expect(screen.queryByRole('region', { name: '批量操作' })).toBeNull()
  })

  it('changes the theme of every domain matching the filter, on every page', async () => {
    opened = await openDomains('/domain?theme=新闻门户&pageSize=10')
    const { app, changes, stored } = opened
    const news = stored().filter((row) => row.theme === '新闻门户')
    expect(screen.getByText(`共 ${news.length} 条，第 1 / 2 页`)).toBeInTheDocument()
    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    expect(bar()).toHaveTextContent('已选择本页 10 条')
    await app.user.click(within(bar()).getByRole('button', { name: `选择全部 ${news.length} 条匹配结果` }))
    await app.user.click(within(bar()).getByRole('button', { name: '更换主题' }))
    expect(await themeDialog()).toHaveTextContent(`为符合当前筛选条件的全部 ${news.length} 个域名更换主题。`)
    await chooseTheme('企业官网')

    expect(await screen.findByText(`已将 ${news.length} 个域名的主题更换为「企业官网」`)).toBeInTheDocument()
    expect(changes()).toEqual([{ method: 'POST', url: '/api/domains/batch-theme', body: { filter: { theme: '新闻门户' }, theme: '企业官网' } }])
    expect(await screen.findByText('没有符合条件的数据')).toBeInTheDocument()
    expect(news.map((row) => opened!.byName(row.domain).theme)).toEqual(news.map(() => '企业官网'))
  })

  it('offers 撤销 after deleting a domain, which brings it back with its id', async () => {
    opened = await openDomains()
    const { app, changes, stored } = opened
    const gone = opened.newest()[0]
    await app.user.click(within(rowOf(gone.domain)).getByRole('button', { name: '删除' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '删除域名' })).getByRole('button', { name: '删除' }))
    expect(await screen.findByText(`已删除域名「${gone.domain}」`)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(gone.domain)).toBeNull())
    await app.user.click(screen.getByRole('button', { name: '撤销' }))
    expect(await screen.findByText('已恢复 1 个域名')).toBeInTheDocument()
    expect(await screen.findByText(gone.domain)).toBeInTheDocument()
    // as it was, one version on (a restore is a change of the row)
    expect(stored().find((row) => row.domain === gone.domain)).toEqual({ ...gone, version: gone.version! + 1 })
    expect(changes().map((request) => [request.method, request.url, request.body])).toEqual([
      ['DELETE', `/api/domains/${gone.id}?version=${gone.version}`, null],
      ['POST', '/api/domains/restore', { ids: [gone.id] }],
    ])
  })
})
