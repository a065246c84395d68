import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { inspect } from '../devtools/inspect'
import { optionsMachine } from '../machines/optionsMachine'
import { fromAbortable } from './fromAbortable'
import { useActorRefOnce } from './useActorRefOnce'

/** Choices for selects, loaded when the screen mounts: `{ label, value }` pairs plus the loader's state. */
export function useOptions(load: (signal: AbortSignal) => Promise<string[]>) {
  const actor = useActorRefOnce(load, (latest) => optionsMachine.provide({ actors: { load: fromAbortable((_: unknown, signal) => latest()(signal)) } }), {
    inspect,
  })
  const values = useSelector(actor, (state) => state.context.values)
  const loading = useSelector(actor, (state) => state.matches('loading'))
  const failed = useSelector(actor, (state) => state.matches('failed'))
  const options = useMemo(() => values.map((value) => ({ label: value, value })), [values])
  return { options, loading, failed, reload: () => actor.send({ type: 'options.reload' }) }
}
