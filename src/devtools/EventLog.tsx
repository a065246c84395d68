import { Button, Code, Flex, Heading, Select, Text } from '@radix-ui/themes'
import { DownloadIcon } from '@radix-ui/react-icons'
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { saveDownload } from '../ui/download'
import { exportDocument, exportFileName } from './exportLog'
import { actorLabel } from './machineGroups'
import { getRecorder, type RecordedEvent } from './recorder'

const clock = (time: number) => {
  const at = new Date(time)
  return `${at.toLocaleTimeString('zh-CN', { hour12: false })}.${String(at.getMilliseconds()).padStart(3, '0')}`
}

const ALL = 'all'
/** A filter: every event, a machine's (`machine:list`) or one actor's (`actor:x:30`). */
const matches = (filter: string) => (event: RecordedEvent) => filter === ALL || filter === `machine:${event.machineId}` || filter === `actor:${event.sessionId}`

/** The machines and their actors that the log holds, in the order they first appear, and the one filtered on. */
function filterOptions(events: readonly RecordedEvent[], selected: RecordedEvent | undefined) {
  const machines = new Map<string, Map<string, RecordedEvent>>()
  for (const event of selected ? [selected, ...events] : events) {
    const actors = machines.get(event.machineId) ?? new Map<string, RecordedEvent>()
    if (!actors.has(event.sessionId)) actors.set(event.sessionId, event)
    machines.set(event.machineId, actors)
  }
  return [...machines].map(([machineId, actors]) => ({ machineId, actors: [...actors.values()] }))
}

/**
 * The last events the machines processed, oldest first, filtered by machine or actor, saved as JSON (secrets masked);
 * it follows new ones while scrolled to the bottom. `fill`: as tall as its parent (the live panel).
 */
export function EventLog({
  events,
  limit,
  machineName = (machineId) => machineId,
  fill = false,
}: {
  events: RecordedEvent[]
  limit: number
  machineName?: (machineId: string) => string
  fill?: boolean
}) {
  const list = useRef<HTMLOListElement>(null)
  const following = useRef(true)
  const [filter, setFilter] = useState(ALL)
  // the filtered-on actor stays offered once its events have left the log
  const [chosen, setChosen] = useState<RecordedEvent | undefined>(undefined)
  const shown = useMemo(() => events.filter(matches(filter)), [events, filter])
  const options = useMemo(() => filterOptions(events, chosen), [events, chosen])
  const titleId = useId()

  const newest = shown.at(-1)?.seq
  useLayoutEffect(() => {
    if (newest !== undefined && following.current && list.current) list.current.scrollTop = list.current.scrollHeight
  }, [newest])

  const save = () => {
    const at = new Date()
    const recorder = getRecorder()
    const document = exportDocument(shown, (seq) => recorder?.eventOf(seq), { filter: filter === ALL ? null : filter, at })
    const name = exportFileName(at)
    saveDownload({ blob: new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), filename: name }, name)
  }

  return (
    <Flex direction="column" gap="2" className={fill ? 'machine-log fill' : 'machine-log'}>
      <Heading as="h2" size="3" id={titleId}>
        最近的事件（最多 {limit} 条，令牌与密码已隐藏）
      </Heading>
      <Flex gap="2" align="center" wrap="wrap">
        <Select.Root
          size="1"
          value={filter}
          onValueChange={(value) => {
            setChosen(events.find(matches(value)))
            following.current = true
            setFilter(value)
          }}
        >
          <Select.Trigger aria-label="按实例筛选事件" className="machine-log-filter" />
          <Select.Content position="popper">
            <Select.Item value={ALL}>全部实例</Select.Item>
            {options.map(({ machineId, actors }) => (
              <Select.Group key={machineId} aria-label={machineName(machineId)}>
                <Select.Separator />
                {actors.length > 1 && (
                  <Select.Item value={`machine:${machineId}`}>
                    {machineName(machineId)} 的全部实例（{actors.length}）
                  </Select.Item>
                )}
                {actors.map((actor) => (
                  <Select.Item key={actor.sessionId} value={`actor:${actor.sessionId}`}>
                    {machineName(machineId)} · {actorLabel(actor)}
                  </Select.Item>
                ))}
              </Select.Group>
            ))}
          </Select.Content>
        </Select.Root>
        <Text size="1" color="gray">
          显示 {shown.length} / {events.length} 条
        </Text>
        <Button size="1" variant="soft" disabled={!shown.length} onClick={save}>
          <DownloadIcon aria-hidden />
          导出 JSON
        </Button>
      </Flex>
      <ol
        ref={list}
        aria-labelledby={titleId}
        className="machine-log-list scroll-box"
        // a scrolling list: focusable, so a keyboard can scroll it
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => {
          const box = event.currentTarget
          following.current = box.scrollTop + box.clientHeight >= box.scrollHeight - 8
        }}
      >
        {shown.map((event) => (
          <li key={event.seq}>
            <Flex gap="2" wrap="wrap" align="baseline">
              <Text size="1" color="gray">
                {clock(event.time)}
              </Text>
              <Text size="1" weight="bold" data-log-machine>
                {machineName(event.machineId)}
              </Text>
              <Text size="1" color="gray">
                {actorLabel(event)}
              </Text>
              <Code size="1">{event.type}</Code>
              <Text size="1">→ {event.state}</Text>
            </Flex>
            <Text as="div" size="1" color="gray" className="machine-log-payload">
              {event.payload}
            </Text>
          </li>
        ))}
        {shown.length === 0 && (
          <li>
            <Text size="1" color="gray">
              {events.length ? '这个实例没有记录中的事件' : '还没有事件'}
            </Text>
          </li>
        )}
      </ol>
    </Flex>
  )
}
