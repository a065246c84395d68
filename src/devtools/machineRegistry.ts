import type { AnyStateMachine } from 'xstate'

/** Every machine of the app: each `src/machines/*Machine.ts` module, found by name, so a new one is listed at once. */
const modules = import.meta.glob<Record<string, unknown>>('../machines/*Machine.ts', { eager: true })

export interface MachineEntry {
  /** The exported name, e.g. `authMachine`: also the name of its diagram in docs/machines/. */
  name: string
  /** The source file, from the repository root, e.g. `src/machines/authMachine.ts`. */
  file: string
  machine: AnyStateMachine
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && typeof (value as AnyStateMachine).getInitialSnapshot === 'function'

/** The machines, ordered by name. A module that exports none is an error: the naming convention promises one. */
export function machineEntries(): MachineEntry[] {
  const entries: MachineEntry[] = []
  for (const [path, module] of Object.entries(modules)) {
    const file = `src/machines/${path.split('/').pop()!}`
    const found = Object.entries(module).filter(([, value]) => isMachine(value))
    if (found.length === 0) throw new Error(`${file} exports no state machine, yet its name ends in Machine.ts`)
    for (const [name, machine] of found) entries.push({ name, file, machine: machine as AnyStateMachine })
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name))
}
