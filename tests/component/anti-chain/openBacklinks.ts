import { configure, screen, within } from '@testing-library/react'
import type { Backlink } from '../../../src/api/backlinks'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { renderApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { recordRequests } from '../../support/requests'

// patience, not timing: the shared test machine is often busy, and the default second is too short for a full screen
configure({ asyncUtilTimeout: 10_000 })

export type { SentRequest } from '../../support/requests'

/**
 * The backlinks screen at `path`, signed in, over Mirage; every request the server answered is recorded. `prepare`
 * may change Mirage's data before the screen first loads.
 */
export async function openBacklinks(path = '/anti-chain', prepare?: (db: MockServer['server']['db']) => void) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  prepare?.(mock.server.db)
  const requests = recordRequests(mock)
  storeSignedInSession()
  const app = renderApp(path, { mock })
  await within(await screen.findByRole('table', { name: '反链列表' })).findAllByRole('checkbox', { name: /^选择 http/ })
  return {
    app,
    requests,
    /** Requests to /api/backlinks other than list loads: changes, checks, exports. */
    changes: () =>
      requests.filter(
        (request) =>
          request.url.startsWith('/api/backlinks') && !request.url.startsWith('/api/backlinks?') && !request.url.startsWith('/api/backlinks/versions'),
      ),
    /** The backlinks Mirage holds now. */
    stored: () => [...(mock.server.db.backlinks as unknown as Backlink[])],
  }
}

export type OpenedBacklinks = Awaited<ReturnType<typeof openBacklinks>>

export const table = () => screen.getByRole('table', { name: '反链列表' })
/** The body rows of the table, without the header row. */
export const bodyRows = () => within(table()).getAllByRole('row').slice(1)
export const rowOf = (sourceUrl: string) => within(table()).getByRole('link', { name: sourceUrl }).closest('tr') as HTMLElement
/** The newest backlinks first, as the list shows them by default. */
export const newestFirst = (rows: Backlink[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id))

/** The cell under a column header, e.g. 状态. */
export function cellOf(row: HTMLElement, header: string): HTMLElement {
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  return within(row).getAllByRole('cell')[headers.findIndex((text) => text === header)]
}
