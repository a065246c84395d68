import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import * as prettier from 'prettier'
import { openApiDocument, type OpenApiDocument } from './openapi/document'

/** Where the document is committed, from the repository's root. */
export const OPENAPI_FILE = 'docs/openapi.json'

/**
 * The document as the committed file holds it: JSON formatted by Prettier with the repository's config, so that
 * `npm run format:check` accepts the file as written and the unit test can compare it byte for byte.
 */
export async function openApiText(document: OpenApiDocument = openApiDocument(), root = process.cwd()): Promise<string> {
  const file = resolve(root, OPENAPI_FILE)
  const config = await prettier.resolveConfig(file)
  return prettier.format(JSON.stringify(document), { ...config, filepath: file, parser: 'json' })
}

/** `npm run openapi`: writes docs/openapi.json from the contract table (src/api/operations). */
export async function main(): Promise<void> {
  const file = resolve(process.cwd(), OPENAPI_FILE)
  const text = await openApiText()
  const current = await readFile(file, 'utf8').catch(() => null)
  if (current === text) {
    console.info(`${OPENAPI_FILE}: up to date`)
    return
  }
  await writeFile(file, text)
  console.info(`wrote ${OPENAPI_FILE} (${Buffer.byteLength(text)} bytes)`)
}
