// @vitest-environment happy-dom — Mirage answers the browser's XHR; the client checks run beside it
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Domain } from '../../../src/api/domains'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { blankArticle } from '../../../src/machines/articleFormMachine'
import { validateArticle } from '../../../src/routes/articles/articleRules'
import { validateReply } from '../../../src/routes/comment/CommentReplyDialog'
import { domainChanges, validateDomainForm, type DomainFormValues } from '../../../src/routes/domain/DomainFormDialog'
import { validateTheme } from '../../../src/routes/themes/ThemeFormDialog'
import { rawApi } from '../../support/rawApi'

// A theme name, domain title, article title or reply of only zero-width characters, BOM or
// whitespace is empty, for the client's checks and Mirage's alike; invisible characters at either end are dropped.

const BLANKS = ['\u200b', '\u200b\u200c\u200d', '\ufeff', '\u2060\u2060', ' \u3000\t\u200b\ufeff ', '\u3164', '\u00ad\u200e\u200f']
const AROUND = '\u200b\ufeff \u200d'

describe('the client’s checks', () => {
  it.each(BLANKS)('treat the theme name %j as empty', (name) => {
    expect(validateTheme({ name, description: '' })).toEqual({ name: '请输入主题名称' })
  })

  it('measure a theme name without the invisible characters around it', () => {
    expect(validateTheme({ name: `${AROUND}暗${AROUND}`, description: '' })).toEqual({ name: '主题名称为 2–32 个字符' })
    expect(validateTheme({ name: `${AROUND}暗夜${AROUND}`, description: '' })).toEqual({})
  })

  it.each(BLANKS)('treat the article title %j as empty', (title) => {
    expect(validateArticle({ ...blankArticle(), title, theme: '极简博客', domain: 'a.example' })).toEqual({ title: '请输入文章标题' })
  })

  it.each(BLANKS)('treat the reply %j as empty', (reply) => {
    expect(validateReply({ reply })).toEqual({ reply: '请输入回复内容' })
  })

  it.each(BLANKS)('send the domain title %j as an empty one', (title) => {
    const values: DomainFormValues = {
      existing: true,
      domain: 'a.example',
      theme: '极简博客',
      status: 'active',
      title,
      keywords: AROUND,
      description: `${AROUND}说明`,
    }
    expect(validateDomainForm(values)).toEqual({})
    expect(domainChanges(values)).toMatchObject({ title: '', keywords: '', description: '说明' })
  })
})

describe('Mirage', () => {
  let mock: MockServer
  const api = rawApi()
  beforeEach(() => {
    mock = makeServer({ environment: 'test' })
  })
  afterEach(() => mock.shutdown())

  const domains = () => mock.server.db.domains as unknown as (Domain & { id: string })[]
  const comments = () => mock.server.db.comments as unknown as { id: string; reply: string | null }[]

  it.each(BLANKS)('refuses the theme name %j, and stores a name without the invisible characters around it', async (name) => {
    const refused = await api.post('/themes', { name, description: '' })
    expect(refused.body).toMatchObject({ code: 1422, data: { fields: { name: '请输入主题名称' } } })
    const created = await api.post<{ name: string }>('/themes', { name: `${name}暗夜${name}`, description: '' })
    expect(created.body).toMatchObject({ code: 0, data: { name: '暗夜' } })
  })

  it.each(BLANKS)('refuses the article title %j', async (title) => {
    const domain = domains()[0]
    const body = { title, theme: domain.theme, domain: domain.domain, summary: '', content: '', tags: [], coverUrl: '', status: 'draft' }
    const refused = await api.post('/articles', body)
    expect(refused.body).toMatchObject({ code: 1422, data: { fields: { title: '请输入文章标题' } } })
    const created = await api.post<{ title: string }>('/articles', { ...body, title: `${AROUND}标题${AROUND}` })
    expect(created.body).toMatchObject({ code: 0, data: { title: '标题' } })
  })

  it.each(BLANKS)('refuses the reply %j', async (reply) => {
    const comment = comments()[0]
    const refused = await api.put(`/comments/${comment.id}`, { reply })
    expect(refused.body).toMatchObject({ code: 1422, data: { fields: { reply: '请输入回复内容' } } })
    const replied = await api.put<{ reply: string }>(`/comments/${comment.id}`, { reply: `${AROUND}谢谢${AROUND}` })
    expect(replied.body).toMatchObject({ code: 0, data: { reply: '谢谢' } })
  })

  it.each(BLANKS)('stores the domain title %j as an empty one', async (title) => {
    const domain = domains()[0]
    const saved = await api.put<Domain>(`/domains/${domain.id}`, { theme: domain.theme, status: domain.status, title, keywords: AROUND, description: '' })
    expect(saved.body).toMatchObject({ code: 0, data: { title: '', keywords: '' } })
    expect(mock.server.db.domains.find(domain.id)).toMatchObject({ title: '', keywords: '' })
  })
})
