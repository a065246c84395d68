import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios'
import { paramsFromQuery, type ListQuery } from '../api/list'
import { hooks, httpClient } from './client'
import type { GateOptions } from './gate'
import { prefetchWait } from './prefetchWait'

/** How long a prefetched answer waits for the click that takes it. */
export const PREFETCH_TTL_MS = 10_000

type Params = Record<string, string | number>

interface Entry {
  url: string
  answer: Promise<AxiosResponse>
  session: number
  expires: number
  controller: AbortController
}

/**
 * GETs started ahead of a click (a menu item or a page button hovered or focused), by the exact request and the
 * sign-in they were sent under, each holding its in-flight answer until one fetch takes it or it expires. Nothing
 * here shows a toast, signs out or touches a gate: a prefetch that fails is forgotten and the click fetches as usual.
 */
const entries = new Map<string, Entry>()

/** The sign-in (not the token, which a renewal in the prefetch's own answer may change) and the request. */
const keyOf = (url: string, params: Params) =>
  JSON.stringify([
    hooks.getSessionId(),
    url,
    Object.entries(params)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => [name, String(value)]),
  ])

function drop(key: string, entry: Entry): void {
  if (entries.get(key) !== entry) return
  entries.delete(key)
  entry.controller.abort()
}

/** Forgets expired entries, and every entry once the person signed out or signed in again. */
function sweep(): void {
  const signedIn = hooks.getToken() !== ''
  for (const [key, entry] of entries) if (!signedIn || entry.session !== hooks.getSessionId() || entry.expires <= Date.now()) drop(key, entry)
}

/** Drops every prefetched answer (and aborts those still in flight): after a change, and when the shell goes. */
export function clearPrefetched(): void {
  for (const [key, entry] of entries) drop(key, entry)
}

/** How many prefetched answers wait for a click (for tests). */
export function prefetchedCount(): number {
  sweep()
  return entries.size
}

/**
 * Starts GET `url` with `params` unless the same request is already waiting. A gated call (throttle or debounce) is
 * never prefetched: its window belongs to the clicks. Returns whether a request was sent.
 */
export function prefetchGet(url: string, params: Params, gate?: GateOptions): boolean {
  sweep()
  if (gate || hooks.getToken() === '') return false
  const key = keyOf(url, params)
  if (entries.has(key)) return false
  const controller = new AbortController()
  const entry: Entry = {
    url,
    session: hooks.getSessionId(),
    expires: Date.now() + PREFETCH_TTL_MS,
    controller,
    // only a `code: 0` envelope is worth keeping; anything else is asked again by the click, which reports it
    answer: httpClient.get(url, { params, signal: controller.signal }).then((response) => {
      if ((response.data as { code?: unknown } | null)?.code !== 0) throw new Error('not kept')
      return response
    }),
  }
  entries.set(key, entry)
  entry.answer.catch(() => drop(key, entry))
  return true
}

/**
 * Resolves once every answer prefetched for GET `url` (any params) under this sign-in has come or failed, or after
 * `maxMs`; at once when none is on its way. It waits, it takes nothing: the fetch that follows still takes the answer.
 */
export function prefetchSettled(url: string, maxMs: number): Promise<void> {
  sweep()
  const answers = [...entries.values()]
    .filter((entry) => entry.url === url)
    .map((entry) =>
      entry.answer.then(
        () => {},
        () => {},
      ),
    )
  if (answers.length === 0) return Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)))
  return Promise.race([Promise.all(answers).then(() => {}), late]).finally(() => clearTimeout(timer))
}

prefetchWait.settled = prefetchSettled

/** Prefetches a list's page: the request its screen's list will send for `query` (src/http/crud.ts). */
export const prefetchList = (path: string, query: ListQuery) => prefetchGet(path, paramsFromQuery(query))

/** An answer handed on without its renewal headers: they were applied when it came in (src/http/client.ts). */
function withoutRenewal(response: AxiosResponse, config: InternalAxiosRequestConfig): AxiosResponse {
  const headers = Object.fromEntries(
    Object.entries({ ...response.headers }).filter(([name]) => !['new-token', 'new-expires-in'].includes(name.toLowerCase())),
  ) as AxiosResponse['headers']
  return { ...response, headers, config }
}

/**
 * The prefetched answer to GET `url` with `params`, as an axios adapter for the fetch that takes it, or undefined. The
 * fetch goes through the gate as any other; the adapter hands it the answer, or sends the request itself when the
 * prefetch failed. A fetch aborted before the answer came puts it back for the next one.
 *
 * Nothing of axios is imported here that /login's code does not use already (so /login's chunks only gain the export
 * names of httpClient and hooks). A rejection while the fetch's signal is aborted becomes axios's own CanceledError
 * (its dispatchRequest checks).
 */
export function takePrefetched(url: string, params: Params): AxiosAdapter | undefined {
  sweep()
  const key = keyOf(url, params)
  const entry = entries.get(key)
  if (!entry) return undefined
  entries.delete(key)
  return (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined
      let waiting = true
      const aborted = () => {
        if (!waiting) return
        waiting = false
        if (!entries.has(key) && entry.expires > Date.now()) entries.set(key, entry)
        reject(signal?.reason)
      }
      if (signal?.aborted) return aborted()
      signal?.addEventListener('abort', aborted, { once: true })
      const settle = (next: () => void) => {
        if (!waiting) return
        waiting = false
        signal?.removeEventListener('abort', aborted)
        next()
      }
      entry.answer.then(
        (response) => settle(() => resolve(withoutRenewal(response, config))),
        // the prefetch failed: the fetch is sent as it would have been (its interceptors have run already; the inner
        // request runs them again, so its renewal headers are applied once, there)
        () =>
          settle(() =>
            httpClient.request<unknown>({ ...config, adapter: undefined }).then(
              (response) => resolve(withoutRenewal(response, config)),
              (error: unknown) => {
                const failed = error as { response?: AxiosResponse }
                if (failed.response) failed.response = withoutRenewal(failed.response, config)
                reject(error as Error)
              },
            ),
          ),
      )
    })
}

// any change (a non-GET, sent or answered) makes every prefetched answer stale
const isChange = (config: { method?: string } | undefined) => (config?.method ?? 'get').toLowerCase() !== 'get'
httpClient.interceptors.request.use((config) => {
  if (isChange(config)) clearPrefetched()
  return config
})
httpClient.interceptors.response.use(
  (response) => {
    if (isChange(response.config)) clearPrefetched()
    return response
  },
  (error: unknown) => {
    if (isChange((error as { config?: { method?: string } } | null)?.config)) clearPrefetched()
    return Promise.reject(error)
  },
)
