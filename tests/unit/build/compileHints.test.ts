import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints, packageOf } from '../../../scripts/compileHints'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const hint = compileHints(root)
const chunk = (...moduleIds: string[]) => ({ moduleIds })

describe("V8's compile hint on the build's chunks", () => {
  it('names the package of a module, scoped or not, and none for the app’s own code', () => {
    expect(packageOf(`${root}node_modules/@radix-ui/themes/dist/esm/index.js`)).toBe('@radix-ui/themes')
    expect(packageOf(`${root}node_modules/.pnpm/x/node_modules/react-dom/cjs/a.js`)).toBe('react-dom')
    expect(packageOf(`${root}src/routes/domain/domain.lazy.tsx`)).toBe('')
  })

  it('marks the app’s code and what it runs, even a package only a dependency brings (floating-ui through Radix)', () => {
    expect(hint(chunk(`${root}src/routes/domain/domain.lazy.tsx`))).toBe(COMPILE_HINT)
    expect(hint(chunk(`${root}node_modules/react-dom/cjs/react-dom-client.production.js`))).toBe(COMPILE_HINT)
    expect(hint(chunk(`${root}node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs`))).toBe(COMPILE_HINT)
    expect(hint(chunk(`${root}node_modules/d3-path/src/path.js`, `${root}src/devtools/mermaidSvg.ts`))).toBe(COMPILE_HINT)
  })

  it('leaves out a chunk made only of the demo’s diagram tooling (dev dependencies)', () => {
    expect(hint(chunk(`${root}node_modules/mermaid/dist/mermaid.core.mjs`, `${root}node_modules/d3-path/src/path.js`))).toBe('')
    expect(hint(chunk(`${root}node_modules/cytoscape/dist/cytoscape.esm.mjs`))).toBe('')
  })
})
