import { assign, fromPromise, setup } from 'xstate'
import { isRequestError } from './requestErrors'

export type FormValues = Record<string, unknown>
export type FieldErrors = Record<string, string>
/** The checks a form runs before sending: a message per field that is wrong, keyed by the field's name. */
export type Validate<Values extends FormValues> = (values: Values) => Partial<Record<keyof Values & string, string>>

interface FormContext<Values extends FormValues> {
  /** What the dialog opened with, to tell whether anything was changed. */
  initial: Values
  values: Values
  id: string | null
  errors: FieldErrors
  /** A refusal that names no field, shown above the buttons. */
  formError: string | null
  submitted: boolean
}

export type FormEvent<Values extends FormValues = FormValues> =
  | { type: 'form.open'; values: Values; id?: string | null }
  | { type: 'form.change'; field: string; value: unknown }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.discard' }
  | { type: 'form.keepEditing' }

export const isDirty = (context: { initial: unknown; values: unknown }) => JSON.stringify(context.initial) !== JSON.stringify(context.values)

/** `data.fields` of a refusal (docs/api.md): per-field messages from the server. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isRequestError(error, 'business')) return null
  const fields = (error.data as { fields?: unknown } | null)?.fields
  if (!fields || typeof fields !== 'object') return null
  const entries = Object.entries(fields as Record<string, unknown>).filter(([, message]) => typeof message === 'string')
  return entries.length ? (Object.fromEntries(entries) as FieldErrors) : null
}

const messages = (errors: Partial<Record<string, string>>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

/**
 * A create or edit dialog for values of one shape: validate on submit (then on every change), send, show the
 * server's per-field messages next to their fields, and ask before throwing away changes. A 401 while saving
 * hands the values to `unauthorized`, so whoever owns the form keeps them over signing in again. The checks are
 * part of the machine, not of its context: the context holds data only (it is shown and recorded on /__machines).
 */
export function createFormMachine<Values extends FormValues>({ id, validate, empty }: { id: string; validate: Validate<Values>; empty: Values }) {
  const check = (values: Values) => messages(validate(values))
  return setup({
    types: {
      context: {} as FormContext<Values>,
      events: {} as FormEvent<Values>,
    },
    actors: {
      submit: fromPromise<unknown, { values: Values; id: string | null }>(async () => {
        throw new Error('submit is provided by the screen')
      }),
    },
    actions: {
      saved: (_, _params: { output: unknown; id: string | null }) => {},
      unauthorized: (_, _params: { values: Values; id: string | null }) => {},
    },
    guards: {
      invalid: ({ context }) => Object.keys(check(context.values)).length > 0,
      dirty: ({ context }) => isDirty(context),
      fieldRefusal: ({ event }) => serverFieldErrors((event as { error?: unknown }).error) !== null,
      unauthorized: ({ event }) => isRequestError((event as { error?: unknown }).error, 'unauthorized'),
    },
  }).createMachine({
    id,
    context: { initial: empty, values: empty, id: null, errors: {}, formError: null, submitted: false },
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
              // the dialog's fields are named after the values' keys
              const values = { ...context.values, [event.field]: event.value } as Values
              // before the first submit only the edited field's server message goes away; after it, live validation
              const { [event.field]: _cleared, ...others } = context.errors
              return { values, errors: context.submitted ? { ...others, ...check(values) } : others }
            }),
          },
          'form.submit': [
            { guard: 'invalid', actions: assign(({ context }) => ({ errors: check(context.values), submitted: true })) },
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
            { guard: 'fieldRefusal', target: 'editing', actions: assign({ errors: ({ event }) => serverFieldErrors(event.error) ?? {} }) },
            {
              guard: 'unauthorized',
              target: 'editing',
              actions: { type: 'unauthorized', params: ({ context }) => ({ values: context.values, id: context.id }) },
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
}

export type FormMachine<Values extends FormValues = FormValues> = ReturnType<typeof createFormMachine<Values>>

/** A form whose values are not checked before sending: the shape every section's form slot starts with. */
export const formMachine = createFormMachine<FormValues>({ id: 'form', validate: () => ({}), empty: {} })

/**
 * A form of any values, as the shared dialog pieces hold it: they read and write fields by name and never rely on
 * the values' shape, which the form's owner opens it with (typed by `Values`), so the widening loses nothing.
 */
export const anyForm = <Values extends FormValues>(form: FormMachine<Values>): FormMachine => form as unknown as FormMachine
