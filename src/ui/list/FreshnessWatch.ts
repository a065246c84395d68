import { useEffect, useRef } from 'react'
import type { SnapshotFrom } from 'xstate'
import { inspect } from '../../devtools/inspect'
import { freshnessMachine } from '../../machines/freshnessMachine'
import type { ShownPage } from '../../machines/listMachine'
import { stampCheckOf } from '../../http/stamp'
import { fromAbortable } from '../fromAbortable'
import { useActorRefOnce } from '../useActorRefOnce'
import type { ListActor } from './ListActor'

/** An open dialog (or popover): Radix marks its content `data-state="open"` while it is shown. */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

const selecting = ({ context }: SnapshotFrom<ListActor>) => context.selected.length > 0 || context.allMatching

/**
 * A list's freshness machine, fed by what it watches: the page the list shows (and the stamp its answer carried), its
 * selection, the dialogs over it (Radix puts each in a portal of its own, a child of <body>, added when it opens and
 * removed once it has closed), whether the page is in sight, and the window getting the focus back. It stops with the
 * component, and so do its timer and a check on its way.
 */
export function useFreshness(list: ListActor) {
  // the page shown, whose query a check asks about again (src/http/stamp.ts)
  const page = useRef<object | null>(null)
  const freshness = useActorRefOnce(
    list,
    () =>
      freshnessMachine.provide({
        actors: {
          check: fromAbortable((_: unknown, signal) => {
            const check = stampCheckOf(page.current)
            return check ? check(signal) : Promise.reject(new Error('no page to check'))
          }),
        },
      }),
    { inspect },
  )

  useEffect(() => {
    let shown: ShownPage | null | undefined
    let selected: boolean | undefined
    const follow = (snapshot: SnapshotFrom<ListActor>) => {
      if (selecting(snapshot) !== selected) {
        selected = selecting(snapshot)
        freshness.send({ type: 'freshness.hold', selection: selected })
      }
      if (snapshot.context.shown === shown) return
      const mine = (shown = snapshot.context.shown)
      page.current = null
      freshness.send({ type: 'freshness.page', stamp: null })
      mine?.answer.then(
        (answer) => {
          if (shown !== mine) return
          page.current = answer
          freshness.send({ type: 'freshness.page', stamp: stampCheckOf(answer) ? (answer.stamp ?? null) : null })
        },
        // a failed load is the list's to show; there is nothing to compare with
        () => {},
      )
    }
    follow(list.getSnapshot())
    const subscription = list.subscribe(follow)
    return () => subscription.unsubscribe()
  }, [list, freshness])

  useEffect(() => {
    const dialogs = () => freshness.send({ type: 'freshness.hold', dialog: document.querySelector(OPEN_DIALOG) !== null })
    const sight = () => freshness.send({ type: 'freshness.hold', hidden: document.visibilityState === 'hidden' })
    const focus = () => freshness.send({ type: 'freshness.focus' })
    const observer = new MutationObserver(dialogs)
    observer.observe(document.body, { childList: true })
    dialogs()
    sight()
    document.addEventListener('visibilitychange', sight)
    window.addEventListener('focus', focus)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', sight)
      window.removeEventListener('focus', focus)
    }
  }, [freshness])

  return freshness
}
