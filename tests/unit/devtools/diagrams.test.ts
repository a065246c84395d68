// @vitest-environment jsdom — Mermaid's parser needs a DOM
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import mermaid from 'mermaid'
import { describe, expect, it } from 'vitest'
import { DIAGRAM_DIR, diagramDocuments } from '../../../src/devtools/machineDocs'
import { machineEntries } from '../../../src/devtools/machineRegistry'

const dir = resolve(__dirname, '../../..', DIAGRAM_DIR)
const entries = machineEntries()
const documents = diagramDocuments(entries)
const committed = (name: string) => {
  try {
    return readFileSync(resolve(dir, name), 'utf8')
  } catch {
    return null
  }
}

describe('the committed machine diagrams (docs/machines)', () => {
  it('cover every machine in src/machines', () => {
    expect(entries.map((entry) => entry.name)).toContain('authMachine')
    expect(entries.map((entry) => entry.name)).toContain('requestGateMachine')
    const missing = documents.filter((document) => committed(document.name) === null).map((document) => document.name)
    expect(missing, `no diagram for these machines yet: run \`npm run diagrams\``).toEqual([])
  })

  it.each(documents.map((document) => [document.name, document.content]))('%s matches its machine', (name, content) => {
    expect(committed(name) === content, `${DIAGRAM_DIR}/${name} no longer matches the machine: run \`npm run diagrams\``).toBe(true)
  })

  it('holds no diagram of a machine that is gone', () => {
    const stale = readdirSync(dir).filter((name) => name.endsWith('.md') && !documents.some((document) => document.name === name))
    expect(stale, 'diagrams of machines that no longer exist: run `npm run diagrams`').toEqual([])
  })

  // a guard written inline in the machine is drawn as [inline]: the reader of the diagram learns nothing of the condition
  it.each(documents.map((document) => [document.name, document.content]))('%s names every guard it draws', (_, content) => {
    expect(content.match(/.*\[inline\].*/g) ?? [], 'give these guards a name in the machine’s setup({ guards })').toEqual([])
  })

  it.each(entries.map((entry) => [entry.name, entry]))('%s is valid Mermaid', async (_, entry) => {
    const block = /```mermaid\n([\s\S]*?)```/.exec(documents.find((document) => document.name === `${entry.name}.md`)!.content)![1]
    await expect(mermaid.parse(block)).resolves.toBeTruthy()
  })
})
