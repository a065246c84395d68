import { themeNames } from '../../api/operations/auth'
import { themePackage, themes as themesOps } from '../../api/operations/themes'
import { route } from '../routes'
import { cleanText } from '../../api/text'
import { Model, type Request, type Server } from 'miragejs'
import { themeDescriptionProblem, themeNameProblem, themePackageProblem, type Theme, type ThemeInput } from '../../api/themes'
import { fail, ok } from '../envelope'
import { existingRows, fieldRefusal, filterRows, listAnswer, notFound, nowIso, readBody, readTarget, listSpecOf, type ListSpec } from '../list'
import { daysBefore } from '../random'
import type { MockResource } from '../resource'
import { otherOperatorOf } from '../otherOperator'
import { stampRoute, versionRefusal, versionsRoute, withChanged } from '../versions'

/** A stored theme: domainCount is derived from the domains on every answer. */
export type ThemeRecord = Omit<Theme, 'domainCount'>

const seedRow = (name: string, description: string, created: number, updated: number, zip?: [string, number]): Omit<ThemeRecord, 'id'> => ({
  name,
  description,
  packageName: zip?.[0] ?? null,
  packageSize: zip?.[1] ?? null,
  packageUploadedAt: zip ? daysBefore(updated) : null,
  createdAt: daysBefore(created),
  updatedAt: daysBefore(updated),
})

export const seedThemes: Omit<ThemeRecord, 'id'>[] = [
  seedRow('极简博客', '单栏排版，适合个人博客与随笔', 210, 12, ['minimal-blog-2.3.1.zip', 1_843_200]),
  seedRow('新闻门户', '多栏资讯布局，首页聚合头条与专题', 198, 30, ['news-portal-1.8.0.zip', 4_620_288]),
  seedRow('企业官网', '品牌展示、产品介绍与联系表单', 176, 45, ['corporate-3.0.2.zip', 3_145_728]),
  seedRow('科技资讯', '深色科技风，适合评测与行业快讯', 150, 8, ['tech-news-1.2.4.zip', 2_516_582]),
  seedRow('美食天地', '大图瀑布流，菜谱与探店内容', 121, 60),
  seedRow('旅行日记', '游记与攻略，带地图与相册', 95, 3, ['travel-diary-0.9.7.zip', 6_291_456]),
]

const spec: ListSpec<Theme> = listSpecOf(themesOps.list, {})

type Db = Server['db']
const themes = (db: Db) => db.themes as unknown as { where(q: object): ThemeRecord[]; find(id: string): ThemeRecord | null } & ThemeRecord[]
const using = (rows: unknown, name: string) => ((rows as { theme: string }[] | undefined) ?? []).filter((row) => row.theme === name).length
const domainsUsing = (db: Db, name: string) => using(db.domains, name)
const articlesUsing = (db: Db, name: string) => using(db.articles, name)
const inUse = (db: Db, name: string) => domainsUsing(db, name) + articlesUsing(db, name) > 0

const withCount = (db: Db, theme: ThemeRecord): Theme => ({ ...theme, domainCount: domainsUsing(db, theme.name) })

function validate(db: Db, body: Partial<ThemeInput>, id: string | null): Record<string, string> {
  const errors: Record<string, string> = {}
  const name = cleanText(body.name)
  const nameProblem = themeNameProblem(name)
  if (nameProblem) errors.name = nameProblem
  else if (themes(db).some((theme) => theme.name.toLowerCase() === name.toLowerCase() && theme.id !== id)) errors.name = `主题「${name}」已存在`
  const description = typeof body.description === 'string' ? themeDescriptionProblem(body.description) : null
  if (description) errors.description = description
  return errors
}

function inUseRefusal(db: Db, theme: ThemeRecord) {
  const domains = domainsUsing(db, theme.name)
  const articles = articlesUsing(db, theme.name)
  if (domains > 0) return fail(1409, `主题「${theme.name}」正被 ${domains} 个域名使用，请先为这些域名更换主题`)
  if (articles > 0) return fail(1409, `主题「${theme.name}」正被 ${articles} 篇文章使用，请先为这些文章更换主题`)
  return null
}

/** The uploaded file of a multipart body (Mirage hands the FormData over as it is). */
function uploadedFile(request: Request): File | null {
  const body = request.requestBody as unknown
  if (body instanceof FormData) {
    const file = body.get('file')
    return file instanceof File ? file : null
  }
  return null
}

