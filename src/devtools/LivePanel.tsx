import { Code, Flex, Heading, IconButton, Link as RadixLink, Text } from '@radix-ui/themes'
import { Cross2Icon } from '@radix-ui/react-icons'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { StateValue } from 'xstate'
import { EventLog } from './EventLog'
import { machineDiagram } from './machineDiagram'
import { groupActors, type MachineGroup } from './machineGroups'
import { machineEntries } from './machineRegistry'
import { MermaidDiagram } from './MermaidDiagram'
import { getRecorder, stateText } from './recorder'
import { clampHeight, PanelResizer } from './PanelResizer'
import { readLocal, writeLocal } from '../ui/localStore'
import { useRecording } from './useRecording'
import './machines.css'

const LOG_LIMIT = 200
/** The panel's height, kept for the next time it opens. */
const HEIGHT_KEY = 'backoffice.livePanelHeight'
const storedHeight = () => {
  const stored = readLocal(HEIGHT_KEY)
  return clampHeight(typeof stored === 'number' ? stored : window.innerHeight * 0.45)
}
/** Actors named per machine in the list; the diagram highlights them all. */
const NAMED = 3

/**
 * The live view, docked at the bottom of any screen (dev server and demo build): the machines running now, the
 * screen's own first, each with its actors' states as they change; the chosen one's diagram with those states
 * highlighted; and the event log. It reads the recorder, which records whether or not this is open.
 */
export function LivePanel({ id, onClose, focusOnOpen }: { id: string; onClose: () => void; focusOnOpen: boolean }) {
  const entries = useMemo(() => machineEntries(), [])
  const { actors, events } = useRecording()
  const recorder = getRecorder()
  const groups = recorder ? groupActors(actors, { entries, logicOf: recorder.logicOf, firstSeen: recorder.firstSeen }) : []
  const [chosen, setChosen] = useState<string | null>(null)
  const current = groups.find((group) => group.machineId === chosen) ?? groups[0]
  const labels = useMemo(() => new Map(entries.map((entry) => [entry.machine.id, entry.name])), [entries])
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const heading = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLElement>(null)
  const titleId = useId()
  const [height, setHeight] = useState(storedHeight)

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus()
  }, [focusOnOpen])
  // Escape anywhere in the panel closes it (a menu or select open in it takes its Escape first)
  useEffect(() => {
    const element = panel.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onClose()
    }
    element?.addEventListener('keydown', onKeyDown)
    return () => element?.removeEventListener('keydown', onKeyDown)
  }, [onClose])
  // the screen scrolls its last rows up above the panel
  useEffect(() => {
    document.body.style.paddingBottom = `${height}px`
    return () => {
      document.body.style.paddingBottom = ''
    }
  }, [height])

  return (
    <section id={id} ref={panel} className="live-panel" aria-labelledby={titleId} style={{ height }}>
      <PanelResizer
        height={height}
        onChange={(next) => {
          setHeight(next)
          writeLocal(HEIGHT_KEY, next)
        }}
      />
      <Flex align="center" gap="3" px="3" py="2" className="live-panel-head">
        <Heading as="h2" size="3" id={titleId} ref={heading} tabIndex={-1}>
          实时状态机
        </Heading>
        <Text size="1" color="gray">
          当前页面 <Code size="1">{pathname}</Code> · {groups.length} 个状态机运行中
        </Text>
        <RadixLink asChild size="1">
          <Link to="/__machines">全部状态机</Link>
        </RadixLink>
        <IconButton ml="auto" size="1" variant="ghost" color="gray" aria-label="关闭实时状态机" onClick={onClose}>
          <Cross2Icon aria-hidden />
        </IconButton>
      </Flex>
      <div className="live-panel-body">
        <ul className="live-machines scroll-box" aria-label="运行中的状态机">
          {groups.map((group) => (
            <li key={group.machineId}>
              <button type="button" className="live-machine" aria-pressed={group === current} onClick={() => setChosen(group.machineId)}>
                <Text as="div" size="1" weight="bold">
                  {group.label}
                </Text>
                {group.actors.slice(0, NAMED).map((actor) => (
                  <Text as="div" size="1" key={actor.sessionId}>
                    <Text color="gray">{actor.name || actor.sessionId}</Text> <span data-state>{stateText(actor.value) || '—'}</span>
                  </Text>
                ))}
                {group.actors.length > NAMED && (
                  <Text as="div" size="1" color="gray">
                    另有 {group.actors.length - NAMED} 个
                  </Text>
                )}
              </button>
            </li>
          ))}
        </ul>
        <div className="live-diagram" data-machine={current?.label}>
          {current?.machine ? (
            <LiveDiagram key={current.machineId} group={current} />
          ) : (
            <Text size="2" color="gray">
              没有运行中的状态机
            </Text>
          )}
        </div>
        <EventLog events={events} limit={LOG_LIMIT} machineName={(machineId) => labels.get(machineId) ?? machineId} fill />
      </div>
    </section>
  )
}

function LiveDiagram({ group }: { group: MachineGroup }) {
  const active = JSON.stringify(group.actors.map((actor) => actor.value))
  // written again only when a state changes; MermaidDiagram draws again only when the text does
  const text = useMemo(() => machineDiagram(group.machine!, { active: JSON.parse(active) as StateValue[] }), [group.machine, active])
  return <MermaidDiagram label={`${group.label} 状态图`} text={text} fill />
}
