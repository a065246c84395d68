/**
 * Intent: the pointer resting on a control, or the keyboard focus on it, for INTENT_DELAY_MS. The same delay as the
 * router's `defaultPreloadDelay`, so a menu item's screen code and its first list page start together.
 */
export const INTENT_DELAY_MS = 50

/** One intent at a time: the pointer is on one control, the focus on one. */
let pending: { key: string; timer: ReturnType<typeof setTimeout> } | null = null

/** Forgets the intent waiting for its delay, if any (e.g. a click came first: the click does the work itself). */
export function cancelIntent(key?: string): void {
  if (!pending || (key !== undefined && pending.key !== key)) return
  clearTimeout(pending.timer)
  pending = null
}

/**
 * The event handlers that run `act` when the control named `key` is hovered or focused for INTENT_DELAY_MS (at once on
 * a touch, as the router preloads a link then); leaving or blurring it first cancels. The caller's onClick should
 * call `cancelIntent()`.
 */
export function intentHandlers(key: string, act: () => void) {
  const start = () => {
    cancelIntent()
    pending = {
      key,
      timer: setTimeout(() => {
        pending = null
        act()
      }, INTENT_DELAY_MS),
    }
  }
  const stop = () => cancelIntent(key)
  return {
    onMouseEnter: start,
    onFocus: start,
    onMouseLeave: stop,
    onBlur: stop,
    onTouchStart: () => {
      stop()
      act()
    },
  }
}
