import { useSelector } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { inspect } from '../devtools/inspect'
import { optionsMachine } from '../machines/optionsMachine'
import { fromAbortable } from './fromAbortable'
import type { Option } from './OptionSelect'
import { useActorRefOnce } from './useActorRefOnce'

/** Choices for selects, loading or loaded: handed to the pieces that draw them, each of which follows it itself. */
export type OptionsSource = ActorRefFrom<typeof optionsMachine>

/**
 * Choices for selects, loaded when the screen mounts, without following them: the screen hands the source to its
 * filter and dialogs (`FilterSelect`, `WithOptions`), and only those draw again when the choices come. A screen that
 * followed them itself drew its whole table again for a list of names that comes after its rows.
 */
export function useOptionsSource(load: (signal: AbortSignal) => Promise<string[]>): OptionsSource {
  return useActorRefOnce(load, (latest) => optionsMachine.provide({ actors: { load: fromAbortable((_: unknown, signal) => latest()(signal)) } }), {
    inspect,
  })
}

/** The choices of a source as `{ label, value }` pairs, plus its loader's state. */
export function useOptionList(source: OptionsSource) {
  const values = useSelector(source, (state) => state.context.values)
  const loading = useSelector(source, (state) => state.matches('loading'))
  const failed = useSelector(source, (state) => state.matches('failed'))
  const options = useMemo(() => values.map((value) => ({ label: value, value })), [values])
  return { options, loading, failed, reload: () => source.send({ type: 'options.reload' }) }
}

/** Choices for selects, loaded when the calling component mounts and followed by it. */
export function useOptions(load: (signal: AbortSignal) => Promise<string[]>) {
  return useOptionList(useOptionsSource(load))
}

/** Draws `children` with a source's choices: only this part of a screen draws again when they come. */
export function WithOptions({ source, children }: { source: OptionsSource; children: (options: Option[]) => ReactNode }) {
  return children(useOptionList(source).options)
}
