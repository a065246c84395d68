import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { afterTransition } from '../../app/afterTransition'
import { dropDraft, keepDraft, takeDraft } from '../../app/drafts'
import { inspect } from '../../devtools/inspect'
import { fromAbortable } from '../fromAbortable'
import { formMachine, type FormValues, type Validate } from '../../machines/formMachine'
import type { FormActor } from './FormContext'

/**
 * A form machine for one dialog. `draftKey` names its unsaved values: a 401 while saving keeps them, and the
 * dialog reopens with them when the screen mounts again after signing in.
 */
export function useFormActor<Values extends FormValues>({
  validate,
  submit,
  onSaved,
  draftKey,
}: {
  validate: (values: Values) => Record<string, string>
  submit: (values: Values, id: string | null) => Promise<unknown>
  onSaved: (output: unknown, id: string | null) => void
  draftKey: string
}): FormActor {
  const afterSave = afterTransition(onSaved)
  const form = useActorRef(
    formMachine.provide({
      actors: { submit: fromAbortable((input: { values: FormValues; id: string | null }) => submit(input.values as Values, input.id)) },
      actions: {
        saved: (_, { output, id }) => {
          dropDraft(draftKey)
          afterSave(output, id)
        },
        keepDraft: (_, { values, id }) => keepDraft(draftKey, values, id),
      },
    }),
    { input: { validate: validate as Validate }, inspect },
  )
  useEffect(() => {
    const draft = takeDraft<Values>(draftKey)
    if (draft) form.send({ type: 'form.open', values: draft.values, id: draft.id })
  }, [form, draftKey])
  return form
}
