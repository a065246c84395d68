import { Badge, Box, Card, Code, Flex, Heading, Text } from '@radix-ui/themes'
import { useMemo } from 'react'
import { EventLog } from './EventLog'
import { machineDiagram } from './machineDiagram'
import { machineEntries, type MachineEntry } from './machineRegistry'
import { MermaidDiagram } from './MermaidDiagram'
import { stateText, type RunningActor } from './recorder'
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
  const unknown = actors.filter((actor) => !entries.some((entry) => entry.machine.id === actor.machineId))

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        状态机
      </Heading>
      <Text size="2" color="gray">
        src/machines 中的每个状态机（与 docs/machines 相同），高亮的是正在运行的实例当前所处的状态。
        {available ? '' : ' 此构建未启用事件记录。'}
      </Text>
      <div className="machines-layout">
        <Flex direction="column" gap="4" minWidth="0">
          {ordered.map((entry) => (
            <MachineCard key={entry.name} entry={entry} running={byMachine.get(entry.machine.id) ?? []} />
          ))}
          {unknown.length > 0 && (
            <Card>
              <Heading as="h2" size="3">
                其他状态机
              </Heading>
              <ActorList actors={unknown} />
            </Card>
          )}
        </Flex>
        <EventLog events={events} limit={LOG_LIMIT} />
      </div>
    </Flex>
  )
}

function MachineCard({ entry, running }: { entry: MachineEntry; running: RunningActor[] }) {
  // cheap to write; MermaidDiagram draws again only when the text (the set of active states) changes
  const text = machineDiagram(entry.machine, { active: running.map((actor) => actor.value) })
  const headingId = `machine-${entry.name}`
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-machine={entry.name}>
        <Flex align="center" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="4" id={headingId}>
            {entry.name}
          </Heading>
          <Text size="1" color="gray">
            id <Code size="1">{entry.machine.id}</Code> · {entry.file}
          </Text>
          <Badge color={running.length ? 'green' : 'gray'}>{running.length} 个运行中</Badge>
        </Flex>
        {running.length > 0 && <ActorList actors={running} />}
        <Box mt="2" className="machine-diagram-box">
          <MermaidDiagram label={`${entry.name} 状态图`} text={text} />
        </Box>
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
