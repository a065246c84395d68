import { articleBatchStatus, articleGet, articles as articlesOps } from '../../api/operations/articles'
import { route } from '../routes'
import { ARTICLE_FILTERS } from '../../api/filters'
import { trimInvisible } from '../../api/text'
import { Model, type Server } from 'miragejs'
import { ARTICLE_LIMITS, ARTICLE_STATUS_LABELS, coverUrlProblem, type ArticleInput, type ArticleRow, type ArticleStatus } from '../../api/articles'
import type { PushRecord } from '../../api/push'
import { fail, ok } from '../envelope'
import { existingRows, fieldRefusal, filterRows, listAnswer, notFound, nowIso, readBody, readTarget, listSpecOf, type ListSpec } from '../list'
import type { MockResource } from '../resource'
import { otherOperatorOf } from '../otherOperator'
import { stampRoute, versionRefusal, versionsRoute, withChanged } from '../versions'
import { lastPushes, lastPushOf } from './articlePushes'
import { restorableRows, restoreRoute, type RestorableTable } from '../restorable'
import { buildSeedArticles, contentOf, withContent, type ArticleRecord } from './articleSeeds'

const spec: ListSpec<ArticleRow, typeof ARTICLE_FILTERS> = listSpecOf(articlesOps.list, {
  filters: {
    status: (article, value) => article.status === value,
    theme: (article, value) => article.theme === value,
    domain: (article, value) => article.domain === value,
    pushStatus: (article, value) => (article.lastPush?.status ?? 'none') === value,
  },
  created: 'createdAt',
})

type Db = Server['db']
type Rows = ArticleRecord[] & RestorableTable<ArticleRecord>
const articles = (db: Db) => db.articles as unknown as Rows
const names = (rows: unknown, field: string) => ((rows as Record<string, unknown>[] | undefined) ?? []).map((row) => row[field])

/** The list leaves out each article's HTML (a page of rows stays small) and adds its last push. */
function listRows(db: Db): ArticleRow[] {
  const pushes = lastPushes((db.pushRecords as unknown as PushRecord[] | undefined) ?? [])
  return articles(db).map(({ content: _content, body: _body, ...summary }) => ({ ...summary, lastPush: lastPushOf(pushes, summary) }))
}

const isStatus = (value: unknown): value is ArticleStatus => typeof value === 'string' && value in ARTICLE_STATUS_LABELS
const length = (text: string) => [...text].length

/** The whole article as it would be stored, or the per-field messages (docs/api.md). */
function check(db: Db, body: Partial<Record<keyof ArticleInput, unknown>>): { input: ArticleInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const text = (field: keyof ArticleInput) => {
    const value = body[field] ?? ''
    if (typeof value === 'string') return trimInvisible(value)
    errors[field] = '格式不正确'
    return ''
  }
  const title = text('title')
  const theme = text('theme')
  const domain = text('domain')
  const summary = text('summary')
  const coverUrl = text('coverUrl')
  const content = typeof body.content === 'string' ? body.content : ''
  const tagList = Array.isArray(body.tags) && body.tags.every((tag) => typeof tag === 'string') ? (body.tags as string[]) : null
  const tags = [...new Set((tagList ?? []).map((tag) => tag.trim()))]
  const status = isStatus(body.status) ? body.status : null

  if (!title) errors.title = '请输入文章标题'
  else if (length(title) > ARTICLE_LIMITS.title) errors.title = `标题最多 ${ARTICLE_LIMITS.title} 个字符`
  if (!theme) errors.theme = '请选择主题'
  else if (!names(db.themes, 'name').includes(theme)) errors.theme = `主题「${theme}」不存在，请重新选择`
  if (!domain) errors.domain = '请选择域名'
  else if (!names(db.domains, 'domain').includes(domain)) errors.domain = `域名「${domain}」不存在，请重新选择`
  if (length(summary) > ARTICLE_LIMITS.summary) errors.summary = `摘要最多 ${ARTICLE_LIMITS.summary} 个字符`
  if (body.content !== undefined && typeof body.content !== 'string') errors.content = '格式不正确'
  else if (content.length > ARTICLE_LIMITS.content) errors.content = `正文最多 ${ARTICLE_LIMITS.content} 个字符`
  else if (status === 'published' && !content.trim()) errors.content = '发布前请填写正文'
  if (!tagList) errors.tags = '标签格式不正确'
  else if (tags.length > ARTICLE_LIMITS.tags) errors.tags = `最多 ${ARTICLE_LIMITS.tags} 个标签`
  else if (tags.some((tag) => !tag || length(tag) > ARTICLE_LIMITS.tag)) errors.tags = `每个标签为 1–${ARTICLE_LIMITS.tag} 个字符`
  const coverError = coverUrlProblem(coverUrl)
  if (coverError) errors.coverUrl = coverError
  if (!status) errors.status = '状态只能是草稿或已发布'

  if (Object.keys(errors).length || !status) return { errors }
  return { input: { title, theme, domain, summary, content, tags, coverUrl, status } }
}

