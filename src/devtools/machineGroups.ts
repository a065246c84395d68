import type { AnyStateMachine } from 'xstate'
import type { MachineEntry } from './machineRegistry'
import type { RunningActor } from './recorder'

/** The running actors of one machine: drawn on one diagram, each one's state highlighted. */
export interface MachineGroup {
  /** The machine's `id` (`list`, `domainForm`…). */
  machineId: string
  /** Its exported name in src/machines (`listMachine`), or its id for a machine a factory made (`domainForm`). */
  label: string
  /** Its source file, when it is one of src/machines. */
  file: string | null
  /** What to draw: the running actors' own machine (with what their creator provided), else the registry's. */
  machine: AnyStateMachine | null
  actors: RunningActor[]
}

export interface GroupSources {
  entries: readonly MachineEntry[]
  logicOf(sessionId: string): AnyStateMachine | undefined
  firstSeen(machineId: string): number
}

/**
 * The running actors grouped by machine, the machines first seen last first: the screen's own machines (its section,
 * list, forms) come before the session's (auth, theme list), and a machine keeps its place while its actors come and go.
 */
export function groupActors(actors: readonly RunningActor[], { entries, logicOf, firstSeen }: GroupSources): MachineGroup[] {
  const groups = new Map<string, MachineGroup>()
  for (const actor of actors) {
    let group = groups.get(actor.machineId)
    if (!group) {
      const entry = entries.find((candidate) => candidate.machine.id === actor.machineId)
      group = { machineId: actor.machineId, label: entry?.name ?? actor.machineId, file: entry?.file ?? null, machine: null, actors: [] }
      groups.set(actor.machineId, group)
    }
    group.machine ??= logicOf(actor.sessionId) ?? entries.find((entry) => entry.machine.id === actor.machineId)?.machine ?? null
    group.actors.push(actor)
  }
  return [...groups.values()].sort((a, b) => firstSeen(b.machineId) - firstSeen(a.machineId))
}

/** A label for an actor: its name and session id (`list · x:30`), or the session id alone. */
export const actorLabel = (actor: { name: string; sessionId: string }) => (actor.name ? `${actor.name} · ${actor.sessionId}` : actor.sessionId)
