import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { zipFile } from '../../support/files'
import { recordRequests } from '../../support/requests'
import { storeSignedInSession } from '../../support/session'

// A theme package upload sends the theme's version as the list showed it (docs/api.md, "Several operators"): a theme
// another operator changed meanwhile is refused (1460), and the dialog says what changed, keeping the chosen file; the
// next 上传 starts from the theme as it is now.

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const table = () => screen.getByRole('table', { name: '主题列表' })
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement

describe('theme package upload after another operator’s change', { timeout: 30_000 }, () => {
  it('says what changed, keeps the file, and uploads it on the theme as it is now', async () => {
    storeSignedInSession()
    app = renderApp('/themes')
    await screen.findByText('美食天地')
    const { mock, user } = app
    const requests = recordRequests(mock)
    const uploads = () => requests.filter((request) => request.url.includes('/package'))
    const themes = mock.server.db.themes as unknown as { findBy(query: object): { id: string; version: number; description: string } }
    const theme = themes.findBy({ name: '美食天地' })
    const shown = { version: theme.version, description: theme.description }

    await user.click(within(rowOf('美食天地')).getByRole('button', { name: '上传主题包' }))
    const dialog = await screen.findByRole('dialog', { name: '上传主题包' })
    await user.upload(within(dialog).getByLabelText('主题包文件', { selector: 'input' }), zipFile('food-2.0.0.zip'))
    // the other operator changes the theme's description while the dialog is open
    mock.otherOperator.changeRow('themes', theme.id)
    const now = themes.findBy({ name: '美食天地' })
    await user.click(within(dialog).getByRole('button', { name: '上传' }))

    const choose = within(dialog).getByRole('button', { name: '选择文件' })
    await waitFor(() =>
      expect(choose).toHaveAccessibleDescription(
        `上传前，该主题已被他人修改：描述「${shown.description}」→「${now.description}」。所选文件仍在，再次点击「上传」将用它替换主题包。`,
      ),
    )
    expect(uploads().map((request) => request.url)).toEqual([`/api/themes/${theme.id}/package?version=${shown.version}`])
    // nothing else says it: no error toast
    expect(screen.queryByText('该记录已被他人修改')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: '上传' }))
    expect(await screen.findByText('主题包上传成功')).toBeInTheDocument()
    expect(await within(rowOf('美食天地')).findByText('food-2.0.0.zip')).toBeInTheDocument()
    expect(uploads().map((request) => request.url)).toEqual([
      `/api/themes/${theme.id}/package?version=${shown.version}`,
      `/api/themes/${theme.id}/package?version=${now.version}`,
    ])
  })
})
