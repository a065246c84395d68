import { AlertDialog, Button, Dialog, Flex } from '@radix-ui/themes'
import { useBlocker } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useCallback, type FormEvent, type ReactNode } from 'react'
import { isDirty } from '../../machines/formMachine'
import { keepOpenForToasts, useFocusReturn } from '../focusReturn'
import { FormActorContext, type FormActor } from './FormContext'
import { ErrorCallout } from '../ErrorCallout'
import { ConflictPanel, type ConflictLabels } from './ConflictPanel'
import { useDrawnOnceOpen } from './drawnOnceOpen'

/**
 * A create or edit dialog bound to a form machine: Enter or 保存 submits, the button is busy while saving,
 * closing with unsaved changes asks first (also when Back or a reload would close it), and a refusal that names no
 * field shows above the buttons. `alsoSubmit` adds a second send button beside it (the comment reply's 通过并回复): the
 * same checks and values, sent with its `intent`.
 */
export function FormDialog(props: FormDialogProps) {
  const open = useSelector(props.form, (state) => !state.matches('closed'))
  return useDrawnOnceOpen(open) ? <DrawnFormDialog {...props} open={open} /> : null
}

interface FormDialogProps {
  form: FormActor
  title: string
  description?: string
  submitLabel?: string
  alsoSubmit?: { intent: string; label: string } | null
  children: ReactNode
  maxWidth?: string
  /**
   * The fields another operator's change may have touched, by name: how a save that met such a change (1460) names
   * them and shows their values, field by field, above the form (ConflictPanel).
   */
  conflictLabels?: ConflictLabels
}

/** Settles with the discard question's answer: true (block: 继续编辑) or false (go on: 放弃修改 closed the dialog). */
function discardAnswer(form: FormActor): Promise<boolean> {
  return new Promise((settle) => {
    const watch = form.subscribe({
      next: (state) => {
        if (state.matches('confirmingDiscard')) return
        watch.unsubscribe()
        settle(!state.matches('closed'))
      },
      // the screen went away meanwhile: whatever took it away decides, not this question
      complete: () => settle(true),
    })
  })
}

function DrawnFormDialog({
  form,
  open,
  title,
  description,
  submitLabel = '保存',
  alsoSubmit,
  children,
  maxWidth = '520px',
  conflictLabels = {},
}: FormDialogProps & { open: boolean }) {
  const submitting = useSelector(form, (state) => state.matches('submitting'))
  const confirmingDiscard = useSelector(form, (state) => state.matches('confirmingDiscard'))
  const formError = useSelector(form, (state) => state.context.formError)
  const intent = useSelector(form, (state) => state.context.intent)
  // opened by machine state, not by a Radix Trigger: focus goes back to the control that opened it
  const returnFocus = useFocusReturn(open)
  // A link, Back to another page or a reload while the dialog holds unsaved input: asked first, and the navigation
  // waits for the answer, so 放弃修改 goes where the person was going. A change of the list's search params keeps the
  // screen, and the dialog with it; the 401 sign-out ignores blockers (the draft is kept).
  const unsaved = useCallback(() => {
    const state = form.getSnapshot()
    return !state.matches('closed') && isDirty(state.context)
  }, [form])
  useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (current.pathname === next.pathname || !unsaved()) return false
      if (!form.getSnapshot().matches('confirmingDiscard')) form.send({ type: 'form.cancel' })
      return discardAnswer(form)
    },
    enableBeforeUnload: unsaved,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.send({ type: 'form.submit' })
  }

  return (
    <FormActorContext.Provider value={form}>
      <Dialog.Root open={open} onOpenChange={(next) => !next && !submitting && form.send({ type: 'form.cancel' })}>
        <Dialog.Content maxWidth={maxWidth} onCloseAutoFocus={returnFocus} onInteractOutside={keepOpenForToasts}>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description size="2">{description}</Dialog.Description>
          ) : (
            <Dialog.Description size="2" color="gray">
              带 * 的为必填项
            </Dialog.Description>
          )}
          <form noValidate onSubmit={submit}>
            <Flex direction="column" gap="4" mt="4">
              <ConflictPanel form={form} labels={conflictLabels} />
              {children}
              {formError && <ErrorCallout>{formError}</ErrorCallout>}
              <Flex gap="3" justify="end">
                <Button type="button" variant="soft" color="gray" disabled={submitting} onClick={() => form.send({ type: 'form.cancel' })}>
                  取消
                </Button>
                {alsoSubmit && (
                  <Button
                    type="button"
                    variant="soft"
                    loading={submitting && intent === alsoSubmit.intent}
                    disabled={submitting}
                    onClick={() => form.send({ type: 'form.submit', intent: alsoSubmit.intent })}
                  >
                    {alsoSubmit.label}
                  </Button>
                )}
                <Button type="submit" loading={submitting && intent === null} disabled={submitting}>
                  {submitLabel}
                </Button>
              </Flex>
            </Flex>
          </form>
        </Dialog.Content>
      </Dialog.Root>
      <AlertDialog.Root open={confirmingDiscard}>
        <AlertDialog.Content maxWidth="400px">
          <AlertDialog.Title>放弃未保存的修改？</AlertDialog.Title>
          <AlertDialog.Description size="2">关闭后，刚才填写的内容不会保存。</AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" onClick={() => form.send({ type: 'form.keepEditing' })}>
                继续编辑
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color="red" onClick={() => form.send({ type: 'form.discard' })}>
                放弃修改
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </FormActorContext.Provider>
  )
}
