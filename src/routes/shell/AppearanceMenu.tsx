import { Button, DropdownMenu } from '@radix-ui/themes'
import { DesktopIcon, MoonIcon, SunIcon } from '@radix-ui/react-icons'
import { useEffect, useState } from 'react'
import { APPEARANCE_LABELS, chooseAppearance, readAppearance, type Appearance } from '../../ui/appearance'
import { preferenceChoices } from '../../ui/preferenceChoices'

const icons: Record<Appearance, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: DesktopIcon }
const choices = Object.keys(APPEARANCE_LABELS) as Appearance[]

/** The top bar's 外观 menu: 浅色, 深色 or 跟随系统, shown at once and kept for the next visit. */
export function AppearanceMenu() {
  const [choice, setChoice] = useState(readAppearance)
  // the operator's choice from the server, after sign-in
  useEffect(() => preferenceChoices.onApplied((field) => field === 'appearance' && setChoice(readAppearance())), [])
  const Icon = icons[choice]
  return (
    // read again on opening: another tab may have changed it
    <DropdownMenu.Root onOpenChange={(open) => open && setChoice(readAppearance())}>
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
          onValueChange={(value) => {
            chooseAppearance(value as Appearance)
            setChoice(value as Appearance)
          }}
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
