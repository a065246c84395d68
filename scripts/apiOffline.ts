import { parseArgs } from 'node:util'
import { OPTIONAL_KEYS } from '../src/api/operations'
import { startOfflineBackend } from './offline/backend'

export interface OfflineArgs {
  port: number
  host: string
  without: string[]
}

const USAGE = 'usage: npm run api:offline -- [--port 8787] [--host 127.0.0.1] [--without "GET /api/comments/pending-count,POST /api/domains/restore"]'

/** The options of `npm run api:offline`, or what is wrong with them. */
export function parseOfflineArgs(args: string[]): OfflineArgs | { error: string } {
  let values: { port?: string; host?: string; without?: string }
  try {
    values = parseArgs({ args, options: { port: { type: 'string' }, host: { type: 'string' }, without: { type: 'string' } }, strict: true }).values
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  const port = Number(values.port ?? 8787)
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { error: `--port: not a port number: ${values.port}` }
  const without = (values.without ?? '')
    .split(',')
    .map((key) => key.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
  const unknown = without.filter((key) => !OPTIONAL_KEYS.includes(key))
  if (unknown.length) {
    return { error: `--without: not an optional operation of the contract table: ${unknown.join(', ')}\noptional operations:\n  ${OPTIONAL_KEYS.join('\n  ')}` }
  }
  return { port, host: values.host ?? '127.0.0.1', without }
}

/**
 * `npm run api:offline -- --port 8787 [--host 127.0.0.1] [--without "<key>,<key>"]`: the offline backend (the demo's
 * Mirage handlers and seed) as a real HTTP server, until SIGINT or SIGTERM (scripts/offline/backend.ts).
 */
export async function main(args: string[]): Promise<void> {
  const parsed = parseOfflineArgs(args)
  if ('error' in parsed) {
    console.error(`${parsed.error}\n${USAGE}`)
    // scripts/run.mjs would exit with 1: a usage error is 2
    process.exit(2)
  }
  const backend = await startOfflineBackend(parsed)
  // only now: src/mock-server loads Mirage, which must first be loaded by the backend (scripts/offline/mirage.ts)
  const { DEMO_USER } = await import('../src/mock-server/resources/auth')
  const lacking = parsed.without.length ? `；缺少可选接口：${parsed.without.join('、')}` : ''
  console.info(`离线后端：${backend.url}/api（账号 ${DEMO_USER.username} / ${DEMO_USER.password}）${lacking}`)
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve()
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
  await backend.close()
  console.info('离线后端已停止')
}
