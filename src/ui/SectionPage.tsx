import { Flex, Heading } from '@radix-ui/themes'
import type { ReactNode } from 'react'

/** A section screen's frame: its title, the actions beside it, then its content. */
export function SectionPage({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Flex direction="column" gap="4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          {title}
        </Heading>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Flex>
  )
}
