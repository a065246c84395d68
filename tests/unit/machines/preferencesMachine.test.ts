import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import { documentOf, preferencesAnswer, type PreferenceField, type Preferences, type PreferencesDocument } from '../../../src/api/preferences'
import { MAX_CONFLICTS, preferencesMachine, SAVE_DELAY_MS, type PreferenceChange, type SaveOutcome } from '../../../src/machines/preferencesMachine'
import { RequestError } from '../../../src/machines/requestErrors'

interface Call<T, I = undefined> {
  input: I
  resolve(value: T): Promise<void>
  reject(error: unknown): Promise<void>
}

const flush = async () => {
  await vi.advanceTimersByTimeAsync(0)
}

let reads: Call<PreferencesDocument>[]
let saves: Call<SaveOutcome, PreferencesDocument>[]
let applied: { document: Preferences; fields: PreferenceField[] }[]
let told: number
let actor: Actor<typeof preferencesMachine>

function pending<T, I>(calls: Call<T, I>[], input: I) {
  return new Promise<T>((resolve, reject) => {
    calls.push({ input, resolve: (value) => (resolve(value), flush()), reject: (error) => (reject(error), flush()) })
  })
}

function start() {
  const machine = preferencesMachine.provide({
    actors: {
      load: fromPromise<PreferencesDocument>(() => pending(reads, undefined)),
      save: fromPromise<SaveOutcome, PreferencesDocument>(({ input }) => pending(saves, input)),
    },
    actions: {
      apply: (_, params) => void applied.push(params),
      tellNotSaved: () => void (told += 1),
    },
  })
  actor = createActor(machine)
  actor.start()
}

const change = (value: PreferenceChange) => actor.send({ type: 'preferences.changed', change: value })
const compact = (key = 'domain'): PreferenceChange => ({ field: `lists.${key}`, value: { hidden: ['keywords'], density: 'compact' } })
const state = () => actor.getSnapshot().value
const rest = () => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS)

beforeEach(() => {
  vi.useFakeTimers()
  reads = []
  saves = []
  applied = []
  told = 0
})
afterEach(() => {
  actor?.stop()
  vi.useRealTimers()
})

