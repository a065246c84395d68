import { and, sendParent, sendTo, setup, type PromiseActorLogic } from 'xstate'
import { actionMachine, type PendingAction } from './actionMachine'
import { anyForm, formMachine, type FormMachine, type FormValues, type SubmitInput } from './formMachine'
import { listMachine, type ShownPage } from './listMachine'
import { reportMachine } from './reportMachine'
import { isRequestError } from './requestErrors'

/** A section's dialogs: its create/edit (or reply) form and its bulk form. Either may go unused. */
export type FormSlot = 'form' | 'bulk'

export interface SectionInput {
  /** The page the route loaded for the URL when the screen opened. */
  shown: ShownPage
  /** Forms whose saved answer is a report to show (a bulk add's line-by-line result). */
  reports?: readonly FormSlot[]
}

export type SectionEvent =
  | { type: 'section.saved'; form: FormSlot; output: unknown }
  | { type: 'section.unauthorized'; form: FormSlot; values: FormValues; id: string | null }
  | { type: 'section.actionDone'; pending: PendingAction; output: unknown }
  | { type: 'section.actionFailed'; pending: PendingAction; error: unknown }
  /** Something the screen owns outside these children changed rows (an upload, a push, a bulk dialog of its own). */
  | { type: 'section.changed'; clearsSelection?: boolean }
  /** 撤销 in the toast an undoable action left: run the entry that takes it back. */
  | { type: 'section.undo'; pending: PendingAction }

/**
 * A form child of a section: its own machine (values and checks), saving through `submit`, reporting to the
 * section what it saved and the values a 401 interrupted. The section holds every form under one type (`anyForm`):
 * it never reads the values, it only hands them to the drafts store.
 */
export function sectionForm<Values extends FormValues>(
  form: FormMachine<Values>,
  slot: FormSlot,
  submit?: PromiseActorLogic<unknown, SubmitInput<Values>>,
): FormMachine {
  const reporting = form.provide({
    actors: submit ? { submit } : {},
    actions: {
      saved: sendParent((_, { output }: { output: unknown }) => ({ type: 'section.saved', form: slot, output })),
      unauthorized: sendParent((_, { values, id }: { values: Values; id: string | null }) => ({ type: 'section.unauthorized', form: slot, values, id })),
    },
  })
  return anyForm(reporting)
}

/** The action child reports every outcome to its section. */
export const sectionAction = (action: typeof actionMachine) =>
  action.provide({
    actions: {
      done: sendParent((_, { pending, output }: { pending: PendingAction; output: unknown }) => ({ type: 'section.actionDone', pending, output })),
      failed: sendParent((_, { pending, error }: { pending: PendingAction; error: unknown }) => ({ type: 'section.actionFailed', pending, error })),
    },
  })

type ActionDone = { event: Extract<SectionEvent, { type: 'section.actionDone' }> }
const answer = { type: 'passAnswer' as const, params: ({ event }: ActionDone) => ({ pending: event.pending, output: event.output }) }
const undo = { type: 'offerUndo' as const, params: ({ event }: ActionDone) => ({ pending: event.pending, output: event.output }) }

/**
 * One section screen: its list, its action runner, its report and its forms as children, and the rules between
 * them, the same for every section: a saved form or a finished action invalidates the list's loaded pages, so the
 * route loads the URL's page again (the person stays on their page) and no earlier page is shown from the cache; a bulk action clears the selection (unless its entry keeps it); an undoable one (a deletion) offers 撤销,
 * which runs the entry that takes it back; a refused action, or one answered in another shape, reloads too (the
 * screen may be out of date); a 401 while saving keeps the form's draft for after signing in. What else follows a
 * change (the theme selects, the menu's count) is the section's own `tellFollowers`.
 */
