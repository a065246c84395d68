/** How the kit talks to a backend: one operation of the contract table at a time, with the session's bearer token. */
import { pathOf, type Operation } from '../../src/api/contract'

export interface Envelope {
  code: number
  msg: string
  data: unknown
}

export interface CallInput {
  params?: Record<string, string>
  query?: Record<string, string | number>
  /** A JSON body. */
  body?: unknown
  /** A multipart body: this file under the operation's field name. */
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }
  /** `none`: no Authorization header; a string: that token instead of the session's. */
  auth?: 'none' | string
}

export interface Answer {
  status: number
  headers: Headers
  /** The body as text, a UTF-8 BOM kept (the exports start with one). */
  text: string
  /** The body when it is an envelope (`{ code, msg, data }`), else null. */
  envelope: Envelope | null
}

/** What a backend answers for an operation it does not have (docs/api.md, "Partial backends"). */
export const isMissing = (answer: Answer) => [404, 405, 501].includes(answer.status)

/** A backend that does not answer within this long fails the call rather than hanging the run. */
const TIMEOUT_MS = 30_000

function readEnvelope(text: string): Envelope | null {
  try {
    const body: unknown = JSON.parse(text)
    if (!body || typeof body !== 'object') return null
    const { code, msg } = body as Record<string, unknown>
    return typeof code === 'number' && typeof msg === 'string' && 'data' in body ? (body as Envelope) : null
  } catch {
    return null
  }
}

/** Problems with renewal headers, by operation key, and how many valid renewals were seen. */
export interface Renewals {
  seen: number
  problems: Map<string, string>
}

/** Why a pair of renewal headers cannot be used (docs/api.md, "Silent renewal"), or null. */
export function renewalProblem(token: string | null, expiresIn: string | null): string | null {
  if (token === null || expiresIn === null)
    return `renewal headers must come together: new-token ${token === null ? 'absent' : 'present'}, new-expires-in ${expiresIn === null ? 'absent' : 'present'}`
  if (!token.trim() || /\s/.test(token.trim())) return 'new-token is not a usable token (empty or with spaces)'
  if (!/^\d+$/.test(expiresIn.trim()) || Number(expiresIn) <= 0) return `new-expires-in is not a positive whole number of seconds: ${JSON.stringify(expiresIn)}`
  return null
}

export class Session {
  token: string | null = null
  readonly renewals: Renewals = { seen: 0, problems: new Map() }

  /** `api`: the backend's origin with `/api` (`http://127.0.0.1:8787/api`). */
  constructor(readonly api: string) {}

  async call(op: Operation, input: CallInput = {}): Promise<Answer> {
    const url = new URL(this.api + pathOf(op, input.params))
    for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.set(name, String(value))
    const headers: Record<string, string> = {}
    const token = input.auth === 'none' ? null : (input.auth ?? this.token)
    if (token && !op.anonymous) headers.Authorization = `Bearer ${token}`
    let body: string | FormData | undefined
    if (input.file && op.multipart) {
      body = new FormData()
      body.append(op.multipart, new Blob([input.file.bytes], { type: input.file.type }), input.file.name)
    } else if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(input.body)
    }
    const response = await fetch(url, { method: op.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) })
    // TextDecoder keeps the BOM only when asked; response.text() would drop it
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    if (token === this.token) this.renew(op, response.headers)
    return { status: response.status, headers: response.headers, text, envelope: readEnvelope(text) }
  }

  /** Takes a renewed token as the client does (any letter case), after checking the pair. */
  private renew(op: Operation, headers: Headers) {
    const token = headers.get('new-token')
    const expiresIn = headers.get('new-expires-in')
    if (token === null && expiresIn === null) return
    const problem = renewalProblem(token, expiresIn)
    if (problem) this.renewals.problems.set(op.key, problem)
    else {
      this.renewals.seen += 1
      this.token = token!.trim()
    }
  }
}
