import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ArticleUrl } from '../../../src/api/push'
import type { ArticlePushAnswer } from '../../../src/api/pushBatch'
import { pushComposerMachine, type PushDraft } from '../../../src/machines/pushComposerMachine'
import { spreadOf } from '../../../src/machines/pushRules'
import { pushSpreadMachine, type SpreadInput } from '../../../src/machines/pushSpreadMachine'
import { RequestError } from '../../../src/machines/requestErrors'
import { articleUrl } from '../../support/articleUrls'

const answerFor = ({ articleIds }: SpreadInput): ArticlePushAnswer => ({
  results: [{ domain: 'a.com', urlCount: articleIds.length, code: 0, msg: '已推送', record: null }],
})

/** A composer whose lookups answer at once and whose spread push waits until the test settles it. */
function startComposer(items: ArticleUrl[], missing: string[] = []) {
  const drafts: (PushDraft | null)[] = []
  const spreadPushed = vi.fn()
  const sent: SpreadInput[] = []
  let settle: { resolve: (value: ArticlePushAnswer) => void; reject: (error: unknown) => void } | null = null
  const actor = createActor(
    pushComposerMachine.provide({
      actors: {
        resolveArticles: fromPromise(async ({ input }) => ({ items: items.filter((item) => input.ids.includes(item.id)), missing })),
        spread: pushSpreadMachine.provide({
          actors: {
            submit: fromPromise(({ input }) => {
              sent.push(input)
              return new Promise<ArticlePushAnswer>((resolve, reject) => (settle = { resolve, reject }))
            }),
          },
        }),
      },
      actions: { keepDraft: (_, { draft }) => drafts.push(draft), spreadPushed: (_, { answer }) => spreadPushed(answer) },
    }),
  ).start()
  const spread = () => actor.getSnapshot().children.spread as ReturnType<typeof createActor<typeof pushSpreadMachine>> | undefined
  return { actor, drafts, spreadPushed, sent, spread, settle: () => settle! }
}

describe('a spread: chosen articles of several domains', () => {
  it('groups the published ones by domain, in the order the domains come; drafts and missing ids are said', () => {
    const items = [articleUrl('1', 'b.com'), articleUrl('2', 'a.com'), articleUrl('3', 'b.com'), articleUrl('4', 'a.com', 'draft'), articleUrl('1', 'b.com')]
    expect(spreadOf({ items, missing: ['9'] })).toEqual({
      groups: [
        { domain: 'b.com', ids: ['1', '3'], urls: ['https://b.com/posts/1.html', 'https://b.com/posts/3.html'] },
        { domain: 'a.com', ids: ['2'], urls: ['https://a.com/posts/2.html'] },
      ],
      notice: '另有 1 篇未发布，1 篇已不存在，未加入。',
    })
    // one domain (drafts of another do not count): a push of one domain, not a spread
    expect(spreadOf({ items: [articleUrl('1', 'a.com'), articleUrl('2', 'b.com', 'draft')], missing: [] })).toBeNull()
    expect(spreadOf({ items: [], missing: ['1'] })).toBeNull()
  })

  it('opens from article ids of several domains, keeps the ids as the draft, and pushes them once with the engine chosen', async () => {
    const composer = startComposer([articleUrl('1', 'a.com'), articleUrl('2', 'b.com'), articleUrl('3', 'a.com', 'draft')])
    composer.actor.send({ type: 'push.open', articleIds: ['1', '2', '3'] })
    await waitFor(composer.actor, (state) => state.matches('spread'))
    const spread = composer.spread()!
    expect(spread.getSnapshot().context).toMatchObject({ engine: 'baidu', notice: null, spread: { notice: '另有 1 篇未发布，未加入。' } })
    expect(composer.drafts.at(-1)).toMatchObject({ articleIds: ['1', '2', '3'] })

    spread.send({ type: 'spread.engine', engine: '' })
    spread.send({ type: 'spread.submit' })
    expect(spread.getSnapshot().context.errors).toEqual({ engine: '请选择搜索引擎' })
    expect(composer.sent).toEqual([])
    spread.send({ type: 'spread.engine', engine: 'bing' })
    spread.send({ type: 'spread.submit' })
    expect(composer.sent).toEqual([{ engine: 'bing', articleIds: ['1', '2'] }])

    // closing waits while it pushes: the engines may be taking the URLs
    spread.send({ type: 'spread.close' })
    expect(spread.getSnapshot().value).toBe('submitting')
    const answer = answerFor(composer.sent[0])
    composer.settle().resolve(answer)
    await waitFor(spread, (state) => state.matches('done'))
    expect(spread.getSnapshot().context.results).toEqual(answer.results)
    expect(composer.spreadPushed).toHaveBeenCalledWith(answer)
    // pushed: nothing to keep over a sign-in any more (a reopened draft must not push twice)
    expect(composer.drafts.at(-1)).toBeNull()

    spread.send({ type: 'spread.close' })
    expect(composer.actor.getSnapshot().value).toBe('closed')
    expect(composer.actor.getSnapshot().children.spread).toBeUndefined()
  })

  it('says why a push failed and lets the person try again; a quiet failure (throttled) says nothing', async () => {
    const composer = startComposer([articleUrl('1', 'a.com'), articleUrl('2', 'b.com')])
    composer.actor.send({ type: 'push.open', articleIds: ['1', '2'] })
    await waitFor(composer.actor, (state) => state.matches('spread'))
    const spread = composer.spread()!
    spread.send({ type: 'spread.submit' })
    composer.settle().reject(new RequestError('business', '所选文章都未发布，没有可推送的网址'))
    await waitFor(spread, (state) => state.matches('editing'))
    expect(spread.getSnapshot().context.formError).toBe('所选文章都未发布，没有可推送的网址')

    spread.send({ type: 'spread.submit' })
    expect(spread.getSnapshot().context.formError).toBeNull()
    composer.settle().reject(new RequestError('throttled', '请勿请求过快'))
    await waitFor(spread, (state) => state.matches('editing'))
    expect(spread.getSnapshot().context.formError).toBeNull()
    expect(composer.spreadPushed).not.toHaveBeenCalled()

    spread.send({ type: 'spread.close' })
    expect(composer.actor.getSnapshot().value).toBe('closed')
    expect(composer.drafts.at(-1)).toBeNull()
  })

  it('articles of one domain open the push of one domain as before', async () => {
    const composer = startComposer([articleUrl('1', 'a.com'), articleUrl('2', 'a.com')])
    composer.actor.send({ type: 'push.open', articleIds: ['1', '2'] })
    await waitFor(composer.actor, (state) => !state.matches('resolving'))
    expect(composer.actor.getSnapshot().matches('open')).toBe(true)
    expect(composer.actor.getSnapshot().context.values.text).toBe('https://a.com/posts/1.html\nhttps://a.com/posts/2.html')
  })
})
