import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import { signIn, type RenderedApp } from '../../support/renderApp'
import { openEditor, storedArticle, titleBox } from './support'

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  clearDrafts()
})

const summaryBox = () => screen.getByRole('textbox', { name: '摘要' })
const panel = () => screen.getByRole('group', { name: '该记录已被他人修改' })

describe('article editor: another operator changed the article meanwhile', { timeout: 60_000 }, () => {
  it('the save sends the version it started from; on 1460 the other title comes in, the typed summary stays, and the next save wins on the new version', async () => {
    app = await openEditor('/articles/5')
    const original = storedArticle(app, '5')
    await app.user.clear(summaryBox())
    await app.user.type(summaryBox(), '我改的摘要')
    app.mock.configure({ conflictNextSave: true })
    await app.user.click(screen.getByRole('button', { name: '保存' }))

    await waitFor(() => expect(panel()).toBeInTheDocument())
    const theirs = storedArticle(app, '5')
    expect(within(panel()).getByText(`标题：${original.title} → ${theirs.title}`)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(titleBox()).toHaveValue(theirs.title)
    expect(summaryBox()).toHaveValue('我改的摘要')

    await app.user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('文章已保存')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('group', { name: '该记录已被他人修改' })).not.toBeInTheDocument())
    expect(storedArticle(app, '5')).toMatchObject({ title: theirs.title, summary: '我改的摘要', version: theirs.version! + 1 })
  })

  it('a 401, then another change while signed out: the kept draft still tells the typed title from the other change, which is asked about', async () => {
    app = await openEditor('/articles/5')
    const original = storedArticle(app, '5')
    await app.user.clear(titleBox())
    await app.user.type(titleBox(), '我改的标题')
    app.mock.configure({ fault: { kind: 'unauthorized', path: '/api/articles', times: 1 } })
    await app.user.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByRole('button', { name: '登陆' })
    // meanwhile the other operator renames it: the editor reloads the article with that title, the draft over it
    app.mock.otherOperator.changeRow('articles', '5')
    await signIn(app)
    await screen.findByRole('form', { name: '编辑文章' })
    await waitFor(() => expect(titleBox()).toHaveValue('我改的标题'))

    // the draft's version is the one it started from: the save is refused, and the title is the person's to choose
    await app.user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(panel()).toBeInTheDocument())
    const title = within(panel()).getByRole('group', { name: '标题（双方都改了）' })
    expect(within(title).getByText('你填写的：我改的标题')).toBeInTheDocument()
    expect(titleBox()).toHaveValue('我改的标题')
    expect(storedArticle(app, '5').title).not.toBe('我改的标题')
    expect(storedArticle(app, '5').title).not.toBe(original.title)
  })
})
