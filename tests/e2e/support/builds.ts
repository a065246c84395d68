import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { buildApp, type BuildMode } from '../../../scripts/buildApp'

interface SharedBuilds {
  runDir: string
  built: Map<BuildMode, Promise<void>>
  /** builds run one after another: buildApp sets process.env.NODE_ENV while it runs */
  queue: Promise<unknown>
  users: number
}

declare global {
  var backofficeE2eBuilds: SharedBuilds | undefined
}

/**
 * The bundles the browser tests run, built at most once per Vitest run however many projects' globalSetups ask for
 * them (e2e and e2e-firefox). Each project loads its globalSetup through its own module runner, so
 * the memo lives on globalThis, not in this module. `acquire` returns the paths and a release: the last release
 * removes the run's folder.
 */
export function acquireBuilds(root: string): { builds: { demo: string; real: string }; build(mode: BuildMode): Promise<void>; release(): Promise<void> } {
  // a folder per run: several people (or watchers) may run the suite in the same working tree at once, and a
  // rebuild that empties a folder under another run's preview server breaks that run
  const shared = (globalThis.backofficeE2eBuilds ??= {
    runDir: resolve(root, '.e2e', `run-${process.pid}-${Date.now().toString(36)}-shared`),
    built: new Map(),
    queue: Promise.resolve(),
    users: 0,
  })
  shared.users += 1
  const builds = { demo: resolve(shared.runDir, 'demo'), real: resolve(shared.runDir, 'real') }
  let released = false
  return {
    builds,
    build(mode) {
      let done = shared.built.get(mode)
      if (!done) {
        done = shared.queue.then(() => buildApp(root, mode, mode === 'demo' ? builds.demo : builds.real))
        shared.built.set(mode, done)
        // a failed build is not retried by a later project: it fails that one too
        shared.queue = done.catch(() => {})
      }
      return done
    },
    async release() {
      if (released) return
      released = true
      shared.users -= 1
      if (shared.users > 0) return
      globalThis.backofficeE2eBuilds = undefined
      await rm(shared.runDir, { recursive: true, force: true })
    },
  }
}
