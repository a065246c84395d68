import { Button, DropdownMenu } from '@radix-ui/themes'
import { DesktopIcon, MoonIcon, SunIcon } from '@radix-ui/react-icons'
import { useSyncExternalStore } from 'react'
import { APPEARANCE_LABELS, chooseAppearance, readAppearance, watchChoice, type Appearance } from '../../ui/appearance'

const icons: Record<Appearance, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: DesktopIcon }
const choices = Object.keys(APPEARANCE_LABELS) as Appearance[]

/**
 * The top bar's 外观 menu: 浅色, 深色 or 跟随系统, shown at once and kept for the next visit. It keeps no copy of the
 * choice: it shows the stored one (src/ui/appearance.ts), whoever changed it (the palette's 切换外观, the operator's
 * choice from the server after sign-in, another tab).
 */
export function AppearanceMenu() {
  const choice = useSyncExternalStore(watchChoice, () => readAppearance())
  const Icon = icons[choice]
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" size="2" aria-label={`外观：${APPEARANCE_LABELS[choice]}`}>
          <Icon aria-hidden />
          <span className="shell-header-text">{APPEARANCE_LABELS[choice]}</span>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup
          aria-label="外观"
          value={choice}
          // kept, shown and sent to follow the operator (preferenceChoices.made), as the palette's 切换外观 does
          onValueChange={(value) => chooseAppearance(value as Appearance)}
        >
          {choices.map((value) => {
            const ItemIcon = icons[value]
            return (
              <DropdownMenu.RadioItem key={value} value={value}>
                <ItemIcon aria-hidden /> {APPEARANCE_LABELS[value]}
              </DropdownMenu.RadioItem>
            )
          })}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
