import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { articleEditorMachine, type ArticleValues, type EditedArticle } from '../../../src/machines/articleEditorMachine'
import { articleForm, isEditorDirty } from '../../../src/machines/articleFormMachine'
import { RequestError } from '../../../src/machines/requestErrors'

const blank: ArticleValues = { title: '', theme: '', domain: '', summary: '', content: '', tags: [], coverUrl: '', status: 'draft' }
const stored: ArticleValues = { ...blank, title: '原标题', theme: '极简博客', domain: 'keji-lab.com', content: '<p>正文</p>', tags: ['AI'] }
const stamps = { createdAt: '2026-10-01T00:00:00.000Z', updatedAt: '2026-10-02T00:00:00.000Z', publishedAt: null }
const validate = (values: ArticleValues): Record<string, string> => (values.title.trim() ? {} : { title: '请输入文章标题' })

/** A promise the test settles by hand, so each step of a load or save can be looked at. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

function startEditor({ id = null, draft = null, themes = {} }: { id?: string | null; draft?: ArticleValues | null; themes?: Record<string, string> } = {}) {
  const loads: string[] = []
  const themeAsked: string[] = []
  const saves: { id: string | null; values: ArticleValues }[] = []
  let load = deferred<EditedArticle>()
  let save = deferred<EditedArticle>()
  const keepDraft = vi.fn()
  const saved = vi.fn()
  const actor = createActor(
    articleEditorMachine.provide({
      actors: {
        load: fromPromise(({ input }) => {
          loads.push(input.id)
          return load.promise
        }),
        domainTheme: fromPromise(async ({ input }) => {
          themeAsked.push(input.domain)
          return themes[input.domain] ?? null
        }),
        // the form child saves; the editor learns of it
        form: articleForm(validate).provide({
          actors: {
            submit: fromPromise(({ input }) => {
              // the article form has one send button: no intent
              saves.push({ id: input.id, values: input.values })
              return save.promise
            }),
          },
        }),
      },
      actions: {
        keepDraft: (_, params) => keepDraft(params),
        saved: (_, params) => saved(params),
      },
    }),
    { input: { id, draft } },
  ).start()
  const form = () => actor.getSnapshot().children.form!
  return {
    actor,
    form,
    loads,
    saves,
    keepDraft,
    saved,
    /** The editor's own context with its form's: `baseline` is what the form calls `initial`. */
    context: () => {
      const { initial, ...fields } = form().getSnapshot().context
      return { ...fields, initial, baseline: initial, ...actor.getSnapshot().context }
    },
    /** The editor's state, where `saving` is its form submitting. */
    state: () => (actor.getSnapshot().matches('editing') ? (form().getSnapshot().matches('submitting') ? 'saving' : 'editing') : actor.getSnapshot().value),
    themeAsked,
    finishLoad: async (values: ArticleValues = stored) => {
      load.resolve({ id: id!, values, stamps })
      await waitFor(actor, (snapshot) => !snapshot.matches('loading'))
    },
    failLoad: async (error: unknown) => {
      load.reject(error)
      await waitFor(actor, (snapshot) => !snapshot.matches('loading'))
      load = deferred()
    },
    finishSave: async (article: EditedArticle) => {
      save.resolve(article)
      await waitFor(form(), (snapshot) => !snapshot.matches('submitting'))
    },
    failSave: async (error: unknown) => {
      save.reject(error)
      await waitFor(form(), (snapshot) => !snapshot.matches('submitting'))
      save = deferred()
    },
  }
}

