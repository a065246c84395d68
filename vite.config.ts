/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node'
import { radixCssTrim } from './scripts/radixCss/vitePlugin.ts'
import { withoutEveryElementSelection } from './scripts/radixCss/everyElementSelection.ts'
import { compileHints } from './scripts/compileHints.ts'

// Three build-time switches, fixed per build so the real build carries no demo or inspector code:
// DEMO     – Mirage answers /api (npm run dev without API_TARGET, npm run build:demo)
// DEVTOOLS – in-app machine viewer (dev server and demo build only)
// INSPECT  – Stately inspector (dev server with VITE_INSPECT=true only)
// API_TARGET and VITE_INSPECT come from the environment or from .env files next to this config (.env.example lists
// them): a variable set in the shell wins over .env.[mode].local, then .env.[mode], .env.local and .env.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, ENV_DIR, '')
  const apiTarget = env.API_TARGET || undefined
  const demo = command === 'serve' ? !apiTarget : mode === 'demo'
  const devtools = command === 'serve' || mode === 'demo'
  const inspect = command === 'serve' && env.VITE_INSPECT === 'true'
  // read only by the test runner: neither the dev server nor a build reads the test files
  const domUnitFiles = process.env.VITEST ? unitFilesWithDom() : []
  const proxy: Record<string, ProxyOptions> | undefined = apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined

  return {
    envDir: ENV_DIR,
    plugins: [react(), tooltipOwnPopper(), radixCssTrim(), withoutEveryElementSelection()],
    define: {
      'import.meta.env.DEMO': JSON.stringify(demo),
      'import.meta.env.DEVTOOLS': JSON.stringify(devtools),
      'import.meta.env.INSPECT': JSON.stringify(inspect),
      // only the real build leaves the contract table's documentation out (src/api/contract.ts); undefined elsewhere
      ...(command === 'build' && !demo ? { 'import.meta.env.LEAN_CONTRACT': 'true' } : {}),
    },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Mermaid's core (~650 kB, the /__machines page of the demo build only) is larger than Vite's default warning size
      chunkSizeWarningLimit: devtools ? 700 : 500,
      // what /login loads first is held to a budget (tests/e2e/budget.e2e.ts): see the end of this file
      // postBanner: V8's compile hint on the chunks whose functions run when they load (scripts/compileHints.ts)
      rolldownOptions: { output: { codeSplitting: { groups: [vendorChunk] }, postBanner: compileHints(ENV_DIR) } },
      // every browser the app supports preloads modules itself (Chromium 66, Firefox 115, Safari 17); an older one only
      // loads a lazy route's chunks one after another, and /login does not carry the polyfill for it
      modulePreload: { polyfill: false },
    },
    test: {
      // Vitest leaves a core for itself and runs one file at a time on a 2-core machine; the browser files spend much of
      // their time waiting on Chromium, so two at a time keeps both cores busy and the suite under 5 minutes
      maxWorkers: Math.max(2, availableParallelism() - 1),
      sequence: { sequencer: LongestFirstSequencer },
      // expect.poll gives up after 1 s by default: on a busy machine a page can take longer than that to draw what it
      // polls for; findBy/waitFor (tests/setup/dom.ts) and the browser helpers wait 10 s, and so does this
      expect: { poll: { timeout: 10_000 } },
      // after Vitest's own report: how long the unit, component and each browser project took
      reporters: ['default', './tests/setup/partsReporter.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: domUnitFiles,
            setupFiles: ['tests/setup/unit.ts'],
            restoreMocks: true,
            // the files of a worker share one load of their modules: a file no longer pays for importing them again,
            // about 40% of the project's time (machines and pure helpers keep nothing at module level between files)
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // the unit files that ask for a DOM on their first line (Mirage answering XHR and fetch, storage, toasts):
            // their files share one load of the app's modules as the component files do, with the same resets
            name: 'unit-dom',
            environment: 'node',
            include: domUnitFiles,
            setupFiles: ['tests/setup/dom.ts', 'tests/setup/appReset.ts'],
            restoreMocks: true,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            // happy-dom, not jsdom: a component test spends most of its time in the DOM, and happy-dom's takes about 30%
            // less CPU for the same tests; tests/setup/dom.ts mends the one gap that matters to the app
            environment: 'happy-dom',
            // the article sanitiser parses into the document of a removed <iframe> (src/ui/sanitize.ts): about:blank only
            environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true } } },
            include: ['tests/component/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/dom.ts', 'tests/setup/appReset.ts', 'tests/setup/sharedModules.ts'],
            // the files of a worker share one load of the app's modules (and one DOM): a file no longer pays for
            // importing the app and building its environment again, about half of the project's time;
            // tests/setup/appReset.ts resets what the app keeps at module level between tests
            isolate: false,
            restoreMocks: true,
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/support/globalSetup.ts'],
            setupFiles: ['tests/e2e/support/mirageFirst.ts'],
            // a worker's files share one load of playwright-core, Vite and the test helpers (about half a second of CPU a
            // file otherwise); each file still has its own servers, browser connection and contexts, made in its hooks
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            // Firefox ESR over WebDriver BiDi, and the real build behind nginx with deploy/nginx/default.conf.template
            name: 'e2e-firefox',
            environment: 'node',
            include: ['tests/e2e-firefox/*.e2e.ts'],
            globalSetup: ['tests/e2e/support/firefoxSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }
})

