import { assign, fromPromise, not, setup } from 'xstate'
import { isRequestError } from './requestErrors'

/** How often a list on view asks whether its page changed. */
export const CHECK_EVERY_MS = 30_000

/** What keeps a list from checking: a dialog over it, a selection on it, or the page out of sight. */
export interface FreshnessHolds {
  dialog: boolean
  selection: boolean
  hidden: boolean
}

interface FreshnessContext extends FreshnessHolds {
  /** The stamp the shown page's answer carried; null while it loads, or when the backend gives none. */
  stamp: string | null
  /** A check is due (the interval passed, or the window got the focus back) and goes once nothing holds it. */
  due: boolean
}

export type FreshnessEvent =
  /** The list shows another page (a new query, or the same one loaded again): its stamp, once its answer came. */
  | { type: 'freshness.page'; stamp: string | null }
  /** The window got the focus back (or the page came back into sight): a check now. */
  | { type: 'freshness.focus' }
  | ({ type: 'freshness.hold' } & Partial<FreshnessHolds>)
  /** 刷新: the notice goes; the route loads the page again, whose stamp comes with a `freshness.page`. */
  | { type: 'freshness.refresh' }

const held = ({ context }: { context: FreshnessContext }) => context.dialog || context.selection || context.hidden

/**
 * Whether the page a list shows is still what the server would answer: it asks for the page's stamp alone (the
 * `check` actor: GET …/stamp with the list's query) every CHECK_EVERY_MS and when the window gets the focus back, and
 * compares it with the stamp the page came with. A difference is only said (`changed`: 有新的变更 with 刷新), never
 * loaded under the person's cursor. Never while a dialog is open, rows are selected or the page is out of sight: a
 * check due meanwhile goes as soon as that ends (a dialog open for a moment asks nothing). Never two checks at once,
 * and none for a page without a stamp or a backend without the call.
 */
export const freshnessMachine = setup({
  types: {
    context: {} as FreshnessContext,
    events: {} as FreshnessEvent,
  },
  actors: {
    check: fromPromise<string>(async () => {
      throw new Error('check is provided by the list')
    }),
  },
  actions: {
    markDue: assign({ due: true }),
    clearDue: assign({ due: false }),
  },
  guards: {
    held,
    due: ({ context }) => context.due,
    stamped: ({ context }) => context.stamp !== null,
    differs: ({ context, event }) => (event as unknown as { output: string }).output !== context.stamp,
    missing: ({ event }) => isRequestError((event as { error?: unknown }).error, 'missing'),
  },
  delays: { checkEvery: CHECK_EVERY_MS },
}).createMachine({
  id: 'freshness',
  context: { stamp: null, due: false, dialog: false, selection: false, hidden: false },
  initial: 'idle',
  on: {
    // another page: whatever was found of the last one no longer matters (a check on its way is dropped)
    'freshness.page': { target: '.starting', actions: assign({ stamp: ({ event }) => event.stamp, due: false }) },
    'freshness.hold': {
      actions: assign(({ context, event }) => ({
        dialog: event.dialog ?? context.dialog,
        selection: event.selection ?? context.selection,
        hidden: event.hidden ?? context.hidden,
      })),
    },
  },
  states: {
    // nothing to compare with: a page loading, without a stamp, or a backend without the call
    idle: {},
    starting: {
      always: [{ guard: 'stamped', target: 'watching' }, { target: 'idle' }],
    },
    watching: {
      type: 'parallel',
      states: {
        // the interval runs on whatever holds the checks: a hold does not put the next check off
        clock: {
          initial: 'ticking',
          states: { ticking: { after: { checkEvery: { target: 'ticking', reenter: true, actions: 'markDue' } } } },
        },
        check: {
          initial: 'resting',
          states: {
            resting: {
              always: [
                { guard: 'held', target: 'held' },
                { guard: 'due', target: 'checking' },
              ],
              on: { 'freshness.focus': { actions: 'markDue' } },
            },
            held: {
              always: { guard: not('held'), target: 'resting' },
              on: { 'freshness.focus': { actions: 'markDue' } },
            },
            checking: {
              entry: 'clearDue',
              // a dialog opened or rows were ticked meanwhile: this answer would not be shown, the check goes again later
              always: { guard: 'held', target: 'held', actions: 'markDue' },
              invoke: {
                src: 'check',
                onDone: [
                  { guard: 'differs', target: '#freshness.changed' },
                  // an interval that passed meanwhile is this check's
                  { target: 'resting', actions: 'clearDue' },
                ],
                onError: [
                  { guard: 'missing', target: '#freshness.idle' },
                  { target: 'resting', actions: 'clearDue' },
                ],
              },
            },
          },
        },
      },
    },
    // 有新的变更: nothing more to find until the page is loaded again
    changed: {
      on: { 'freshness.refresh': 'idle' },
    },
  },
})
