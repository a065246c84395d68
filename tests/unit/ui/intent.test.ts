import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INTENT_DELAY_MS, cancelIntent, intentHandlers } from '../../../src/ui/intent'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cancelIntent()
  vi.useRealTimers()
})

describe('intent: hovering or focusing a control for INTENT_DELAY_MS', () => {
  it('acts once the pointer or the focus has rested there long enough', () => {
    const act = vi.fn()
    const { onMouseEnter, onFocus } = intentHandlers('a', act)
    onMouseEnter()
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1)
    expect(act).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(act).toHaveBeenCalledOnce()
    onFocus()
    vi.advanceTimersByTime(INTENT_DELAY_MS)
    expect(act).toHaveBeenCalledTimes(2)
  })

  it('does nothing when the pointer leaves, the focus moves on or a click comes first', () => {
    const act = vi.fn()
    const { onMouseEnter, onMouseLeave, onFocus, onBlur } = intentHandlers('a', act)
    onMouseEnter()
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1)
    onMouseLeave()
    onFocus()
    onBlur()
    onMouseEnter()
    cancelIntent()
    vi.advanceTimersByTime(10 * INTENT_DELAY_MS)
    expect(act).not.toHaveBeenCalled()
  })

  it('keeps one intent: the last control wins, and leaving another one does not cancel it', () => {
    const first = vi.fn()
    const second = vi.fn()
    const a = intentHandlers('a', first)
    const b = intentHandlers('b', second)
    a.onMouseEnter()
    b.onFocus()
    a.onMouseLeave()
    vi.advanceTimersByTime(INTENT_DELAY_MS)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })

  it('acts at once on a touch, as the router preloads a touched link', () => {
    const act = vi.fn()
    intentHandlers('a', act).onTouchStart()
    expect(act).toHaveBeenCalledOnce()
  })
})
