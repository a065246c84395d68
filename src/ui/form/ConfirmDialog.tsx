import { AlertDialog, Button, Flex, Link } from '@radix-ui/themes'
import { Link as RouterLink } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { useFocusReturn } from '../focusReturn'
import { useDrawnOnceOpen } from './drawnOnceOpen'
import type { actionMachine } from '../../machines/actionMachine'

export type ActionActor = ActorRefFrom<typeof actionMachine>

/** Asks before an action the action machine holds for confirmation, in its table's words; busy while it runs. */
export function ConfirmDialog({ actions }: { actions: ActionActor }) {
  const open = useSelector(actions, confirmOpen)
  return useDrawnOnceOpen(open) ? <DrawnConfirmDialog actions={actions} shown={open} /> : null
}

const confirmOpen = (state: SnapshotFrom<ActionActor>) =>
  !!state.context.pending?.confirm && (state.matches('confirming') || (state.matches('running') && state.context.confirmed))

function DrawnConfirmDialog({ actions, shown }: { actions: ActionActor; shown: boolean }) {
  const text = useSelector(actions, (state) => state.context.pending?.confirm ?? null)
  const running = useSelector(actions, (state) => state.matches('running'))
  const returnFocus = useFocusReturn(shown)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const viewLink = useRef<HTMLAnchorElement>(null)
  // the keyboard starts on the main choice when there is one to look at first, on the safe choice for a destructive
  // action (取消), on the confirm button otherwise: Enter then takes it, Escape cancels, Tab stays inside, and focus
  // goes back to the opener on close
  const focusChoice = (event: Event) => {
    event.preventDefault()
    ;(text?.view ? viewLink : text?.danger && !text.nothingToDo ? cancelButton : confirmButton).current?.focus()
  }
  // a question that only tells (the row went): one button, which closes it
  const onlyTells = !!text?.nothingToDo
  return (
    <AlertDialog.Root open={shown} onOpenChange={(next) => !next && !running && actions.send({ type: 'action.cancel' })}>
      <AlertDialog.Content maxWidth="440px" onOpenAutoFocus={focusChoice} onCloseAutoFocus={returnFocus}>
        <AlertDialog.Title>{text?.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{text?.description}</AlertDialog.Description>
        {text?.links?.length ? (
          <Flex direction="column" align="start" gap="1" mt="3">
            {text.links.map((link) => (
              // a page of the app, through the router (the demo's data would not survive a reload)
              <Link key={`${link.to}?${JSON.stringify(link.search)}`} asChild size="2">
                <RouterLink to={link.to} search={link.search}>
                  {link.label}
                </RouterLink>
              </Link>
            ))}
          </Flex>
        ) : null}
        <Flex gap="3" justify="end" mt="4">
          {!onlyTells && (
            <Button ref={cancelButton} variant="soft" color="gray" disabled={running} onClick={() => actions.send({ type: 'action.cancel' })}>
              取消
            </Button>
          )}
          <Button
            ref={confirmButton}
            color={text?.danger && !onlyTells ? 'red' : undefined}
            variant={text?.view ? 'soft' : 'solid'}
            loading={running}
            onClick={() => actions.send({ type: onlyTells ? 'action.cancel' : 'action.confirm' })}
          >
            {text?.confirmLabel}
          </Button>
          {text?.view && (
            <Button asChild>
              <RouterLink ref={viewLink} to={text.view.to} search={text.view.search}>
                {text.view.label}
              </RouterLink>
            </Button>
          )}
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
