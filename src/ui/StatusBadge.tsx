import { Badge, type AccentColor } from './lite'

/** How each value of a status field looks: its Chinese label and its badge colour. */
export type StatusStyles<Status extends string> = Record<Status, { label: string; color: AccentColor }>

/** A status as a coloured badge; an unknown value (a newer server) shows as itself in grey. */
export function StatusBadge<Status extends string>({ value, styles }: { value: Status; styles: StatusStyles<Status> }) {
  const style = styles[value] as StatusStyles<Status>[Status] | undefined
  return (
    <Badge color={style?.color ?? 'gray'} radius="full" highContrast>
      {style?.label ?? value}
    </Badge>
  )
}

/** The statuses as `{ label, value }` options for a FilterSelect or SelectInput, in the styles' order. */
export function statusOptions<Status extends string>(styles: StatusStyles<Status>): { label: string; value: Status }[] {
  return (Object.keys(styles) as Status[]).map((value) => ({ label: styles[value].label, value }))
}
