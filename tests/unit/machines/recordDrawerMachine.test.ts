import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { recordDrawerMachine, type DrawerRecord } from '../../../src/machines/recordDrawerMachine'

/** A drawer whose loads the test settles one by one, in any order. */
function startDrawer() {
  const loads: { id: string; resolve: (record: DrawerRecord & { name: string }) => void; reject: (error: Error) => void }[] = []
  const actor = createActor(
    recordDrawerMachine.provide({
      actors: { load: fromPromise(({ input }) => new Promise((resolve, reject) => loads.push({ id: input.id, resolve, reject }))) },
    }),
  ).start()
  return { actor, loads, context: () => actor.getSnapshot().context }
}

describe('recordDrawerMachine', () => {
  it('loads a record by id and shows it; a newer open wins over a load still under way', async () => {
    const drawer = startDrawer()
    drawer.actor.send({ type: 'drawer.open', id: '1' })
    expect(drawer.actor.getSnapshot().value).toBe('loading')
    drawer.actor.send({ type: 'drawer.open', id: '2' })
    expect(drawer.loads.map((load) => load.id)).toEqual(['1', '2'])
    drawer.loads[1].resolve({ id: '2', name: 'second' })
    await waitFor(drawer.actor, (state) => state.matches('showing'))
    drawer.loads[0].resolve({ id: '1', name: 'first' })
    await Promise.resolve()
    expect(drawer.context()).toEqual({ id: '2', record: { id: '2', name: 'second' }, error: null })
    drawer.actor.send({ type: 'drawer.close' })
    expect(drawer.actor.getSnapshot().value).toBe('closed')
    expect(drawer.context().record).toBeNull()
  })

  it('shows a record at hand without loading it, and offers a retry when a load fails', async () => {
    const drawer = startDrawer()
    drawer.actor.send({ type: 'drawer.show', record: { id: '7' } })
    expect(drawer.actor.getSnapshot().value).toBe('showing')
    expect(drawer.loads).toEqual([])

    drawer.actor.send({ type: 'drawer.open', id: '8' })
    expect(drawer.context().record).toBeNull()
    drawer.loads[0].reject(new Error('推送记录不存在或已被删除'))
    await waitFor(drawer.actor, (state) => state.matches('failed'))
    expect(drawer.context().error).toBe('推送记录不存在或已被删除')
    drawer.actor.send({ type: 'drawer.retry' })
    expect(drawer.loads.map((load) => load.id)).toEqual(['8', '8'])
    drawer.loads[1].resolve({ id: '8', name: 'eighth' })
    await waitFor(drawer.actor, (state) => state.matches('showing'))
    expect(drawer.context()).toMatchObject({ id: '8', error: null })
  })
})
