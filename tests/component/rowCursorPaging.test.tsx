import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultScenario } from '../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../src/mock-server/server'
import { openWindowAt, renderAppOnWindowHistory } from '../support/browserHistoryApp'
import { storeSignedInSession } from '../support/session'

let app: ReturnType<typeof renderAppOnWindowHistory> | undefined
let mock: MockServer | undefined
afterEach(() => {
  app?.unmount()
  mock?.shutdown()
  openWindowAt('/')
})

const table = () => screen.getByRole('table', { name: '域名列表' })
const bodyRows = () => [...table().querySelectorAll<HTMLElement>('tbody tr[data-row-id]')]
const cursorRows = () => bodyRows().filter((row) => row.hasAttribute('data-cursor'))
const pageShown = (page: number) =>
  waitFor(() => expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent(new RegExp(`第 ${page} / \\d+ 页`)))

/** The domain list drawn (again) at the window's entry, as a page load draws it. */
async function load() {
  app?.unmount()
  app = renderAppOnWindowHistory()
  await within(await screen.findByRole('table', { name: '域名列表' })).findAllByRole('checkbox', { name: /^选择 / })
}

describe('the row cursor over paging', { timeout: 60_000 }, () => {
  it("is on its row again when its page comes back, by the page's button, Back or a reload; another page has none until j", async () => {
    mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    storeSignedInSession()
    openWindowAt('/domain')
    await load()
    const user = app!.user

    await user.keyboard('jjj')
    const third = bodyRows()[2]
    const id = third.getAttribute('data-row-id')
    await waitFor(() => expect(third).toHaveFocus())
    expect(cursorRows()).toEqual([third])

    const pages = () => screen.getByRole('navigation', { name: '分页' })
    const onPage1 = async () => {
      await pageShown(1)
      await waitFor(() => expect(cursorRows().map((row) => row.getAttribute('data-row-id'))).toEqual([id]))
    }

    await user.click(within(pages()).getByRole('button', { name: '第 2 页' }))
    await pageShown(2)
    await waitFor(() => expect(bodyRows().some((row) => row.getAttribute('data-row-id') === id)).toBe(false))
    expect(cursorRows()).toEqual([])
    await user.click(within(pages()).getByRole('button', { name: '第 1 页' }))
    await onPage1()

    // to page 2, j there (the focus on its first row), then Back: page 1's row, with the focus
    await user.click(within(pages()).getByRole('button', { name: '第 2 页' }))
    await pageShown(2)
    await user.keyboard('j')
    await waitFor(() => expect(bodyRows()[0]).toHaveFocus())
    // (the browser's Back: the router hears its popstate)
    act(() => window.history.back())
    await onPage1()
    await waitFor(() => expect(cursorRows()[0]).toHaveFocus())

    // page 1 by its button, then a reload (F5) of that entry
    await user.click(within(pages()).getByRole('button', { name: '第 1 页' }))
    await onPage1()
    await load()
    await onPage1()
  })
})
