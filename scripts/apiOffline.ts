import { parseArgs } from 'node:util'
import { OPTIONAL_KEYS } from '../src/api/operations'
import { startOfflineBackend } from './offline/backend'

export interface OfflineArgs {
  port: number
  host: string
  without: string[]
  /** Seconds between the scenario's second operator's changes (src/mock-server/scenario.ts), or null: none. */
  otherOperator: number | null
}

const USAGE =
  'usage: npm run api:offline -- [--port 8787] [--host 127.0.0.1] [--without "GET /api/comments/pending-count,POST /api/domains/restore"] [--other-operator 30]'

/** The options of `npm run api:offline`, or what is wrong with them. */
export function parseOfflineArgs(args: string[]): OfflineArgs | { error: string } {
  let values: { port?: string; host?: string; without?: string; 'other-operator'?: string }
  try {
    values = parseArgs({
      args,
      options: { port: { type: 'string' }, host: { type: 'string' }, without: { type: 'string' }, 'other-operator': { type: 'string' } },
      strict: true,
    }).values
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
  const every = values['other-operator']
  const otherOperator = every === undefined ? null : Number(every)
  if (otherOperator !== null && !(Number.isFinite(otherOperator) && otherOperator > 0)) return { error: `--other-operator: not a number of seconds: ${every}` }
  return { port, host: values.host ?? '127.0.0.1', without, otherOperator }
}

/**
 * `npm run api:offline -- --port 8787 [--host 127.0.0.1] [--without "<key>,<key>"] [--other-operator <seconds>]`: the
 * offline backend (the demo's Mirage handlers and seed) as a real HTTP server, until SIGINT or SIGTERM
 * (scripts/offline/backend.ts); with a second operator changing a row every so many seconds.
 */
export async function main(args: string[]): Promise<void> {
  const parsed = parseOfflineArgs(args)
  if ('error' in parsed) {
    console.error(`${parsed.error}\n${USAGE}`)
    // scripts/run.mjs would exit with 1: a usage error is 2
    process.exit(2)
  }
  const { otherOperator, ...options } = parsed
  const backend = await startOfflineBackend({ ...options, scenario: otherOperator ? { otherOperator: { everySeconds: otherOperator } } : {} })
  // only now: src/mock-server loads Mirage, which must first be loaded by the backend (scripts/offline/mirage.ts)
  const { OPERATORS } = await import('../src/mock-server/resources/auth')
  const lacking = parsed.without.length ? `；缺少可选接口：${parsed.without.join('、')}` : ''
  const accounts = OPERATORS.map((operator) => `${operator.username} / ${operator.password}（${operator.displayName}）`).join('、')
  const other = otherOperator ? `；运营小王每 ${otherOperator} 秒修改一行` : ''
  console.info(`离线后端：${backend.url}/api（账号 ${accounts}）${lacking}${other}`)
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
