import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { formMachine } from '../../machines/formMachine'

export type FormActor = ActorRefFrom<typeof formMachine>

export const FormActorContext = createContext<FormActor | null>(null)

/** A field's value, message and note (what its cleaner changed), and how to change or leave it, from its form dialog. */
export function useFormField<Value = string>(name: string) {
  const form = useContext(FormActorContext)
  if (!form) throw new Error('form fields belong inside <FormDialog>')
  const value = useSelector(form, (state) => state.context.values[name]) as Value
  const error = useSelector(form, (state) => state.context.errors[name])
  const note = useSelector(form, (state) => state.context.notes[name])
  const disabled = useSelector(form, (state) => state.matches('submitting'))
  return {
    value,
    error,
    note,
    disabled,
    change: (next: Value) => form.send({ type: 'form.change', field: name, value: next }),
    leave: () => form.send({ type: 'form.blur', field: name }),
  }
}
