import type { MockServer } from '../../src/mock-server/server'

export interface SentRequest {
  method: string
  /** Path and query, decoded: `/api/comments?page=1&pageSize=20`. */
  url: string
  /** The body, parsed when it is JSON; a FormData or plain text as it was sent. */
  body: unknown
}

/** Records every request Mirage answers from now on, in order. */
export function recordRequests(mock: MockServer): SentRequest[] {
  const requests: SentRequest[] = []
  mock.server.pretender.handledRequest = (verb, url, request) => {
    const raw = request.requestBody as unknown
    let body: unknown = raw
    try {
      body = typeof raw === 'string' && raw ? JSON.parse(raw) : raw
    } catch {
      // not JSON: keep the text
    }
    requests.push({ method: verb, url: decodeURIComponent(url), body })
  }
  return requests
}
