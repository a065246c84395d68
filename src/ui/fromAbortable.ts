import { fromPromise } from 'xstate'

/**
 * A promise actor whose work is aborted through `signal` when the actor stops, and which then stays silent.
 * React's StrictMode (and the Activity API) stops and rehydrates actors owned by components; without this, the
 * aborted first attempt's rejection would reach the rehydrated actor as if the work had failed.
 */
export function fromAbortable<Output, Input>(run: (input: Input, signal: AbortSignal) => Promise<Output>) {
  return fromPromise<Output, Input>(
    ({ input, signal }) =>
      new Promise<Output>((resolve, reject) => {
        run(input, signal).then(
          (output) => {
            if (!signal.aborted) resolve(output)
          },
          (error: unknown) => {
            if (!signal.aborted) reject(error)
          },
        )
      }),
  )
}
