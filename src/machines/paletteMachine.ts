import { assign, fromPromise, setup } from 'xstate'

/** The kinds of record the palette finds, in the order their groups are shown. */
export const RECORD_KINDS = ['domain', 'article', 'theme', 'backlink', 'comment'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

/** A record the server found: its list opens filtered by `keyword` (an article: its editor, by `id`). */
export interface RecordHit {
  kind: RecordKind
  id: string
  name: string
  keyword: string
}

/** A record search's answer: the records found, and the kinds whose own search failed (the others still show). */
export interface RecordSearch {
  hits: RecordHit[]
  failed: RecordKind[]
}

/** What the palette remembers having run: a screen, a command or a record. */
export type Recent = { type: 'page'; to: string } | { type: 'command'; id: string } | { type: 'record'; hit: RecordHit }

/** How many recent items are kept and shown first. */
export const RECENT_LIMIT = 6
/** How long typing must pause before the records are asked for. */
export const TYPING_PAUSE_MS = 200

export const recentKey = (recent: Recent): string =>
  recent.type === 'page' ? `page:${recent.to}` : recent.type === 'command' ? `command:${recent.id}` : `record:${recent.hit.kind}:${recent.hit.id}`

/** `recent` first, without an earlier copy of it, at most RECENT_LIMIT. */
export const remember = (recents: readonly Recent[], recent: Recent): Recent[] =>
  [recent, ...recents.filter((kept) => recentKey(kept) !== recentKey(recent))].slice(0, RECENT_LIMIT)

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

function recentOf(value: unknown): Recent | null {
  if (typeof value !== 'object' || value === null) return null
  const entry = value as Record<string, unknown>
  if (entry.type === 'page' && isText(entry.to)) return { type: 'page', to: entry.to }
  if (entry.type === 'command' && isText(entry.id)) return { type: 'command', id: entry.id }
  const hit = entry.hit as Record<string, unknown> | null | undefined
  if (entry.type !== 'record' || typeof hit !== 'object' || hit === null) return null
  const kind = RECORD_KINDS.find((known) => known === hit.kind)
  if (!kind || !isText(hit.id) || !isText(hit.name) || !isText(hit.keyword)) return null
  return { type: 'record', hit: { kind, id: hit.id, name: hit.name, keyword: hit.keyword } }
}

/** The recent items kept in storage: anything but a list is none; an entry of the wrong shape is left out. */
export function parseRecents(stored: unknown): Recent[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((value) => recentOf(value) ?? []).slice(0, RECENT_LIMIT)
}

export interface PaletteContext {
  query: string
  /** The records found for `query`, grouped by kind in the order of RECORD_KINDS. */
  records: RecordHit[]
  /** The kinds whose search failed for `query`: each says so in its group, with a way to try again. */
  failed: RecordKind[]
  recents: Recent[]
}

export type PaletteEvent = { type: 'palette.typed'; query: string } | { type: 'palette.ran'; recent: Recent } | { type: 'palette.retried' }

/**
 * The palette's logic: what was typed, the records found for it, and what was run lately. Typing waits for a pause
 * of TYPING_PAUSE_MS before asking; typing again leaves the search, which stops (and aborts) the answer on its way,
 * so only the latest query's answer is ever shown. The search answers each kind on its own: a kind whose call failed
 * is named in `failed` while the others' records show, and `palette.retried` asks for the same query again. The search
 * and keeping the recent list are effects given by the palette (the list calls; localStorage).
 */
export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
    input: {} as { recents: Recent[] },
  },
  actors: {
    search: fromPromise<RecordSearch, { query: string }>(() => Promise.resolve({ hits: [], failed: [] })),
  },
  actions: {
    keepRecents: (_, _recents: Recent[]) => {},
  },
  delays: { typingPause: TYPING_PAUSE_MS },
  guards: {
    blank: (_, query: string) => query.trim() === '',
    /** Something was typed to search for again. */
    typed: ({ context }) => context.query.trim() !== '',
  },
}).createMachine({
  id: 'palette',
  context: ({ input }) => ({ query: '', records: [], failed: [], recents: input.recents }),
  initial: 'idle',
  on: {
    'palette.typed': [
      {
        guard: { type: 'blank', params: ({ event }) => event.query },
        target: '.idle',
        actions: assign({ query: ({ event }) => event.query, records: [], failed: [] }),
      },
      { target: '.waiting', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
    ],
    // a failed kind's 重试: the same query asked again at once (what was found meanwhile stays until the answer)
    'palette.retried': { guard: 'typed', target: '.searching', reenter: true },
    'palette.ran': {
      actions: [
        assign({ recents: ({ context, event }) => remember(context.recents, event.recent) }),
        { type: 'keepRecents', params: ({ context }) => context.recents },
      ],
    },
  },
  states: {
    idle: {},
    waiting: { after: { typingPause: 'searching' } },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: { target: 'idle', actions: assign({ records: ({ event }) => event.output.hits, failed: ({ event }) => event.output.failed }) },
        onError: { target: 'idle', actions: assign({ records: [], failed: () => [...RECORD_KINDS] }) },
      },
    },
  },
})
