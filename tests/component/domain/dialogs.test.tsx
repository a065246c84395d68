import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dropFile } from '../../support/files'
import { bodyRows, cellOf, domainOf, openDomains, rowOf, table, type OpenedDomains } from './openDomains'

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

async function choose(dialog: HTMLElement, label: string, option: string) {
  await opened!.app.user.click(within(dialog).getByRole('combobox', { name: label }))
  await opened!.app.user.click(await screen.findByRole('option', { name: option }))
}

describe('domain screen: add and edit', { timeout: 30_000 }, () => {
  it('adds a domain, stored lower-case, shown first in the list', async () => {
    opened = await openDomains()
    const { app, changes } = opened
    await app.user.click(screen.getByRole('button', { name: '新增域名' }))
    const dialog = await screen.findByRole('dialog', { name: '新增域名' })
    await app.user.type(within(dialog).getByLabelText('域名 *'), 'My-New-Site.COM')
    await choose(dialog, '主题 *', '企业官网')
    await app.user.type(within(dialog).getByLabelText('站点标题'), '我的新站')
    // any separator people type; repeats and empty items dropped, saved joined with `,`
    await app.user.type(within(dialog).getByLabelText('关键词'), '新站，测试、新站;;')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('域名「my-new-site.com」已添加')).toBeInTheDocument()
    await waitFor(() => expect(domainOf(bodyRows()[0])).toBe('my-new-site.com'))
    expect(cellOf(bodyRows()[0], '主题')).toHaveTextContent('企业官网')
    expect(cellOf(bodyRows()[0], '状态')).toHaveTextContent('启用')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/domains',
        body: { domain: 'my-new-site.com', theme: '企业官网', status: 'active', title: '我的新站', keywords: '新站,测试', description: '' },
      },
    ])
  })

  it('checks the fields before sending, then shows the server’s refusal next to the field', async () => {
    opened = await openDomains()
    const { app, changes, stored } = opened
    await app.user.click(screen.getByRole('button', { name: '新增域名' }))
    const dialog = await screen.findByRole('dialog', { name: '新增域名' })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    const domain = within(dialog).getByLabelText('域名 *')
    expect(domain).toHaveAccessibleDescription('请输入域名')
    expect(within(dialog).getByRole('combobox', { name: '主题 *' })).toHaveAccessibleDescription('请选择主题')

    await app.user.type(domain, 'shop_example.com')
    expect(domain).toHaveAccessibleDescription('域名只能包含英文字母、数字、连字符和点（中文域名请填写 xn-- 形式）')
    expect(changes()).toEqual([])

    const taken = stored()[0].domain
    await app.user.clear(domain)
    await app.user.type(domain, taken.toUpperCase())
    await choose(dialog, '主题 *', '极简博客')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(domain).toHaveAccessibleDescription('域名已存在'))
    expect(screen.getByRole('dialog', { name: '新增域名' })).toBeInTheDocument()
    expect(changes()).toHaveLength(1)
    expect(stored()).toHaveLength(120)
  })

  it('turns a domain typed as a web address into its host, saying so, before checking and sending it', async () => {
    opened = await openDomains()
    const { app, changes } = opened
    await app.user.click(screen.getByRole('button', { name: '新增域名' }))
    const dialog = await screen.findByRole('dialog', { name: '新增域名' })
    const domain = within(dialog).getByLabelText('域名 *')
    expect(domain).toHaveAttribute('placeholder', '例如 example.com')
    await app.user.type(domain, 'https://www.Example-Paste.com/path?from=1')
    // leaving the field: the host, and a note saying so
    await app.user.tab()
    expect(domain).toHaveValue('www.example-paste.com')
    expect(domain).toHaveAccessibleDescription(/^已从网址中取出域名：www\.example-paste\.com/)
    // typing again: the note goes
    await app.user.type(domain, 'x')
    expect(domain).not.toHaveAccessibleDescription(/已从网址中取出域名/)
    await app.user.clear(domain)

    // sent at once, without leaving the field: read the same way before the checks
    await choose(dialog, '主题 *', '企业官网')
    await app.user.type(domain, 'HTTP://Paste-Two.cn/a/b{Enter}')
    expect(await screen.findByText('域名「paste-two.cn」已添加')).toBeInTheDocument()
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/domains',
        body: { domain: 'paste-two.cn', theme: '企业官网', status: 'active', title: '', keywords: '', description: '' },
      },
    ])
  })

  it('turns the lines of a bulk add typed as web addresses into their hosts, saying how many', async () => {
    opened = await openDomains()
    const { app, changes } = opened
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加域名' })
    await choose(dialog, '主题 *', '旅行日记')
    const box = within(dialog).getByLabelText('域名列表 *')
    await app.user.click(box)
    await app.user.paste(['https://Bulk-One.com/post/1', 'bulk-two.cn', '', 'bulk-three.net/about'].join('\n'))
    await app.user.tab()
    expect(box).toHaveValue(['bulk-one.com', 'bulk-two.cn', '', 'bulk-three.net'].join('\n'))
    expect(box).toHaveAccessibleDescription('已从 2 行网址中取出域名')
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))
    const report = await screen.findByRole('dialog', { name: '批量添加结果' })
    expect(report).toHaveAccessibleDescription('已添加 3 个域名。')
    expect(changes()[0].body).toMatchObject({ domains: ['bulk-one.com', 'bulk-two.cn', '', 'bulk-three.net'] })
  })

  it('edits a domain’s theme, status and title; the domain itself cannot change', async () => {
    opened = await openDomains()
    const { app, changes, newest } = opened
    const target = newest()[0]
    await app.user.click(within(rowOf(target.domain)).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑域名' })
    expect(within(dialog).getByLabelText('域名 *')).toHaveValue(target.domain)
    expect(within(dialog).getByLabelText('域名 *')).toBeDisabled()
    const title = within(dialog).getByLabelText('站点标题')
    expect(title).toHaveValue(target.title)
    await app.user.clear(title)
    await app.user.type(title, '改过的标题')
    const theme = target.theme === '美食天地' ? '旅行日记' : '美食天地'
    await choose(dialog, '主题 *', theme)
    await choose(dialog, '状态 *', '待审核')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))

    expect(await screen.findByText(`域名「${target.domain}」已保存`)).toBeInTheDocument()
    await waitFor(() => expect(within(rowOf(target.domain)).getByText('改过的标题')).toBeInTheDocument())
    expect(cellOf(rowOf(target.domain), '主题')).toHaveTextContent(theme)
    expect(cellOf(rowOf(target.domain), '状态')).toHaveTextContent('待审核')
    expect(changes()).toEqual([
      {
        method: 'PUT',
        url: `/api/domains/${target.id}`,
        body: { theme, status: 'pending', title: '改过的标题', keywords: target.keywords, description: target.description, version: target.version },
      },
    ])
  })

  it('edits a stored domain whose name today’s rule would refuse (a legacy row): the name is neither checked nor sent', async () => {
    opened = await openDomains()
    const { app, changes } = opened
    const legacy = app.mock.server.db.domains.insert({ ...opened.newest()[0], id: undefined, domain: 'legacy_site.com' }) as unknown as { id: string }
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), 'legacy')
    await app.user.click(
      within(
        await within(table())
          .findByText('legacy_site.com')
          .then((cell) => cell.closest('tr')!),
      ).getByRole('button', { name: '编辑' }),
    )
    const dialog = await screen.findByRole('dialog', { name: '编辑域名' })
    await app.user.type(within(dialog).getByLabelText('站点标题'), '（旧）')
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await screen.findByText('域名「legacy_site.com」已保存')).toBeInTheDocument()
    expect(changes()).toHaveLength(1)
    expect(changes()[0]).toMatchObject({ method: 'PUT', url: `/api/domains/${legacy.id}` })
    expect(changes()[0].body).not.toHaveProperty('domain')
  })
})

