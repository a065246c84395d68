import { assign, fromPromise, setup } from 'xstate'
import { isRequestError } from './requestErrors'

export type FormValues = Record<string, unknown>
export type FieldErrors = Record<string, string>
export type Validate = (values: FormValues) => FieldErrors

interface FormContext {
  /** What the dialog opened with, to tell whether anything was changed. */
  initial: FormValues
  values: FormValues
  id: string | null
  errors: FieldErrors
  /** A refusal that names no field, shown above the buttons. */
  formError: string | null
  submitted: boolean
  validate: Validate
}

export type FormEvent =
  | { type: 'form.open'; values: FormValues; id?: string | null }
  | { type: 'form.change'; field: string; value: unknown }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.discard' }
  | { type: 'form.keepEditing' }

export const isDirty = (context: Pick<FormContext, 'initial' | 'values'>) =>
  JSON.stringify(context.initial) !== JSON.stringify(context.values)

/** `data.fields` of a refusal (docs/api.md): per-field messages from the server. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isRequestError(error, 'business')) return null
  const fields = (error.data as { fields?: unknown } | null)?.fields
  if (!fields || typeof fields !== 'object') return null
  const entries = Object.entries(fields as Record<string, unknown>).filter(([, message]) => typeof message === 'string')
  return entries.length ? (Object.fromEntries(entries) as FieldErrors) : null
}

/**
 * A create or edit dialog: validate on submit (then on every change), send, show the server's per-field messages
 * next to their fields, and ask before throwing away changes. A 401 while saving hands the values to `keepDraft`
 * so they survive signing in again.
 */
export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as { validate: Validate },
  },
  actors: {
    submit: fromPromise<unknown, { values: FormValues; id: string | null }>(async () => {
      throw new Error('submit is provided by the screen')
    }),
  },
  actions: {
    saved: (_, _params: { output: unknown; id: string | null }) => {},
    keepDraft: (_, _params: { values: FormValues; id: string | null }) => {},
  },
  guards: {
    invalid: ({ context }) => Object.keys(context.validate(context.values)).length > 0,
    dirty: ({ context }) => isDirty(context),
    fieldRefusal: ({ event }) => serverFieldErrors((event as { error?: unknown }).error) !== null,
    unauthorized: ({ event }) => isRequestError((event as { error?: unknown }).error, 'unauthorized'),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    initial: {},
    values: {},
    id: null,
    errors: {},
    formError: null,
    submitted: false,
    validate: input.validate,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.open': {
          target: 'editing',
          actions: assign(({ event }) => ({
            initial: event.values,
            values: event.values,
            id: event.id ?? null,
            errors: {},
            formError: null,
            submitted: false,
          })),
        },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value }
            // before the first submit only the edited field's server message goes away; after it, live validation
            const { [event.field]: _cleared, ...others } = context.errors
            return { values, errors: context.submitted ? { ...others, ...context.validate(values) } : others }
          }),
        },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign(({ context }) => ({ errors: context.validate(context.values), submitted: true })),
          },
          { target: 'submitting', actions: assign({ submitted: true, errors: {}, formError: null }) },
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
        input: ({ context }) => ({ values: context.values, id: context.id }),
        onDone: {
          target: 'closed',
          actions: { type: 'saved', params: ({ context, event }) => ({ output: event.output, id: context.id }) },
        },
        onError: [
          {
            guard: 'fieldRefusal',
            target: 'editing',
            actions: assign({ errors: ({ event }) => serverFieldErrors(event.error) ?? {} }),
          },
          {
            guard: 'unauthorized',
            target: 'editing',
            actions: { type: 'keepDraft', params: ({ context }) => ({ values: context.values, id: context.id }) },
          },
          {
            target: 'editing',
            actions: assign({ formError: ({ event }) => (event.error instanceof Error ? event.error.message : '保存失败，请重试') }),
          },
        ],
      },
    },
  },
})
