import type { DraftKey } from '../../app/drafts'
import type { Page } from '../../api/envelope'
import type { ActionTable } from '../../machines/actionTable'
import type { FormMachine, FormValues } from '../../machines/formMachine'
import type { FetchPageInput, ListRow } from '../../machines/listMachine'
import type { FormSlot } from '../../machines/sectionMachine'

/**
 * One dialog of a section: its machine (values and checks), the call that saves it, and where its draft is kept.
 * `intent` names the send button used when the dialog has a second one (e.g. `approve`: 通过并回复); null otherwise.
 */
export interface FormDefinition<Values extends FormValues> {
  machine: FormMachine<Values>
  submit: (values: Values, id: string | null, intent: string | null) => Promise<unknown>
  draftKey: DraftKey<Values>
}

export const defineForm = <Values extends FormValues>(form: FormDefinition<Values>) => form

/**
 * Everything a section screen is built from, declared once at module level: how to load a page of rows, the action
 * table, and its forms (the list's filters are its resource's declaration's, src/routes/resources.ts). `useSection`
 * turns it into a running section machine.
 */
export interface SectionDefinition<Row extends ListRow, Actions extends ActionTable<ListRow>, Form extends FormValues, Bulk extends FormValues> {
  /** The list call: its route's loader asks it for the URL's page (src/routes/listEnter.ts, src/routes/resources.ts). */
  fetchPage: (input: FetchPageInput, signal: AbortSignal) => Promise<Page<Row>>
  /** Its row, bulk and list actions (their rows may be a summary of the list's, e.g. what a re-push needs). */
  actions: Actions
  form?: FormDefinition<Form>
  bulk?: FormDefinition<Bulk>
  /** Forms whose saved answer is shown as a report (a bulk add's line-by-line result). */
  reports?: readonly FormSlot[]
}

export const defineSection = <
  Row extends ListRow,
  Actions extends ActionTable<ListRow>,
  Form extends FormValues = FormValues,
  Bulk extends FormValues = FormValues,
>(
  section: SectionDefinition<Row, Actions, Form, Bulk>,
) => section
