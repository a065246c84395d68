import { assign, fromPromise, setup } from 'xstate'
import type { Appearance, ListPreference, PreferenceField, Preferences, PreferencesDocument, RecentItem } from '../api/preferences'
import { fieldsOf, merged, sameValue, union, valueOf, withValue } from './preferencesDocument'
import { isRequestError } from './requestErrors'

/**
 * The operator's choices follow them (docs/api.md, "Preferences"): read once after sign-in and applied, then each
 * change made here (already kept in this browser) is sent after a pause, one save at a time, with the version it was
 * read at. A save refused because another browser saved meanwhile (1460) is merged field by field — the other's
 * choices kept, this browser's changes on top, a list's settings one by one — shown here, and sent again. A backend
 * without the calls leaves the choices in this browser; a failed save keeps them here and is said once, and the next
 * change sends them all again.
 */

/** A choice made in this browser: one list's 列设置, the appearance or the palette's recent items. */
export type PreferenceChange =
  { field: `lists.${string}`; value: ListPreference } | { field: 'appearance'; value: Appearance } | { field: 'recents'; value: RecentItem[] }

/** What a save came to: saved (the document the server keeps now), or refused for a newer one (`conflict`). */
export type SaveOutcome = { saved: PreferencesDocument } | { conflict: PreferencesDocument }

/** How long the choices must rest before they are sent: a burst of clicks in 列设置 is one save. */
export const SAVE_DELAY_MS = 1000
/** Saves refused in a row for a newer document before it counts as a failure (two browsers saving without end). */
export const MAX_CONFLICTS = 3

export interface PreferencesContext {
  /** The document as the server should have it: the last one read or saved, with this browser's changes since. */
  document: PreferencesDocument
  /** The server's document as last known (read, saved, or refused for): what this browser's changes were made from. */
  base: PreferencesDocument
  /** Whether the server's document has been read (its version known). */
  read: boolean
  /** Fields changed here and not sent yet, and those of the save on its way. */
  dirty: PreferenceField[]
  sending: PreferenceField[]
  /** Saves refused for a newer document in a row. */
  conflicts: number
  /** A failure was said (once per sign-in). */
  told: boolean
}

export type PreferencesEvent = { type: 'preferences.changed'; change: PreferenceChange }

/**
 * What this browser shows of `next` (the server's document with this browser's changes merged in): each field not
 * being changed here, and each one being changed that the merge took something of the server's into (a list's other
 * setting, changed in another browser).
 */
const shown = (next: PreferencesDocument, { document, dirty, sending }: PreferencesContext) => ({
  document: next,
  fields: fieldsOf(next).filter((field) => !(dirty.includes(field) || sending.includes(field)) || !sameValue(valueOf(next, field), valueOf(document, field))),
})

/** The server's document `server` with this browser's changes in `fields` merged in (preferencesDocument.ts). */
const withMine = (server: PreferencesDocument, context: PreferencesContext, fields: readonly PreferenceField[]) =>
  merged(server, context.document, fields, context.base)

