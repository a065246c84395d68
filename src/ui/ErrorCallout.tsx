import { Button, Callout, Flex } from '@radix-ui/themes'
import type { ReactNode } from 'react'

/** An error said in place (a form's refusal, a screen or list that failed to load): red, and read out at once. */
export function ErrorCallout({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  )
}

/**
 * What failed to load and why (`列表加载失败：…`), with 重试 under it: the same on every screen, list, record and
 * article. `align`: centred in a table's body, at the start elsewhere.
 */
export function LoadFailed({ what, error, onRetry, align = 'start' }: { what: string; error: ReactNode; onRetry: () => void; align?: 'start' | 'center' }) {
  return (
    <Flex direction="column" align={align} gap="3">
      <ErrorCallout>
        {what}加载失败：{error}
      </ErrorCallout>
      <Button onClick={onRetry}>重试</Button>
    </Flex>
  )
}
