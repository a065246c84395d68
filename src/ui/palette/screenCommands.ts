import { useEffect } from 'react'

/**
 * What a screen's buttons do, under a name the command palette can ask for (新增域名: `domain.create`). A screen
 * registers the very handler its button runs while it is shown; the palette goes to the screen and asks for the
 * name: run at once when the screen is already there, or as soon as it has mounted. So a command opens the same
 * dialog, with the same confirmation, through the same path as the button, and no dialog is written twice.
 */
const handlers = new Map<string, () => void>()
let pending: string | null = null

/** Registers `run` under `name` while the calling component is mounted (`null`: the screen does not offer it now). */
export function useScreenCommand(name: string, run: (() => void) | null): void {
  useEffect(() => {
    if (!run) return
    handlers.set(name, run)
    if (pending === name) {
      pending = null
      run()
    }
    return () => {
      if (handlers.get(name) === run) handlers.delete(name)
    }
  }, [name, run])
}

/** Runs the screen command `name` now if its screen is shown, or once it mounts. */
export function runScreenCommand(name: string): void {
  const run = handlers.get(name)
  pending = run ? null : name
  run?.()
}

/** Whether the screen shown offers `name` now. */
export const hasScreenCommand = (name: string): boolean => handlers.has(name)

/** Forgets a command asked for whose screen never came (the navigation was refused). */
export function dropScreenCommand(): void {
  pending = null
}
