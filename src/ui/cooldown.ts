import { useSelector } from '@xstate/react'
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import type { ActionActor } from './form/ConfirmDialog'

const secondsUntil = (until: number | null) => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))

/**
 * Whole seconds left until `until` (a `Date.now()` time): 0 without one or once it has passed. The clock is read as
 * an outside store that changes as each second goes by, so a button waiting on it counts down and comes back.
 */
export function useSecondsLeft(until: number | null): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const next = () => {
        const rest = until === null ? 0 : until - Date.now()
        if (rest > 0) timer = setTimeout(() => (changed(), next()), rest % 1000 || 1000)
      }
      next()
      return () => clearTimeout(timer)
    },
    [until],
  )
  return useSyncExternalStore(subscribe, () => secondsUntil(until))
}

/** A button's text while it waits for the request gate's window (请勿请求过快): 检测（3 秒）. */
export const waitingLabel = (label: string, seconds: number) => (seconds > 0 ? `${label}（${seconds} 秒）` : label)

/** The action runner of the section a button is in (SectionPage provides it), for what its buttons wait on. */
export const ActionRunnerContext = createContext<ActionActor | undefined>(undefined)

/** Seconds until the section's `action` may be asked again, after the request gate refused it as too soon; 0 otherwise. */
export function useActionCooldown(action: string): number {
  const runner = useContext(ActionRunnerContext)
  const until = useSelector(runner, (state) => (state?.context.cooldown?.action === action ? state.context.cooldown.until : null))
  return useSecondsLeft(until)
}
