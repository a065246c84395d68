import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { GuestComment } from '../../../src/api/comments'
import { openAudit, rowOf, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => opened?.app.unmount())

type Db = OpenedAudit['db']
/** The second comment of a visitor who left several: the list the link opens (by the visitor's name) holds the others too. */
function secondOfMany(db: Db): GuestComment {
  // filtered first: Mirage's copy of a table has a `find` of its own, by id
  const comments = (db.comments as unknown as GuestComment[]).filter(() => true)
  const author = comments.find((comment) => comments.filter((other) => other.author === comment.author).length > 1)!.author
  return comments.filter((comment) => comment.author === author)[1]
}

describe('an entry’s link to a row of a list', { timeout: 90_000 }, () => {
  it('puts the focus, and the row cursor, on the entry’s own row among the others its list shows', async () => {
    const summaryOf = (comment: GuestComment) => `删除「${comment.author}」的留言`
    opened = openAudit('/audit', (db) => {
      const comment = secondOfMany(db)
      return [
        {
          operator: 'admin',
          operatorName: '管理员',
          at: '2026-11-02T01:00:00.000Z',
          resource: 'comments',
          action: 'update',
          rowIds: [comment.id],
          summary: summaryOf(comment),
        },
      ]
    })
    const { app, db } = opened
    const comment = secondOfMany(db)
    await screen.findByText(summaryOf(comment))
    await app.user.click(within(rowOf(summaryOf(comment))).getByRole('link', { name: `查看留言（${summaryOf(comment)}）` }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/comment'))
    const list = await screen.findByRole('table', { name: '留言列表' })
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row')
          .filter((row) => row.hasAttribute('data-row-id')).length,
      ).toBeGreaterThan(1),
    )
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.getAttribute('data-row-id')).toBe(String(comment.id)))
    expect(document.activeElement).toHaveAttribute('aria-current', 'true')
  })
})
