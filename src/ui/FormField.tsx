import { Flex, Text } from '@radix-ui/themes'
import { useId, type ReactElement } from 'react'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/**
 * A label, a control and the field's message right below it. The control is rendered by `children`, which receives
 * the ids that tie label, control and message together for screen readers. `note` says what was done to the input
 * (e.g. 已从网址中取出域名：…), above the message.
 */
export function FormField({
  label,
  error,
  hint,
  note,
  children,
}: {
  label: string
  error?: string
  hint?: string
  note?: string
  children: (control: FieldControlProps) => ReactElement
}) {
  const id = useId()
  const messageId = `${id}-message`
  const noteId = `${id}-note`
  const message = error ?? hint
  const describedBy = [note && noteId, message && messageId].filter(Boolean).join(' ')
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined })}
      {note && (
        <Text id={noteId} size="1" color="indigo">
          {note}
        </Text>
      )}
      {message && (
        <Text id={messageId} size="1" color={error ? 'red' : 'gray'} role={error ? 'alert' : undefined}>
          {message}
        </Text>
      )}
    </Flex>
  )
}
