import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import { AUTH_KEY, THEMES_KEY } from '../../../src/app/storage'
import { signIn, type RenderedApp } from '../../support/renderApp'
import { contentBox, openEditor, pasteContent, sessionKeys, storedArticle, titleBox, watchWrites } from './support'

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  // the drafts store lives as long as the module: no test inherits another's
  clearDrafts()
})

const restoredNotice = () => screen.queryByText(/已恢复未保存的内容/)

/** The login page after a 401, remembering the editor, with no leave prompt on the way. */
async function atLogin(from: string) {
  await screen.findByRole('button', { name: '登陆' })
  expect(app!.router.state.location.pathname).toBe('/login')
  expect(app!.router.state.location.search).toEqual({ redirect: from })
  expect(screen.getByText('登录已失效，请重新登录。')).toBeInTheDocument()
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
}

describe('a 401 while editing an article', { timeout: 60_000 }, () => {
  it('on save: signs in again and comes back to the editor with the unsaved text, then saves it', async () => {
    app = await openEditor('/articles/5')
    const writes = watchWrites(app)
    const original = storedArticle(app, '5')
    await app.user.type(titleBox(), '（修订）')
    await pasteContent(app, '<p>登录失效前写下的一大段内容</p>')
    app.mock.configure({ fault: { kind: 'unauthorized', path: '/api/articles', times: 1 } })
    await app.user.click(screen.getByRole('button', { name: '保存' }))

    await atLogin('/articles/5')
    expect(writes).toEqual(['PUT /api/articles/5'])
    expect(storedArticle(app, '5').content).toBe(original.content)
    expect(sessionKeys()).toEqual([])

    await signIn(app)
    await screen.findByRole('form', { name: '编辑文章' })
    expect(app.router.state.location.pathname).toBe('/articles/5')
    expect(titleBox()).toHaveValue(`${original.title}（修订）`)
    expect(contentBox()).toHaveValue('<p>登录失效前写下的一大段内容</p>')
    expect(restoredNotice()).toBeInTheDocument()
    await waitFor(() => expect(sessionKeys()).toEqual([AUTH_KEY, THEMES_KEY]))

    await app.user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('文章已保存')).toBeInTheDocument()
    expect(storedArticle(app, '5')).toMatchObject({ title: `${original.title}（修订）`, content: '<p>登录失效前写下的一大段内容</p>' })
    expect(restoredNotice()).not.toBeInTheDocument()
    expect(sessionKeys()).toEqual([AUTH_KEY, THEMES_KEY])
  })

  it('from any request, without saving: the draft was kept as it was typed', async () => {
    app = await openEditor('/articles/new')
    await app.user.type(titleBox(), '还没保存的新文章')
    await pasteContent(app, '<h2>提纲</h2>')
    // some other call of the app meets an expired session
    await act(async () => app!.session.auth.send({ type: 'auth.unauthorized', sessionId: app!.session.auth.getSnapshot().context.sessionId }))

    await atLogin('/articles/new')
    await signIn(app)
    await screen.findByRole('form', { name: '新建文章' })
    expect(titleBox()).toHaveValue('还没保存的新文章')
    expect(contentBox()).toHaveValue('<h2>提纲</h2>')
    expect(restoredNotice()).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: '知道了' }))
    expect(restoredNotice()).not.toBeInTheDocument()
    expect(titleBox()).toHaveValue('还没保存的新文章')
    await waitFor(() => expect(sessionKeys()).toEqual([AUTH_KEY, THEMES_KEY]))
  })

  it('signing out on purpose forgets the draft', async () => {
    app = await openEditor('/articles/new')
    await app.user.type(titleBox(), '不要了')
    await app.user.click(screen.getByRole('button', { name: '退出登录' }))
    // the person is warned that unsaved text goes, and signs out anyway
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '还有未保存的内容' })).getByRole('button', { name: '仍然退出' }))
    await screen.findByRole('button', { name: '登陆' })
    await signIn(app)
    await act(() => app!.router.navigate({ to: '/articles/new' }))
    await screen.findByRole('form', { name: '新建文章' })
    expect(titleBox()).toHaveValue('')
    expect(restoredNotice()).not.toBeInTheDocument()
  })
})
