import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { RenderedApp } from '../../support/renderApp'
import { openEditor, storedArticle, titleBox } from './support'

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

describe('the article editor’s Ctrl+S', { timeout: 30_000 }, () => {
  it('is listed by ? on the editor (and nowhere else), and saves from a field', async () => {
    app = await openEditor('/articles/5')
    await app.user.click(screen.getByRole('heading', { level: 1, name: '编辑文章' }))
    await app.user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: '快捷键' })
    expect(within(help).getByRole('rowheader', { name: '保存文章' }).closest('tr')).toHaveTextContent(/^Ctrl\+S/)
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await app.user.type(titleBox(), '（快捷键）')
    await app.user.keyboard('{Control>}s{/Control}')
    expect(await screen.findByText('文章已保存')).toBeInTheDocument()
    expect(storedArticle(app, '5').title).toMatch(/（快捷键）$/)

    // the list has no article to save: ? does not offer it there
    await app.user.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: /^文章列表/ }))
    await screen.findByRole('table', { name: '文章列表' })
    await app.user.click(screen.getByRole('heading', { level: 1, name: '文章列表' }))
    await app.user.keyboard('?')
    const there = await screen.findByRole('dialog', { name: '快捷键' })
    expect(within(there).queryByRole('rowheader', { name: '保存文章' })).toBeNull()
  })
})
