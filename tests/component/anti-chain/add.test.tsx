import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dropFile } from '../../support/files'
import { cellOf, openBacklinks, rowOf, type OpenedBacklinks } from './openBacklinks'

let opened: OpenedBacklinks | undefined
afterEach(() => opened?.app.unmount())

async function choose(dialog: HTMLElement, label: string, option: string) {
  await opened!.app.user.click(within(dialog).getByRole('combobox', { name: label }))
  await opened!.app.user.click(await screen.findByRole('option', { name: option }))
}

describe('backlinks screen: adding', { timeout: 60_000 }, () => {
  it('checks the fields, shows the server’s field message, then adds a pending backlink', async () => {
    opened = await openBacklinks()
    const { app, changes, stored } = opened
    const existing = stored()[0]
    await app.user.click(screen.getByRole('button', { name: '添加反链' }))
    const dialog = await screen.findByRole('dialog', { name: '添加反链' })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    const url = within(dialog).getByLabelText('来源链接 *')
    expect(url).toHaveAccessibleDescription('请输入来源链接')
    expect(within(dialog).getByLabelText('锚文本 *')).toHaveAccessibleDescription('请输入锚文本')
    expect(within(dialog).getByRole('combobox', { name: '目标域名 *' })).toHaveAccessibleDescription('请选择目标域名')
    await app.user.type(url, 'ftp://bbs.example.com/t/1')
    expect(url).toHaveAccessibleDescription('只支持 http 或 https 链接')
    expect(changes()).toEqual([])

    await app.user.clear(url)
    await app.user.type(url, existing.sourceUrl)
    await choose(dialog, '目标域名 *', existing.targetDomain)
    await app.user.type(within(dialog).getByLabelText('锚文本 *'), '美食推荐')
    await choose(dialog, '链接属性 *', '不传递权重')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(url).toHaveAccessibleDescription(`该来源链接指向 ${existing.targetDomain} 的反链已存在`))
    expect(changes()).toHaveLength(1)

    await app.user.clear(url)
    await app.user.type(url, 'https://bbs.example.com/thread-9-1-1.html')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await screen.findByText('反链已添加')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(changes().at(-1)).toEqual({
      method: 'POST',
      url: '/api/backlinks',
      body: { sourceUrl: 'https://bbs.example.com/thread-9-1-1.html', targetDomain: existing.targetDomain, anchorText: '美食推荐', rel: 'nofollow' },
    })
    const row = await waitFor(() => rowOf('https://bbs.example.com/thread-9-1-1.html'))
    expect(cellOf(row, '状态')).toHaveTextContent('待检测')
    expect(cellOf(row, '最后检测')).toHaveTextContent('从未检测')
  })

  it('bulk adds lines for one domain and shows, line by line, what was added and what was skipped', async () => {
    opened = await openBacklinks()
    const { app, changes, stored } = opened
    const existing = stored()[0]
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加反链' })
    await choose(dialog, '目标域名 *', existing.targetDomain)
    await app.user.click(within(dialog).getByLabelText('反链列表 *'))
    await app.user.paste(
      [
        'https://bbs.example.com/t/1 家常菜谱',
        'https://bbs.example.com/t/1 重复一行',
        '',
        'www.example.com/no-scheme 锚文本',
        `${existing.sourceUrl} 已经有了`,
        'https://news.example.com/a/2 新闻 推荐',
      ].join('\n'),
    )
    expect(within(dialog).getByLabelText('反链列表 *')).toHaveAccessibleDescription('已填写 5 行，最多 1000 行')
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))

    const report = await screen.findByRole('dialog', { name: '批量添加结果' })
    expect(report).toHaveAccessibleDescription('已添加 2 条，跳过 3 条。')
    const skipped = within(within(report).getByRole('table', { name: '已跳过的行' }))
      .getAllByRole('row')
      .slice(1)
    expect(
      skipped.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'https://bbs.example.com/t/1 重复一行', '与第 1 行重复'],
      ['4', 'www.example.com/no-scheme 锚文本', '不是有效的网址'],
      ['5', `${existing.sourceUrl} 已经有了`, `指向 ${existing.targetDomain} 的该链接已存在`],
    ])
    const created = within(within(report).getByRole('table', { name: '已添加的行' }))
      .getAllByRole('row')
      .slice(1)
    expect(created.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['1', '6'])
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/backlinks/bulk',
        body: {
          targetDomain: existing.targetDomain,
          rel: 'dofollow',
          lines: [
            'https://bbs.example.com/t/1 家常菜谱',
            'https://bbs.example.com/t/1 重复一行',
            '',
            'www.example.com/no-scheme 锚文本',
            `${existing.sourceUrl} 已经有了`,
            'https://news.example.com/a/2 新闻 推荐',
          ],
        },
      },
    ])
    await app.user.click(within(report).getByRole('button', { name: '完成' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cellOf(await waitFor(() => rowOf('https://news.example.com/a/2')), '锚文本')).toHaveTextContent('新闻 推荐')
  })

  it('imports the lines from a dropped CSV: url and anchor text from its first two columns, sent as typed lines', async () => {
    opened = await openBacklinks()
    const { app, changes, stored } = opened
    const target = stored()[0].targetDomain
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加反链' })
    await choose(dialog, '目标域名 *', target)
    const picker = within(dialog).getByRole('group', { name: '从文件导入' })
    expect(within(picker).getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(
      '.txt 或 .csv 文件，最大 1 MB：每行一条，CSV 取前两列：网址、锚文本；第一行是表头时按列导入；内容会替换下方列表',
    )
    dropFile(picker, new File(['https://bbs.example.com/f/1,家常菜谱,备注\n"https://blog.example.com/p?a=1,2", 新闻 推荐 \n'], 'links.csv'))
    const textarea = within(dialog).getByLabelText('反链列表 *')
    await waitFor(() => expect(textarea).toHaveValue('https://bbs.example.com/f/1 家常菜谱\nhttps://blog.example.com/p?a=1,2 新闻 推荐'))
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(await screen.findByRole('dialog', { name: '批量添加结果' })).toHaveAccessibleDescription('已添加 2 条，跳过 0 条。')
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/backlinks/bulk',
        body: { targetDomain: target, rel: 'dofollow', lines: ['https://bbs.example.com/f/1 家常菜谱', 'https://blog.example.com/p?a=1,2 新闻 推荐'] },
      },
    ])
  })
})
