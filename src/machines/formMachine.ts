import { assign, fromPromise, setup } from 'xstate'
import {
  cleanFields,
  isDirty,
  serverFieldErrors,
  type FieldErrors,
  type FormContext,
  type FormEvent,
  type FormOptions,
  type FormValues,
  type SubmitInput,
  type Validate,
} from './formParts'
import { changedBy, changedMeanwhile, mergeConflict, withBase, withoutBase } from './formConflict'
import { isRequestError } from './requestErrors'

export { isDirty, serverFieldErrors }
export type { FieldErrors, FormEvent, FormOptions, FormValues, SubmitInput, Validate }

const messages = (errors: Partial<Record<string, string>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

/**
 * A create or edit dialog for values of one shape: validate on submit (then on every change), send, show the
 * server's per-field messages next to their fields, and ask before throwing away changes. A 401 while saving
 * hands the values to `unauthorized`, so whoever owns the form keeps them over signing in again. The checks are
 * part of the machine, not of its context: the context holds data only (it is shown and recorded on /__machines).
 * With `stayOpen` it is a page's form instead (the article editor's): it stays open after a save, and `changed`
 * tells its owner of every edit. `Output` is what `submit` answers, handed to `saved`.
 */
export function createFormMachine<Values extends object, Output = unknown>(options: FormOptions<Values>) {
  const { id, validate, empty, stayOpen = false, refusalUntilChange = false, clean = {}, fromRow } = options
  const check = (values: Values) => messages(validate(values))
  const cleaned = (context: FormContext<Values>, fields: readonly string[] = Object.keys(clean)) =>
    cleanFields(clean, context.values, context.notes, fields) ?? { values: context.values, notes: context.notes }
  // an owner keeping every change (the article editor's drafts) keeps what the values started from with them
  const changed = {
    type: 'changed' as const,
    params: ({ context }: { context: FormContext<Values> }) => ({ values: withBase(context.values, context.base), initial: context.initial, id: context.id }),
  }
  const saved = {
    type: 'saved' as const,
    params: ({ context, event }: { context: FormContext<Values>; event: { output: Output } }) => ({ output: event.output, id: context.id }),
  }
  return setup({
    types: {
      context: {} as FormContext<Values>,
      events: {} as FormEvent<Values>,
    },
    actors: {
      submit: fromPromise<Output, SubmitInput<Values>>(async () => {
        throw new Error('submit is provided by the screen')
      }),
    },
    actions: {
      saved: (_, _params: { output: Output; id: string | null }) => {},
      unauthorized: (_, _params: { values: Values; id: string | null }) => {},
      /** After every change a person makes, for an owner that follows the values (e.g. into the drafts store). */
      changed: (_, _params: { values: Values; initial: Values; id: string | null }) => {},
    },
    guards: {
      invalid: ({ context }) => Object.keys(check(cleaned(context).values)).length > 0,
      dirty: ({ context }) => isDirty(context),
      fieldRefusal: ({ event }) => serverFieldErrors((event as { error?: unknown }).error) !== null,
      unauthorized: ({ event }) => isRequestError((event as { error?: unknown }).error, 'unauthorized'),
      inConflict: ({ context }) => context.conflict !== null,
      // another operator changed the row since the version these values started from, and the form can read the row
      stale: ({ event }) => !!fromRow && changedMeanwhile((event as { error?: unknown }).error) !== null,
    },
  }).createMachine({
    id,
    context: { initial: empty, values: empty, id: null, errors: {}, formError: null, submitted: false, intent: null, notes: {}, base: empty, conflict: null },
    initial: 'closed',
    states: {
      closed: {
        on: {
          'form.open': {
            target: 'editing',
            actions: assign(({ event }) => {
              // a draft kept over a sign-in brings what its values started from
              const { values, base } = withoutBase(event.values)
              return {
                initial: event.initial ?? values,
                values,
                id: event.id ?? null,
                errors: {},
                formError: event.formError ?? null,
                submitted: false,
                intent: null,
                notes: {},
                base: base ?? event.initial ?? values,
                conflict: null,
              }
            }),
          },
        },
      },
      editing: {
        initial: 'ready',
        states: {
          // back from a question or a failed retry, the conflict is still shown until it is saved or left
          ready: { always: { guard: 'inConflict', target: 'conflicted' } },
          /** A save met another operator's change: what it did is shown beside what was typed, to choose from. */
          conflicted: {
            on: {
              'form.choose': {
                actions: [
                  assign(({ context, event }) => {
                    const chosen = context.conflict!.fields.filter((field) => event.field === undefined || field.field === event.field)
                    const values = { ...context.values } as Record<string, unknown>
                    for (const field of chosen) values[field.field] = event.side === 'mine' ? field.mine : field.now
                    return { values: values as Values, errors: context.submitted ? check(values as Values) : context.errors }
                  }),
                  changed,
                ],
              },
            },
          },
        },
        on: {
          'form.change': {
            actions: [
              assign(({ context, event }) => {
                // the dialog's fields are named after the values' keys
                const values = { ...context.values, [event.field]: event.value } as Values
                // before the first submit only the edited field's server message goes away; after it, live validation
                const { [event.field]: _cleared, ...others } = context.errors
                const errors = context.submitted ? { ...others, ...check(values) } : others
                // what a cleaner said about the field no longer holds once it is edited
                const { [event.field]: _note, ...notes } = context.notes
                return refusalUntilChange ? { values, errors, notes, formError: null } : { values, errors, notes }
              }),
              changed,
            ],
          },
          'form.blur': {
            actions: [
              assign(({ context, event }) => {
                const next = cleaned(context, [event.field])
                const errors = context.submitted ? check(next.values) : context.errors
                return { ...next, errors }
              }),
              changed,
            ],
          },
          'form.reset': {
            actions: assign(({ context, event }) => {
              const values = event.values ?? context.initial
              return {
                initial: values,
                values,
                base: values,
                conflict: null,
                id: event.id === undefined ? context.id : event.id,
                errors: {},
                formError: null,
                submitted: false,
                notes: {},
              }
            }),
          },
          'form.submit': [
            // what was typed is read as it will be sent before it is checked
            { guard: 'invalid', actions: assign(({ context }) => ({ ...cleaned(context), errors: check(cleaned(context).values), submitted: true })) },
            {
              target: 'submitting',
              actions: assign(({ context, event }) => ({ ...cleaned(context), submitted: true, errors: {}, formError: null, intent: event.intent ?? null })),
            },
          ],
          'form.cancel': [{ guard: 'dirty', target: 'confirmingDiscard' }, { target: 'closed' }],
        },
      },
      confirmingDiscard: {
        on: {
          'form.discard': 'closed',
          'form.keepEditing': 'editing',
          'form.cancel': 'editing',
        },
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ values: context.values, id: context.id, intent: context.intent }),
          onDone: stayOpen
            ? {
                target: 'editing',
                actions: [assign(({ context }) => ({ initial: context.values, base: context.values, submitted: false, conflict: null })), saved],
              }
            : { target: 'closed', actions: [assign({ conflict: null }), saved] },
          onError: [
            {
              guard: 'stale',
              // (into editing, whose first state goes on to conflicted: one edge from submitting to editing on the diagrams)
              target: 'editing',
              actions: [
                assign(({ context, event }) => {
                  const current = changedMeanwhile(event.error)!
                  const now = fromRow!(current)
                  const { values, conflict } = mergeConflict(context.base, context.values, now, changedBy(current))
                  // what is saved is the row now: the next save starts from its version, and leaving asks while it differs
                  return { values, conflict, base: now, initial: now, errors: {}, formError: null }
                }),
                changed,
              ],
            },
            { guard: 'fieldRefusal', target: 'editing', actions: assign({ errors: ({ event }) => serverFieldErrors(event.error) ?? {} }) },
            {
              guard: 'unauthorized',
              target: 'editing',
              // with what they started from, so that a conflict met after signing in again still tells the sides apart
              actions: { type: 'unauthorized', params: ({ context }) => ({ values: withBase(context.values, context.base), id: context.id }) },
            },
            {
              target: 'editing',
              actions: assign({ formError: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : '保存失败，请重试') }),
            },
          ],
        },
      },
    },
  })
}

export type FormMachine<Values extends object = FormValues, Output = unknown> = ReturnType<typeof createFormMachine<Values, Output>>

/** A form whose values are not checked before sending: the shape every section's form slot starts with. */
export const formMachine = createFormMachine<FormValues>({ id: 'form', validate: () => ({}), empty: {} })

/**
 * A form of any values, as the shared dialog pieces hold it: they read and write fields by name and never rely on
 * the values' shape, which the form's owner opens it with (typed by `Values`), so the widening loses nothing.
 */
export const anyForm = <Values extends object>(form: FormMachine<Values>): FormMachine => form as unknown as FormMachine
