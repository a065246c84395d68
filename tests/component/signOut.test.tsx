import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../src/app/drafts'
import { AUTH_KEY } from '../../src/app/storage'
import type { RenderedApp } from '../support/renderApp'
import { openEditor, titleBox } from './articles/support'

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  clearDrafts()
})

const signOutButton = () => screen.getByRole('button', { name: '退出登录' })

describe('signing out with unsaved work', () => {
  it('asks first when an editor holds unsaved text; cancelling keeps the text and the session', async () => {
    app = await openEditor('/articles/5')
    await app.user.type(titleBox(), '（未保存）')
    await app.user.click(signOutButton())
    const prompt = await screen.findByRole('alertdialog', { name: '还有未保存的内容' })
    await app.user.click(within(prompt).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect((titleBox() as HTMLInputElement).value).toMatch(/（未保存）$/)
    expect(sessionStorage.getItem(AUTH_KEY)).not.toBeNull()

    await app.user.click(signOutButton())
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '仍然退出' }))
    await screen.findByRole('button', { name: '登陆' })
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
  })

  it('signs out at once when nothing is unsaved', async () => {
    app = await openEditor('/articles/5')
    await app.user.click(signOutButton())
    await screen.findByRole('button', { name: '登陆' })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