export const preferencesMachine = setup({
  types: { context: {} as PreferencesContext, events: {} as PreferencesEvent },
  actors: {
    load: fromPromise<PreferencesDocument>(() => Promise.reject(new Error('no load provided'))),
    save: fromPromise<SaveOutcome, PreferencesDocument>(() => Promise.reject(new Error('no save provided'))),
  },
  actions: {
    /** Shows and keeps in this browser the server's `fields` of `document`. */
    apply: (_, _params: { document: Preferences; fields: PreferenceField[] }) => {},
    /** Says that the choices are kept in this browser only, for now. */
    tellNotSaved: () => {},
    remember: assign(({ context }, change: PreferenceChange) => ({
      document: withValue(context.document, change.field, change.value),
      dirty: union(context.dirty, [change.field]),
    })),
    markTold: assign({ told: true }),
    /** A read or save that did not go: what it carried is still to be sent. */
    keepUnsent: assign(({ context }) => ({ dirty: union(context.sending, context.dirty), sending: [] as PreferenceField[], conflicts: 0 })),
  },
  guards: {
    /** A choice the document does not hold yet (a choice made again, or the same order of recents, sends nothing). */
    changes: ({ context }, change: PreferenceChange) =>
      context.dirty.includes(change.field) || !sameValue(valueOf(context.document, change.field), change.value),
    missing: ({ event }) => isRequestError((event as { error?: unknown }).error, 'missing'),
    pending: ({ context }) => context.dirty.length > 0,
    read: ({ context }) => context.read,
    /** Merged after a refused save: sent again, unless the other browsers kept winning MAX_CONFLICTS times. */
    retriesLeft: ({ context }) => context.conflicts < MAX_CONFLICTS,
    conflict: ({ event }) => 'conflict' in ((event as { output?: object }).output ?? {}),
    /** A failure the person should hear of: once, with something to send, and not a sign-out or a cancelled call. */
    untold: ({ context, event }) => {
      const error = (event as { error?: unknown }).error
      return !context.told && context.dirty.length + context.sending.length > 0 && !(isRequestError(error) && error.quiet)
    },
  },
  delays: { rest: SAVE_DELAY_MS },
}).createMachine({
  id: 'preferences',
  context: { document: { version: 0 }, base: { version: 0 }, read: false, dirty: [], sending: [], conflicts: 0, told: false },
  initial: 'reading',
  on: {
    'preferences.changed': {
      guard: { type: 'changes', params: ({ event }) => event.change },
      actions: { type: 'remember', params: ({ event }) => event.change },
      target: '.waiting',
    },
  },
  states: {
    reading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'settled',
          actions: [
            { type: 'apply', params: ({ context, event }) => shown(withMine(event.output, context, context.dirty), context) },
            assign(({ context, event }) => ({ document: withMine(event.output, context, context.dirty), base: event.output, read: true })),
          ],
        },
        onError: [{ guard: 'missing', target: 'local' }, { guard: 'untold', target: 'unread', actions: ['tellNotSaved', 'markTold'] }, { target: 'unread' }],
      },
      // a change while reading waits for the read (its version), then goes
      on: {
        'preferences.changed': {
          guard: { type: 'changes', params: ({ event }) => event.change },
          actions: { type: 'remember', params: ({ event }) => event.change },
        },
      },
    },
    /** The read failed: the next change reads again first. */
    unread: {},
    settled: { always: [{ guard: 'pending', target: 'waiting' }, { target: 'idle' }] },
    idle: {},
    waiting: { after: { rest: [{ guard: 'read', target: 'saving' }, { target: 'reading' }] } },
    saving: {
      entry: assign(({ context }) => ({ sending: context.dirty, dirty: [] as PreferenceField[] })),
      invoke: {
        src: 'save',
        input: ({ context }) => context.document,
        onDone: [
          {
            // another browser saved meanwhile: its choices are taken (and shown) but for what was changed here
            guard: 'conflict',
            target: 'merging',
            actions: [
              {
                type: 'apply',
                params: ({ context, event }) => shown(withMine(current(event.output), context, union(context.sending, context.dirty)), context),
              },
              assign(({ context, event }) => ({
                document: withMine(current(event.output), context, union(context.sending, context.dirty)),
                base: current(event.output),
                dirty: union(context.sending, context.dirty),
                sending: [] as PreferenceField[],
                conflicts: context.conflicts + 1,
              })),
            ],
          },
          {
            target: 'settled',
            actions: assign(({ context, event }) => ({
              // what was sent is the server's now: only the changes made during the save are still this browser's own
              document: merged(current(event.output), context.document, context.dirty, current(event.output)),
              base: current(event.output),
              sending: [] as PreferenceField[],
              conflicts: 0,
            })),
          },
        ],
        onError: [
          { guard: 'missing', target: 'local' },
          { guard: 'untold', target: 'failed', actions: ['tellNotSaved', 'markTold', 'keepUnsent'] },
          { target: 'failed', actions: 'keepUnsent' },
        ],
      },
      on: {
        'preferences.changed': {
          guard: { type: 'changes', params: ({ event }) => event.change },
          actions: { type: 'remember', params: ({ event }) => event.change },
        },
      },
    },
    /** Merged with a newer document: sent again at once, unless the other browsers keep winning. */
    merging: {
      always: [
        { guard: 'retriesLeft', target: 'saving' },
        { guard: 'untold', target: 'failed', actions: ['tellNotSaved', 'markTold', 'keepUnsent'] },
        { target: 'failed', actions: 'keepUnsent' },
      ],
    },
    /** A save failed: kept in this browser; the next change sends everything not sent. */
    failed: {},
    /** This backend keeps no preferences: the choices stay in this browser, as before. */
    local: { on: { 'preferences.changed': {} } },
  },
})

/** The document a save's outcome carries: the one saved, or the newer one it was refused for. */
function current(outcome: SaveOutcome): PreferencesDocument {
  return 'saved' in outcome ? outcome.saved : outcome.conflict
}
