/**
 * The offline backend's Mirage (src/mock-server: the same makeServer, handlers and seed the demo build runs) in Node,
 * answering requests handed to it directly instead of a browser's XHR and fetch.
 *
 * Mirage builds its request router (a pretender instance) only when `window` exists, and pretender replaces
 * `self.XMLHttpRequest` (and fetch) with its stand-ins, keeping the one it replaced. Node has neither global, and
 * Node loads Mirage's CommonJS build, whose pretender captures `self` once, when it is first loaded (Mirage's Node
 * polyfill lends it an empty object otherwise). So Mirage is loaded, and each server created, while `window` and
 * `self` are one sandbox object holding a stand-in XMLHttpRequest; then both globals go again. Node's own fetch,
 * Request and FormData are never touched, and no browser global stays behind. Requests go straight to
 * `pretender.handleRequest`, the call the browser's fake XHR makes, with a plain object carrying what the handlers
 * read and a `respond` that settles a promise.
 */
import type { Scenario } from '../../src/mock-server/scenario'
import type { MockServer } from '../../src/mock-server/server'

/** A request as Mirage's handlers read it. */
export interface MirageCall {
  method: string
  /** Path and query, e.g. `/api/domains?page=2`: the routes were registered without a host, so none may be given here. */
  url: string
  /** Header names as received (lower case from Node); the token check reads either case. */
  headers: Record<string, string>
  /** JSON text, a FormData for a multipart upload, or null without a body. */
  body: string | FormData | null
}

export interface MirageAnswer {
  status: number
  /** Header names as the handler set them (`Content-Type`, `New-Token`, …). */
  headers: Record<string, string>
  /** JSON text, CSV text (with its BOM) or plain text. */
  body: string
}

/** What this file needs of pretender (the typings describe its browser side only). */
interface Pretender {
  handleRequest(request: object): void
}

/** Pretender keeps the XMLHttpRequest it replaces, for passthrough requests (none here), and reads its prototype. */
function NoNativeXhr(): void {}

/**
 * `window` and `self` while Mirage loads and builds a server: gets pretender's stand-ins and Mirage's `window.server`.
 * Kept on globalThis: pretender holds on to the first one for as long as the process runs, also when a test runner
 * evaluates this module again.
 */
const SANDBOX = Symbol.for('site-backoffice.offline-backend.sandbox')
const sandbox = ((globalThis as Record<symbol, Record<string, unknown> | undefined>)[SANDBOX] ??= {})
const BROWSER_GLOBALS = ['window', 'self'] as const

/** Sets `window` and `self` to the sandbox; the function it answers puts back what was there (normally nothing). */
function lendBrowserGlobals(): () => void {
  // each new pretender must find the stand-in, not the previous server's interceptor (it would warn of two at once)
  sandbox.XMLHttpRequest = NoNativeXhr
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
  for (const name of BROWSER_GLOBALS) Object.defineProperty(globalThis, name, { value: sandbox, configurable: true, writable: true })
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else Reflect.deleteProperty(globalThis, name)
    }
  }
}

function withBrowserGlobals<T>(build: () => T): T {
  const restore = lendBrowserGlobals()
  try {
    return build()
  } finally {
    restore()
  }
}

type ServerModule = typeof import('../../src/mock-server/server')
let loading: Promise<ServerModule> | undefined

/**
 * src/mock-server/server.ts, and with it Mirage and pretender, loaded once while the sandbox is `self`. A process that
 * also imports other mock-server modules (the browser tests read the seed) calls this first, so that Mirage is not
 * loaded before it without the sandbox.
 */
export function loadServerModule(): Promise<ServerModule> {
  loading ??= (async () => {
    const restore = lendBrowserGlobals()
    try {
      return await import('../../src/mock-server/server')
    } finally {
      restore()
    }
  })()
  return loading
}

export interface NodeMirage {
  mock: MockServer
  answer(call: MirageCall): Promise<MirageAnswer>
  shutdown(): void
}

/** Mirage's test environment (no timers of its own, seeded the same), answering requests from Node. */
export async function mirageInNode(scenario: Scenario): Promise<NodeMirage> {
  const { makeServer } = await loadServerModule()
  let mock: MockServer
  try {
    mock = withBrowserGlobals(() => makeServer({ environment: 'test', scenario }))
  } catch (error) {
    // pretender captured another `self` (Mirage was loaded before this module could lend it one)
    throw new Error('Mirage could not build its request router: load miragejs only through scripts/offline/mirage.ts in this process', { cause: error })
  }
  const pretender = mock.server.pretender as unknown as Pretender | undefined
  if (!pretender) throw new Error('Mirage created no request router (pretender)')

  return {
    mock,
    answer: (call) =>
      new Promise<MirageAnswer>((resolve, reject) => {
        const request = {
          method: call.method,
          url: call.url,
          requestHeaders: call.headers,
          requestBody: call.body,
          params: {},
          queryParams: {},
          // pretender's progress events (it schedules them even without latency) stop once `status` is set
          status: 0,
          aborted: false,
          upload: { _progress() {} },
          _progress() {},
          respond(status: number, headers: Record<string, string> | undefined, body: unknown) {
            request.status = status
            resolve({ status, headers: { ...headers }, body: typeof body === 'string' ? body : body == null ? '' : String(body) })
          },
        }
        try {
          pretender.handleRequest(request)
        } catch (error) {
          // no route for it (Mirage asserts), or a handler that threw outside Mirage's own error handling
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      }),
    shutdown: () => withBrowserGlobals(() => mock.shutdown()),
  }
}
