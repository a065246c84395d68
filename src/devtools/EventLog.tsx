import { Code, Flex, Heading, Text } from '@radix-ui/themes'
import { useLayoutEffect, useRef } from 'react'
import type { RecordedEvent } from './recorder'

const clock = (time: number) => {
  const at = new Date(time)
  return `${at.toLocaleTimeString('zh-CN', { hour12: false })}.${String(at.getMilliseconds()).padStart(3, '0')}`
}

/** The last events the machines processed, oldest first; it follows new ones while scrolled to the bottom. */
export function EventLog({ events, limit }: { events: RecordedEvent[]; limit: number }) {
  const list = useRef<HTMLOListElement>(null)
  const following = useRef(true)

  const newest = events.at(-1)?.seq
  useLayoutEffect(() => {
    if (newest !== undefined && following.current && list.current) list.current.scrollTop = list.current.scrollHeight
  }, [newest])

  return (
    <Flex direction="column" gap="2" className="machine-log">
      <Heading as="h2" size="3" id="machine-log-title">
        最近的事件（最多 {limit} 条，令牌与密码已隐藏）
      </Heading>
      <ol
        ref={list}
        aria-labelledby="machine-log-title"
        className="machine-log-list scroll-box"
        // a scrolling list: focusable, so a keyboard can scroll it
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => {
          const box = event.currentTarget
          following.current = box.scrollTop + box.clientHeight >= box.scrollHeight - 8
        }}
      >
        {events.map((event) => (
          <li key={event.seq}>
            <Flex gap="2" wrap="wrap" align="baseline">
              <Text size="1" color="gray">
                {clock(event.time)}
              </Text>
              <Text size="1" weight="bold">
                {event.machineId}
              </Text>
              <Text size="1" color="gray">
                {event.sessionId}
              </Text>
              <Code size="1">{event.type}</Code>
              <Text size="1">→ {event.state}</Text>
            </Flex>
            <Text as="div" size="1" color="gray" className="machine-log-payload">
              {event.payload}
            </Text>
          </li>
        ))}
      </ol>
    </Flex>
  )
}
