import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, domainOf, openDomains, rowOf, table, type OpenedDomains } from '../domain/openDomains'
import { openPush } from '../push/openPush'

// Every list says when the page it shows has changed on the server (another operator), instead of loading it under
// the person's cursor: GET /api/<resource>/stamp with the list's query, when the window gets the focus back (here) or
// every 30 s (the machine's unit tests, tests/e2e/freshness.e2e.ts).

let opened: OpenedDomains | undefined
let push: Awaited<ReturnType<typeof openPush>> | undefined
afterEach(() => {
  opened?.app.unmount()
  push?.app.unmount()
  opened = push = undefined
})

const stampChecks = () => opened!.requests.filter((request) => request.url.startsWith('/api/domains/stamp'))
const notice = () => screen.getByRole('status')
/** The person comes back to the window. */
const comeBack = () => fireEvent.focus(window)

/** The other operator changes the title of the row showing `domain`; the text that row will show once reloaded. */
function changeBehind(domain: string): string {
  const { app, byName } = opened!
  const { mock } = app
  mock.otherOperator.changeRow('domains', byName(domain).id)
  return byName(domain).title
}

describe('a list that stays current', { timeout: 30_000 }, () => {
  it('says 有新的变更 when its page changed behind it, and 刷新 shows the change, keeping the rows still ticked', async () => {
    opened = await openDomains()
    const { app } = opened
    const first = domainOf(bodyRows()[0])
    const second = domainOf(bodyRows()[1])

    // nothing changed: the check says so, and nothing shows
    comeBack()
    await waitFor(() => expect(stampChecks()).toHaveLength(1))
    expect(stampChecks()[0].url).toBe('/api/domains/stamp?page=1&pageSize=20')
    const title = changeBehind(first)

    comeBack()
    await waitFor(() => expect(notice()).toHaveTextContent('有新的变更'))
    // the rows stay as they were until the person asks
    expect(within(table()).queryByText(title)).not.toBeInTheDocument()

    await app.user.click(within(rowOf(second)).getByRole('checkbox'))
    await app.user.click(within(notice()).getByRole('button', { name: '刷新' }))
    expect(await within(rowOf(first)).findByText(title)).toBeInTheDocument()
    expect(notice()).toHaveTextContent('')
    expect(within(rowOf(second)).getByRole('checkbox')).toBeChecked()
  })

  it('another page of the list ends the notice: it speaks of the page it was about', async () => {
    opened = await openDomains()
    const { app } = opened
    changeBehind(domainOf(bodyRows()[0]))
    comeBack()
    await waitFor(() => expect(notice()).toHaveTextContent('有新的变更'))
    await app.user.click(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page'))
    expect(notice()).toHaveTextContent('')
  })

  it('checks nothing while a dialog is open or rows are ticked, and checks as soon as they are gone', async () => {
    opened = await openDomains()
    const { app } = opened
    const first = domainOf(bodyRows()[0])

    await app.user.click(within(rowOf(first)).getByRole('button', { name: '删除' }))
    const question = await screen.findByRole('alertdialog', { name: '删除域名' })
    comeBack()
    // the person reads the question and moves about in it: nothing is asked meanwhile
    await app.user.keyboard('{Tab}{Tab}{Tab}{Tab}')
    expect(stampChecks()).toEqual([])
    const title = changeBehind(first)
    await app.user.click(within(question).getByRole('button', { name: '取消' }))
    // the question closed: the check it held back goes now
    await waitFor(() => expect(notice()).toHaveTextContent('有新的变更'))
    expect(stampChecks()).toHaveLength(1)

    await app.user.click(within(notice()).getByRole('button', { name: '刷新' }))
    expect(await within(rowOf(first)).findByText(title)).toBeInTheDocument()
    await app.user.click(within(rowOf(first)).getByRole('checkbox'))
    comeBack()
    await app.user.keyboard('{Tab}{Tab}{Tab}{Tab}')
    expect(stampChecks()).toHaveLength(1)
    changeBehind(domainOf(bodyRows()[1]))
    await app.user.click(within(rowOf(first)).getByRole('checkbox'))
    await waitFor(() => expect(notice()).toHaveTextContent('有新的变更'))
    expect(stampChecks()).toHaveLength(2)
  })

  it('a backend without the stamp call: nothing is asked, nothing shows, nothing is said', async () => {
    opened = await openDomains('/domain', { without: ['GET /api/domains/stamp'] })
    const { app } = opened
    changeBehind(domainOf(bodyRows()[0]))
    comeBack()
    await app.user.click(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page'))
    await within(table()).findAllByRole('checkbox', { name: /^选择 [a-z]/ })
    comeBack()
    await app.user.click(screen.getByRole('button', { name: '第 1 页' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page'))
    expect(stampChecks()).toEqual([])
    expect(notice()).toHaveTextContent('')
    expect(screen.queryByRole('region', { name: /^Notifications/ })?.textContent ?? '').toBe('')
  })

  it('the push history, a list of its own call, checks its page the same way', async () => {
    push = await openPush()
    const newest = [...push.stored()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
    ;(push.db.pushRecords as unknown as { remove(id: string): void }).remove(newest.id)
    comeBack()
    await waitFor(() => expect(notice()).toHaveTextContent('有新的变更'))
    expect(push.requests.filter((request) => request.url.startsWith('/api/push/records/stamp')).map((request) => request.url)).toEqual([
      '/api/push/records/stamp?page=1&pageSize=20',
    ])
  })
})
