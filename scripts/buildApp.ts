import { resolve } from 'node:path'
import { build } from 'vite'

export type BuildMode = 'production' | 'demo'

/**
 * One build of the app with the repo's own vite.config.ts, as `npm run build` (`production`) or `npm run build:demo`
 * (`demo`) make it, into `outDir`, with a manifest (`.vite/manifest.json`) to read sizes from. `sourcemap: 'hidden'` adds
 * a `.map` next to each chunk without referring to it from the chunk (the bench's profile mode reads them itself).
 */
export async function buildApp(root: string, mode: BuildMode, outDir: string, { sourcemap = false }: { sourcemap?: false | 'hidden' } = {}): Promise<void> {
  // Vitest sets NODE_ENV=test, and Vite would then bake a development React (StrictMode double effects and all)
  // into the bundle; tests and the bench must measure what ships.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
