import { actionMachine } from '../../machines/actionMachine'
import { runPending, type ActionTable } from '../../machines/actionTable'
import { formMachine, type FormValues, type SubmitInput } from '../../machines/formMachine'
import type { ListRow } from '../../machines/listMachine'
import { sectionAction, sectionForm, type FormSlot } from '../../machines/sectionMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import type { FormDefinition, SectionDefinition } from './define'

const formLogic = <Values extends FormValues>(slot: FormSlot, form: FormDefinition<Values> | undefined) =>
  form
    ? sectionForm(
        form.machine,
        slot,
        fromAbortable(({ values, id, intent }: SubmitInput<Values>) => form.submit(values, id, intent)),
      )
    : sectionForm(formMachine, slot)

export type AnySection = SectionDefinition<ListRow, ActionTable<ListRow>, FormValues, FormValues>
type SectionChildren = { action: ReturnType<typeof sectionAction>; form: ReturnType<typeof formLogic>; bulk: ReturnType<typeof formLogic> }

/**
 * The machines of a section's action runner and forms, made once per section: they depend on its definition alone
 * (its action table, its forms' checks and saves). Made on each visit, they were three of the five machines a list
 * screen built again (every state of each) before drawing its rows.
 */
const childLogic = new WeakMap<AnySection, SectionChildren>()

export function childrenOf(definition: AnySection): SectionChildren {
  let logic = childLogic.get(definition)
  if (!logic) {
    const table = definition.actions
    logic = {
      action: sectionAction(actionMachine).provide({ actors: { run: fromAbortable((pending) => runPending(table, pending)) } }),
      form: formLogic('form', definition.form),
      bulk: formLogic('bulk', definition.bulk),
    }
    childLogic.set(definition, logic)
  }
  return logic
}
