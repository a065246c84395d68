import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderNotes } from '../../support/renderNotes'

// A list's page is its URL's (src/routes/listEnter.ts): when the URL moves on while a page is on its way, that request
// is aborted, not only left unshown.

let app: ReturnType<typeof renderNotes> | undefined
afterEach(() => {
  // the held answer never comes, even after the test
  if (app) (app.mock.server.pretender as unknown as { requestReferences: unknown[] }).requestReferences.splice(0)
  app?.unmount()
})

interface FakeRequest {
  url: string
  aborted?: boolean
}
let sent: FakeRequest[] = []

/** Keeps every request Mirage is asked from now on, as its fake XMLHttpRequest (which knows whether it was aborted). */
function keepRequests() {
  sent = []
  const pretender = app!.mock.server.pretender as unknown as { handleRequest: (request: FakeRequest) => void }
  const handle = pretender.handleRequest.bind(pretender)
  pretender.handleRequest = (request) => {
    sent.push(request)
    handle(request)
  }
}

/** The requests for one page of notes. */
const asked = (page: number) =>
  sent.filter((request) => request.url.startsWith('/api/notes?') && new URL(request.url, 'http://x').searchParams.get('page') === String(page))

describe('a list page the URL left while it loaded', () => {
  it('is cancelled: its request is aborted, the next page shows, and its rows never do', async () => {
    app = renderNotes()
    keepRequests()
    await screen.findByText('笔记 00001')
    // page 2's answer is held: it is still on its way when the person goes on to page 3
    app.mock.configure({ latency: 60_000 })
    await app.user.click(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(asked(2)).toHaveLength(1))
    app.mock.configure({ latency: 0 })
    await app.user.click(screen.getByRole('button', { name: '第 3 页' }))
    expect(await screen.findByText('笔记 00041')).toBeInTheDocument()
    expect(asked(2)[0].aborted).toBe(true)
    expect(asked(3)).toHaveLength(1)
    expect(asked(3)[0].aborted).toBeFalsy()
    expect(screen.queryByText('笔记 00021')).not.toBeInTheDocument()
  })
})
