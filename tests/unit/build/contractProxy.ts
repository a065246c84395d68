/**
 * A small HTTP proxy in front of the offline backend that breaks one rule of the contract at a time: what the kit's
 * tests (contract*.test.ts) run the conformance kit against.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Rules {
  /** Answers instead of the backend (e.g. a 404 for an operation it "lacks"). */
  answer?(method: string, path: string): { status: number; body: string } | undefined
  /** Rewrites the query of a request before it is forwarded. */
  query?(params: URLSearchParams): void
  /** Rewrites a JSON request body before it is forwarded. */
  request?(body: Record<string, unknown>): Record<string, unknown>
  /** Rewrites the backend's answer (text) and its headers, in place. */
  response?(method: string, path: string, body: string, headers: Record<string, string>): string
}

const HOP_BY_HOP = ['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']

/** One request through the proxy: forwarded to the backend at `target`, both ways rewritten by `rules`. */
async function forward(target: string, rules: Rules, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://proxy.invalid')
  const method = request.method ?? 'GET'
  const own = rules.answer?.(method, url.pathname)
  if (own) return response.writeHead(own.status, { 'Content-Type': 'text/plain' }).end(own.body)
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  let body: Uint8Array<ArrayBuffer> | string | undefined = chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined
  if (body && rules.request && /json/.test(request.headers['content-type'] ?? ''))
    body = JSON.stringify(rules.request(JSON.parse(Buffer.from(body).toString())))
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.includes(name))) as Record<string, string>
  rules.query?.(url.searchParams)
  const upstream = await fetch(`${target}${url.pathname}${url.search}`, { method, headers, body })
  const answer: Record<string, string> = {}
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.includes(name)) answer[name] = value
  })
  const text = Buffer.from(await upstream.arrayBuffer()).toString('utf8')
  const rewritten = rules.response?.(method, url.pathname, text, answer) ?? text
  response.writeHead(upstream.status, answer).end(rewritten)
}

/** A node:http proxy to the backend at `target` (the offline backend), applying `rules`. */
export async function startProxy(target: string, rules: Rules): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => void forward(target, rules, request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