export const sectionMachine = setup({
  types: {
    context: {} as { reports: readonly FormSlot[]; shown: ShownPage },
    input: {} as SectionInput,
    events: {} as SectionEvent,
    children: {} as { list: 'list'; action: 'action'; report: 'report'; form: 'form'; bulk: 'bulk' },
  },
  actors: {
    list: listMachine,
    action: sectionAction(actionMachine),
    report: reportMachine,
    form: sectionForm(formMachine, 'form'),
    bulk: sectionForm(formMachine, 'bulk'),
  },
  actions: {
    /** Provided by the screen: the route's loaded pages of this list are out of date (the router loads the URL's again). */
    refreshList: () => {},
    /** The list's rows are out of date until the page `refreshList` asks for comes (an action on a row waits for it). */
    staleList: sendTo('list', { type: 'list.stale' }),
    runUndo: sendTo('action', ({ event }) => ({
      type: 'action.request' as const,
      pending: (event as Extract<SectionEvent, { type: 'section.undo' }>).pending,
    })),
    clearSelection: sendTo('list', { type: 'list.selectionCleared' }),
    showReport: sendTo('report', ({ event }) => ({ type: 'report.show', report: event.type === 'section.saved' ? event.output : null })),
    /** Provided by the screen: keep the form's values where the same screen finds them after signing in. */
    keepDraft: (_, _params: { form: FormSlot; values: FormValues; id: string | null }) => {},
    /** Provided by the screen: what follows any change of its rows outside this section. */
    tellFollowers: () => {},
    /** Provided by the screen: hands an action's answer to whoever shows it (e.g. a push record in its drawer). */
    passAnswer: (_, _params: { pending: PendingAction; output: unknown }) => {},
    /** Provided by the screen: a toast saying what was done, whose 撤销 sends `section.undo` with the entry that takes it back. */
    offerUndo: (_, _params: { pending: PendingAction; output: unknown }) => {},
  },
  guards: {
    reportsAnswer: ({ context, event }) => event.type === 'section.saved' && context.reports.includes(event.form),
    changedRows: ({ event }) => event.type === 'section.actionDone' && event.pending.refresh,
    clearsSelection: ({ event }) =>
      (event.type === 'section.actionDone' && event.pending.clearsSelection) || (event.type === 'section.changed' && !!event.clearsSelection),
    undoable: ({ event }) => event.type === 'section.actionDone' && event.pending.undoable,
    // refused, or answered with data of another shape: either way the rows may not be what the screen shows
    refused: ({ event }) => event.type === 'section.actionFailed' && (isRequestError(event.error, 'business') || isRequestError(event.error, 'invalid')),
  },
}).createMachine({
  id: 'section',
  context: ({ input }) => ({ reports: input.reports ?? [], shown: input.shown }),
  invoke: [
    // the list starts with the page the route loaded for the URL the screen opened at
    { id: 'list', src: 'list', input: ({ context }) => ({ shown: context.shown }) },
    { id: 'action', src: 'action' },
    { id: 'report', src: 'report' },
    { id: 'form', src: 'form' },
    { id: 'bulk', src: 'bulk' },
  ],
  on: {
    'section.saved': [
      { guard: 'reportsAnswer', actions: ['staleList', 'refreshList', 'tellFollowers', 'showReport'] },
      { actions: ['staleList', 'refreshList', 'tellFollowers'] },
    ],
    'section.unauthorized': { actions: { type: 'keepDraft', params: ({ event }) => ({ form: event.form, values: event.values, id: event.id }) } },
    'section.actionDone': [
      { guard: and(['clearsSelection', 'undoable']), actions: ['clearSelection', 'staleList', 'refreshList', 'tellFollowers', undo, answer] },
      { guard: 'clearsSelection', actions: ['clearSelection', 'staleList', 'refreshList', 'tellFollowers', answer] },
      { guard: and(['changedRows', 'undoable']), actions: ['staleList', 'refreshList', 'tellFollowers', undo, answer] },
      { guard: 'changedRows', actions: ['staleList', 'refreshList', 'tellFollowers', answer] },
      { actions: answer },
    ],
    'section.actionFailed': { guard: 'refused', actions: ['staleList', 'refreshList', 'tellFollowers'] },
    'section.changed': [
      { guard: 'clearsSelection', actions: ['clearSelection', 'staleList', 'refreshList', 'tellFollowers'] },
      { actions: ['staleList', 'refreshList', 'tellFollowers'] },
    ],
    'section.undo': { actions: 'runUndo' },
  },
})
