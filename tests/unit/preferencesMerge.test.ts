import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import type { ListPreference, PreferenceField, Preferences, PreferencesDocument } from '../../src/api/preferences'
import { mergedList } from '../../src/machines/preferencesDocument'
import { preferencesMachine, SAVE_DELAY_MS, type SaveOutcome } from '../../src/machines/preferencesMachine'

/**
 * Two browsers of one operator changing the same list: a save refused for the other's newer document (1460) is merged
 * setting by setting inside the list, so neither browser's change is lost, and this browser shows the merged list.
 */

interface Pending<T, I> {
  input: I
  resolve(value: T): Promise<void>
}

let reads: Pending<PreferencesDocument, undefined>[]
let saves: Pending<SaveOutcome, PreferencesDocument>[]
let applied: { document: Preferences; fields: PreferenceField[] }[]
let actor: Actor<typeof preferencesMachine>

function pending<T, I>(calls: Pending<T, I>[], input: I) {
  return new Promise<T>((resolve) => {
    calls.push({ input, resolve: async (value) => (resolve(value), void (await vi.advanceTimersByTimeAsync(0))) })
  })
}

function start() {
  actor = createActor(
    preferencesMachine.provide({
      actors: {
        load: fromPromise<PreferencesDocument>(() => pending(reads, undefined)),
        save: fromPromise<SaveOutcome, PreferencesDocument>(({ input }) => pending(saves, input)),
      },
      actions: { apply: (_, params) => void applied.push(params) },
    }),
  )
  actor.start()
}

const setList = (value: ListPreference, list = 'domain') => actor.send({ type: 'preferences.changed', change: { field: `lists.${list}`, value } })
const rest = () => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)
/** The value of `lists.domain` this browser was last told to show. */
const shownDomain = () => applied.filter(({ fields }) => fields.includes('lists.domain')).at(-1)?.document.lists?.domain

beforeEach(() => {
  vi.useFakeTimers()
  reads = []
  saves = []
  applied = []
})
afterEach(() => {
  actor?.stop()
  vi.useRealTimers()
})

describe('a list changed in two browsers at once', () => {
  it('keeps this browser’s hidden column and the other’s density, sends both and shows both here', async () => {
    start()
    await reads[0].resolve({ version: 1, appearance: 'dark' })
    // here: 创建时间 hidden; meanwhile the other browser saved 紧凑 for the same list
    setList({ hidden: ['createdAt'], density: 'standard' })
    await rest()
    await saves[0].resolve({ conflict: { version: 2, appearance: 'dark', lists: { domain: { hidden: [], density: 'compact' } } } })
    expect(saves[1].input).toEqual({ version: 2, appearance: 'dark', lists: { domain: { hidden: ['createdAt'], density: 'compact' } } })
    expect(shownDomain()).toEqual({ hidden: ['createdAt'], density: 'compact' })
    await saves[1].resolve({ saved: { ...saves[1].input, version: 3 } })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('merges column by column against the list as it was read', async () => {
    start()
    await reads[0].resolve({ version: 4, lists: { domain: { hidden: ['keywords'], density: 'standard' } } })
    // here: 关键词 shown again and 主题 hidden; there: 备注 hidden and 紧凑
    setList({ hidden: ['theme'], density: 'standard' })
    await rest()
    await saves[0].resolve({ conflict: { version: 5, lists: { domain: { hidden: ['keywords', 'remark'], density: 'compact' } } } })
    expect(saves[1].input.lists?.domain).toEqual({ hidden: ['remark', 'theme'], density: 'compact' })
    expect(shownDomain()).toEqual({ hidden: ['remark', 'theme'], density: 'compact' })
  })

  it('keeps the server’s other settings of a list changed here while it was being read', async () => {
    start()
    setList({ hidden: [], density: 'compact' })
    await reads[0].resolve({ version: 2, lists: { domain: { hidden: ['createdAt'], density: 'standard' } } })
    expect(shownDomain()).toEqual({ hidden: ['createdAt'], density: 'compact' })
    await rest()
    expect(saves[0].input).toEqual({ version: 2, lists: { domain: { hidden: ['createdAt'], density: 'compact' } } })
  })

  it('keeps a change made while a save was on its way, even one that puts back what was sent', async () => {
    start()
    await reads[0].resolve({ version: 1 })
    setList({ hidden: [], density: 'compact' })
    await rest()
    // 标准 again before the save of 紧凑 answered: 标准 is the choice now
    setList({ hidden: [], density: 'standard' })
    await saves[0].resolve({ saved: { ...saves[0].input, version: 2 } })
    await rest()
    expect(saves[1].input).toEqual({ version: 2, lists: { domain: { hidden: [], density: 'standard' } } })
  })
})

describe('mergedList', () => {
  const base: ListPreference = { hidden: ['keywords'], density: 'standard' }

  it('takes each setting this browser left alone from the server', () => {
    expect(mergedList({ hidden: ['keywords', 'tags'], density: 'compact' }, base, base)).toEqual({ hidden: ['keywords', 'tags'], density: 'compact' })
  })

  it('lets this browser’s change of a setting both changed win: its save is the later one', () => {
    // both showed 关键词 again and hid 主题; here also 紧凑, which the server's copy does not have
    expect(mergedList({ hidden: ['theme'], density: 'standard' }, { hidden: ['theme'], density: 'compact' }, base)).toEqual({
      hidden: ['theme'],
      density: 'compact',
    })
  })
})
