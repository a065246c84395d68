import { configure, screen } from '@testing-library/react'
import type { Article } from '../../../src/api/articles'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'

// these screens render a full app per test on a shared, busy machine: give findBy and waitFor room
configure({ asyncUtilTimeout: 5000 })

/** Shared steps of the article editor's component tests. */
export async function openEditor(path: string): Promise<RenderedApp> {
  storeSignedInSession()
  const app = renderApp(path)
  await screen.findByRole('form', { name: path.endsWith('/new') ? '新建文章' : '编辑文章' })
  return app
}

export const storedArticle = (app: RenderedApp, id: string) => app.mock.server.db.articles.find(id) as unknown as Article

export const contentBox = () => screen.getByRole('textbox', { name: '正文（HTML）' })
export const titleBox = () => screen.getByRole('textbox', { name: '标题 *' })
export const preview = () => screen.getByRole('region', { name: '预览' })

/** Picks `option` in the select labelled `label`. */
export async function choose(app: RenderedApp, label: string, option: string) {
  await app.user.click(screen.getByRole('combobox', { name: label }))
  await app.user.click(await screen.findByRole('option', { name: option }))
}

/** Replaces the content with `html`, pasted as a person would. */
export async function pasteContent(app: RenderedApp, html: string) {
  await app.user.clear(contentBox())
  await app.user.click(contentBox())
  await app.user.paste(html)
}

/** Requests other than GET that Mirage answered, as `PUT /api/articles/5` (the versions checks before acting left out). */
export function watchWrites(app: RenderedApp) {
  const writes: string[] = []
  app.mock.server.pretender.handledRequest = (verb, url) => {
    const path = url.split('?')[0]
    if (verb !== 'GET' && !path.endsWith('/versions')) writes.push(`${verb} ${path}`)
  }
  return writes
}

export const sessionKeys = () => Object.keys(sessionStorage).sort()

export const fieldMessage = (label: string) => {
  const field = screen.getByLabelText(label)
  const id = field.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}
