import { readdir, readFile } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * What a build weighs, read from its Vite manifest (`build.manifest: true`): the JS and CSS the /login page needs
 * before it can show anything, and each lazily loaded route screen. Shared by `npm run bench` and the budget test.
 */

/** One chunk of `.vite/manifest.json`, keyed by its source (or `_name.js` for shared chunks). */
export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface Size {
  raw: number
  gzip: number
}

export interface RouteChunk extends Size {
  /** The screen's module, e.g. `src/routes/domain/domain.lazy.tsx`. */
  src: string
  file: string
  /** What opening the screen first fetches (from the shell, or for the shell from /login): its chunk and the static imports not loaded yet. */
  onNavigation: Size
}

export interface SectionSize extends Size {
  name: string
  /** The chunks only this section needs: its screens' chunks and what no other section and neither /login nor the shell loads. */
  files: string[]
  onNavigation: Size
}

export interface BuildSizes {
  /** /login before anything shows: the entry chunk, its static imports, the login screen and its static imports. */
  initial: { js: Size; css: Size; files: string[] }
  routes: RouteChunk[]
  sections: SectionSize[]
  /** Chunks two or more sections share (tables, dialogs, selects), loaded with the first section opened. */
  sharedBySections: Size & { files: string[] }
  /** What main.tsx awaits before the first render besides the initial chunks: Mirage and the machine recorder (demo). */
  beforeFirstRender: Size & { files: string[] }
}

/** What `npm test` holds the real-API build to (tests/e2e/budget.e2e.ts), in bytes of gzip (level 9). */
export const BUDGETS = {
  /** /login: the entry chunk, its static imports, the login screen and its static imports. */
  initialJs: 155_000,
  /** /login: the Radix tokens, colour scales, components and props the app uses (src/styles.css, scripts/radixCss/). */
  initialCss: 24_000,
  /** /login: both together (the target: at most 180 kB gzip). */
  initialTotal: 180_000,
  /** Each section's own code (SectionSize). */
  section: 30_000,
}

/** The modules main.tsx imports dynamically and awaits before it renders (build-time switches). */
const AWAITED_AT_START = /^src\/mock-server\/start\.ts$|^src\/devtools\/stately\.ts$|recorder/

export const LOGIN_SCREEN = 'src/routes/login/login.lazy.tsx'
export const SHELL_SCREEN = 'src/routes/shell/shell.lazy.tsx'
const SCREEN = /^src\/routes\/.+\.lazy\.tsx$/

/** The sections of the spec, each with the lazily loaded screens it is made of. */
export const SECTIONS: Record<string, string[]> = {
  themes: ['src/routes/themes/themes.lazy.tsx'],
  domain: ['src/routes/domain/domain.lazy.tsx'],
  'anti-chain': ['src/routes/anti-chain/anti-chain.lazy.tsx'],
  comment: ['src/routes/comment/comment.lazy.tsx'],
  articles: ['src/routes/articles/articles.lazy.tsx'],
  'articles editor': ['src/routes/articles/new.lazy.tsx', 'src/routes/articles/edit.lazy.tsx'],
  push: ['src/routes/push/push.lazy.tsx'],
  audit: ['src/routes/audit/audit.lazy.tsx'],
}

export const readManifest = async (outDir: string): Promise<Manifest> => JSON.parse(await readFile(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.join(', ') || 'none'}`)
  return entries[0]
}

/** `keys` and every chunk they import statically, transitively. */
export function withStaticImports(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the manifest: was it moved? (scripts/bundleSizes.ts names the screens)`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return seen
}

export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length
}

/** Reads each file once per call; sizes of a set of files are the sum of each file's raw and gzip size. */
export function sizeReader(outDir: string) {
  const cache = new Map<string, Promise<Size>>()
  const sizeOf = (file: string) => {
    let size = cache.get(file)
    if (!size) {
      size = readFile(resolve(outDir, file)).then((content) => ({ raw: content.length, gzip: gzipSize(content) }))
      cache.set(file, size)
    }
    return size
  }
  return async (files: Iterable<string>): Promise<Size> => {
    const sizes = await Promise.all([...new Set(files)].map(sizeOf))
    return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 })
  }
}

export async function readBuildSizes(outDir: string): Promise<BuildSizes> {
  const manifest = await readManifest(outDir)
  const measure = sizeReader(outDir)
  const filesOf = (keys: Iterable<string>) => [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])
  const jsOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file)
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key].css ?? [])

  const initialKeys = withStaticImports(manifest, [entryKey(manifest), LOGIN_SCREEN])
  const shellKeys = withStaticImports(manifest, [...initialKeys, SHELL_SCREEN])
  /** What opening `keys` fetches once `loaded` is there. */
  const fetched = (keys: string[], loaded: Set<string>) => [...withStaticImports(manifest, keys)].filter((key) => !loaded.has(key))

  const routes: RouteChunk[] = []
  for (const key of Object.keys(manifest)
    .filter((name) => SCREEN.test(name))
    .sort()) {
    routes.push({
      src: key,
      file: manifest[key].file,
      ...(await measure([manifest[key].file])),
      onNavigation: await measure(filesOf(fetched([key], key === SHELL_SCREEN ? initialKeys : shellKeys))),
    })
  }

  const closures = Object.entries(SECTIONS).map(([name, screens]) => ({ name, keys: fetched(screens, shellKeys) }))
  const sections: SectionSize[] = []
  const shared = new Set<string>()
  for (const { name, keys } of closures) {
    const others = new Set(closures.filter((other) => other.name !== name).flatMap((other) => other.keys))
    const own = keys.filter((key) => !others.has(key))
    keys.filter((key) => others.has(key)).forEach((key) => shared.add(key))
    sections.push({ name, files: filesOf(own), ...(await measure(filesOf(own))), onNavigation: await measure(filesOf(keys)) })
  }

  const awaited = (manifest[entryKey(manifest)].dynamicImports ?? []).filter((key) => AWAITED_AT_START.test(key))
  const startup = filesOf(fetched(awaited, initialKeys))

  return {
    initial: { js: await measure(jsOf(initialKeys)), css: await measure(cssOf(initialKeys)), files: filesOf(initialKeys) },
    beforeFirstRender: { files: startup, ...(await measure(startup)) },
    routes,
    sections,
    sharedBySections: { files: filesOf(shared), ...(await measure(filesOf(shared))) },
  }
}

/** Every file a build serves (its manifest left out), relative to `outDir`. */
export async function servedFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, resolve(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.vite'))
    .sort()
}

/** Every file of a build that holds one of `patterns`, with the first pattern found: what must never ship. */
export async function filesContaining(outDir: string, files: readonly string[], patterns: readonly RegExp[]) {
  const found: { file: string; pattern: string }[] = []
  for (const file of files) {
    const text = await readFile(resolve(outDir, file), 'utf8')
    const hit = patterns.find((pattern) => pattern.test(text))
    if (hit) found.push({ file, pattern: String(hit) })
  }
  return found
}

export const kB = (bytes: number) => Math.round(bytes / 100) / 10
