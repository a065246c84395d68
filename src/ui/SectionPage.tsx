import { Flex, Heading } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { CooldownProvider } from './cooldown'
import type { ActionActor } from './form/ConfirmDialog'

/**
 * A section screen's frame: its title, the actions beside it, then its content. `action` is the section's action
 * runner: the action buttons inside read from it what they wait on (a refusal as too soon counts down on them).
 */
export function SectionPage({ title, actions, action, children }: { title: string; actions?: ReactNode; action?: ActionActor; children?: ReactNode }) {
  return (
    <CooldownProvider runner={action}>
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
    </CooldownProvider>
  )
}