/** The unit files that ask for a DOM on their first line (`// @vitest-environment happy-dom` or `jsdom`). */
function unitFilesWithDom(): string[] {
  const folder = `${ENV_DIR}tests/unit/`
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /^\/\/ @vitest-environment (happy-dom|jsdom)/.test(readFileSync(folder + file, 'utf8')))
    .map((file) => `tests/unit/${file}`)
}

/** The folder of this file: .env files are read from here whichever directory Vite or Vitest was started in. */
const ENV_DIR = fileURLToPath(new URL('.', import.meta.url))

/**
 * Runs the longest files first, so that no long file starts last and runs alone at the end: browser projects (`e2e`,
 * and any later `e2e-…`: 10–50 s a file), then the component tests (5–25 s), then the unit tests (well under a second).
 * Within a project Vitest's own order stands: the slowest of the previous run first, on a fresh clone the largest file.
 * In watch mode the other way round: the quickest answers first. Vitest is imported lazily: `vite build` reads this
 * file too and should not load the test runner.
 */
class LongestFirstSequencer implements TestSequencer {
  private base: Promise<TestSequencer>
  private watch: boolean
  constructor(vitest: Vitest) {
    this.base = import('vitest/node').then(({ BaseSequencer }) => new BaseSequencer(vitest))
    this.watch = vitest.config.watch
  }
  async shard(files: TestSpecification[]) {
    return (await this.base).shard(files)
  }
  async sort(files: TestSpecification[]) {
    const rank = (spec: TestSpecification) => (spec.project.name.startsWith('e2e') ? 0 : spec.project.name === 'component' ? 1 : 2)
    const order = this.watch ? (spec: TestSpecification) => -rank(spec) : rank
    return (await (await this.base).sort(files)).toSorted((a, b) => order(a) - order(b))
  }
}

// How the production bundles are split, measured by `npm run bench` and held to the budgets of
// tests/e2e/budget.e2e.ts: both keep code that only the lazily loaded screens use out of what /login downloads first.

const OWN_POPPER = '?tooltip-own-popper'

/**
 * Radix Themes' <Theme> always mounts Tooltip.Provider, and the tooltip module imports the popper module (for its
 * context scope). The section screens' Select uses the popper's positioned content, which pulls in floating-ui. A
 * module lives in one chunk, so the whole popper module and floating-ui (~10 kB gzip) landed in the initial chunks.
 * The tooltip gets its own copy of the popper module instead: in that copy only the scope helper is used, the rest is
 * tree-shaken, and the full popper with floating-ui stays with the screens that use it. Build only (dev has no chunks).
 */
function tooltipOwnPopper(): Plugin {
  return {
    name: 'backoffice:tooltip-own-popper',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@radix-ui/react-popper' || !importer?.includes('/@radix-ui/react-tooltip/')) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      return resolved ? { ...resolved, id: resolved.id + OWN_POPPER } : null
    },
    load(id) {
      return id.endsWith(OWN_POPPER) ? readFile(id.slice(0, -OWN_POPPER.length), 'utf8') : null
    },
  }
}

/**
 * The libraries every page needs from the start, in one long-cached chunk: gzip compresses one file better than the
 * dozen small chunks rolldown would otherwise cut them into (~4 kB less for /login). Only packages the entry itself
 * uses belong here, or a screen's code would move into the initial download: axios is not one of them, as it comes
 * with the transport after the first render (src/http/gate.ts).
 */
const vendorChunk = {
  name: 'vendor',
  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
}
