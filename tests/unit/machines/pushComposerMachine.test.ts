import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { pushComposerMachine, type SubmitInput } from '../../../src/machines/pushComposerMachine'
import { countProblem, secretProblem, zh, type ArticleUrl, type PushQuota } from '../../../src/api/push'
import { prefillFromArticles, urlLines } from '../../../src/machines/pushRules'
import { RequestError } from '../../../src/machines/requestErrors'
import { articleUrl } from '../../support/articleUrls'

const quotaFor = (domain: string, baiduRemain = 3000, bingRemain = 100): PushQuota => ({
  domain,
  engines: {
    baidu: { perPush: 2000, daily: 3000, remain: baiduRemain },
    bing: { perPush: null, daily: 100, remain: bingRemain },
    indexnow: { perPush: 10_000, daily: null, remain: null },
  },
})

/** A composer whose effects are in the test's hands: each call waits until the test settles it. */
function startComposer({ articles = [] as ArticleUrl[], missing = [] as string[], quotas = {} as Record<string, PushQuota> } = {}) {
  const pushed = vi.fn()
  const recorded = vi.fn()
  const quotaAsked: string[] = []
  const resolveAsked: string[][] = []
  const sent: SubmitInput[] = []
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null
  const actor = createActor(
    pushComposerMachine.provide({
      actors: {
        resolveArticles: fromPromise(async ({ input }) => {
          resolveAsked.push(input.ids)
          if (input.ids.includes('boom')) throw new RequestError('business', '文章服务暂时不可用')
          return { items: articles.filter((item) => input.ids.includes(item.id)), missing: missing.filter((id) => input.ids.includes(id)) }
        }),
        loadQuota: fromPromise(async ({ input }) => {
          quotaAsked.push(input.domain)
          return quotas[input.domain] ?? quotaFor(input.domain)
        }),
        submit: fromPromise(({ input }) => {
          sent.push(input)
          return new Promise((resolve, reject) => (settle = { resolve, reject }))
        }),
      },
      actions: { pushed: (_, params) => pushed(params.record), recorded: (_, params) => recorded(params.record) },
    }),
  ).start()
  const context = () => actor.getSnapshot().context
  const form = () => (actor.getSnapshot().value as { open?: { form: string } }).open?.form ?? actor.getSnapshot().value
  const quotaKnown = () => waitFor(actor, (state) => state.matches({ open: { quota: 'known' } }))
  return { actor, context, form, pushed, recorded, quotaAsked, resolveAsked, sent, quotaKnown, settle: () => settle! }
}

describe('push rules', () => {
  it('reads URLs one per line, trimmed, without blanks or repeats', () => {
    expect(urlLines(' https://a.com/1 \n\nhttps://a.com/2\r\nhttps://a.com/1\n  ')).toEqual(['https://a.com/1', 'https://a.com/2'])
  })

  it('states each engine’s limit: per push, then what is left of today’s quota', () => {
    expect(countProblem('baidu', 2001, null)).toBe('百度单次最多推送 2000 条，当前 2001 条')
    expect(countProblem('baidu', 2000, { perPush: 2000, daily: 3000, remain: 2000 })).toBeNull()
    expect(countProblem('baidu', 1, { perPush: 2000, daily: 3000, remain: 0 })).toBe('百度今日推送额度已用完，请明天再推送')
    expect(countProblem('bing', 11, { perPush: null, daily: 100, remain: 10 })).toBe('必应今日剩余额度 10 条，当前 11 条，请减少网址或明天再推送')
    expect(countProblem('indexnow', 10_001, null)).toBe('IndexNow 单次最多推送 10000 条，当前 10001 条')
    expect(countProblem('indexnow', 10_000, null)).toBeNull()
  })

  it('spaces Latin words inserted into Chinese text, and only those', () => {
    expect(zh`请先在推送设置中填写${'IndexNow 密钥'}`).toBe('请先在推送设置中填写 IndexNow 密钥')
    expect(zh`请先在推送设置中填写${'百度推送密钥'}`).toBe('请先在推送设置中填写百度推送密钥')
    expect(zh`${'IndexNow'}接受了 ${3} 条（${'403'}）`).toBe('IndexNow 接受了 3 条（403）')
  })

  it('keeps a secret left as shown, refuses a blank over a stored one, masked text and the wrong form', () => {
    expect(secretProblem('baidu', 'abcd••••••wxyz', 'abcd••••••wxyz')).toBeNull()
    expect(secretProblem('baidu', ' ', 'abcd••••••wxyz')).toBe('留空不会清除已保存的百度推送密钥；如需清除，请点「清除」')
    expect(secretProblem('baidu', '', null)).toBeNull()
    expect(secretProblem('bing', 'abcd••••••1234', 'ffff••••••0000')).toBe('请填写完整的必应 API 密钥，不能使用打码显示的值')
    expect(secretProblem('baidu', 'short', null)).toBe('百度推送密钥为 16 位英文字母或数字')
    expect(secretProblem('baidu', 'abcdEFGH1234wxyz', 'abcd••••••wxyz')).toBeNull()
  })

  it('fills a push from articles: the domain with most published ones, first chosen on a tie; says what was left out', () => {
    const items = [articleUrl('1', 'b.com'), articleUrl('2', 'a.com'), articleUrl('3', 'a.com'), articleUrl('4', 'b.com', 'draft'), articleUrl('5', 'c.com')]
    expect(prefillFromArticles({ items, missing: ['9'] })).toEqual({
      domain: 'a.com',
      urls: ['https://a.com/posts/2.html', 'https://a.com/posts/3.html'],
      notice: '已加入 2 篇文章的网址；另有 1 篇未发布，2 篇属于其他域名（b.com、c.com），每次推送只能选一个域名，1 篇已不存在，未加入。',
    })
    expect(prefillFromArticles({ items: [articleUrl('1', 'b.com'), articleUrl('2', 'a.com')], missing: [] }).domain).toBe('b.com')
    expect(prefillFromArticles({ items: [articleUrl('1', 'b.com')], missing: [] }, 'b.com')).toEqual({
      domain: 'b.com',
      urls: ['https://b.com/posts/1.html'],
      notice: null,
    })
  })
})