describe('articleEditorMachine: a new article', () => {
  it('starts editing blank values, clean, with no draft kept', () => {
    const editor = startEditor()
    expect(editor.state()).toBe('editing')
    expect(editor.context().values).toEqual(blank)
    expect(isEditorDirty(editor.context())).toBe(false)
    expect(editor.loads).toEqual([])
    expect(editor.keepDraft.mock.calls).toEqual([[{ id: null, values: null }]])
  })

  it('keeps every change in the draft store, and drops the draft when the values are back to what was saved', () => {
    const editor = startEditor()
    editor.form().send({ type: 'form.change', field: 'title', value: '新' })
    editor.form().send({ type: 'form.change', field: 'tags', value: ['一', '二'] })
    expect(isEditorDirty(editor.context())).toBe(true)
    expect(editor.keepDraft).toHaveBeenLastCalledWith({ id: null, values: { ...blank, title: '新', tags: ['一', '二'] } })
    editor.keepDraft.mockClear()
    editor.form().send({ type: 'form.change', field: 'title', value: '' })
    editor.form().send({ type: 'form.change', field: 'tags', value: [] })
    expect(isEditorDirty(editor.context())).toBe(false)
    expect(editor.keepDraft).toHaveBeenLastCalledWith({ id: null, values: null })
  })

  it('comes back with a kept draft and says so until dismissed', () => {
    const draft = { ...blank, title: '写了一半', content: '<p>未保存</p>' }
    const editor = startEditor({ draft })
    expect(editor.context()).toMatchObject({ values: draft, restored: true })
    expect(isEditorDirty(editor.context())).toBe(true)
    editor.actor.send({ type: 'editor.restoredSeen' })
    expect(editor.context()).toMatchObject({ values: draft, restored: false })
  })

  it('refuses to save invalid values, then validates on every change', () => {
    const editor = startEditor()
    editor.form().send({ type: 'form.submit' })
    expect(editor.state()).toBe('editing')
    expect(editor.context().errors).toEqual({ title: '请输入文章标题' })
    expect(editor.saves).toEqual([])
    editor.form().send({ type: 'form.change', field: 'title', value: 'a' })
    expect(editor.context().errors).toEqual({})
    editor.form().send({ type: 'form.change', field: 'title', value: ' ' })
    expect(editor.context().errors).toEqual({ title: '请输入文章标题' })
  })

  it('creates: saves with no id, reports created, takes the saved article as the new baseline and drops the draft', async () => {
    const editor = startEditor()
    editor.form().send({ type: 'form.change', field: 'title', value: ' 新文章 ' })
    editor.form().send({ type: 'form.submit' })
    expect(editor.state()).toBe('saving')
    expect(editor.saves).toEqual([{ id: null, values: { ...blank, title: ' 新文章 ' } }])
    editor.form().send({ type: 'form.change', field: 'title', value: 'ignored while saving' })
    expect(editor.context().values.title).toBe(' 新文章 ')
    editor.keepDraft.mockClear()

    const article = { id: '401', values: { ...blank, title: '新文章' }, stamps }
    await editor.finishSave(article)
    expect(editor.state()).toBe('editing')
    expect(editor.saved).toHaveBeenCalledWith({ article, created: true })
    expect(editor.keepDraft).toHaveBeenCalledWith({ id: null, values: null })
    expect(editor.context()).toMatchObject({ id: '401', values: article.values, baseline: article.values, stamps })
    expect(isEditorDirty(editor.context())).toBe(false)
  })
})

