/**
 * The kit's checks of the operator's preferences (docs/api.md, "Preferences"), where the backend has them: GET answers
 * a document of the documented shape; with `--write`, a save from a version the document no longer has is refused
 * (1460, changing nothing), a save from its version goes (one more) and is read back as sent, a body that is no
 * document is refused (1400), and the operator's own choices are put back as they were.
 */
import * as v from 'valibot'
import { preferences, preferencesSave } from '../../src/api/operations/preferences'
import { choicesOf, documentOf, preferencesBody, type PreferencesDocument } from '../../src/api/preferences'
import { issuesText, refuses, succeeds, type Ctx } from './checks'
import type { Kit } from './kit'
import { holds } from './sectionChecks'

/** The document exactly as the backend keeps it: the client's answer schema leaves out what it cannot read, this does not. */
async function documentNow(ctx: Ctx, what: string): Promise<PreferencesDocument | undefined> {
  if (!(await succeeds(ctx, preferences, {}, what))) return undefined
  const answer = await ctx.session.call(preferences, {})
  const strict = v.safeParse(preferencesBody(), answer.envelope?.data)
  if (strict.success) return strict.output
  ctx.lines.of(preferences).fail('wrong shape', `${what}: ${issuesText(strict.issues)}`)
  return undefined
}

const same = (a: object, b: object) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort())

export async function preferencesChecks(ctx: Ctx, kit: Kit, write: boolean): Promise<void> {
  const found = await documentNow(ctx, 'the signed-in operator’s preferences')
  if (!write || !found) {
    if (!found && write) ctx.lines.of(preferencesSave).skip(`${preferences.key} answered no document to start from`)
    return
  }
  const { version } = found
  const mine = { ...found, lists: { ...found.lists, [kit.host]: { hidden: [kit.name], density: 'compact' as const } } }
  await refuses(ctx, preferencesSave, { body: { ...mine, version: version + 1 } }, 1460, `from version ${version + 1} (it has ${version})`)
  const after = await documentNow(ctx, 'after a refused save')
  if (after) holds(ctx, preferencesSave, after.version === version, `refused a save from version ${version + 1}, yet the document went to ${after.version}`)
  await refuses(ctx, preferencesSave, { body: { ...found, version: -1 } }, 1400, 'version -1')

  const saved = await succeeds(ctx, preferencesSave, { body: { ...mine, version } }, `a list setting of its own (${kit.host}) from version ${version}`)
  if (!saved) return
  holds(ctx, preferencesSave, saved.version === version + 1, `answered version ${saved.version} after a save from version ${version}`)
  const read = await documentNow(ctx, 'read back after a save')
  if (read)
    holds(
      ctx,
      preferencesSave,
      same(choicesOf(read), choicesOf({ ...mine, version })),
      `read back ${JSON.stringify(choicesOf(read)).slice(0, 200)}, not what was saved`,
    )
  // the operator's own choices back as they were (one version on)
  const restored = await succeeds(ctx, preferencesSave, { body: { ...found, version: saved.version } }, 'the operator’s own preferences put back')
  holds(ctx, preferencesSave, !!restored && same(choicesOf(documentOf(restored)), choicesOf(found)), 'could not put the operator’s own preferences back')
}
