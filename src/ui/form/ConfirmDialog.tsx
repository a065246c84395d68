import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { actionMachine } from '../../machines/actionMachine'

export type ActionActor = ActorRefFrom<typeof actionMachine>

/** Asks before an action the action machine holds for confirmation, in its table's words; busy while it runs. */
export function ConfirmDialog({ actions }: { actions: ActionActor }) {
  const text = useSelector(actions, (state) => state.context.pending?.confirm ?? null)
  const open = useSelector(actions, (state) => state.matches('confirming') || (state.matches('running') && state.context.confirmed))
  const running = useSelector(actions, (state) => state.matches('running'))
  return (
    <AlertDialog.Root open={open && !!text} onOpenChange={(next) => !next && !running && actions.send({ type: 'action.cancel' })}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{text?.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{text?.description}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <Button variant="soft" color="gray" disabled={running} onClick={() => actions.send({ type: 'action.cancel' })}>
            取消
          </Button>
          <Button color={text?.danger ? 'red' : undefined} loading={running} onClick={() => actions.send({ type: 'action.confirm' })}>
            {text?.confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