export const themesResource: MockResource = {
  models: { theme: Model },
  seed(server) {
    server.db.loadData({ themes: seedThemes })
  },
  routes(server, scenario) {
    const db = server.db
    // the spec's call: the names of all themes, for every theme select
    route(server, scenario, themeNames, () => ok(themes(db).map((theme) => theme.name)))

    const list = (request: Request) =>
      listAnswer(
        themes(db).map((theme) => withCount(db, theme)),
        request,
        spec,
      )
    route(server, scenario, themesOps.list, list)
    stampRoute(server, scenario, themesOps.stamp, list)
    versionsRoute(server, scenario, themesOps.versions, (id) => themes(db).find(id))
    // what a conflict carries, and what the other operator does first under conflictNextSave
    const guarded = (id: string) => ({
      current: () => withCount(db, themes(db).find(id)!),
      meddle: () => otherOperatorOf(server).changeRow('themes', id),
    })

    route(server, scenario, themesOps.create!, (request) => {
      const body = readBody<ThemeInput>(request)
      const errors = validate(db, body, null)
      if (Object.keys(errors).length) return fieldRefusal(errors)
      const now = nowIso()
      const theme = db.themes.insert({
        name: cleanText(body.name),
        description: (body.description ?? '').trim(),
        packageName: null,
        packageSize: null,
        packageUploadedAt: null,
        createdAt: now,
        updatedAt: now,
      }) as unknown as ThemeRecord
      return ok(withCount(db, theme), '主题已创建')
    })

    route(server, scenario, themesOps.update, (request) => {
      const found = themes(db).find(request.params.id)
      if (!found) return notFound('主题')
      const stale = versionRefusal(scenario, request, guarded(found.id))
      if (stale) return stale
      const theme = themes(db).find(found.id)!
      const body = { name: theme.name, description: theme.description, ...readBody<ThemeInput>(request) }
      const errors = validate(db, body, theme.id)
      if (Object.keys(errors).length) return fieldRefusal(errors)
      const name = cleanText(body.name)
      // a rename follows the theme into every domain and article that uses it
      if (name !== theme.name) {
        db.domains?.update({ theme: theme.name }, { theme: name })
        db.articles?.update({ theme: theme.name }, { theme: name })
      }
      const updated = db.themes.update(theme.id, { name, description: (body.description ?? '').trim(), updatedAt: nowIso() }) as unknown as ThemeRecord
      return ok(withCount(db, updated), '主题已保存')
    })

    route(server, scenario, themesOps.delete, (request) => {
      const theme = themes(db).find(request.params.id)
      if (!theme) return notFound('主题')
      const stale = versionRefusal(scenario, request, { current: guarded(theme.id).current })
      if (stale) return stale
      const refusal = inUseRefusal(db, theme)
      if (refusal) return refusal
      db.themes.remove(theme.id)
      return ok(null, `主题「${theme.name}」已删除`)
    })

    route(server, scenario, themesOps.batchDelete, (request) => {
      const target = readTarget(request)
      if (!target) return fail(1400, '请选择要删除的主题')
      const chosen =
        'ids' in target
          ? existingRows(themes(db), target.ids)
          : filterRows(
              themes(db).map((theme) => withCount(db, theme)),
              target.filter,
              spec,
            )
      const used = chosen.filter((theme) => inUse(db, theme.name))
      if (used.length) return fail(1409, `以下主题正被域名或文章使用，未删除任何主题：${used.map((theme) => theme.name).join('、')}`)
      db.themes.remove(chosen.map((theme) => theme.id))
      return ok(withChanged(request, chosen, { deleted: chosen.length, ids: chosen.map((theme) => theme.id) }), `已删除 ${chosen.length} 个主题`)
    })

    route(server, scenario, themePackage, (request) => {
      const theme = themes(db).find(request.params.id)
      if (!theme) return notFound('主题')
      const stale = versionRefusal(scenario, request, guarded(theme.id))
      if (stale) return stale
      const file = uploadedFile(request)
      if (!file) return fieldRefusal({ file: '请选择要上传的主题包' })
      const problem = themePackageProblem(file)
      if (problem) return fieldRefusal({ file: problem })
      const now = nowIso()
      const updated = db.themes.update(theme.id, {
        packageName: file.name,
        packageSize: file.size,
        packageUploadedAt: now,
        updatedAt: now,
      }) as unknown as ThemeRecord
      return ok(withCount(db, updated), '主题包上传成功')
    })
  },
}
