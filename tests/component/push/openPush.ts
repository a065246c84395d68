import { configure, screen, within } from '@testing-library/react'
import type { PushRecord } from '../../../src/api/push'
import { defaultScenario, type Scenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { renderApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { recordRequests } from '../../support/requests'

// patience, not timing: the shared test machine is often busy, and a full screen takes a while to render
configure({ asyncUtilTimeout: 15_000 })

export type { SentRequest } from '../../support/requests'

/**
 * The app at `path` (the push screen unless told otherwise), signed in, over Mirage; every request Mirage answered is
 * recorded. `prepare` may change Mirage's data before the screen first loads.
 */
export function openApp(path = '/push', prepare?: (db: MockServer['server']['db']) => void, scenario: Partial<Scenario> = {}) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, ...scenario } })
  prepare?.(mock.server.db)
  const requests = recordRequests(mock)
  storeSignedInSession()
  const app = renderApp(path, { mock })
  return {
    app,
    requests,
    /** The pushes and re-pushes sent to the server. */
    pushes: () => requests.filter((request) => request.method === 'POST' && request.url.startsWith('/api/push')),
    /** The records Mirage holds now. */
    stored: () => [...(mock.server.db.pushRecords as unknown as PushRecord[])],
    db: mock.server.db,
  }
}

export async function openPush(path = '/push', prepare?: (db: MockServer['server']['db']) => void) {
  const opened = openApp(path, prepare)
  await within(await screen.findByRole('table', { name: '推送记录' })).findAllByRole('button', { name: /^记录 #\d+ 的详情$/ })
  return opened
}

export type OpenedPush = ReturnType<typeof openApp>

export const table = () => screen.getByRole('table', { name: '推送记录' })
export const pushDialog = () => screen.getByRole('dialog', { name: '新建推送' })
export const urlBox = () => within(pushDialog()).getByRole('textbox', { name: '网址列表 *' }) as HTMLTextAreaElement

/** Picks `option` in the select labelled `label` (inside `scope` when given). */
export async function choose(opened: OpenedPush, label: string, option: string, scope: HTMLElement = document.body) {
  await opened.app.user.click(within(scope).getByRole('combobox', { name: label }))
  await opened.app.user.click(await screen.findByRole('option', { name: option }))
}

/** Replaces the URL box's text with `lines`, pasted as a person would. */
export async function pasteUrls(opened: OpenedPush, lines: string[]) {
  await opened.app.user.clear(urlBox())
  await opened.app.user.click(urlBox())
  await opened.app.user.paste(lines.join('\n'))
}

export const urls = (domain: string, count: number, from = 1) => Array.from({ length: count }, (_, n) => `https://${domain}/posts/${from + n}.html`)
