import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createFormMachine, isDirty, serverFieldErrors, type FormOptions, type FormValues } from '../../../src/machines/formMachine'
import { RequestError } from '../../../src/machines/requestErrors'

const validate = (values: FormValues): Record<string, string> => (String(values.name ?? '').trim() ? {} : { name: '请输入名称' })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function startForm(submit: (values: FormValues) => Promise<unknown>, options: Partial<FormOptions<FormValues>> = {}) {
  const saved = vi.fn()
  const keepDraft = vi.fn()
  const changed = vi.fn()
  const submitted: FormValues[] = []
  const intents: (string | null)[] = []
  const actor = createActor(
    createFormMachine<FormValues>({ id: 'form', validate, empty: {}, ...options }).provide({
      actors: {
        submit: fromPromise(({ input }) => {
          submitted.push(input.values)
          intents.push(input.intent)
          return submit(input.values)
        }),
      },
      actions: { saved: (_, params) => saved(params), unauthorized: (_, params) => keepDraft(params), changed: (_, params) => changed(params) },
    }),
  ).start()
  return { actor, saved, keepDraft, changed, submitted, intents }
}

describe('formMachine', () => {
  it('refuses to submit invalid values, then validates live', () => {
    const form = startForm(async () => null)
    form.actor.send({ type: 'form.open', values: { name: '' } })
    form.actor.send({ type: 'form.submit' })
    expect(form.actor.getSnapshot().matches('editing')).toBe(true)
    expect(form.actor.getSnapshot().context.errors).toEqual({ name: '请输入名称' })
    expect(form.submitted).toEqual([])
    form.actor.send({ type: 'form.change', field: 'name', value: 'a' })
    expect(form.actor.getSnapshot().context.errors).toEqual({})
    form.actor.send({ type: 'form.change', field: 'name', value: ' ' })
    expect(form.actor.getSnapshot().context.errors).toEqual({ name: '请输入名称' })
  })

  it('sends the values with the intent of the button used (通过并回复), null for the main one', async () => {
    const form = startForm(async () => null)
    form.actor.send({ type: 'form.open', values: { name: 'a' } })
    form.actor.send({ type: 'form.submit', intent: 'approve' })
    expect(form.actor.getSnapshot().context.intent).toBe('approve')
    await flush()
    form.actor.send({ type: 'form.open', values: { name: 'b' } })
    expect(form.actor.getSnapshot().context.intent).toBeNull()
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.intents).toEqual(['approve', null])
  })

  it('cleans a field when it is left and before a submit, with a note that goes at the next edit', async () => {
    const clean = { name: (value: unknown) => (String(value).startsWith(' ') ? { value: String(value).trim(), note: '已去掉空格' } : null) }
    const form = startForm(async () => null, { clean })
    form.actor.send({ type: 'form.open', values: { name: '  甲' } })
    form.actor.send({ type: 'form.blur', field: 'name' })
    expect(form.actor.getSnapshot().context).toMatchObject({ values: { name: '甲' }, notes: { name: '已去掉空格' } })
    form.actor.send({ type: 'form.change', field: 'name', value: ' 乙' })
    expect(form.actor.getSnapshot().context.notes).toEqual({})
    // sent without leaving the field: cleaned first, then checked and sent
    form.actor.send({ type: 'form.submit' })
    expect(form.actor.getSnapshot().context.notes).toEqual({ name: '已去掉空格' })
    await flush()
    expect(form.submitted).toEqual([{ name: '乙' }])
  })

  it('does not show messages before the first submit', () => {
    const form = startForm(async () => null)
    form.actor.send({ type: 'form.open', values: { name: 'x' } })
    form.actor.send({ type: 'form.change', field: 'name', value: '' })
    expect(form.actor.getSnapshot().context.errors).toEqual({})
  })

  it('submits, closes and reports what was saved with the row id', async () => {
    const form = startForm(async (values) => ({ saved: values.name }))
    form.actor.send({ type: 'form.open', values: { name: 'a' }, id: '7' })
    form.actor.send({ type: 'form.submit' })
    expect(form.actor.getSnapshot().value).toBe('submitting')
    form.actor.send({ type: 'form.cancel' })
    expect(form.actor.getSnapshot().value).toBe('submitting')
    await flush()
    expect(form.actor.getSnapshot().value).toBe('closed')
    expect(form.saved).toHaveBeenCalledWith({ output: { saved: 'a' }, id: '7' })
  })

  it('shows the server’s per-field messages next to their fields', async () => {
    const refusal = new RequestError('business', '请检查填写的内容', { code: 1422, data: { fields: { name: '名称已存在' } } })
    const form = startForm(() => Promise.reject(refusal))
    form.actor.send({ type: 'form.open', values: { name: 'dup' } })
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.actor.getSnapshot().matches('editing')).toBe(true)
    expect(form.actor.getSnapshot().context.errors).toEqual({ name: '名称已存在' })
    form.actor.send({ type: 'form.change', field: 'name', value: 'other' })
    expect(form.actor.getSnapshot().context.errors).toEqual({})
  })

  it('shows a refusal that names no field above the buttons', async () => {
    const form = startForm(() => Promise.reject(new RequestError('business', '主题正被使用', { code: 1409 })))
    form.actor.send({ type: 'form.open', values: { name: 'a' } })
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.actor.getSnapshot().context.formError).toBe('主题正被使用')
  })

  it('says saving failed when a refusal comes without a message', async () => {
    const form = startForm(() => Promise.reject(new Error('')))
    form.actor.send({ type: 'form.open', values: { name: 'a' } })
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.actor.getSnapshot().context.formError).toBe('保存失败，请重试')
  })

  it('keeps a draft when saving meets a 401, with everything typed', async () => {
    const form = startForm(() => Promise.reject(new RequestError('unauthorized', '登录已失效')))
    form.actor.send({ type: 'form.open', values: { name: 'a', note: 'long text' }, id: '3' })
    form.actor.send({ type: 'form.change', field: 'name', value: 'typed' })
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.keepDraft).toHaveBeenCalledWith({ values: { name: 'typed', note: 'long text' }, id: '3' })
    expect(form.saved).not.toHaveBeenCalled()
  })

  it('asks before throwing away changes, and closes at once when nothing changed', () => {
    const form = startForm(async () => null)
    form.actor.send({ type: 'form.open', values: { name: 'a' } })
    form.actor.send({ type: 'form.cancel' })
    expect(form.actor.getSnapshot().value).toBe('closed')
    form.actor.send({ type: 'form.open', values: { name: 'a' } })
    form.actor.send({ type: 'form.change', field: 'name', value: 'b' })
    form.actor.send({ type: 'form.cancel' })
    expect(form.actor.getSnapshot().value).toBe('confirmingDiscard')
    form.actor.send({ type: 'form.keepEditing' })
    expect(form.actor.getSnapshot().context.values).toEqual({ name: 'b' })
    form.actor.send({ type: 'form.cancel' })
    form.actor.send({ type: 'form.discard' })
    expect(form.actor.getSnapshot().value).toBe('closed')
  })

  it('reads only string messages from data.fields', () => {
    expect(serverFieldErrors(new RequestError('business', 'x', { data: { fields: { a: 'm', b: 3 } } }))).toEqual({ a: 'm' })
    expect(serverFieldErrors(new RequestError('business', 'x', { data: null }))).toBeNull()
    expect(serverFieldErrors(new RequestError('network', 'x', { data: { fields: { a: 'm' } } }))).toBeNull()
  })
})

