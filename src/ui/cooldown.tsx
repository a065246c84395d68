import { useSelector } from '@xstate/react'
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
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

/** What a section's buttons wait on: the action the request gate refused as too soon, and the whole seconds left. */
interface Cooldown {
  action: string
  seconds: number
}

const CooldownContext = createContext<Cooldown | null>(null)

/**
 * Reads the section's action runner (`runner`) once for every button inside (SectionPage puts it around a screen):
 * one subscription and one clock for the screen, where each of a page's row buttons had its own two.
 */
export function CooldownProvider({ runner, children }: { runner: ActionActor | undefined; children: ReactNode }) {
  const cooldown = useSelector(runner, (state) => state?.context.cooldown ?? null)
  const seconds = useSecondsLeft(cooldown?.until ?? null)
  const value = useMemo(() => (cooldown && seconds > 0 ? { action: cooldown.action, seconds } : null), [cooldown, seconds])
  return <CooldownContext.Provider value={value}>{children}</CooldownContext.Provider>
}

/** Seconds until the section's `action` may be asked again, after the request gate refused it as too soon; 0 otherwise. */
export function useActionCooldown(action: string): number {
  const cooldown = useContext(CooldownContext)
  return cooldown?.action === action ? cooldown.seconds : 0
}