describe('domain screen: bulk add', { timeout: 30_000 }, () => {
  it('adds many domains for one theme and shows, line by line, what was skipped and why', async () => {
    opened = await openDomains()
    const { app, changes, stored } = opened
    const existing = stored()[3].domain
    const lines = ['alpha-site.com', 'Beta-Site.cn', '', 'alpha-site.com', 'not valid', existing]
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加域名' })
    await choose(dialog, '主题 *', '旅行日记')
    await app.user.click(within(dialog).getByLabelText('域名列表 *'))
    await app.user.paste(lines.join('\n'))
    expect(within(dialog).getByLabelText('域名列表 *')).toHaveAccessibleDescription(/^已填写 5 行，最多 1000 行/)
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))

    const report = await screen.findByRole('dialog', { name: '批量添加结果' })
    expect(report).toHaveAccessibleDescription('已添加 2 个域名，跳过 3 行，原因见下表。')
    const skipped = within(report).getByRole('table', { name: '已跳过的行' })
    expect(
      within(skipped)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['4', 'alpha-site.com', '与第 1 行重复'],
      ['5', 'not valid', '域名中不能有空格'],
      ['6', existing, '域名已存在'],
    ])
    const created = within(report).getByRole('table', { name: '已添加的行' })
    expect(
      within(created)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1alpha-site.com', '2beta-site.cn'])
    expect(changes()).toEqual([{ method: 'POST', url: '/api/domains/bulk', body: { theme: '旅行日记', status: 'active', domains: lines } }])

    await app.user.click(within(report).getByRole('button', { name: '完成' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(table()).getByText('alpha-site.com')).toBeInTheDocument()
    expect(cellOf(rowOf('beta-site.cn'), '主题')).toHaveTextContent('旅行日记')
  })

  it('refuses more than 1000 lines before sending anything', async () => {
    opened = await openDomains()
    const { app, changes } = opened
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加域名' })
    await choose(dialog, '主题 *', '旅行日记')
    const textarea = within(dialog).getByLabelText('域名列表 *')
    await app.user.click(textarea)
    await app.user.paste(Array.from({ length: 1001 }, (_, index) => `site-${index}.com`).join('\n'))
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(textarea).toHaveAccessibleDescription('一次最多添加 1000 个域名（现在有 1001 行）')
    expect(changes()).toEqual([])
  })

  it('imports the list from a chosen or dropped file into the same preview, limit and report; refuses a binary file', async () => {
    opened = await openDomains()
    const { app, changes } = opened
    await app.user.click(screen.getByRole('button', { name: '批量添加' }))
    const dialog = await screen.findByRole('dialog', { name: '批量添加域名' })
    await choose(dialog, '主题 *', '旅行日记')
    const picker = within(dialog).getByRole('group', { name: '从文件导入' })
    const pickButton = within(picker).getByRole('button', { name: '选择文件' })
    const input = within(dialog).getByLabelText('从文件导入', { selector: 'input' })
    const textarea = within(dialog).getByLabelText('域名列表 *')

    // a picture renamed to .csv: refused, the list untouched
    await app.user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])], 'domains.csv'))
    await waitFor(() => expect(pickButton).toHaveAccessibleDescription('「domains.csv」不是文本文件，请另存为 .txt 或 .csv 后再导入'))
    expect(textarea).toHaveValue('')

    // the same 1000-line limit as typed lines
    await app.user.upload(input, new File([Array.from({ length: 1001 }, (_, index) => `site-${index}.com`).join('\n')], 'many.txt'))
    await waitFor(() => expect(textarea).toHaveAccessibleDescription(/^已填写 1001 行/))
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(textarea).toHaveAccessibleDescription('一次最多添加 1000 个域名（现在有 1001 行）')
    expect(changes()).toEqual([])

    // a CSV dropped: its first column, quotes handled, blank line kept so the report's numbers are the file's
    dropFile(picker, new File(['"file-one.com",旅行日记\n\nfile-two.cn,"a, b"\nbad domain\n'], 'export.csv'))
    await waitFor(() => expect(textarea).toHaveValue('file-one.com\n\nfile-two.cn\nbad domain'))
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }))
    const report = await screen.findByRole('dialog', { name: '批量添加结果' })
    expect(report).toHaveAccessibleDescription('已添加 2 个域名，跳过 1 行，原因见下表。')
    expect(within(within(report).getByRole('table', { name: '已跳过的行' })).getAllByRole('row')[1]).toHaveTextContent('4bad domain域名中不能有空格')
    expect(changes()).toEqual([
      { method: 'POST', url: '/api/domains/bulk', body: { theme: '旅行日记', status: 'active', domains: ['file-one.com', '', 'file-two.cn', 'bad domain'] } },
    ])
  })
})
