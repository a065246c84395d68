import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rmdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The peer apps in ../shared/peers from the project root (README there): the same six-resource admin built with
 * react-admin 5 and refine 5, and the timing script the bench runs against every app. Their node_modules and dist live
 * there (ignored by git), never in this repo; `PEERS_DIR` points elsewhere. The bench compares with the full peers,
 * whose lists are shaped like ours (20 rows, selection column, row buttons, filters, bulk actions, column settings);
 * the thin ra-peer / refine-peer draw 10 bare rows and flatter their frameworks.
 */
export const PEERS_DIR = process.env.PEERS_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/peers')
export const peerPath = (...parts: string[]) => resolve(PEERS_DIR, ...parts)
export const PEER_APPS = ['ra-full', 'refine-full'] as const
export type PeerApp = (typeof PEER_APPS)[number]
export const peerDist = (app: PeerApp) => peerPath(app, 'dist')

/**
 * Runs a command with its output shown, rejecting on a non-zero exit. NODE_ENV is the child's own: scripts/run.mjs's
 * Vite server sets it to `development` in this process, which would make `vite build` bundle development React and
 * `npm ci` with `production` would skip Vite itself.
 */
export function run(command: string, args: string[], cwd: string, nodeEnv?: 'production'): Promise<void> {
  const env = { ...process.env, NODE_ENV: nodeEnv }
  if (!nodeEnv) delete env.NODE_ENV
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`))))
  })
}

/** One setup at a time on the machine (other checkouts may run the bench too); a lock older than 15 min is stale. */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = resolve(tmpdir(), 'backoffice-bench-peers.lock')
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch {
      const age =
        Date.now() -
        (await stat(lock).then(
          (s) => s.mtimeMs,
          () => Date.now(),
        ))
      if (age > 15 * 60_000) await rmdir(lock).catch(() => undefined)
      else await new Promise((wait) => setTimeout(wait, 2000))
    }
  }
  try {
    return await work()
  } finally {
    await rmdir(lock).catch(() => undefined)
  }
}

/**
 * What a fresh machine lacks, as the peers' README builds it: playwright-core for measure-browser.mjs (`npm ci` in
 * the peers folder), and each app's `npm ci` + `vite build` when its dist/ is missing.
 */
export async function ensurePeers(): Promise<void> {
  if (!existsSync(peerPath('measure-browser.mjs'))) {
    throw new Error(
      `The peer apps are not in ${PEERS_DIR}. They come with the workplace's shared folder, next to this checkout as ` +
        `../shared/peers (ra-full, refine-full, measure-browser.mjs); copy them there, or set PEERS_DIR to where they are.`,
    )
  }
  const missing = () => !existsSync(peerPath('node_modules/playwright-core')) || PEER_APPS.some((app) => !existsSync(resolve(peerDist(app), 'index.html')))
  if (!missing()) return
  await withLock(async () => {
    if (!existsSync(peerPath('node_modules/playwright-core'))) {
      console.info(`setting up ${PEERS_DIR}: npm ci`)
      await run('npm', ['ci', '--no-audit', '--no-fund'], PEERS_DIR)
    }
    for (const app of PEER_APPS) {
      if (existsSync(resolve(peerDist(app), 'index.html'))) continue
      const dir = peerPath(app)
      console.info(`setting up ${app}: npm ci && vite build`)
      if (!existsSync(resolve(dir, 'node_modules/.bin/vite'))) await run('npm', ['ci', '--no-audit', '--no-fund'], dir)
      await run('npx', ['vite', 'build'], dir, 'production')
    }
  })
}
