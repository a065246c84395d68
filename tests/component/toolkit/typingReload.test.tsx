import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KEYWORD_DEBOUNCE_MS } from '../../../src/http/crud'
import { simulateGateClock } from '../../support/gateClock'
import { bodyRows, domainOf, openDomains, rowOf, table, type OpenedDomains } from '../domain/openDomains'

// The keyword box's loads wait for the typing to pause (the request gate's debounce), and the URL's history entry
// says "typing" until another navigation. Only a new keyword waits: a reload of the same URL (刷新, or the list's own
// reload) and a filter chosen meanwhile go at once. The gate runs on the test's clock, so a load that waits for the
// pause never comes here unless the test advances it: whether a load waited does not depend on the machine's speed.

let opened: OpenedDomains | undefined
let clock: ReturnType<typeof simulateGateClock> | undefined
afterEach(() => {
  clock?.restore()
  opened?.app.unmount()
  opened = clock = undefined
})

const notice = () => screen.getByRole('status')
const listCalls = () => opened!.requests.filter((request) => request.url.startsWith('/api/domains?'))

describe('a list after typing in its keyword box', { timeout: 30_000 }, () => {
  it('刷新 loads the typed keyword’s page at once, and a filter chosen while typing goes at once too', async () => {
    opened = await openDomains()
    const { app, byName } = opened
    const first = domainOf(bodyRows()[0])
    clock = simulateGateClock()

    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), first)
    // the typed keyword waits for the pause
    expect(listCalls().some((request) => request.url.includes('keyword='))).toBe(false)
    clock.advance(KEYWORD_DEBOUNCE_MS)
    await waitFor(() => expect(bodyRows().map(domainOf)).toEqual([first]))
    expect(app.router.state.location.search).toEqual({ keyword: first })

    // another operator changes the row; the list says so, and 刷新 shows it without any pause
    app.mock.otherOperator.changeRow('domains', byName(first).id)
    const title = byName(first).title
    fireEvent.focus(window)
    await waitFor(() => expect(notice()).toHaveTextContent('有新的变更'))
    await app.user.click(within(notice()).getByRole('button', { name: '刷新' }))
    expect(await within(rowOf(first)).findByText(title)).toBeInTheDocument()

    // one more character typed (waiting for the pause), then a status chosen: the filter's page comes at once
    await app.user.type(screen.getByRole('searchbox', { name: '搜索' }), 'z')
    await app.user.click(screen.getByRole('combobox', { name: '状态' }))
    await app.user.click(await screen.findByRole('option', { name: '停用' }))
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: `${first}z`, status: 'inactive' }))
    expect(await within(table()).findByText('没有符合条件的数据')).toBeInTheDocument()
    expect(listCalls().at(-1)?.url).toBe(`/api/domains?page=1&pageSize=20&keyword=${first}z&status=inactive`)
  })
})
