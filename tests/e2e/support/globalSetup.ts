import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../../scripts/buildApp'

const CHROMIUM = '/usr/bin/chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when Chromium is missing outside CI: every browser test is skipped (the budget test still runs). */
    e2eSkip: boolean
    /** Absolute paths of the two bundles: `real` is always built, `demo` only when the browser tests run. */
    e2eBuilds: { demo: string; real: string }
  }
}

/**
 * One build of each bundle per run, with a manifest: the real-API build for the size budgets (no browser needed)
 * and the browser tests, the demo build for the browser tests only.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = project.config.root
  // a folder per run: several people (or watchers) may run the suite in the same working tree at once, and a
  // rebuild that empties a folder under another run's preview server breaks that run
  const runDir = resolve(root, '.e2e', `run-${process.pid}-${Date.now().toString(36)}`)
  const builds = { demo: resolve(runDir, 'demo'), real: resolve(runDir, 'real') }
  project.provide('e2eBuilds', builds)

  const browser = existsSync(CHROMIUM)
  if (!browser) {
    if (process.env.CI === 'true') {
      throw new Error(`Chromium not found at ${CHROMIUM}: browser tests are mandatory in CI (apt-get install chromium)`)
    }
    console.warn(`Chromium not found at ${CHROMIUM}: browser tests skipped (apt-get install chromium); the size budgets still run`)
  }
  project.provide('e2eSkip', !browser)

  const teardown = () => rm(runDir, { recursive: true, force: true })
  try {
    await buildApp(root, 'production', builds.real)
    if (browser) await buildApp(root, 'demo', builds.demo)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
