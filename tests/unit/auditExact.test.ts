// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../src/api/audit'
import { contentOf, type ArticleRecord } from '../../src/mock-server/resources/articleSeeds'
import { kept } from '../../src/mock-server/auditText'
import { done, latest, mockServer, rows, withAuditServer } from './mock-server/auditHarness'

// An update of one field of a seeded row records exactly that field, as the person reads the row: a field the
// server derives on read (a seeded article's HTML, written from its `body`) is compared as it answers it, not as
// it is stored.

withAuditServer()

const seeded = <T = Record<string, unknown>>(table: string) => rows<T>(table)[0]
const fieldsOf = (entry: AuditEntry) => (entry.changes ?? []).map((change) => change.field)

describe('an update of one field of a seeded row records that field only', () => {
  it('a theme’s description', async () => {
    const theme = seeded<{ description: string }>('themes')
    await done('PUT', `/themes/${theme.id}`, { description: '只改描述' })
    expect((await latest()).changes).toEqual([{ field: 'description', before: theme.description, after: '只改描述' }])
  })

  it('a domain’s title', async () => {
    const domain = seeded<{ title: string }>('domains')
    await done('PUT', `/domains/${domain.id}`, { title: '只改标题' })
    expect((await latest()).changes).toEqual([{ field: 'title', before: domain.title, after: '只改标题' }])
  })

  it('a backlink’s anchor text', async () => {
    const link = seeded<{ anchorText: string }>('backlinks')
    await done('PUT', `/backlinks/${link.id}`, { anchorText: '只改锚文本' })
    expect((await latest()).changes).toEqual([{ field: 'anchorText', before: link.anchorText, after: '只改锚文本' }])
  })

  it('a comment’s reply', async () => {
    const comment = rows<{ reply: string; status: string }>('comments').find((row) => row.status === 'approved')!
    await done('PUT', `/comments/${comment.id}`, { reply: '只改回复' })
    expect((await latest()).changes).toEqual([{ field: 'reply', before: comment.reply, after: '只改回复' }])
  })

  it('an article’s title: no 正文 change, though its HTML was never saved before', async () => {
    const article = seeded<ArticleRecord>('articles')
    expect(article.content).toBeUndefined()
    await done('PUT', `/articles/${article.id}`, { title: '只改标题' })
    const entry = await latest()
    expect(entry.changes).toEqual([{ field: 'title', before: article.title, after: '只改标题' }])
    expect(entry.summary).toBe(`修改文章「只改标题」：标题 ${article.title} → 只改标题`)

    // the next save of its title: still the title only, now that its HTML is stored
    await done('PUT', `/articles/${article.id}`, { title: '再改标题' })
    expect(fieldsOf(await latest())).toEqual(['title'])
  })

  it('an article’s 正文: before is the HTML the person read, not 空', async () => {
    const article = seeded<ArticleRecord>('articles')
    await done('PUT', `/articles/${article.id}`, { content: '<p>新的正文</p>' })
    expect((await latest()).changes).toEqual([{ field: 'content', before: kept(contentOf(article)), after: '<p>新的正文</p>' }])
  })

  it('an article the other operator retitles: its entry names the title only', async () => {
    const article = seeded<ArticleRecord>('articles')
    mockServer().otherOperator.changeRow('articles', article.id)
    const entry = await latest()
    expect(entry).toMatchObject({ operator: 'editor', action: 'update', rowIds: [article.id] })
    expect(fieldsOf(entry)).toEqual(['title'])
  })

  it.each(['themes', 'articles', 'domains'] as const)(
    '%s: the other operator’s change after the demo’s saved data was loaded names its one field',
    async (table) => {
      // what a page load of the demo does with the data it saved (src/mock-server/persistence.ts): every row inserted again
      const db = mockServer().server.db
      const saved = db.dump()
      db.emptyData()
      db.loadData(saved)
      const row = seeded(table)
      mockServer().otherOperator.changeRow(table, row.id)
      const entry = await latest()
      expect(entry).toMatchObject({ operator: 'editor', action: 'update', rowIds: [row.id] })
      expect(fieldsOf(entry)).toHaveLength(1)
    },
  )

  it('a domain’s push settings: the one key sent', async () => {
    const settings = seeded<{ domain: string; bingApiKey: string | null }>('pushSettings')
    await done('PUT', '/push/settings', { domain: settings.domain, indexNowKey: 'a'.repeat(32) })
    expect(fieldsOf(await latest())).toEqual(['indexNowKey'])
  })
})
