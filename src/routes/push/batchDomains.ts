import { SECRET_FIELD_OF, type PushEngine, type PushSettings } from '../../api/push'
import { matchOptions, type Option } from '../../ui/optionSearch'

/** A domain's key for the chosen engine: set (saving replaces it), missing, or unknown (still looking, the lookup failed, no engine). */
export type KeyState = 'set' | 'missing' | 'unknown'

export interface PickerRow extends Option {
  key: KeyState
  chosen: boolean
}

export function keyState(settings: Readonly<Record<string, PushSettings>>, domain: string, engine: PushEngine | ''): KeyState {
  const known = settings[domain]
  if (!known || !engine) return 'unknown'
  return known[SECRET_FIELD_OF[engine]] === null ? 'missing' : 'set'
}

export interface PickerView {
  /** The search box's text: label, value or pinyin initials, as every long select searches (src/ui/optionSearch.ts). */
  query: string
  /** 仅显示未设置密钥: only the domains known to have no key for the engine. */
  onlyMissing: boolean
  engine: PushEngine | ''
  settings: Readonly<Record<string, PushSettings>>
  chosen: readonly string[]
}

/** The domains 批量设置推送 shows, in their order, each with its key for the engine and whether it is ticked. */
export function pickerRows(options: readonly Option[], { query, onlyMissing, engine, settings, chosen }: PickerView): PickerRow[] {
  const ticked = new Set(chosen)
  return matchOptions(options, query)
    .map((option) => ({ ...option, key: keyState(settings, option.value, engine), chosen: ticked.has(option.value) }))
    .filter((row) => !onlyMissing || row.key === 'missing')
}

/** The ticked domains whose key for the engine saving would replace. */
export const replacedKeys = ({ engine, settings, chosen }: Pick<PickerView, 'engine' | 'settings' | 'chosen'>) =>
  chosen.filter((domain) => keyState(settings, domain, engine) === 'set')
