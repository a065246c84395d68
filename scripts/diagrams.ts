import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { DIAGRAM_DIR, diagramDocuments } from '../src/devtools/machineDocs'
import { machineEntries } from '../src/devtools/machineRegistry'

/**
 * `npm run diagrams`: one Mermaid state diagram per machine of src/machines into docs/machines/, drawn from the
 * machines themselves; diagrams of machines that are gone are removed. `--check` changes nothing and fails when a
 * file is out of date.
 */
export async function main(args: string[]): Promise<void> {
  const check = args.includes('--check')
  const dir = resolve(process.cwd(), DIAGRAM_DIR)
  await mkdir(dir, { recursive: true })
  const documents = diagramDocuments(machineEntries())
  const wanted = new Set(documents.map((document) => document.name))
  const stale = (await readdir(dir)).filter((name) => name.endsWith('.md') && !wanted.has(name))
  const changed: string[] = []

  for (const { name, content } of documents) {
    const path = resolve(dir, name)
    const current = await readFile(path, 'utf8').catch(() => null)
    if (current === content) continue
    changed.push(name)
    if (!check) await writeFile(path, content)
  }
  if (!check) await Promise.all(stale.map((name) => rm(resolve(dir, name))))

  const summary = [
    ...changed.map((name) => `${check ? 'out of date' : 'wrote'} ${DIAGRAM_DIR}/${name}`),
    ...stale.map((name) => `${check ? 'stale' : 'removed'} ${DIAGRAM_DIR}/${name}`),
  ]
  console.info(summary.length ? summary.join('\n') : `${DIAGRAM_DIR}: ${documents.length - 1} diagrams, all up to date`)
  if (check && summary.length) throw new Error('the diagrams no longer match the machines: run `npm run diagrams`')
}
