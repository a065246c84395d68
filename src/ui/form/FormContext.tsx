import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { formMachine } from '../../machines/formMachine'

export type FormActor = ActorRefFrom<typeof formMachine>

export const FormActorContext = createContext<FormActor | null>(null)

/** A field's value and message, and how to change it, from the form dialog it sits in. */
export function useFormField<Value = string>(name: string) {
  const form = useContext(FormActorContext)
  if (!form) throw new Error('form fields belong inside <FormDialog>')
  const value = useSelector(form, (state) => state.context.values[name]) as Value
  const error = useSelector(form, (state) => state.context.errors[name])
  const disabled = useSelector(form, (state) => state.matches('submitting'))
  return { value, error, disabled, change: (next: Value) => form.send({ type: 'form.change', field: name, value: next }) }
}
