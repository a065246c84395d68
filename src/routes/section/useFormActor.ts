import { useEffect } from 'react'
import { afterTransition } from '../../app/afterTransition'
import { dropDraft, keepDraft, takeDraft, type DraftKey } from '../../app/drafts'
import { inspect } from '../../devtools/inspect'
import { anyForm, type FormMachine, type FormValues, type SubmitInput } from '../../machines/formMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { useActorRefOnce } from '../../ui/useActorRefOnce'

/**
 * A form machine for a dialog outside a section's slots (e.g. the push settings): it saves through `submit`, hands
 * the answer to `onSaved`, and keeps its values under `draftKey` over a 401, reopening with them on the next mount.
 */
export function useFormActor<Values extends FormValues, Output>({
  machine,
  submit,
  onSaved,
  draftKey,
}: {
  machine: FormMachine<Values>
  submit: (values: Values, id: string | null, intent: string | null) => Promise<Output>
  onSaved?: (output: Output) => void
  draftKey: DraftKey<Values>
}) {
  const form = useActorRefOnce(
    { submit, onSaved, draftKey },
    (latest) =>
      anyForm(
        machine.provide({
          actors: { submit: fromAbortable<unknown, SubmitInput<Values>>(({ values, id, intent }) => latest().submit(values, id, intent)) },
          actions: {
            saved: afterTransition((_: unknown, { output }: { output: unknown }) => {
              dropDraft(latest().draftKey)
              // the machine's output is what `submit` above resolved with
              latest().onSaved?.(output as Output)
            }),
            unauthorized: (_, { values, id }) => keepDraft(latest().draftKey, values, id),
          },
        }),
      ),
    { inspect },
  )
  useEffect(() => {
    const draft = takeDraft(draftKey)
    if (draft) form.send({ type: 'form.open', values: draft.values, id: draft.id })
  }, [form, draftKey])
  return form
}
