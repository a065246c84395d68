// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkBoundaries, formatViolation, formatViolations, graphFromSources, parseImports, readImportGraph } from '../support/importBoundaries'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('the import boundaries of src/', () => {
  it('hold on the real tree: no import cycle, every layer imports only what it may', () => {
    const graph = readImportGraph(root)
    expect(graph.size).toBeGreaterThan(100)
    // each entry names the rule, then the chain of imports from the offending file (type-only and dynamic steps marked)
    expect(checkBoundaries(graph).map(formatViolation)).toEqual([])
  })
})

describe('the boundary checker', () => {
  it('reads every kind of import, and no import written in a comment', () => {
    const source = [
      "import { a, type B } from './a'",
      "import type { C } from '../c'",
      'import D, {',
      '  e,',
      '  f,',
      "} from 'some-package/sub'",
      "import * as G from '@scope/pkg/deep'",
      "import './styles.css'",
      "export { h } from './h'",
      "export * from './i'",
      "export type { J } from './j'",
      "const lazy = () => import('./k.lazy').then((m) => m.Route)",
      "// const notAnImport = import('./commented')",
      " * see import('./in-a-doc-comment')",
      "const text = 'import nothing from here'",
    ].join('\n')
    expect(parseImports(source)).toEqual([
      { specifier: './a', typeOnly: false, dynamic: false },
      { specifier: '../c', typeOnly: true, dynamic: false },
      { specifier: 'some-package/sub', typeOnly: false, dynamic: false },
      { specifier: '@scope/pkg/deep', typeOnly: false, dynamic: false },
      { specifier: './h', typeOnly: false, dynamic: false },
      { specifier: './i', typeOnly: false, dynamic: false },
      { specifier: './j', typeOnly: true, dynamic: false },
      { specifier: './styles.css', typeOnly: false, dynamic: false },
      { specifier: './k.lazy', typeOnly: false, dynamic: true },
    ])
  })

  it('resolves files as the bundler does and names packages without their subpaths', () => {
    const graph = graphFromSources({
      'src/main.tsx': "import { App } from './app'\nimport { createRoot } from 'react-dom/client'\nimport './styles.css'",
      'src/app/index.ts': "import type { Router } from '@tanstack/react-router'\nexport { App } from './App'",
      'src/app/App.tsx': 'export const App = 1',
    })
    expect(graph.get('src/main.tsx')).toEqual([
      { to: 'src/app/index.ts', kind: 'file', typeOnly: false, dynamic: false },
      { to: 'react-dom', kind: 'package', typeOnly: false, dynamic: false },
    ])
    expect(graph.get('src/app/index.ts')!.map((edge) => edge.to)).toEqual(['@tanstack/react-router', 'src/app/App.tsx'])
    expect(() => graphFromSources({ 'src/a.ts': "import { gone } from './gone'" })).toThrow("src/a.ts: cannot resolve import './gone'")
  })

  it('finds nothing in a tree that keeps the rules', () => {
    const graph = graphFromSources({
      'src/api/things.ts': "import type { Page } from './envelope'\nimport * as v from 'valibot'",
      'src/api/envelope.ts': 'export interface Page {}',
      'src/machines/listMachine.ts': "import { setup } from 'xstate'\nimport type { Page } from '../api/envelope'",
      'src/http/things.ts': "import axios from 'axios'\nimport type { Page } from '../api/envelope'\nimport { listMachine } from '../machines/listMachine'",
      'src/mock-server/things.ts':
        "import { Model } from 'miragejs'\nimport type { Page } from '../api/envelope'\nimport { listMachine } from '../machines/listMachine'",
      'src/ui/Table.tsx': "import { Table } from '@radix-ui/themes'\nimport { useSelector } from '@xstate/react'",
      'src/routes/things/route.ts': "export const route = () => import('./things.lazy')",
      'src/routes/things/things.lazy.tsx': "import { thingApi } from '../../http/things'\nimport { Table } from '../../ui/Table'",
      'src/app/App.tsx': "import { route } from '../routes/things/route'",
    })
    expect(checkBoundaries(graph)).toEqual([])
  })

  it('fails on a planted violation of each rule, and names the file and the import chain of every one', () => {
    const graph = graphFromSources({
      // a cycle of three, one step type-only
      'src/http/one.ts': "import { two } from './two'",
      'src/http/two.ts': "import type { Three } from './three'",
      'src/http/three.ts': "import { one } from './one'",
      // a route and its screen importing each other (the screen through the route's dynamic import)
      'src/routes/push/route.ts': "export const pushRoute = () => import('./push.lazy')",
      'src/routes/push/push.lazy.tsx': "import { pushRoute } from './route'\nimport axios from 'axios'",
      // a machine with React in it, and one that reaches the router through a helper
      'src/machines/hookMachine.ts': "import { useState } from 'react'",
      'src/machines/navMachine.ts': "import { go } from '../util/go'",
      'src/util/go.ts': "import { redirect } from '@tanstack/react-router'",
      // shared UI that knows the session, a screen, and axios
      'src/ui/Button.tsx': "import { drafts } from '../app/drafts'\nimport { pushRoute } from '../routes/push/route'\nimport { isAxiosError } from 'axios'",
      'src/app/drafts.ts': 'export const drafts = 1',
      // the mock reading a type from the client, which pulls axios
      'src/mock-server/handler.ts': "import type { Row } from '../http/rows'",
      'src/http/rows.ts': "import { create } from 'axios'",
      // the contract importing a package and another layer
      'src/api/thing.ts': "import { z } from 'zod'\nimport type { Row } from '../http/rows'\nimport { ok } from './ok'",
      'src/api/ok.ts': 'export const ok = 1',
    })
    expect(formatViolations(checkBoundaries(graph)).split('\n')).toEqual([
      '12 boundary violation(s):',
      '  - import cycle:',
      '    src/http/one.ts → src/http/two.ts -(type)→ src/http/three.ts → src/http/one.ts',
      '  - import cycle:',
      '    src/routes/push/push.lazy.tsx → src/routes/push/route.ts -(dynamic)→ src/routes/push/push.lazy.tsx',
      '  - src/machines must not import React, axios or the router (logic only; effects are injected):',
      '    src/machines/hookMachine.ts → react',
      '  - src/machines must not import React, axios or the router (logic only; effects are injected):',
      '    src/machines/navMachine.ts → src/util/go.ts → @tanstack/react-router',
      '  - src/routes must not import axios (calls go through src/http):',
      '    src/routes/push/push.lazy.tsx → axios',
      '  - src/ui must not import axios (calls go through src/http):',
      '    src/ui/Button.tsx → axios',
      '  - src/mock-server must not import src/http (the contract is src/api):',
      '    src/mock-server/handler.ts -(type)→ src/http/rows.ts',
      '  - src/mock-server must not reach axios (the mock chunk stays free of the client):',
      '    src/mock-server/handler.ts -(type)→ src/http/rows.ts → axios',
      '  - src/ui must not import src/routes or src/app (shared pieces know no screen and no session):',
      '    src/ui/Button.tsx → src/app/drafts.ts',
      '  - src/ui must not import src/routes or src/app (shared pieces know no screen and no session):',
      '    src/ui/Button.tsx → src/routes/push/route.ts',
      '  - src/api must import only src/api and valibot (no other package, no other layer):',
      '    src/api/thing.ts → zod',
      '  - src/api must import only src/api and valibot (no other package, no other layer):',
      '    src/api/thing.ts -(type)→ src/http/rows.ts',
    ])
  })

  it('reports a larger knot of files as one cycle, saying how many files it ties together', () => {
    const graph = graphFromSources({
      'src/a.ts': "import { b } from './b'\nimport { c } from './c'",
      'src/b.ts': "import { a } from './a'",
      'src/c.ts': "import { a } from './a'",
      'src/self.ts': "import { self } from './self'",
    })
    expect(checkBoundaries(graph)).toEqual([
      { rule: 'import cycle (3 files import each other)', chain: ['src/a.ts', 'src/b.ts', 'src/a.ts'], via: ['', ''] },
      { rule: 'import cycle', chain: ['src/self.ts', 'src/self.ts'], via: [''] },
    ])
  })
})