describe('formMachine as a page’s form', () => {
  it('with stayOpen stays open after a save, what was sent being what is saved now', async () => {
    const form = startForm(async (values) => ({ saved: values.name }), { stayOpen: true })
    form.actor.send({ type: 'form.open', values: { name: 'a' }, id: '7' })
    form.actor.send({ type: 'form.change', field: 'name', value: 'b' })
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.actor.getSnapshot().matches('editing')).toBe(true)
    expect(form.saved).toHaveBeenCalledWith({ output: { saved: 'b' }, id: '7' })
    expect(form.actor.getSnapshot().context).toMatchObject({ initial: { name: 'b' }, values: { name: 'b' }, submitted: false })
    expect(isDirty(form.actor.getSnapshot().context)).toBe(false)
    // messages wait for the next submit again
    form.actor.send({ type: 'form.change', field: 'name', value: '' })
    expect(form.actor.getSnapshot().context.errors).toEqual({})
  })

  it('tells its owner of every change a person makes, with what is saved and the id', () => {
    const form = startForm(async () => null)
    form.actor.send({ type: 'form.open', values: { name: 'a' }, id: '3' })
    expect(form.changed).not.toHaveBeenCalled()
    form.actor.send({ type: 'form.change', field: 'name', value: 'ab' })
    expect(form.changed).toHaveBeenCalledWith({ values: { name: 'ab' }, initial: { name: 'a' }, id: '3' })
    form.actor.send({ type: 'form.reset' })
    expect(form.changed).toHaveBeenCalledTimes(1)
  })

  it('opens with a draft laid over what is saved: dirty from the start', () => {
    const form = startForm(async () => null)
    form.actor.send({ type: 'form.open', values: { name: 'draft' }, initial: { name: 'saved' } })
    expect(form.actor.getSnapshot().context).toMatchObject({ initial: { name: 'saved' }, values: { name: 'draft' } })
    form.actor.send({ type: 'form.cancel' })
    expect(form.actor.getSnapshot().value).toBe('confirmingDiscard')
  })

  it('resets to what is saved, or to new saved values and id, dropping every message', async () => {
    const refusal = new RequestError('business', '请检查填写的内容', { code: 1422, data: { fields: { name: '名称已存在' } } })
    const form = startForm(() => Promise.reject(refusal))
    form.actor.send({ type: 'form.open', values: { name: 'a' } })
    form.actor.send({ type: 'form.change', field: 'name', value: 'dup' })
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.actor.getSnapshot().context.errors).toEqual({ name: '名称已存在' })
    form.actor.send({ type: 'form.reset' })
    expect(form.actor.getSnapshot().context).toMatchObject({ values: { name: 'a' }, initial: { name: 'a' }, id: null, errors: {}, submitted: false })
    form.actor.send({ type: 'form.reset', values: { name: 'from server' }, id: '9' })
    expect(form.actor.getSnapshot().context).toMatchObject({ values: { name: 'from server' }, initial: { name: 'from server' }, id: '9' })
    form.actor.send({ type: 'form.reset', values: { name: 'again' } })
    expect(form.actor.getSnapshot().context.id).toBe('9')
  })

  it.each([
    [true, null],
    [false, '文章不存在或已被删除'],
  ])('with refusalUntilChange %s, a refusal that names no field after the next change is %s', async (refusalUntilChange, after) => {
    const form = startForm(() => Promise.reject(new RequestError('business', '文章不存在或已被删除', { code: 1404 })), { refusalUntilChange })
    form.actor.send({ type: 'form.open', values: { name: 'a' } })
    form.actor.send({ type: 'form.submit' })
    await flush()
    expect(form.actor.getSnapshot().context.formError).toBe('文章不存在或已被删除')
    form.actor.send({ type: 'form.change', field: 'name', value: 'b' })
    expect(form.actor.getSnapshot().context.formError).toBe(after)
  })
})
