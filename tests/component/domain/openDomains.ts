import { configure, screen, within } from '@testing-library/react'
import type { Domain } from '../../../src/api/domains'
import { defaultScenario, type Scenario } from '../../../src/mock-server/scenario'
import { makeServer } from '../../../src/mock-server/server'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { recordRequests } from '../../support/requests'

// the machine is shared by several test runs at once: give findBy/waitFor more than the default second (the first
// visit also loads the lazy route's chunk); a wait still ends as soon as what it waits for is there
configure({ asyncUtilTimeout: 5_000 })

export type { SentRequest } from '../../support/requests'

type Stored = Omit<Domain, 'articleCount'>

/**
 * The domain screen at `path`, signed in, over Mirage with no articles (so every domain can be deleted unless a test
 * adds some); every request the server answered is recorded.
 */
export async function openDomains(path = '/domain', scenario: Partial<Scenario> = {}) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, ...scenario } })
  ;(mock.server.db as unknown as { articles?: { remove(): void } }).articles?.remove()
  const requests = recordRequests(mock)
  storeSignedInSession()
  const app = renderApp(path, { mock })
  await within(await screen.findByRole('table', { name: '域名列表' })).findAllByRole('checkbox', { name: /^选择 [a-z]/ })
  const stored = () => [...(mock.server.db.domains as unknown as Stored[])]
  return {
    app,
    requests,
    /** Requests that change something (the shell's own lookups, every list load and the versions checks before acting left out). */
    changes: () => requests.filter((request) => request.method !== 'GET' && request.url !== '/api/domains/versions'),
    /** The export requests. */
    exports: () => requests.filter((request) => request.url.startsWith('/api/domains/export')),
    /** The domains Mirage holds now. */
    stored,
    /** The stored domain called `name`. */
    byName: (name: string) => stored().filter((row) => row.domain === name)[0],
    /** The first page as the screen shows it by default: newest first. */
    newest: () => stored().sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  }
}

export type OpenedDomains = Awaited<ReturnType<typeof openDomains>> & { app: RenderedApp }

export const table = () => screen.getByRole('table', { name: '域名列表' })
/** The body rows of the table, without the header row. */
export const bodyRows = () => within(table()).getAllByRole('row').slice(1)
export const rowOf = (domain: string) => within(table()).getByText(domain).closest('tr') as HTMLElement
/** The domain a row shows, read from its checkbox's name. */
export const domainOf = (row: HTMLElement) =>
  within(row)
    .getByRole('checkbox')
    .getAttribute('aria-label')!
    .replace(/^选择 /, '')
/** The cell under a column header, e.g. 状态. */
export function cellOf(row: HTMLElement, header: string): HTMLElement {
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  return within(row).getAllByRole('cell')[headers.findIndex((text) => text === header)]
}
