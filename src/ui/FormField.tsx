import { Flex, Text } from '@radix-ui/themes'
import { useId, type ReactElement } from 'react'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/**
 * A label, a control and the field's message right below it. The control is rendered by `children`, which receives
 * the ids that tie label, control and message together for screen readers.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string
  hint?: string
  children: (control: FieldControlProps) => ReactElement
}) {
  const id = useId()
  const messageId = `${id}-message`
  const message = error ?? hint
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <Text id={messageId} size="1" color={error ? 'red' : 'gray'} role={error ? 'alert' : undefined}>
          {message}
        </Text>
      )}
    </Flex>
  )
}
