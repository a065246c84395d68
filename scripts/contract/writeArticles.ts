/** The kit's articles, on its own domain and theme: created, changed, published by ids and back to drafts by its keyword. */
import { articleBatchStatus, articles } from '../../src/api/operations/articles'
import { refuses, succeeds, type Ctx } from './checks'
import type { Created, Kit, Section } from './kit'
import { batchChecks, createRow, holds } from './sectionChecks'

/** `whilePublished`: what runs while the kit's first article is published (the article push checks). */
export async function articleChecks(
  ctx: Ctx,
  kit: Kit,
  created: Created,
  section: Section,
  where: { theme: string; domain: string },
  whilePublished: (articleId: string) => Promise<void>,
): Promise<string[] | null> {
  const body = (n: number) => ({ title: `${kit.name} 文章 ${n}`, ...where, summary: '', content: '<p>契约检查</p>', tags: [], coverUrl: '', status: 'draft' })
  const made = []
  for (const n of [1, 2, 3]) {
    const row = await createRow(ctx, created, section, articles.create, body(n), `its article ${n}`)
    if (row) made.push(row)
  }
  await refuses(ctx, articles.create, { body: { ...body(4), title: '' } }, 1422, 'an empty title')
  if (made.length < 3) return null
  const [first] = made

  const summary = `${kit.name} 修改过的摘要`
  const updated = await succeeds(ctx, articles.update, { params: { id: first.id }, body: { summary } }, `its article ${first.id}`)
  if (updated) holds(ctx, articles.update, updated.summary === summary && updated.content === first.content, 'the answer does not show the change (summary)')
  await refuses(ctx, articles.update, { params: { id: first.id }, body: { title: '' } }, 1422, 'an empty title')

  await batchChecks(ctx, section, articleBatchStatus, 'status', ['published', 'draft'], first.id, () => whilePublished(first.id))
  return made.map((row) => row.id)
}
