import { Badge, Box, Card, Code, Flex, Heading, Text } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { AnyStateMachine } from 'xstate'
import { EventLog } from './EventLog'
import { machineDiagram } from './machineDiagram'
import { groupActors } from './machineGroups'
import { machineEntries } from './machineRegistry'
import { MermaidDiagram } from './MermaidDiagram'
import { getRecorder, stateText, type RunningActor } from './recorder'
import { useRecording } from './useRecording'
import './machines.css'

const LOG_LIMIT = 200
/** Actors listed per machine; the diagram highlights the states of all of them. */
const LISTED = 12

/** /__machines (dev server and demo build): every machine as a diagram, the states of its running actors highlighted. */
export function MachinesPage() {
  const entries = useMemo(() => machineEntries(), [])
  const { available, actors, events } = useRecording()
  const byMachine = useMemo(() => {
    const groups = new Map<string, RunningActor[]>()
    for (const actor of actors) groups.set(actor.machineId, [...(groups.get(actor.machineId) ?? []), actor])
    return groups
  }, [actors])
  // machines with running actors first
  const ordered = [...entries].sort((a, b) => Number(byMachine.has(b.machine.id)) - Number(byMachine.has(a.machine.id)))
  // machines a factory made (a section's forms: domainForm…), drawn from their running actors
  const recorder = getRecorder()
  const others = recorder
    ? groupActors(
        actors.filter((actor) => !entries.some((entry) => entry.machine.id === actor.machineId)),
        { entries, logicOf: recorder.logicOf, firstSeen: recorder.firstSeen },
      )
    : []
  const labels = useMemo(() => new Map(entries.map((entry) => [entry.machine.id, entry.name])), [entries])

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        状态机
      </Heading>
      <Text size="2" color="gray">
        src/machines 中的每个状态机（与 docs/machines 相同），高亮的是正在运行的实例当前所处的状态。
        {available ? '在任何页面上，顶栏的“实时状态机”按钮都会打开一个随操作更新的面板。' : ' 此构建未启用事件记录。'}
      </Text>
      <div className="machines-layout">
        <Flex direction="column" gap="4" minWidth="0">
          {ordered.map((entry) => (
            <MachineCard key={entry.name} name={entry.name} detail={entry.file} machine={entry.machine} running={byMachine.get(entry.machine.id) ?? []} />
          ))}
          {others.map((group) => (
            <MachineCard key={group.machineId} name={group.label} detail="由工厂函数创建" machine={group.machine} running={group.actors} />
          ))}
        </Flex>
        <EventLog events={events} limit={LOG_LIMIT} machineName={(machineId) => labels.get(machineId) ?? machineId} />
      </div>
    </Flex>
  )
}

function MachineCard({ name, detail, machine, running }: { name: string; detail: string; machine: AnyStateMachine | null; running: RunningActor[] }) {
  // cheap to write; MermaidDiagram draws again only when the text (the set of active states) changes
  const text = machine && machineDiagram(machine, { active: running.map((actor) => actor.value) })
  const headingId = `machine-${name}`
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-machine={name}>
        <Flex align="center" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="4" id={headingId}>
            {name}
          </Heading>
          <Text size="1" color="gray">
            {machine && (
              <>
                id <Code size="1">{machine.id}</Code> ·{' '}
              </>
            )}
            {detail}
          </Text>
          <Badge color={running.length ? 'green' : 'gray'}>{running.length} 个运行中</Badge>
        </Flex>
        {running.length > 0 && <ActorList actors={running} />}
        {text && (
          <Box mt="2">
            <MermaidDiagram label={`${name} 状态图`} text={text} />
          </Box>
        )}
      </section>
    </Card>
  )
}

function ActorList({ actors }: { actors: RunningActor[] }) {
  return (
    <ul className="machine-actors" aria-label="运行中的实例">
      {actors.slice(0, LISTED).map((actor) => (
        <li key={actor.sessionId}>
          {actor.name && <Code size="1">{actor.name}</Code>}{' '}
          <Text size="1" color="gray">
            {actor.sessionId} · {actor.events} 个事件 ·
          </Text>{' '}
          <Text size="1" weight="bold" data-state>
            {stateText(actor.value)}
          </Text>
        </li>
      ))}
      {actors.length > LISTED && <li>另有 {actors.length - LISTED} 个</li>}
    </ul>
  )
}
