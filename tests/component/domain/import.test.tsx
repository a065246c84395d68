import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropFile } from '../../support/files'
import { openDomains, type OpenedDomains } from './openDomains'

// A bulk add whose first line is a header (a CSV file, or text pasted from a spreadsheet).

let opened: OpenedDomains | undefined
afterEach(() => {
  opened?.app.unmount()
  vi.restoreAllMocks()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

async function choose(dialog: HTMLElement, label: string, option: string) {
  await opened!.app.user.click(within(dialog).getByRole('combobox', { name: label }))
  await opened!.app.user.click(await screen.findByRole('option', { name: option }))
}

async function openBulk() {
  await opened!.app.user.click(screen.getByRole('button', { name: '批量添加' }))
  return screen.findByRole('dialog', { name: '批量添加域名' })
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

/** Downloads saved through an object URL and a clicked <a download>, as src/ui/download.ts makes them. */
function catchDownloads() {
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
  return saved
}

describe('domain screen: bulk add with a header row', { timeout: 30_000 }, () => {
  it('reads a CSV file’s English header: known columns used, quoted commas kept, unknown columns named, skipped lines copied and downloaded', async () => {
    opened = await openDomains()
    const { app, changes, byName } = opened
    const saved = catchDownloads()
    const dialog = await openBulk()
    await choose(dialog, '主题 *', '旅行日记')
    const csv = ['domain,Title,keywords,notes', '"csv-one.com","首页, 新闻","美食,探店",内部', 'csv-two.cn,第二个站,,', '', 'bad domain,x,,'].join('\r\n')
    dropFile(within(dialog).getByRole('group', { name: '从文件导入' }), new File([`${csv}\r\n`], 'sites.csv'))

    // the file as it is, its header as line 1, so the report's line numbers are the file's
    const textarea = within(dialog).getByLabelText('域名列表 *')
    await waitFor(() => expect(textarea).toHaveValue(csv.replaceAll('\r\n', '\n')))
    expect(textarea).toHaveAccessibleDescription(
      '第 1 行是表头，不作为数据添加。导入的列：domain、Title、keywords；不导入的列：notes。共 3 行数据，最多 1000 行',
    )
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))

    const report = await screen.findByRole('dialog', { name: '批量添加结果' })
    expect(report).toHaveAccessibleDescription('已添加 2 个域名，跳过 1 行，原因见下表。')
    expect(report).toHaveTextContent('第 1 行是表头，未作为数据添加。导入的列：domain、Title、keywords。未导入的列（已忽略）：notes')
    expect(cellsOf(within(report).getByRole('table', { name: '已跳过的行' }))).toEqual([['5', 'bad domain,x,,', '域名中不能有空格']])
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/domains/bulk',
        body: {
          theme: '旅行日记',
          status: 'active',
          rows: [
            { line: 2, domain: 'csv-one.com', title: '首页, 新闻', keywords: '美食,探店' },
            { line: 3, domain: 'csv-two.cn', title: '第二个站', keywords: '' },
            { line: 5, domain: 'bad domain', title: 'x', keywords: '' },
          ],
        },
      },
    ])
    expect(byName('csv-one.com')).toMatchObject({ theme: '旅行日记', title: '首页, 新闻', keywords: '美食,探店' })
    expect(byName('csv-two.cn')).toMatchObject({ title: '第二个站' })

    await app.user.click(within(report).getByRole('button', { name: '复制已跳过的行' }))
    expect(await navigator.clipboard.readText()).toBe('行号\t内容\t原因\n5\tbad domain,x,,\t域名中不能有空格')
    expect(within(report).getByRole('status')).toHaveTextContent('已复制 1 行')

    await app.user.click(within(report).getByRole('button', { name: '下载已跳过的行（CSV）' }))
    expect(saved.map((file) => file.name)).toEqual(['域名-已跳过的行.csv'])
    expect(await saved[0].blob.text()).toBe('\uFEFF行号,内容,原因\r\n5,"bad domain,x,,",域名中不能有空格\r\n')
  })

  it('reads a Chinese header pasted from a spreadsheet, each row with its own theme: no theme needs choosing and the header is no bad line', async () => {
    opened = await openDomains()
    const { app, changes, byName } = opened
    const dialog = await openBulk()
    await app.user.click(within(dialog).getByLabelText('域名列表 *'))
    await app.user.paste(['域名\t标题\t主题\t状态', 'zh-one.com\t美食站\t美食天地\t启用', 'zh-two.cn\t旅行站\t旅行日记\t停用'].join('\n'))
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))

    const report = await screen.findByRole('dialog', { name: '批量添加结果' })
    expect(report).toHaveAccessibleDescription('已添加 2 个域名。')
    expect(within(report).queryByRole('table', { name: '已跳过的行' })).toBeNull()
    expect(report).toHaveTextContent('未导入的列（已忽略）：状态')
    expect(changes()[0].body).toEqual({
      status: 'active',
      rows: [
        { line: 2, domain: 'zh-one.com', title: '美食站', theme: '美食天地' },
        { line: 3, domain: 'zh-two.cn', title: '旅行站', theme: '旅行日记' },
      ],
    })
    expect([byName('zh-one.com').theme, byName('zh-two.cn').theme]).toEqual(['美食天地', '旅行日记'])
  })

  it('asks for a theme when some rows have none, and for rows when there is only a header', async () => {
    opened = await openDomains()
    const { app, changes } = opened
    const dialog = await openBulk()
    const textarea = within(dialog).getByLabelText('域名列表 *')
    await app.user.click(textarea)
    await app.user.paste('域名,主题\nown-theme.com,美食天地\nno-theme.com,')
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(within(dialog).getByRole('combobox', { name: '主题 *' })).toHaveAccessibleDescription('有的行没有主题：请选择这些行使用的主题')
    await app.user.clear(textarea)
    await app.user.paste('域名,主题')
    expect(textarea).toHaveAccessibleDescription('表头下面还没有域名：每行一个域名')
    expect(changes()).toEqual([])
  })
})
