import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { GuestComment } from '../../../src/api/comments'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { openWindowAt, renderAppOnWindowHistory } from '../../support/browserHistoryApp'
import { storeSignedInSession } from '../../support/session'
import { rowOf } from './openComments'

let app: ReturnType<typeof renderAppOnWindowHistory> | undefined
let mock: MockServer | undefined
afterEach(() => {
  app?.unmount()
  mock?.shutdown()
  openWindowAt('/')
})

const AUTHORS = ['刷新访客4', '刷新访客3', '刷新访客2', '刷新访客1']

/** The comment list drawn (again) at the window's entry, as a page load draws it. */
async function load() {
  app?.unmount()
  app = renderAppOnWindowHistory()
  await within(await screen.findByRole('table', { name: '留言列表' })).findByRole('checkbox', { name: '选择 刷新访客1 的留言' })
}

const cursorRows = () => [...document.querySelectorAll('tbody tr[data-cursor]')]

describe('the row cursor over a reload (F5)', { timeout: 30_000 }, () => {
  it('is on its row again, kept in the history entry (not in sessionStorage), and j goes on from it', async () => {
    mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    // written last, shown first: 刷新访客1 heads the list
    const added = AUTHORS.map(
      (author, index) =>
        mock!.server.db.comments.insert({
          domain: 'meishi-zhinan.com',
          author,
          contact: 'visitor@example.com',
          content: `刷新留言 ${index}`,
          ip: '10.0.0.1',
          status: 'pending',
          reply: '',
          repliedAt: null,
          createdAt: new Date(Date.now() + index * 1000).toISOString(),
        }) as unknown as GuestComment,
    )
    storeSignedInSession()
    openWindowAt('/comment')
    await load()
    const stored = Object.keys(sessionStorage).sort()

    await app!.user.keyboard('jj')
    await waitFor(() => expect(rowOf('刷新访客2')).toHaveFocus())
    expect((window.history.state as Record<string, unknown>).rowCursor).toBe(added[2].id)
    expect(Object.keys(sessionStorage).sort()).toEqual(stored)

    await load()
    await waitFor(() => expect(rowOf('刷新访客2')).toHaveAttribute('data-cursor'))
    expect(cursorRows()).toHaveLength(1)
    await app!.user.keyboard('j')
    await waitFor(() => expect(rowOf('刷新访客3')).toHaveFocus())
    expect(cursorRows()).toEqual([rowOf('刷新访客3')])

    // a row that is gone: no cursor, and j starts from the first row
    mock.server.db.comments.remove(added[1].id)
    await load()
    expect(cursorRows()).toEqual([])
    await app!.user.keyboard('j')
    await waitFor(() => expect(rowOf('刷新访客1')).toHaveFocus())
  })
})
