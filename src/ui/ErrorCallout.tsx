import { Callout } from '@radix-ui/themes'
import type { ReactNode } from 'react'

/** An error said in place (a form's refusal, a screen or list that failed to load): red, and read out at once. */
export function ErrorCallout({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  )
}
