import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bodyRows, cellOf, openBacklinks, rowOf, type OpenedBacklinks } from './openBacklinks'

let opened: OpenedBacklinks | undefined
afterEach(() => {
  opened?.app.unmount()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

const urlOf = (row: HTMLElement) => within(row).getByRole('link').textContent!

describe('backlinks screen: delete and export', { timeout: 60_000 }, () => {
  it('deletes a backlink only after confirmation, staying on the same page', async () => {
    opened = await openBacklinks('/anti-chain?page=2')
    const { app, changes, stored } = opened
    const url = urlOf(bodyRows()[3])
    const { id, version } = stored().find((row) => row.sourceUrl === url)!
    await app.user.click(within(rowOf(url)).getByRole('button', { name: '删除' }))
    let confirm = await screen.findByRole('alertdialog', { name: '删除反链' })
    expect(confirm).toHaveTextContent(`确定删除来自 ${url} 的反链吗？删除后 10 秒内可以撤销。`)
    await app.user.click(within(confirm).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(changes()).toEqual([])

    await app.user.click(within(rowOf(url)).getByRole('button', { name: '删除' }))
    confirm = await screen.findByRole('alertdialog', { name: '删除反链' })
    await app.user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText(`已删除来自 ${url} 的反链`)).toBeInTheDocument()
    await waitFor(() => expect(within(screen.getByRole('table', { name: '反链列表' })).queryByRole('link', { name: url })).toBeNull())
    expect(changes()).toEqual([{ method: 'DELETE', url: `/api/backlinks/${id}?version=${version}`, body: null }])
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(screen.getByText('共 299 条，第 2 / 15 页')).toBeInTheDocument()
  })

  it('deletes the selected rows in one batch after confirmation', async () => {
    opened = await openBacklinks()
    const { app, changes, stored } = opened
    const urls = bodyRows().slice(0, 3).map(urlOf)
    for (const url of urls) await app.user.click(screen.getByRole('checkbox', { name: `选择 ${url}` }))
    await app.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '批量删除' }))
    const confirm = await screen.findByRole('alertdialog', { name: '批量删除反链' })
    expect(confirm).toHaveTextContent('确定删除选中的 3 条反链吗？')
    expect(changes()).toEqual([])
    const shown = urls.map((url) => stored().find((row) => row.sourceUrl === url)!)
    const ids = shown.map((row) => row.id)
    await app.user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('已删除 3 条反链')).toBeInTheDocument()
    const versions = Object.fromEntries(shown.map((row) => [row.id, row.version]))
    expect(changes()).toEqual([{ method: 'POST', url: '/api/backlinks/batch-delete', body: { ids, versions } }])
    await waitFor(() => expect(screen.getByText('共 297 条，第 1 / 15 页')).toBeInTheDocument())
    expect(
      bodyRows()
        .map(urlOf)
        .some((url) => urls.includes(url)),
    ).toBe(false)
    expect(screen.queryByRole('region', { name: '批量操作' })).not.toBeInTheDocument()
  })

  it('exports the filtered rows as a downloaded CSV file', async () => {
    const saved: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.set(`blob:test/${blobs.size}`, blob)
        return `blob:test/${blobs.size - 1}`
      },
      revokeObjectURL: () => {},
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! })
    })
    opened = await openBacklinks('/anti-chain?status=alive&keyword=zhihu')
    const { app, changes, stored } = opened
    await waitFor(() => expect(bodyRows().every((row) => cellOf(row, '状态').textContent === '有效')).toBe(true))
    await app.user.click(screen.getByRole('button', { name: '导出 CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(changes()).toEqual([{ method: 'GET', url: '/api/backlinks/export?keyword=zhihu&status=alive', body: null }])
    expect(saved[0].name).toMatch(/^backlinks-\d{8}\.csv$/)
    const lines = (await saved[0].blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('ID,来源链接,目标域名,锚文本,链接属性,状态,最后检测时间,添加时间')
    const expected = stored().filter((row) => row.status === 'alive' && row.sourceUrl.includes('zhihu'))
    expect(expected.length).toBeGreaterThan(1)
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(expected.map((row) => row.id).sort())
    expect(lines.slice(1).every((line) => line.includes(',有效,'))).toBe(true)
  })
})
