import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { actorLabel, groupActors } from '../../../src/devtools/machineGroups'
import type { MachineEntry } from '../../../src/devtools/machineRegistry'
import type { RunningActor } from '../../../src/devtools/recorder'

const machine = (id: string) => setup({}).createMachine({ id, initial: 'a', states: { a: {} } })
const entries: MachineEntry[] = [
  { name: 'authMachine', file: 'src/machines/authMachine.ts', machine: machine('auth') },
  { name: 'listMachine', file: 'src/machines/listMachine.ts', machine: machine('list') },
]
const actor = (sessionId: string, machineId: string, name = ''): RunningActor => ({ sessionId, name, machineId, value: 'a', events: 1 })

describe('the running machines, grouped', () => {
  it('groups actors by machine, the machines first seen last first, each drawn from its running actor', () => {
    const provided = machine('domainForm')
    const order = ['auth', 'list', 'domainForm']
    const groups = groupActors([actor('x:1', 'auth'), actor('x:30', 'list', 'list'), actor('x:31', 'list'), actor('x:34', 'domainForm', 'form')], {
      entries,
      logicOf: (sessionId) => (sessionId === 'x:34' ? provided : undefined),
      firstSeen: (machineId) => order.indexOf(machineId),
    })
    expect(groups.map((group) => [group.label, group.file, group.actors.map((running) => running.sessionId)])).toEqual([
      ['domainForm', null, ['x:34']],
      ['listMachine', 'src/machines/listMachine.ts', ['x:30', 'x:31']],
      ['authMachine', 'src/machines/authMachine.ts', ['x:1']],
    ])
    expect(groups[0].machine).toBe(provided)
    expect(groups[1].machine).toBe(entries[1].machine)
  })

  it('names an actor by its name and session id', () => {
    expect(actorLabel({ name: 'list', sessionId: 'x:30' })).toBe('list · x:30')
    expect(actorLabel({ name: '', sessionId: 'x:1' })).toBe('x:1')
  })
})
