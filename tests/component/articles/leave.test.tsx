import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import type { RenderedApp } from '../../support/renderApp'
import { contentBox, openEditor, storedArticle, titleBox } from './support'

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  // the drafts store lives as long as the module: no test inherits another's
  clearDrafts()
})

const menuLink = (name: string) => within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name })
const leavePrompt = () => screen.queryByRole('alertdialog', { name: '离开此页面？' })
const at = (pathname: string) => waitFor(() => expect(app!.router.state.location.pathname).toBe(pathname))

describe('leaving the article editor', { timeout: 60_000 }, () => {
  it('leaves at once when nothing was changed', async () => {
    app = await openEditor('/articles/5')
    await app.user.click(menuLink('文章列表'))
    await at('/articles')
    expect(leavePrompt()).not.toBeInTheDocument()
  })

  it('asks first with unsaved changes: keep editing keeps them, discarding leaves and forgets them', async () => {
    app = await openEditor('/articles/5')
    const original = storedArticle(app, '5').title
    await app.user.type(titleBox(), '（未保存）')

    await app.user.click(menuLink('域名管理'))
    const prompt = await screen.findByRole('alertdialog', { name: '离开此页面？' })
    expect(prompt).toHaveTextContent('文章有未保存的修改，离开后这些修改将会丢失。')
    await app.user.click(within(prompt).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(leavePrompt()).not.toBeInTheDocument())
    expect(app.router.state.location.pathname).toBe('/articles/5')
    expect(titleBox()).toHaveValue(`${original}（未保存）`)

    await app.user.click(screen.getByRole('link', { name: '返回文章列表' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '离开此页面？' })).getByRole('button', { name: '放弃修改并离开' }))
    await at('/articles')
    expect(storedArticle(app, '5').title).toBe(original)

    // coming back shows the saved article, with no leftover draft
    await act(() => app!.router.navigate({ to: '/articles/$id', params: { id: '5' } }))
    expect(await screen.findByDisplayValue(original)).toBeInTheDocument()
    expect(screen.queryByText(/已恢复未保存的内容/)).not.toBeInTheDocument()
  })

  it('asks for a new article with text in it, and not once it is saved', async () => {
    app = await openEditor('/articles/new')
    await app.user.click(contentBox())
    await app.user.paste('<p>草稿</p>')
    await app.user.click(menuLink('首页'))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '离开此页面？' })).getByRole('button', { name: '继续编辑' }))

    await app.user.type(titleBox(), '保存后再离开')
    const domain = (app.mock.server.db.domains as unknown as { domain: string }[])[0].domain
    await app.user.click(screen.getByRole('combobox', { name: '域名 *' }))
    await app.user.click(await screen.findByRole('option', { name: domain }))
    await app.user.click(screen.getByRole('combobox', { name: '主题 *' }))
    await app.user.click(await screen.findByRole('option', { name: '极简博客' }))
    await app.user.click(screen.getByRole('button', { name: '保存' }))
    await at('/articles/401')
    await screen.findByRole('form', { name: '编辑文章' })
    await app.user.click(menuLink('文章列表'))
    await at('/articles')
    expect(leavePrompt()).not.toBeInTheDocument()
  })
})
