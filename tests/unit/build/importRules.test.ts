import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The import rules of src/ live in .oxlintrc.json and run with `npm run lint`. Here the same oxlint, with that config,
 * lints small trees laid out like src/ in a temporary folder: one planted violation per file, each failing with its
 * rule's message, and a tree that keeps every rule, including the imports that look like violations but are not.
 */

const root = resolve(import.meta.dirname, '../../..')
const OXLINT = resolve(root, 'node_modules/oxlint/bin/oxlint')

const RULES = {
  cycle: 'import cycle',
  machinesPackage: 'src/machines must not import React, axios or the router (logic only; effects are injected)',
  machinesLayer: 'src/machines may import only src/machines and src/api (so nothing they import brings React, axios or the router in)',
  routesAxios: 'src/routes must not import axios (calls go through src/http)',
  lazyRoute: 'a lazily loaded screen must not import its route file (the route loads it with import(): that is an import cycle)',
  uiAxios: 'src/ui must not import axios (calls go through src/http)',
  uiLayer: 'src/ui must not import src/routes or src/app (shared pieces know no screen and no session)',
  mockHttp: 'src/mock-server must not import src/http (the contract is src/api)',
  mockAxios: 'src/mock-server must not import axios (the mock chunk stays free of the client)',
  mockLayer: 'src/mock-server may import only src/mock-server, src/api and src/machines (so nothing it imports brings axios in)',
  api: 'src/api must import only src/api and valibot (no other package, no other layer)',
}

interface Problem {
  file: string
  /** The rule's message (oxlint's help line, where our config puts it), or 'import cycle'. */
  rule: string
}

interface Lint {
  status: number | null
  problems: Problem[]
}

