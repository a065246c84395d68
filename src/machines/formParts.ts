import type { Conflict } from './formConflict'
import { isRequestError } from './requestErrors'

/** What every form shares besides its machine: the shapes of its values, messages and events, and two rules. */

export type FormValues = Record<string, unknown>
export type FieldErrors = Record<string, string>
/** The checks a form runs before sending: a message per field that is wrong, keyed by the field's name. */
export type Validate<Values extends object> = (values: Values) => Partial<Record<keyof Values & string, string>>

export interface FormContext<Values extends object> {
  /** What the dialog opened with, to tell whether anything was changed. */
  initial: Values
  values: Values
  id: string | null
  errors: FieldErrors
  /** A refusal that names no field, shown above the buttons. */
  formError: string | null
  submitted: boolean
  /** Which of the dialog's send buttons was used (e.g. 仅回复 beside 通过并回复); null for its main one. */
  intent: string | null
  /** What a field's cleaner did to it (e.g. 已从网址中取出域名：…), shown beside the field until it changes again. */
  notes: Record<string, string>
  /** The row as it was at the version the values started from (formConflict.ts): what a conflict compares against. */
  base: Values
  /** What another operator's change did, since a save met it (1460); null otherwise. */
  conflict: Conflict | null
}

export type FormEvent<Values extends object = FormValues> =
  /**
   * `initial`: what is saved, when `values` are a draft laid over it (the form opens dirty). `formError`: why the form
   * opens where its owner could not go on without it (e.g. a lookup that failed), shown as a refusal is.
   */
  | { type: 'form.open'; values: Values; id?: string | null; initial?: Values; formError?: string }
  | { type: 'form.change'; field: string; value: unknown }
  /** The person left the field: its cleaner (if any) runs on it. */
  | { type: 'form.blur'; field: string }
  /** Back to what is saved, or with `values` (and `id`): these are what is saved now. Messages go. */
  | { type: 'form.reset'; values?: Values; id?: string | null }
  /** `intent`: a second way to send the same values, named by the dialog (e.g. `replyOnly`: 仅回复). */
  | { type: 'form.submit'; intent?: string }
  | { type: 'form.cancel' }
  | { type: 'form.discard' }
  | { type: 'form.keepEditing' }
  /** After a conflict: a field (without one, every field both sides changed) as this operator typed it, or as the server has it. */
  | { type: 'form.choose'; field?: string; side: 'mine' | 'theirs' }

export const isDirty = (context: { initial: unknown; values: unknown }) => JSON.stringify(context.initial) !== JSON.stringify(context.values)

/** `data.fields` of a refusal (docs/api.md): per-field messages from the server. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isRequestError(error, 'business')) return null
  const fields = (error.data as { fields?: unknown } | null)?.fields
  if (!fields || typeof fields !== 'object') return null
  const entries = Object.entries(fields as Record<string, unknown>).filter(([, message]) => typeof message === 'string')
  return entries.length ? (Object.fromEntries(entries) as FieldErrors) : null
}

/** What the submit actor is given: the values, the row's id when editing, and the send button's intent. */
export interface SubmitInput<Values> {
  values: Values
  id: string | null
  intent: string | null
}

export interface FormOptions<Values extends object> {
  id: string
  validate: Validate<Values>
  /** The values of a form not opened yet. */
  empty: Values
  /** The form is a page, not a dialog: after a save it stays open, what was sent being what is saved now. */
  stayOpen?: boolean
  /** A refusal that names no field goes away at the next change (a dialog's stays until the next submit). */
  refusalUntilChange?: boolean
  /**
   * Per field, how what was typed is read before it is checked (e.g. a web address typed as a domain becomes its
   * host): the cleaned value and a note saying what changed, or null when nothing needs changing. It runs when the
   * person leaves the field and again before every submit.
   */
  clean?: Cleaners<Values>
  /**
   * How the row as the server answers it reads as this form's values (with its `version`): a save refused because
   * another operator changed the row (1460) is then shown field by field, to merge (formConflict.ts). Without it
   * such a refusal is shown as any other.
   */
  fromRow?: (row: Record<string, unknown>) => Values
}

export type Cleaner = (value: unknown) => { value: unknown; note: string } | null
export type Cleaners<Values> = Partial<Record<keyof Values & string, Cleaner>>

/** Runs `fields`' cleaners over `values`: the new values and notes, or null when nothing changed. */
export function cleanFields<Values extends object>(
  clean: Cleaners<Values>,
  values: Values,
  notes: Record<string, string>,
  fields: readonly string[],
): { values: Values; notes: Record<string, string> } | null {
  let changed = false
  let next = { values, notes }
  for (const field of fields) {
    const cleaned = clean[field as keyof Values & string]?.((next.values as Record<string, unknown>)[field])
    if (!cleaned) continue
    changed = true
    next = { values: { ...next.values, [field]: cleaned.value }, notes: { ...next.notes, [field]: cleaned.note } }
  }
  return changed ? next : null
}
