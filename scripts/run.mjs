// Runs a TypeScript script of this repo with Node (which cannot strip types here): Vite loads it, and its imports,
// through its SSR module loader; packages stay plain Node imports. `node scripts/run.mjs scripts/bench.ts [args]`
// calls the module's exported `main(args)`.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('usage: node scripts/run.mjs <script.ts> [args]')
  process.exit(2)
}

const root = resolve(fileURLToPath(import.meta.url), '../..')
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})

let failed = false
try {
  const module = await server.ssrLoadModule(resolve(root, script))
  if (typeof module.main !== 'function') throw new Error(`${script} exports no main(args)`)
  await module.main(args)
} catch (error) {
  failed = true
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
} finally {
  await server.close()
}
process.exit(failed ? 1 : 0)
