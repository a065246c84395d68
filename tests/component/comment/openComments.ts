import { configure, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { GuestComment } from '../../../src/api/comments'
import { defaultScenario, type Scenario } from '../../../src/mock-server/scenario'
import { makeServer } from '../../../src/mock-server/server'
import { renderApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { recordRequests } from '../../support/requests'

export type { SentRequest } from '../../support/requests'

// the whole app renders 20 rich rows per page: give slow, shared machines time before a wait gives up
configure({ asyncUtilTimeout: 5000 })

let made = 0

/**
 * The comment screen at `path`, signed in, over Mirage with its 500 seeded comments plus `extra` ones written
 * just now (so they head the default, newest-first list), and `scenario` (e.g. a backend `without` some calls); every
 * request the server answered is recorded.
 */
export async function openComments(path = '/comment', extra: Partial<GuestComment>[] = [], scenario: Partial<Scenario> = {}) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, ...scenario } })
  const db = mock.server.db
  const added = extra.map((fields, index) => {
    made += 1
    const createdAt = new Date(Date.now() + index * 1000).toISOString()
    return db.comments.insert({
      domain: 'meishi-zhinan.com',
      author: `测试访客${made}`,
      contact: `visitor${made}@example.com`,
      content: `测试留言 ${made}`,
      ip: '10.0.0.1',
      status: 'pending',
      reply: '',
      repliedAt: null,
      createdAt,
      ...fields,
    }) as unknown as GuestComment
  })
  const requests = recordRequests(mock)
  storeSignedInSession()
  const app = renderApp(path, { mock })
  await within(await screen.findByRole('table', { name: '留言列表' })).findAllByRole('checkbox', { name: /^选择 .+ 的留言$/ })
  const stored = () => [...(db.comments as unknown as GuestComment[])]
  return {
    app,
    requests,
    /** Requests that change something (the versions checks before acting left out). */
    changes: () => requests.filter((request) => request.method !== 'GET' && request.url !== '/api/comments/versions'),
    /** The comments written for this test, in the order given (newest last). */
    added,
    stored,
    byId: (id: string) => stored().filter((comment) => comment.id === id)[0],
    pendingInDb: () => stored().filter((comment) => comment.status === 'pending').length,
  }
}

export const table = () => screen.getByRole('table', { name: '留言列表' })
export const bodyRows = () => within(table()).getAllByRole('row').slice(1)
/** The row of a comment, found by its author through the row's checkbox. */
export const rowOf = (author: string) =>
  within(table())
    .getByRole('checkbox', { name: `选择 ${author} 的留言` })
    .closest('tr') as HTMLElement
export const queryRowOf = (author: string) => within(table()).queryByRole('checkbox', { name: `选择 ${author} 的留言` })

/** The sidebar's 留言管理 link; its name carries the pending count. */
export const commentMenuLink = () => within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: /^留言管理/ })

/** Waits until the sidebar shows `count` comments to review, in its name and on its badge. */
export async function expectPendingCount(count: number) {
  const shown = count > 99 ? '99+' : String(count)
  await waitFor(() => expect(commentMenuLink()).toHaveAccessibleName(count > 0 ? `留言管理，${shown} 条待审核` : '留言管理'))
  if (count > 0) expect(commentMenuLink()).toHaveAttribute('title', `留言管理，${count} 条待审核`)
  if (count > 0) expect(within(commentMenuLink()).getByText(shown)).toBeVisible()
  else expect(commentMenuLink()).toHaveTextContent(/^留言管理$/)
}