describe('articleEditorMachine: an existing article', () => {
  it('loads it by id and edits it clean', async () => {
    const editor = startEditor({ id: '7' })
    expect(editor.state()).toBe('loading')
    expect(editor.loads).toEqual(['7'])
    await editor.finishLoad()
    expect(editor.state()).toBe('editing')
    expect(editor.context()).toMatchObject({ values: stored, baseline: stored, stamps, restored: false })
    expect(isEditorDirty(editor.context())).toBe(false)
  })

  it('lays a kept draft over the loaded article', async () => {
    const draft = { ...stored, content: '<p>正文，未保存的修改</p>' }
    const editor = startEditor({ id: '7', draft })
    await editor.finishLoad()
    expect(editor.context()).toMatchObject({ baseline: stored, values: draft, restored: true })
    expect(editor.keepDraft).toHaveBeenLastCalledWith({ id: '7', values: draft })
  })

  it('drops a kept draft that matches the article as loaded, without a notice', async () => {
    const editor = startEditor({ id: '7', draft: { ...stored } })
    await editor.finishLoad()
    expect(editor.context().restored).toBe(false)
    expect(editor.keepDraft).toHaveBeenLastCalledWith({ id: '7', values: null })
  })

  it('shows why loading failed and retries', async () => {
    const editor = startEditor({ id: '9999' })
    await editor.failLoad(new RequestError('business', '文章不存在或已被删除', { code: 1404 }))
    expect(editor.state()).toBe('loadFailed')
    expect(editor.context().loadError).toBe('文章不存在或已被删除')
    editor.actor.send({ type: 'editor.retry' })
    expect(editor.loads).toEqual(['9999', '9999'])
    await editor.finishLoad()
    expect(editor.state()).toBe('editing')
  })

  it('updates: reports it was not a creation', async () => {
    const editor = startEditor({ id: '7' })
    await editor.finishLoad()
    editor.form().send({ type: 'form.change', field: 'status', value: 'published' })
    editor.form().send({ type: 'form.submit' })
    expect(editor.saves).toEqual([{ id: '7', values: { ...stored, status: 'published' } }])
    const article = { id: '7', values: { ...stored, status: 'published' as const }, stamps: { ...stamps, publishedAt: stamps.updatedAt } }
    await editor.finishSave(article)
    expect(editor.saved).toHaveBeenCalledWith({ article, created: false })
    expect(editor.context().stamps?.publishedAt).toBe(stamps.updatedAt)
  })

  it('shows the server’s field messages; editing a field clears its own', async () => {
    const editor = startEditor({ id: '7' })
    await editor.finishLoad()
    editor.form().send({ type: 'form.submit' })
    const fields = { domain: '域名「keji-lab.com」不存在，请重新选择', coverUrl: '封面地址须为 http:// 或 https:// 开头的网址' }
    await editor.failSave(new RequestError('business', '请检查填写的内容', { code: 1422, data: { fields } }))
    expect(editor.state()).toBe('editing')
    expect(editor.context().errors).toEqual(fields)
    editor.form().send({ type: 'form.change', field: 'coverUrl', value: '' })
    expect(editor.context().errors).toEqual({ domain: fields.domain })
    expect(editor.saved).not.toHaveBeenCalled()
  })

  it('on a 401 goes back to editing with the values and their draft intact', async () => {
    const editor = startEditor({ id: '7' })
    await editor.finishLoad()
    editor.form().send({ type: 'form.change', field: 'content', value: '<p>长长的修改</p>' })
    editor.form().send({ type: 'form.submit' })
    expect(editor.keepDraft).toHaveBeenLastCalledWith({ id: '7', values: { ...stored, content: '<p>长长的修改</p>' } })
    editor.keepDraft.mockClear()
    await editor.failSave(new RequestError('unauthorized', '登录已失效，请重新登录', { status: 401 }))
    expect(editor.state()).toBe('editing')
    expect(editor.context().values.content).toBe('<p>长长的修改</p>')
    expect(editor.context().formError).toBeNull()
    // nothing drops the kept draft: it waits in the store for the person's return
    expect(editor.keepDraft).not.toHaveBeenCalled()
  })

  it('shows any other refusal above the buttons until the next change', async () => {
    const editor = startEditor({ id: '7' })
    await editor.finishLoad()
    editor.form().send({ type: 'form.submit' })
    await editor.failSave(new RequestError('business', '文章不存在或已被删除', { code: 1404 }))
    expect(editor.context().formError).toBe('文章不存在或已被删除')
    editor.form().send({ type: 'form.change', field: 'title', value: '再试' })
    expect(editor.context().formError).toBeNull()
  })

  it('discards: back to the saved values, draft dropped', async () => {
    const editor = startEditor({ id: '7', draft: { ...stored, title: '草稿标题' } })
    await editor.finishLoad()
    editor.actor.send({ type: 'editor.discard' })
    expect(editor.context()).toMatchObject({ values: stored, restored: false })
    expect(isEditorDirty(editor.context())).toBe(false)
    expect(editor.keepDraft).toHaveBeenLastCalledWith({ id: '7', values: null })
  })

  it('presets the chosen domain’s theme, still the person’s to change; after they chose one, a domain no longer presets it', async () => {
    const editor = startEditor({ themes: { 'keji-lab.com': '科技资讯', 'meishi-riji.cn': '美食天地', 'lvxing.cn': '旅行日记' } })
    const change = (field: 'domain' | 'theme', value: string) => editor.form().send({ type: 'form.change', field, value })
    const theme = () => editor.form().getSnapshot().context.values.theme
    change('domain', 'keji-lab.com')
    await waitFor(editor.actor, (state) => state.matches({ editing: 'steady' }))
    expect(theme()).toBe('科技资讯')
    expect(editor.context().preset).toEqual({ domain: 'keji-lab.com', theme: '科技资讯' })
    // another domain: its theme replaces the preset one
    change('domain', 'meishi-riji.cn')
    await waitFor(editor.actor, (state) => state.matches({ editing: 'steady' }))
    expect(theme()).toBe('美食天地')
    // a theme the person chooses stays, whatever domain comes next
    change('theme', '极简博客')
    change('domain', 'lvxing.cn')
    await waitFor(editor.actor, (state) => state.matches({ editing: 'steady' }))
    expect(theme()).toBe('极简博客')
    expect(editor.themeAsked).toEqual(['keji-lab.com', 'meishi-riji.cn'])
    // what it preset is kept as any change is: the draft follows
    expect(editor.keepDraft).toHaveBeenLastCalledWith({ id: null, values: expect.objectContaining({ domain: 'lvxing.cn', theme: '极简博客' }) })
  })

  it('leaves the theme alone for a domain whose theme is not known, and for a domain chosen while the theme was being chosen', async () => {
    const editor = startEditor({ themes: { 'keji-lab.com': '科技资讯' } })
    const change = (field: 'domain' | 'theme', value: string) => editor.form().send({ type: 'form.change', field, value })
    change('domain', 'unknown.example')
    await waitFor(editor.actor, (state) => state.matches({ editing: 'steady' }))
    expect(editor.form().getSnapshot().context.values.theme).toBe('')
    change('domain', 'keji-lab.com')
    // the answer comes after the person picked a theme: theirs stays
    change('theme', '新闻门户')
    await waitFor(editor.actor, (state) => state.matches({ editing: 'steady' }))
    expect(editor.form().getSnapshot().context.values.theme).toBe('新闻门户')
  })
})
