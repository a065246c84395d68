import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'

const CHROMIUM = '/usr/bin/chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when Chromium is missing outside CI: every browser test is skipped. */
    e2eSkip: boolean
    /** Absolute paths of the two bundles built for the browser tests. */
    e2eBuilds: { demo: string; real: string }
  }
}

/** One build of the app with the repo's own vite.config.ts; `demo` selects Mirage (`--mode demo`). */
async function buildApp(root: string, mode: 'demo' | 'production', outDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, and Vite would then bake a development React (StrictMode double effects and all)
  // into the bundle; the browser tests must run what ships.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const root = project.config.root
  // a folder per run: several people (or watchers) may run the suite in the same working tree at once, and a
  // rebuild that empties a folder under another run's preview server breaks that run
  const runDir = resolve(root, '.e2e', `run-${process.pid}-${Date.now().toString(36)}`)
  const builds = { demo: resolve(runDir, 'demo'), real: resolve(runDir, 'real') }
  project.provide('e2eBuilds', builds)

  if (!existsSync(CHROMIUM)) {
    if (process.env.CI === 'true') {
      throw new Error(`Chromium not found at ${CHROMIUM}: browser tests are mandatory in CI (apt-get install chromium)`)
    }
    console.warn(`Chromium not found at ${CHROMIUM}: browser tests skipped (apt-get install chromium)`)
    project.provide('e2eSkip', true)
    return
  }

  project.provide('e2eSkip', false)
  const teardown = () => rm(runDir, { recursive: true, force: true })
  try {
    await buildApp(root, 'demo', builds.demo)
    await buildApp(root, 'production', builds.real)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