/** Lints `files` (path → source, laid out as in the repository) with the repository's .oxlintrc.json, as `npm run lint` does. */
function lint(files: Record<string, string>): Lint {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'))
  try {
    copyFileSync(resolve(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'))
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), source)
    }
    const run = spawnSync(process.execPath, [OXLINT, '--deny-warnings', '-c', '.oxlintrc.json', '-f', 'json', 'src'], { cwd: dir, encoding: 'utf8' })
    const report = JSON.parse(run.stdout) as { diagnostics: { code: string; message: string; help?: string; filename: string }[] }
    const problems = report.diagnostics.map(({ code, message, help, filename }) => ({
      file: relative(dir, resolve(dir, filename)).split('\\').join('/'),
      rule: code === 'import(no-cycle)' ? RULES.cycle : code === 'eslint(no-restricted-imports)' ? (help ?? message) : `${code}: ${message}`,
    }))
    return { status: run.status, problems }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A module that imports `names` from `specifier` and uses them, so no other rule has anything to say. */
const uses = (specifier: string, ...names: string[]) =>
  names.length ? `import { ${names.join(', ')} } from '${specifier}'\nexport const used = [${names.join(', ')}]\n` : `import '${specifier}'\n`
const usesType = (specifier: string, name: string) => `import type { ${name} } from '${specifier}'\nexport type Used = ${name}\n`

/** One violation per file: the file, its source, the one rule it breaks. */
const PLANTED: [string, string, string][] = [
  // a cycle of two files, and one of two files importing each other's types only
  ['src/http/one.ts', "import { two } from './two'\nexport const one = () => two\n", RULES.cycle],
  ['src/http/two.ts', "import { one } from './one'\nexport const two = () => one\n", RULES.cycle],
  ['src/app/a.ts', "import type { B } from './b'\nexport interface A {\n  b?: B\n}\n", RULES.cycle],
  ['src/app/b.ts', "import type { A } from './a'\nexport interface B {\n  a?: A\n}\n", RULES.cycle],
  // a screen importing the route that loads it with import()
  ['src/routes/push/push.lazy.tsx', uses('./route', 'pushRoute'), RULES.lazyRoute],
  ['src/routes/articles/new.lazy.tsx', uses('./editor.route', 'editorRoute'), RULES.lazyRoute],
  // machines with React, the router or axios in them
  ['src/machines/hookMachine.ts', uses('react', 'useState'), RULES.machinesPackage],
  ['src/machines/rootMachine.ts', uses('react-dom/client', 'createRoot'), RULES.machinesPackage],
  ['src/machines/selectorMachine.ts', uses('@xstate/react', 'useSelector'), RULES.machinesPackage],
  ['src/machines/navMachine.ts', usesType('@tanstack/react-router', 'Router'), RULES.machinesPackage],
  ['src/machines/queryMachine.ts', uses('@tanstack/react-query', 'QueryClient'), RULES.machinesPackage],
  ['src/machines/callMachine.ts', `export const load = () => import('axios')\n`, RULES.machinesPackage],
  ['src/machines/deep/callMachine.ts', uses('axios', 'isAxiosError'), RULES.machinesPackage],
  // screens and shared pieces calling axios themselves
  ['src/routes/push/send.ts', uses('axios', 'isAxiosError'), RULES.routesAxios],
  ['src/routes/push/send.lazy.tsx', uses('axios/unsafe/core', 'isAxiosError'), RULES.routesAxios],
  ['src/ui/Fetch.ts', uses('axios', 'isAxiosError'), RULES.uiAxios],
  ['src/ui/list/Fetch.ts', "export { isAxiosError } from 'axios'\n", RULES.uiAxios],
  // shared UI that knows the session or a screen
  ['src/ui/Button.tsx', uses('../app/drafts', 'drafts'), RULES.uiLayer],
  ['src/ui/list/Cell.tsx', usesType('../../routes/push/route', 'PushRoute'), RULES.uiLayer],
  // the mock reading from the client, or calling axios
  ['src/mock-server/handler.ts', usesType('../http/rows', 'Row'), RULES.mockHttp],
  ['src/mock-server/resources/seed.ts', uses('../../http/rows', 'rows'), RULES.mockHttp],
  ['src/mock-server/client.ts', uses('axios', 'isAxiosError'), RULES.mockAxios],
  // the contract importing another package or another layer
  ['src/api/thing.ts', uses('zod', 'z'), RULES.api],
  ['src/api/operations/thing.ts', uses('@scope/pkg/deep', 'deep'), RULES.api],
  ['src/api/valibotLike.ts', uses('valibot-extra', 'extra'), RULES.api],
  ['src/api/operations/rows.ts', usesType('../../http/rows', 'Row'), RULES.api],
]

/** Everything at the top of the real src/ as an import names it: `http`, `main` (main.tsx); and `..`, leaving src/. */
const topLevel = [
  ...readdirSync(resolve(root, 'src'), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [entry.name] : /^\w+\.tsx?$/.test(entry.name) ? [entry.name.replace(/\.tsx?$/, '')] : [],
  ),
  '..',
]

/**
 * A layer kept free of a package through others may import only the layers named here: a file at either depth importing
 * anything else at the top of src/ (as it is today) breaks its rule. A new folder in src/ must be named in the rule.
 */
const ALLOWED: [string, string[], string][] = [
  ['machines', ['machines', 'api'], RULES.machinesLayer],
  ['mock-server', ['mock-server', 'api', 'machines'], RULES.mockLayer],
  ['api', ['api'], RULES.api],
]
for (const [layer, allowed, rule] of ALLOWED) {
  for (const other of topLevel.filter((name) => !allowed.includes(name))) {
    const expected = layer === 'mock-server' && other === 'http' ? RULES.mockHttp : rule
    const name = other === '..' ? 'outside' : other
    PLANTED.push([`src/${layer}/reaches-${name}.ts`, uses(`../${other}/x`, 'x'), expected])
    PLANTED.push([`src/${layer}/deep/reaches-${name}.ts`, uses(`../../${other}/x`, 'x'), expected])
  }
}

/** A tree that keeps every rule, with the imports that only look like breaking one. */
const CLEAN: Record<string, string> = {
  'src/api/envelope.ts': "import * as v from 'valibot'\nexport const page = v.object({})\n",
  'src/api/operations/list.ts': uses('../envelope', 'page'),
  'src/api/operations/again.ts': uses('../../api/envelope', 'page'),
  'src/machines/listMachine.ts':
    "import { setup } from 'xstate'\nimport type { Page } from '../api/envelope'\nexport const listMachine = setup({})\nexport type P = Page\n",
  'src/machines/sectionMachine.ts': uses('./listMachine', 'listMachine'),
  'src/http/things.ts':
    "import axios from 'axios'\nimport { page } from '../api/envelope'\nimport { listMachine } from '../machines/listMachine'\nexport const used = [axios, page, listMachine]\n",
  'src/mock-server/routes.ts':
    "import { Model } from 'miragejs'\nimport { page } from '../api/envelope'\nimport { listMachine } from '../machines/listMachine'\nexport const used = [Model, page, listMachine]\n",
  // its own routes.ts, not src/routes
  'src/mock-server/resources/articles.ts': uses('../routes', 'used'),
  'src/ui/Table.tsx':
    "import { Table } from '@radix-ui/themes'\nimport { useSelector } from '@xstate/react'\nimport { listMachine } from '../machines/listMachine'\nexport const used = [Table, useSelector, listMachine]\n",
  'src/ui/list/Row.tsx': "import { used } from '../Table'\nimport type { Page } from '../../api/envelope'\nexport const row = used\nexport type R = Page\n",
  'src/routes/things/route.ts': "export const loadThings = () => import('./things.lazy')\n",
  'src/routes/things/columns.tsx': 'export const columns = []\n',
  'src/routes/things/things.lazy.tsx':
    "import { used } from '../../http/things'\nimport { row } from '../../ui/list/Row'\nimport { columns } from './columns'\nimport { loadThings } from '../other/route'\nexport const screen = [used, row, columns, loadThings]\n",
  'src/routes/other/route.ts': "import { Table } from '@radix-ui/themes'\nexport const loadThings = () => Table\n",
  'src/app/App.tsx': uses('../routes/things/route', 'loadThings'),
}

describe('the import rules of src/, run by npm run lint (.oxlintrc.json)', () => {
  let planted: Lint
  let clean: Lint
  // two runs of oxlint over a few dozen files: the time allowed is for a loaded machine, not a measure
  beforeAll(() => {
    planted = lint(Object.fromEntries(PLANTED.map(([path, source]) => [path, source])))
    clean = lint(CLEAN)
  }, 120_000)

  it('pass a tree that keeps them, with nothing else to say', () => {
    expect(clean.problems).toEqual([])
    expect(clean.status).toBe(0)
  })

  it('fail the lint on a tree with a planted violation', () => {
    expect(planted.status).toBe(1)
  })

  it.each(PLANTED)('fail on %s with its rule', (file, _source, rule) => {
    expect(planted.problems.filter((problem) => problem.file === file).map((problem) => problem.rule)).toEqual([rule])
  })

  it('report nothing but the planted violations', () => {
    const files = new Set(PLANTED.map(([file]) => file))
    expect(planted.problems.filter((problem) => !files.has(problem.file))).toEqual([])
  })
})

describe('the layers of the real src/', () => {
  it('lie within the folder depths .oxlintrc.json has overrides for (a file one folder down, or two)', () => {
    const tooDeep = (dir: string, depth: number): string[] =>
      readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? (depth >= 2 ? [join(dir, entry.name)] : tooDeep(join(dir, entry.name), depth + 1)) : [],
      )
    // a folder below these needs its own overrides in .oxlintrc.json: the patterns count the ../ to leave the layer
    expect(['src/api', 'src/machines', 'src/mock-server', 'src/ui'].flatMap((dir) => tooDeep(dir, 1))).toEqual([])
  })
})
