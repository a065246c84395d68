import { useActorRef } from '@xstate/react'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate'

/**
 * useActorRef for logic a component makes with its own callbacks (`machine.provide({ … })`), made once: on the first
 * render, by `make(latest)`, where `latest()` gives the most recent render's `props`. Made inline instead, every
 * render built the machine again (its whole state tree) only for useActorRef to keep the first one's states and take
 * its callbacks: a screen drew itself some five times a visit, with six machines each time.
 */
export function useActorRefOnce<Props, TLogic extends AnyActorLogic>(
  props: Props,
  make: (latest: () => Props) => TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const latest = useRef(props)
  useLayoutEffect(() => {
    latest.current = props
  })
  // oxlint-disable-next-line react/refs -- `make` only closes over the getter: the machine calls it later, not this render
  const [logic] = useState(() => make(() => latest.current))
  // useActorRef's options are a rest tuple typed by the logic, which a generic caller cannot pass on as it is
  const actor = useActorRef(logic, ...([options] as never))
  // started before the browser paints (useActorRef starts it in a passive effect, after a paint at times): a list
  // whose first page is already here (prefetched, src/routes/listEnter.ts) takes it in the same task as the screen's
  // first draw, so its skeleton is never painted; useActorRef's own start then finds it running
  useLayoutEffect(() => {
    actor.start()
  }, [actor])
  return actor
}
