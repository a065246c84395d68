import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createMachine } from 'xstate'
import { useActorRefOnce } from '../../../src/ui/useActorRefOnce'

const pinger = createMachine({ on: { ping: { actions: 'pinged' } } })

describe('useActorRefOnce', () => {
  it('makes the logic once however often the component draws, and its callbacks read the latest props', () => {
    const make = vi.fn((latest: () => { name: string; heard: string[] }) =>
      pinger.provide({ actions: { pinged: () => void latest().heard.push(latest().name) } }),
    )
    const heard: string[] = []
    const { result, rerender } = renderHook(({ name }) => useActorRefOnce({ name, heard }, make), { initialProps: { name: 'first' } })
    const actor = result.current
    act(() => actor.send({ type: 'ping' }))
    rerender({ name: 'second' })
    rerender({ name: 'third' })
    act(() => result.current.send({ type: 'ping' }))

    expect(make).toHaveBeenCalledTimes(1)
    expect(result.current).toBe(actor)
    expect(heard).toEqual(['first', 'third'])
  })
})
