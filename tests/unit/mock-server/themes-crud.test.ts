// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Theme } from '../../../src/api/themes'
import type { Page } from '../../../src/api/envelope'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { rawApi } from '../../support/rawApi'

let mock: MockServer
const api = rawApi()
beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => mock.shutdown())

const names = async (params: Record<string, unknown> = {}) =>
  (await api.get<Page<Theme>>('/themes', { page: 1, pageSize: 20, ...params })).body.data.items.map((theme) => theme.name)

describe('Mirage /api/themes', () => {
  it('lists one page with derived domain counts and the total', async () => {
    const { body } = await api.get<Page<Theme>>('/themes', { page: 1, pageSize: 4 })
    expect(body.code).toBe(0)
    expect(body.data).toMatchObject({ total: 6, page: 1, pageSize: 4 })
    expect(body.data.items).toHaveLength(4)
    const used = (mock.server.db.domains as unknown as { theme: string }[]).filter((domain) => domain.theme === body.data.items[0].name)
    expect(body.data.items[0].domainCount).toBe(used.length)
  })

  it('searches, sorts and refuses bad paging', async () => {
    expect(await names({ keyword: '攻略' })).toEqual(['旅行日记'])
    expect(await names({ sort: 'name', order: 'asc' })).toEqual([...(await names())].sort((a, b) => a.localeCompare(b, 'zh-CN')))
    const bad = await api.get('/themes', { page: 0, pageSize: 20 })
    expect(bad.body.code).toBe(1400)
  })

  it('creates a theme and refuses invalid or duplicate names field by field', async () => {
    const short = await api.post('/themes', { name: 'a', description: '' })
    expect(short.body).toMatchObject({ code: 1422, data: { fields: { name: '主题名称为 2–32 个字符' } } })
    const duplicate = await api.post('/themes', { name: ' 极简博客 ', description: '' })
    expect(duplicate.body.data).toEqual({ fields: { name: '主题「极简博客」已存在' } })
    const created = await api.post<Theme>('/themes', { name: '  暗夜模式  ', description: '深色' })
    expect(created.body).toMatchObject({ code: 0, msg: '主题已创建', data: { name: '暗夜模式', domainCount: 0 } })
    expect((await api.get<string[]>('/theme')).body.data).toContain('暗夜模式')
  })

  it('renames a theme in every domain and article that uses it', async () => {
    const rows = (collection: unknown) => collection as { theme: string }[]
    const before = rows(mock.server.db.domains).filter((domain) => domain.theme === '新闻门户').length
    expect(rows(mock.server.db.articles).some((article) => article.theme === '新闻门户')).toBe(true)
    const renamed = await api.put<Theme>('/themes/2', { name: '新闻中心' })
    expect(renamed.body.data).toMatchObject({ name: '新闻中心', domainCount: before })
    expect(rows(mock.server.db.domains).some((domain) => domain.theme === '新闻门户')).toBe(false)
    expect(rows(mock.server.db.articles).some((article) => article.theme === '新闻门户')).toBe(false)
  })

  it('refuses to delete a theme in use, and deletes it once no domain uses it', async () => {
    const refused = await api.delete('/themes/1')
    expect(refused.body.code).toBe(1409)
    expect(refused.body.msg).toMatch(/^主题「极简博客」正被 \d+ 个域名使用，请先为这些域名更换主题$/)
    mock.server.db.domains.update({ theme: '极简博客' }, { theme: '新闻门户' })
    const articles = await api.delete('/themes/1')
    expect(articles.body.msg).toMatch(/^主题「极简博客」正被 \d+ 篇文章使用，请先为这些文章更换主题$/)
    mock.server.db.articles.update({ theme: '极简博客' }, { theme: '新闻门户' })
    expect((await api.delete('/themes/1')).body).toMatchObject({ code: 0, msg: '主题「极简博客」已删除' })
    expect((await api.delete('/themes/1')).body.code).toBe(1404)
  })

  it('deletes a batch only when no theme in it is used', async () => {
    const created = await api.post<Theme>('/themes', { name: '空主题', description: '' })
    const refused = await api.post('/themes/batch-delete', { ids: [created.body.data.id, '1'] })
    expect(refused.body).toMatchObject({ code: 1409 })
    expect(await names({ keyword: '空主题' })).toEqual(['空主题'])
    const done = await api.post('/themes/batch-delete', { ids: [created.body.data.id] })
    expect(done.body).toMatchObject({ code: 0, data: { deleted: 1 } })
    expect((await api.post('/themes/batch-delete', { ids: [] })).body.code).toBe(1400)
  })

  it('accepts a .zip package up to 20 MB and refuses anything else', async () => {
    const upload = (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return api.post<Theme>('/themes/5/package', body)
    }
    const ok = await upload(new File([new Uint8Array(2048)], 'food-1.0.0.zip'))
    expect(ok.body).toMatchObject({ code: 0, msg: '主题包上传成功', data: { packageName: 'food-1.0.0.zip', packageSize: 2048 } })
    const wrongType = await upload(new File(['x'], 'food.rar'))
    expect(wrongType.body.data).toEqual({ fields: { file: '主题包必须是 .zip 文件' } })
    const tooBig = new File(['x'], 'huge.zip')
    Object.defineProperty(tooBig, 'size', { value: 20 * 1024 * 1024 + 1 })
    expect((await upload(tooBig)).body.data).toEqual({ fields: { file: '主题包不能超过 20 MB' } })
  })

  it('answers 401 without a valid token', async () => {
    expect((await rawApi(null).get('/themes')).status).toBe(401)
    expect((await rawApi('forged.token.here').post('/themes', { name: '新主题' })).status).toBe(401)
  })
})
