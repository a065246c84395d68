import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { seedDomains } from '../../../src/mock-server/seeds'
import { dropFile } from '../../support/files'
import { openBacklinks, type OpenedBacklinks } from './openBacklinks'

// A backlink bulk add whose first line is a header, e.g. the list's own export.

let opened: OpenedBacklinks | undefined
afterEach(() => opened?.app.unmount())

async function choose(dialog: HTMLElement, label: string, option: string) {
  await opened!.app.user.click(within(dialog).getByRole('combobox', { name: label }))
  await opened!.app.user.click(await screen.findByRole('option', { name: option }))
}

describe('backlinks screen: bulk add with a header row', { timeout: 60_000 }, () => {
  it('imports an export-like CSV: source URL, anchor text (quoted, with a comma) and each row’s target; other columns named as not imported', async () => {
    opened = await openBacklinks()
    const { app, changes, stored } = opened
    const [fallback, own] = [seedDomains[0].domain, seedDomains[1].domain]
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加反链' })
    await choose(dialog, '目标域名 *', fallback)
    const file = [
      'ID,来源链接,目标域名,锚文本,链接属性',
      `1,https://bbs.example.com/import/1,${own},"美食, 推荐",传递权重`,
      '2,https://bbs.example.com/import/2,,家常菜谱,不传递权重',
      '3,ftp://files.example.com/x,,文件,传递权重',
    ].join('\n')
    dropFile(within(dialog).getByRole('group', { name: '从文件导入' }), new File([file], 'backlinks-20261101.csv'))
    const textarea = within(dialog).getByLabelText('反链列表 *')
    await waitFor(() => expect(textarea).toHaveValue(file))
    expect(textarea).toHaveAccessibleDescription(
      '第 1 行是表头，不作为数据添加。导入的列：来源链接、目标域名、锚文本；不导入的列：ID、链接属性。共 3 行数据，最多 1000 行',
    )
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))

    const report = await screen.findByRole('dialog', { name: '批量添加结果' })
    expect(report).toHaveAccessibleDescription('已添加 2 条，跳过 1 条。')
    expect(report).toHaveTextContent('未导入的列（已忽略）：ID、链接属性')
    const skipped = within(within(report).getByRole('table', { name: '已跳过的行' })).getAllByRole('row')[1]
    expect(
      within(skipped)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3,ftp://files.example.com/x,,文件,传递权重', '只支持 http 或 https 链接'])
    expect(within(report).getByRole('button', { name: '复制已跳过的行' })).toBeInTheDocument()
    expect(within(report).getByRole('button', { name: '下载已跳过的行（CSV）' })).toBeInTheDocument()
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/backlinks/bulk',
        body: {
          targetDomain: fallback,
          rel: 'dofollow',
          rows: [
            { line: 2, sourceUrl: 'https://bbs.example.com/import/1', targetDomain: own, anchorText: '美食, 推荐' },
            { line: 3, sourceUrl: 'https://bbs.example.com/import/2', targetDomain: '', anchorText: '家常菜谱' },
            { line: 4, sourceUrl: 'ftp://files.example.com/x', targetDomain: '', anchorText: '文件' },
          ],
        },
      },
    ])
    const added = stored().filter((row) => row.sourceUrl.includes('/import/'))
    expect(added.map((row) => [row.sourceUrl, row.targetDomain, row.anchorText])).toEqual([
      ['https://bbs.example.com/import/1', own, '美食, 推荐'],
      ['https://bbs.example.com/import/2', fallback, '家常菜谱'],
    ])
  })

  it('reads an English header typed in the box, and needs no target domain when every row has one', async () => {
    opened = await openBacklinks()
    const { app, changes } = opened
    const own = seedDomains[2].domain
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加反链' })
    await app.user.click(within(dialog).getByLabelText('反链列表 *'))
    await app.user.paste(`URL,Anchor Text,Target Domain\nhttps://blog.example.com/typed/1,测评,${own}`)
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(await screen.findByRole('dialog', { name: '批量添加结果' })).toHaveAccessibleDescription('已添加 1 条，跳过 0 条。')
    expect(changes()[0].body).toEqual({
      rel: 'dofollow',
      rows: [{ line: 2, sourceUrl: 'https://blog.example.com/typed/1', anchorText: '测评', targetDomain: own }],
    })
  })
})
