import { Button } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { ActionTable, TargetOf } from '../../machines/actionTable'
import { useActionCooldown, waitingLabel } from '../../ui/cooldown'
import { RowButton } from '../../ui/lite'

/**
 * A button for one entry of a section's action table, labelled and coloured by the entry: small and quiet in a
 * row, soft in the selection bar and the toolbar. After the request gate refused the entry as too soon (请勿请求过快)
 * it stays disabled, counting down (检测（3 秒）), until a repeat would be accepted.
 */
export function ActionButton<Row, Actions extends ActionTable<Row>, Name extends keyof Actions & string>({
  actions,
  name,
  target,
  act,
  inRow = false,
  disabled,
  children,
  label,
}: {
  actions: Actions
  name: Name
  target: TargetOf<Actions[Name]>
  act: (name: Name, target: TargetOf<Actions[Name]>) => void
  inRow?: boolean
  disabled?: boolean
  children?: ReactNode
  /** The accessible name when the visible label alone does not say which row it acts on. */
  label?: string
}) {
  const { label: text, tone } = actions[name]
  const waiting = useActionCooldown(name)
  const props = {
    color: tone,
    disabled: disabled || waiting > 0,
    'aria-label': label && waitingLabel(label, waiting),
    onClick: () => act(name, target),
    // the entry's name, by which the row shortcuts find the row's 删除 (src/ui/list/rowControls.ts)
    'data-action': name,
    children: (
      <>
        {children}
        {waitingLabel(text, waiting)}
      </>
    ),
  }
  return inRow ? <RowButton {...props} /> : <Button variant="soft" {...props} />
}
