/** The kit's themes: three of its own (the first one used by its domains and articles), changed and given a package. */
import { refuses, succeeds, type Ctx } from './checks'
import type { Created, Kit, Section } from './kit'
import { createRow, holds } from './sectionChecks'
import { themePackage, themes } from '../../src/api/operations/themes'
import { tinyZip } from './zip'

export interface KitThemes {
  ids: string[]
  /** The name of its first theme: what its domains and articles use. */
  main: string
  /** Another of its themes, for POST /api/domains/batch-theme. */
  other: string
}

export async function themeChecks(ctx: Ctx, kit: Kit, created: Created, section: Section): Promise<KitThemes | null> {
  const made = []
  for (const n of [1, 2, 3]) {
    const row = await createRow(
      ctx,
      created,
      section,
      themes.create!,
      { name: `${kit.name}-${n}`, description: '契约检查创建，检查结束即删除' },
      `its theme ${n}`,
    )
    if (row) made.push(row)
  }
  await refuses(ctx, themes.create!, { body: { name: '', description: '' } }, 1422, 'an empty name')
  if (made.length < 3) return null
  const [first] = made

  const description = '契约检查修改过的说明'
  const updated = await succeeds(ctx, themes.update, { params: { id: first.id }, body: { description } }, `its theme ${first.id}`)
  if (updated)
    holds(ctx, themes.update, updated.description === description && updated.name === first.name, 'the answer does not show the change (description)')
  await refuses(ctx, themes.update, { params: { id: first.id }, body: { name: '' } }, 1422, 'an empty name')

  const file = { name: `${kit.host}.zip`, type: 'application/zip', bytes: tinyZip('contract-check.txt', kit.name) }
  const packaged = await succeeds(ctx, themePackage, { params: { id: first.id }, file }, `a ${file.bytes.length}-byte .zip on its theme ${first.id}`)
  if (packaged)
    holds(ctx, themePackage, packaged.packageName === file.name, `packageName is ${JSON.stringify(packaged.packageName)}, not the uploaded ${file.name}`)
  const notZip = { name: `${kit.host}.txt`, type: 'text/plain', bytes: new TextEncoder().encode(kit.name) }
  await refuses(ctx, themePackage, { params: { id: first.id }, file: notZip }, 1422, 'a .txt file')
  return { ids: made.map((row) => row.id), main: first.name, other: made[1].name }
}
