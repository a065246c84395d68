import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { zipFile } from '../../support/files'
import { recordRequests } from '../../support/requests'
import { storeSignedInSession } from '../../support/session'

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const table = () => screen.getByRole('table', { name: '主题列表' })
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement

/** The XHR of every request Mirage is handed from now on, to see whether the app aborted it. */
function watchXhrs(mock: RenderedApp['mock']) {
  const xhrs: { url: string; aborted?: boolean }[] = []
  const pretender = mock.server.pretender as unknown as { handleRequest(request: { url: string }): void }
  const handle = pretender.handleRequest.bind(pretender)
  pretender.handleRequest = (request) => {
    xhrs.push(request)
    handle(request)
  }
  return xhrs
}

async function openThemes() {
  storeSignedInSession()
  app = renderApp('/themes')
  await screen.findByText('旅行日记')
  return app
}

describe('themes screen', () => {
  it('lists the themes with how many domains use each', async () => {
    const { mock } = await openThemes()
    const used = (mock.server.db.domains as unknown as { theme: string }[]).filter((domain) => domain.theme === '极简博客').length
    expect(within(rowOf('极简博客')).getAllByRole('cell')[3]).toHaveTextContent(String(used))
    expect(screen.getByText('共 6 条，第 1 / 1 页')).toBeInTheDocument()
    expect(within(rowOf('美食天地')).getByText('未上传')).toBeInTheDocument()
  })

  it('creates a theme, and every theme select gets it at once', async () => {
    const { user, session } = await openThemes()
    await user.click(screen.getByRole('button', { name: '新建主题' }))
    const dialog = await screen.findByRole('dialog', { name: '新建主题' })
    await user.type(within(dialog).getByLabelText('主题名称 *'), '暗夜模式')
    await user.type(within(dialog).getByLabelText('描述'), '深色主题')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await screen.findByText('主题已创建')).toBeInTheDocument()
    expect(await within(table()).findByText('暗夜模式')).toBeInTheDocument()
    await waitFor(() => expect(session.themeList.getSnapshot().context.names).toContain('暗夜模式'))
  })

  it('checks the name before sending and shows the server’s refusal of a duplicate', async () => {
    const { user } = await openThemes()
    await user.click(screen.getByRole('button', { name: '新建主题' }))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByLabelText('主题名称 *')
    await user.type(name, 'x{Enter}')
    expect(name).toHaveAccessibleDescription('主题名称为 2–32 个字符')
    await user.clear(name)
    await user.type(name, '企业官网{Enter}')
    await waitFor(() => expect(name).toHaveAccessibleDescription('主题「企业官网」已存在'))
  })

  it('renames a theme from its row', async () => {
    const { user, session } = await openThemes()
    await user.click(within(rowOf('科技资讯')).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑主题' })
    const name = within(dialog).getByLabelText('主题名称 *')
    expect(name).toHaveValue('科技资讯')
    await user.clear(name)
    await user.type(name, '科技前沿{Enter}')
    expect(await within(table()).findByText('科技前沿')).toBeInTheDocument()
    await waitFor(() => expect(session.themeList.getSnapshot().context.names).toContain('科技前沿'))
  })

  it('explains why a theme in use cannot be deleted, and deletes an unused one after confirmation', async () => {
    const { user, mock } = await openThemes()
    await user.click(within(rowOf('旅行日记')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('alertdialog', { name: '删除主题' })
    // the row counts the domains using it: said before the request, with a link to them
    const used = (mock.server.db.domains as unknown as { theme: string }[]).filter((domain) => domain.theme === '旅行日记').length
    expect(confirm).toHaveTextContent(`主题「旅行日记」正被 ${used} 个域名使用，删除会被拒绝。请先为这些域名更换主题，再删除主题。`)
    // looking at them is the main choice (the keyboard starts there); 删除 stays offered
    expect(within(confirm).getByRole('link', { name: '查看这些域名' })).toHaveFocus()
    expect(within(confirm).getByRole('link', { name: '查看这些域名' })).toHaveAttribute('href', `/domain?theme=${encodeURIComponent('旅行日记')}`)
    await user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await screen.findByText(/主题「旅行日记」正被 \d+ 个域名使用/)).toBeInTheDocument()
    expect(within(table()).getByText('旅行日记')).toBeInTheDocument()

    mock.server.db.domains.update({ theme: '旅行日记' }, { theme: '极简博客' })
    mock.server.db.articles.update({ theme: '旅行日记' }, { theme: '极简博客' })
    await user.click(within(rowOf('旅行日记')).getByRole('button', { name: '删除' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(within(table()).queryByText('旅行日记')).not.toBeInTheDocument())
  })

  it('uploads a .zip package with a progress bar; a renamed file is refused in the browser, nothing sent', async () => {
    const { mock } = await openThemes()
    const requests = recordRequests(mock)
    const uploads = () => requests.filter((request) => /\/package(\?version=\d+)?$/.test(request.url))
    // a person can still choose "all files" in the file picker: the accept filter is only a hint
    const user = userEvent.setup({ applyAccept: false })
    await user.click(within(rowOf('美食天地')).getByRole('button', { name: '上传主题包' }))
    const dialog = await screen.findByRole('dialog', { name: '上传主题包' })
    const picker = within(dialog).getByRole('group', { name: '主题包文件' })
    const choose = within(picker).getByRole('button', { name: '选择文件' })
    const input = within(dialog).getByLabelText('主题包文件', { selector: 'input' })
    await user.upload(input, new File(['x'], 'food.rar', { type: 'application/x-rar' }))
    await user.click(within(dialog).getByRole('button', { name: '上传' }))
    expect(choose).toHaveAccessibleDescription('主题包必须是 .zip 文件')

    // a text file renamed to .zip: its first bytes are not a zip's
    await user.upload(input, new File(['not a zip, just text'], 'food.zip', { type: 'application/zip' }))
    expect(choose).toHaveAccessibleDescription('已选择 food.zip（20 B）')
    await user.click(within(dialog).getByRole('button', { name: '上传' }))
    await waitFor(() => expect(choose).toHaveAccessibleDescription('这个文件不是真正的 .zip 压缩包（可能只是改了扩展名），请选择打包好的 .zip 文件'))
    expect(uploads()).toEqual([])

    mock.configure({ latency: 100 })
    await user.upload(input, zipFile('food-1.0.0.zip'))
    await user.click(within(dialog).getByRole('button', { name: '上传' }))
    expect(await within(dialog).findByRole('progressbar', { name: '上传进度' })).toBeInTheDocument()
    expect(await screen.findByText('主题包上传成功')).toBeInTheDocument()
    expect(await within(rowOf('美食天地')).findByText('food-1.0.0.zip')).toBeInTheDocument()
    expect(uploads()).toHaveLength(1)
  })

  it('asks before Escape cancels an upload, keeps uploading on 继续上传, and aborts only when confirmed', async () => {
    const { mock, user } = await openThemes()
    const xhrs = watchXhrs(mock)
    const upload = () => xhrs.filter((xhr) => /\/package(\?version=\d+)?$/.test(xhr.url))
    await user.click(within(rowOf('美食天地')).getByRole('button', { name: '上传主题包' }))
    const dialog = await screen.findByRole('dialog', { name: '上传主题包' })
    await user.upload(within(dialog).getByLabelText('主题包文件', { selector: 'input' }), zipFile('food-2.0.0.zip'))
    mock.configure({ latency: 60_000 })
    await user.click(within(dialog).getByRole('button', { name: '上传' }))
    await within(dialog).findByRole('progressbar', { name: '上传进度' })

    await user.keyboard('{Escape}')
    let confirm = await screen.findByRole('alertdialog', { name: '取消上传？' })
    expect(within(confirm).getByRole('button', { name: '继续上传' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: '继续上传' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(within(dialog).getByRole('progressbar', { name: '上传进度' })).toBeInTheDocument()
    expect(upload()).toHaveLength(1)
    expect(upload()[0].aborted, 'still uploading').toBeFalsy()

    await user.keyboard('{Escape}')
    confirm = await screen.findByRole('alertdialog', { name: '取消上传？' })
    await user.click(within(confirm).getByRole('button', { name: '取消上传' }))
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument())
    expect(upload()).toHaveLength(1)
    expect(upload()[0].aborted, 'the request is aborted').toBe(true)
    // cancelled, not closed: the file is still chosen, ready to send again
    expect(screen.getByRole('dialog', { name: '上传主题包' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription('已选择 food-2.0.0.zip（8 B）')
    expect(within(dialog).getByRole('button', { name: '上传' })).toBeEnabled()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
