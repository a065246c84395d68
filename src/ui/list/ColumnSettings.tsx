import { DropdownMenu, IconButton } from '@radix-ui/themes'
import { MixerHorizontalIcon } from '@radix-ui/react-icons'
import { DENSITY_LABELS, type Density } from './tableSettings'
import type { TableSettingsControl } from './useTableSettings'

/**
 * 列设置: a checkbox per column to show or hide it, the rows' density, and 重置. The selection and 操作 columns are
 * listed but cannot be hidden; the last column shown cannot be hidden either. Ticking a column keeps the menu open.
 */
export function ColumnSettings({
  columns,
  control,
  selectable,
  actions,
}: {
  columns: { key: string; header: string }[]
  control: TableSettingsControl
  selectable: boolean
  actions: boolean
}) {
  const { hidden, density } = control.settings
  const lastShown = columns.length - hidden.length === 1
  const keepOpen = (event: Event) => event.preventDefault()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" size="1" aria-label="列设置" title="列设置">
          <MixerHorizontalIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" size="2">
        <DropdownMenu.Group aria-label="显示的列">
          <DropdownMenu.Label>显示的列</DropdownMenu.Label>
          {selectable && (
            <DropdownMenu.CheckboxItem checked disabled>
              选择
            </DropdownMenu.CheckboxItem>
          )}
          {columns.map((column) => {
            const shown = !hidden.includes(column.key)
            return (
              <DropdownMenu.CheckboxItem
                key={column.key}
                checked={shown}
                disabled={shown && lastShown}
                onCheckedChange={() => control.toggleColumn(column.key)}
                onSelect={keepOpen}
              >
                {column.header}
              </DropdownMenu.CheckboxItem>
            )
          })}
          {actions && (
            <DropdownMenu.CheckboxItem checked disabled>
              操作
            </DropdownMenu.CheckboxItem>
          )}
        </DropdownMenu.Group>
        <DropdownMenu.Separator />
        <DropdownMenu.Label>密度</DropdownMenu.Label>
        <DropdownMenu.RadioGroup aria-label="密度" value={density} onValueChange={(value) => control.setDensity(value as Density)}>
          {(Object.keys(DENSITY_LABELS) as Density[]).map((value) => (
            <DropdownMenu.RadioItem key={value} value={value}>
              {DENSITY_LABELS[value]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={control.reset}>重置</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