describe('preferencesMachine', () => {
  it('applies the server’s choices once read, and sends nothing back', async () => {
    start()
    await reads[0].resolve({ version: 4, appearance: 'dark', lists: { domain: { hidden: ['theme'], density: 'compact' } } })
    expect(applied).toEqual([
      { document: expect.objectContaining({ appearance: 'dark' }), fields: expect.arrayContaining(['lists.domain', 'appearance']) as PreferenceField[] },
    ])
    expect(applied[0].fields).toHaveLength(2)
    await rest()
    expect([state(), saves]).toEqual(['idle', []])
    // the same choice made again (the menu clicked twice) sends nothing either
    change({ field: 'appearance', value: 'dark' })
    await rest()
    expect(saves).toEqual([])
  })

  it('sends a burst of changes once, after a pause, with the version it read', async () => {
    start()
    await reads[0].resolve({ version: 2, appearance: 'light' })
    change(compact())
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100)
    change({ field: 'lists.domain', value: { hidden: [], density: 'compact' } })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100)
    change({ field: 'appearance', value: 'dark' })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100)
    expect(saves).toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    expect(saves.map((save) => save.input)).toEqual([{ version: 2, appearance: 'dark', lists: { domain: { hidden: [], density: 'compact' } } }])
    await saves[0].resolve({ saved: { ...saves[0].input, version: 3 } })
    // the next change goes from the version saved
    change({ field: 'recents', value: [{ type: 'page', to: '/domain' }] })
    await rest()
    expect(saves[1].input).toEqual({
      version: 3,
      appearance: 'dark',
      lists: { domain: { hidden: [], density: 'compact' } },
      recents: [{ type: 'page', to: '/domain' }],
    })
  })

  it('keeps a change made while reading over the server’s value of that field, and sends it', async () => {
    start()
    change({ field: 'appearance', value: 'system' })
    await reads[0].resolve({ version: 5, appearance: 'dark', recents: [{ type: 'command', id: 'signOut' }] })
    expect(applied).toEqual([{ document: expect.anything(), fields: ['recents'] }])
    await rest()
    expect(saves[0].input).toEqual({ version: 5, appearance: 'system', recents: [{ type: 'command', id: 'signOut' }] })
  })

  it('merges after a conflict: the other browser’s choices kept, this one’s on top, sent from the newer version', async () => {
    start()
    await reads[0].resolve({ version: 1, appearance: 'light' })
    change(compact())
    await rest()
    const theirs: PreferencesDocument = {
      version: 2,
      appearance: 'dark',
      lists: { domain: { hidden: [], density: 'standard' }, article: { hidden: ['tags'], density: 'compact' } },
    }
    await saves[0].resolve({ conflict: theirs })
    // their appearance and their article list show here; this browser's domain list is not overwritten
    expect(saves[1].input).toEqual({ ...theirs, lists: { ...theirs.lists, domain: { hidden: ['keywords'], density: 'compact' } } })
    expect(applied[1]).toEqual({ document: saves[1].input, fields: ['lists.article', 'appearance'] })
    await saves[1].resolve({ saved: { ...saves[1].input, version: 3 } })
    expect([state(), told]).toEqual(['idle', 0])
  })

  it(`gives up after ${MAX_CONFLICTS} conflicts in a row, says so once, and sends again with the next change`, async () => {
    start()
    await reads[0].resolve({ version: 1 })
    change(compact())
    await rest()
    for (let n = 0; n < MAX_CONFLICTS; n += 1) await saves[n].resolve({ conflict: { version: 2 + n } })
    expect([saves.length, state(), told]).toEqual([MAX_CONFLICTS, 'failed', 1])
    change({ field: 'appearance', value: 'dark' })
    await rest()
    expect(saves[MAX_CONFLICTS].input).toEqual({
      version: 1 + MAX_CONFLICTS,
      appearance: 'dark',
      lists: { domain: { hidden: ['keywords'], density: 'compact' } },
    })
  })

  it('keeps what a failed save carried, says so once, and sends it all with the next change', async () => {
    start()
    await reads[0].resolve({ version: 1 })
    change(compact())
    await rest()
    await saves[0].reject(new RequestError('server', '服务器错误，请稍后重试', { status: 500 }))
    expect([state(), told]).toEqual(['failed', 1])
    change({ field: 'appearance', value: 'dark' })
    await rest()
    await saves[1].reject(new RequestError('network', '网络连接失败'))
    expect(told).toBe(1)
    change({ field: 'recents', value: [] })
    await rest()
    expect(saves[2].input).toEqual({ version: 1, lists: { domain: { hidden: ['keywords'], density: 'compact' } }, appearance: 'dark', recents: [] })
  })

  it('says nothing for a save cut short by a sign-out', async () => {
    start()
    await reads[0].resolve({ version: 1 })
    change(compact())
    await rest()
    await saves[0].reject(new RequestError('unauthorized', '登录已失效，请重新登录', { status: 401 }))
    expect([state(), told]).toEqual(['failed', 0])
  })

  it('keeps the choices in this browser only, saying nothing, on a backend without the calls', async () => {
    start()
    await reads[0].reject(new RequestError('missing', '服务器没有提供 GET /api/me/preferences（HTTP 404）', { status: 404 }))
    change(compact())
    change({ field: 'appearance', value: 'dark' })
    await rest()
    expect([state(), reads.length, saves, applied, told]).toEqual(['local', 1, [], [], 0])
  })

  it('learns that the save is missing too, and stops sending', async () => {
    start()
    await reads[0].resolve({ version: 0 })
    change(compact())
    await rest()
    await saves[0].reject(new RequestError('missing', '服务器没有提供 PUT /api/me/preferences（HTTP 404）', { status: 404 }))
    change({ field: 'appearance', value: 'dark' })
    await rest()
    expect([state(), saves.length, told]).toEqual(['local', 1, 0])
  })

  it('reads again before sending when the first read failed', async () => {
    start()
    await reads[0].reject(new RequestError('network', '网络连接失败'))
    expect([state(), told]).toEqual(['unread', 0])
    change({ field: 'appearance', value: 'dark' })
    await rest()
    expect([reads.length, saves.length]).toEqual([2, 0])
    await reads[1].resolve({ version: 7, lists: { article: { hidden: [], density: 'compact' } } })
    await rest()
    expect(saves[0].input).toEqual({ version: 7, appearance: 'dark', lists: { article: { hidden: [], density: 'compact' } } })
  })
})

describe('a document from the server or the local copy', () => {
  const read = (value: unknown) => {
    const parsed = v.safeParse(preferencesAnswer, value)
    return parsed.success ? documentOf(parsed.output) : null
  }

  it('leaves out, field by field, what it cannot read', () => {
    expect(
      read({
        version: 3,
        lists: { domain: { hidden: ['theme'], density: 'compact' }, article: { hidden: 'tags', density: 'compact' }, comment: { hidden: [], density: 'tiny' } },
        appearance: 'purple',
        recents: [
          { type: 'page', to: '/domain' },
          { type: 'record', hit: { kind: 'planet', id: '1', name: 'x', keyword: 'x' } },
          7,
          { type: 'command', id: 'signOut' },
        ],
        extra: true,
      }),
    ).toEqual({
      version: 3,
      lists: { domain: { hidden: ['theme'], density: 'compact' } },
      recents: [
        { type: 'page', to: '/domain' },
        { type: 'command', id: 'signOut' },
      ],
    })
    // (a list where the lists should be reads as no list chosen)
    expect(read({ version: 1, lists: [], recents: 'x', appearance: 'dark' })).toEqual({ version: 1, lists: {}, appearance: 'dark' })
  })

  it('refuses a document without a version it can read', () => {
    expect(read({ version: -1, appearance: 'dark' })).toBeNull()
    expect(read({ appearance: 'dark' })).toBeNull()
    expect(read('{')).toBeNull()
  })
})