/** publishedAt follows the status: set when an article becomes published, cleared when it goes back to draft. */
function publishedAt(before: ArticleRecord | null, status: ArticleStatus, now: string): string | null {
  if (status === 'draft') return null
  return before?.status === 'published' ? before.publishedAt : now
}

export const articlesResource: MockResource = {
  models: { article: Model },
  seed(server) {
    server.db.loadData({ articles: buildSeedArticles() })
  },
  routes(server, scenario) {
    const db = server.db
    const deleted = restorableRows<ArticleRecord>()
    // the whole stored articles (content included) a batch applies to: its ids, or all the list shows for its filter
    const chosen = (target: NonNullable<ReturnType<typeof readTarget>>) =>
      'ids' in target ? existingRows(articles(db), target.ids) : filterRows(listRows(db), target.filter, spec).map((row) => articles(db).find(row.id)!)

    const list = (request: Parameters<typeof listAnswer>[1]) => listAnswer(listRows(db), request, spec)
    route(server, scenario, articlesOps.list, list)
    stampRoute(server, scenario, articlesOps.stamp, list)
    versionsRoute(server, scenario, articlesOps.versions, (id) => articles(db).find(id))
    // the whole article, as an update answers it
    const guarded = (id: string) => ({
      current: () => withContent(articles(db).find(id)!),
      meddle: () => otherOperatorOf(server).changeRow('articles', id),
    })

    route(server, scenario, articleGet, (request) => {
      const article = articles(db).find(request.params.id)
      return article ? ok(withContent(article)) : notFound('文章')
    })

    route(server, scenario, articlesOps.create, (request) => {
      const result = check(db, { tags: [], status: 'draft', ...readBody<ArticleInput>(request) })
      if ('errors' in result) return fieldRefusal(result.errors)
      const now = nowIso()
      const { input } = result
      const article = db.articles.insert({ ...input, createdAt: now, updatedAt: now, publishedAt: publishedAt(null, input.status, now) })
      return ok(withContent(article as unknown as ArticleRecord), '文章已创建')
    })

    route(server, scenario, articlesOps.update, (request) => {
      const found = articles(db).find(request.params.id)
      if (!found) return notFound('文章')
      const stale = versionRefusal(scenario, request, guarded(found.id))
      if (stale) return stale
      const stored = articles(db).find(found.id)!
      const result = check(db, { ...withContent(stored), ...readBody<ArticleInput>(request) })
      if ('errors' in result) return fieldRefusal(result.errors)
      const now = nowIso()
      const { input } = result
      const article = db.articles.update(stored.id, { ...input, updatedAt: now, publishedAt: publishedAt(stored, input.status, now) })
      return ok(withContent(article as unknown as ArticleRecord), '文章已保存')
    })

    route(server, scenario, articlesOps.delete, (request) => {
      const article = articles(db).find(request.params.id)
      if (!article) return notFound('文章')
      const stale = versionRefusal(scenario, request, { current: guarded(article.id).current })
      if (stale) return stale
      deleted.keep([article])
      db.articles.remove(article.id)
      return ok(null, `文章「${article.title}」已删除`)
    })

    route(server, scenario, articlesOps.batchDelete, (request) => {
      const target = readTarget(request)
      if (!target) return fail(1400, '请选择要删除的文章')
      const rows = chosen(target)
      deleted.keep(rows)
      db.articles.remove(rows.map((article) => article.id))
      return ok(withChanged(request, rows, { deleted: rows.length, ids: rows.map((article) => article.id) }), `已删除 ${rows.length} 篇文章`)
    })

    restoreRoute<ArticleRecord>(server, scenario, {
      op: articlesOps.restore,
      store: deleted,
      table: () => articles(db),
      what: (count) => `${count} 篇文章`,
      conflict: (article) => (names(db.domains, 'domain').includes(article.domain) ? null : `文章「${article.title}」的域名 ${article.domain} 已被删除`),
    })

    route(server, scenario, articleBatchStatus, (request) => {
      const target = readTarget(request)
      const { status } = readBody<{ status: unknown }>(request)
      if (!target) return fail(1400, '请选择文章')
      if (!isStatus(status)) return fail(1400, '状态只能是草稿或已发布')
      const rows = chosen(target)
      if (!rows.length) return 'ids' in target ? notFound('文章') : fail(1404, '没有符合条件的文章')
      const empty = rows.filter((article) => !contentOf(article).trim())
      if (status === 'published' && empty.length) {
        return fail(1409, `以下文章没有正文，无法发布，未修改任何文章：${empty.map((article) => article.title).join('、')}`)
      }
      const now = nowIso()
      for (const article of rows) {
        if (article.status === status) continue
        db.articles.update(article.id, { status, updatedAt: now, publishedAt: publishedAt(article, status, now) })
      }
      const verb = status === 'published' ? '已发布' : '已取消发布'
      const msg = rows.length === 1 ? `文章「${rows[0].title}」${verb}` : `${verb} ${rows.length} 篇文章`
      return ok(withChanged(request, rows, { updated: rows.length }), msg)
    })
  },
}
