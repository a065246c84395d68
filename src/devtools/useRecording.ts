import { useEffect, useState } from 'react'
import { getRecorder, type RecordedEvent, type RunningActor } from './recorder'

export interface Recording {
  /** False when no recorder runs (a build without the developer tools). */
  available: boolean
  actors: RunningActor[]
  events: RecordedEvent[]
}

const read = (): Recording => {
  const recorder = getRecorder()
  return recorder ? { available: true, actors: recorder.actors(), events: recorder.events() } : { available: false, actors: [], events: [] }
}

/** The recorder's actors and events, re-read at most once a frame while events arrive, and every second. */
export function useRecording(): Recording {
  const [recording, setRecording] = useState(read)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0
        setRecording(read())
      })
    }
    const unsubscribe = getRecorder()?.subscribe(update)
    // an actor that fails or is dropped sends nothing more: the poll notices it gone
    const poll = setInterval(update, 1000)
    update()
    return () => {
      unsubscribe?.()
      clearInterval(poll)
      cancelAnimationFrame(frame)
    }
  }, [])
  return recording
}