describe('pushComposerMachine', () => {
  it('opens prefilled from article ids, looks up that domain’s quota, and closes without asking when nothing was changed', async () => {
    const composer = startComposer({ articles: [articleUrl('1', 'a.com'), articleUrl('2', 'a.com', 'draft')] })
    composer.actor.send({ type: 'push.open', articleIds: ['1', '2'] })
    expect(composer.actor.getSnapshot().value).toBe('resolving')
    await composer.quotaKnown()
    expect(composer.resolveAsked).toEqual([['1', '2']])
    expect(composer.context().values).toEqual({ domain: 'a.com', engine: 'baidu', text: 'https://a.com/posts/1.html' })
    expect(composer.context().notice).toBe('已加入 1 篇文章的网址；另有 1 篇未发布，未加入。')
    expect(composer.quotaAsked).toEqual(['a.com'])
    composer.actor.send({ type: 'push.cancel' })
    expect(composer.actor.getSnapshot().value).toBe('closed')
  })

  it('validates on push, then live; limits follow the engine and the chosen domain’s quota, never another domain’s', async () => {
    const composer = startComposer({ quotas: { 'a.com': quotaFor('a.com', 3000, 2) } })
    composer.actor.send({ type: 'push.open' })
    composer.actor.send({ type: 'push.submit' })
    expect(composer.context().errors).toEqual({ domain: '请选择域名', text: '请至少填写一个网址，每行一个' })
    composer.actor.send({ type: 'push.change', field: 'domain', value: 'a.com' })
    await composer.quotaKnown()
    composer.actor.send({ type: 'push.change', field: 'text', value: 'https://a.com/1\nhttps://a.com/2\nhttps://a.com/3' })
    expect(composer.context().errors).toEqual({})
    composer.actor.send({ type: 'push.change', field: 'engine', value: 'bing' })
    expect(composer.context().errors).toEqual({ text: '必应今日剩余额度 2 条，当前 3 条，请减少网址或明天再推送' })
    composer.actor.send({ type: 'push.change', field: 'domain', value: 'b.com' })
    // the quota of a.com says nothing about b.com; b.com's own comes in
    expect(composer.context().errors).toEqual({})
    await composer.quotaKnown()
    expect(composer.quotaAsked).toEqual(['a.com', 'b.com'])
    expect(composer.sent).toEqual([])
  })

  it('sends the URLs without repeats and closes with the record', async () => {
    const composer = startComposer()
    composer.actor.send({ type: 'push.open', values: { domain: 'a.com', engine: 'indexnow', text: 'https://a.com/1\n\nhttps://a.com/1\n https://a.com/2' } })
    composer.actor.send({ type: 'push.submit' })
    expect(composer.form()).toBe('submitting')
    composer.actor.send({ type: 'push.cancel' })
    expect(composer.form()).toBe('submitting')
    expect(composer.sent).toEqual([{ domain: 'a.com', engine: 'indexnow', urls: ['https://a.com/1', 'https://a.com/2'] }])
    composer.settle().resolve({ id: '61' })
    await waitFor(composer.actor, (state) => state.matches('closed'))
    expect(composer.pushed).toHaveBeenCalledWith({ id: '61' })
  })

  it('shows field refusals by the field, keeps a refused push’s record and looks the quota up again, and stays quiet when throttled', async () => {
    const composer = startComposer()
    composer.actor.send({ type: 'push.open', values: { domain: 'a.com', text: 'https://a.com/1' } })
    await composer.quotaKnown()
    composer.actor.send({ type: 'push.submit' })
    composer.settle().reject(
      new RequestError('business', '请检查填写的内容', {
        code: 1422,
        data: { fields: { urls: '百度单次最多推送 2000 条，当前 2001 条', domain: '域名「a.com」不在站群中' } },
      }),
    )
    await waitFor(composer.actor, (state) => state.matches({ open: { form: 'editing' } }))
    expect(composer.context().errors).toEqual({ text: '百度单次最多推送 2000 条，当前 2001 条', domain: '域名「a.com」不在站群中' })

    composer.actor.send({ type: 'push.submit' })
    composer.settle().reject(new RequestError('business', '百度今日推送额度已用完，请明天再推送', { code: 1429, data: { record: { id: '62' } } }))
    await waitFor(composer.actor, (state) => state.matches({ open: { form: 'editing' } }))
    expect(composer.recorded).toHaveBeenCalledWith({ id: '62' })
    expect(composer.context().formError).toBe('百度今日推送额度已用完，请明天再推送')
    await composer.quotaKnown()
    expect(composer.quotaAsked).toEqual(['a.com', 'a.com'])

    composer.actor.send({ type: 'push.submit' })
    expect(composer.context().formError).toBeNull()
    composer.settle().reject(new RequestError('throttled', '请勿请求过快'))
    await waitFor(composer.actor, (state) => state.matches({ open: { form: 'editing' } }))
    expect(composer.context().formError).toBeNull()
    expect(composer.pushed).not.toHaveBeenCalled()
  })

  it('holds 推送 back after a refusal as too soon until a repeat would be accepted, also over closing and reopening', async () => {
    vi.useFakeTimers({ now: 5_000_000 })
    try {
      const composer = startComposer()
      composer.actor.send({ type: 'push.open', values: { domain: 'a.com', engine: 'indexnow', text: 'https://a.com/1' } })
      composer.actor.send({ type: 'push.submit' })
      composer.settle().reject(new RequestError('throttled', '请勿请求过快', { retryAt: 5_002_000 }))
      await vi.advanceTimersByTimeAsync(0)
      expect(composer.form()).toBe('editing')
      expect(composer.context().cooldownUntil).toBe(5_002_000)
      composer.actor.send({ type: 'push.submit' })
      expect(composer.form()).toBe('editing')
      composer.actor.send({ type: 'push.cancel' })
      composer.actor.send({ type: 'push.open', values: { domain: 'a.com', engine: 'indexnow', text: 'https://a.com/2' } })
      await vi.advanceTimersByTimeAsync(1999)
      composer.actor.send({ type: 'push.submit' })
      expect(composer.sent).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      composer.actor.send({ type: 'push.submit' })
      expect(composer.form()).toBe('submitting')
      expect(composer.sent).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('adds the picked articles of the domain below the typed URLs, once each; a failed lookup goes back to the picker', async () => {
    const composer = startComposer({ articles: [articleUrl('1', 'a.com'), articleUrl('2', 'a.com'), articleUrl('3', 'b.com')] })
    composer.actor.send({ type: 'push.open' })
    composer.actor.send({ type: 'push.pick' })
    expect(composer.form()).toBe('editing')
    composer.actor.send({ type: 'push.change', field: 'domain', value: 'a.com' })
    composer.actor.send({ type: 'push.change', field: 'text', value: 'https://a.com/posts/1.html\n' })
    composer.actor.send({ type: 'push.pick' })
    expect(composer.form()).toBe('picking')
    composer.actor.send({ type: 'push.addArticles', ids: ['1', '2', '3'] })
    await waitFor(composer.actor, (state) => state.matches({ open: { form: 'editing' } }))
    expect(composer.context().values.text).toBe('https://a.com/posts/1.html\nhttps://a.com/posts/2.html')
    expect(composer.context().notice).toContain('1 篇属于其他域名（b.com）')

    composer.actor.send({ type: 'push.pick' })
    composer.actor.send({ type: 'push.addArticles', ids: ['boom'] })
    await waitFor(composer.actor, (state) => state.matches({ open: { form: 'picking' } }))
    composer.actor.send({ type: 'push.pickCancel' })
    expect(composer.form()).toBe('editing')
  })

  it('asks before throwing changes away; a failed article lookup still opens the dialog, saying so', async () => {
    const composer = startComposer()
    composer.actor.send({ type: 'push.open', values: { domain: 'a.com' } })
    composer.actor.send({ type: 'push.change', field: 'text', value: 'https://a.com/1' })
    composer.actor.send({ type: 'push.cancel' })
    expect(composer.form()).toBe('confirmingDiscard')
    composer.actor.send({ type: 'push.keepEditing' })
    expect(composer.context().values.text).toBe('https://a.com/1')
    composer.actor.send({ type: 'push.cancel' })
    composer.actor.send({ type: 'push.discard' })
    expect(composer.actor.getSnapshot().value).toBe('closed')

    composer.actor.send({ type: 'push.open', articleIds: ['boom'] })
    await waitFor(composer.actor, (state) => state.matches('open'))
    expect(composer.context().formError).toBe('读取所选文章失败：文章服务暂时不可用。可以在下方直接粘贴网址。')
    expect(composer.context().values).toEqual({ domain: '', engine: 'baidu', text: '' })
  })
})
