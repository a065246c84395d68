import type { Recent } from '../../machines/paletteMachine'

interface Option {
  key: string
  label: string
  /** What kind of thing it is, read after its name (页面, 命令, 域名…). */
  kind: string
}

/** One option of the palette's listbox: what it runs (kept among the recent items), or a failed search's 重试. */
export type PaletteOption = Option & ({ recent: Recent } | { retry: true })

/** An option that runs something. */
export type RunOption = Option & { recent: Recent }

export interface PaletteGroup {
  label: string
  options: PaletteOption[]
}
