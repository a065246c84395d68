import { useEffect, useState } from 'react'
import type { Me } from '../../api/versions'
import { useSession } from '../../app/SessionContext'
import { whoAmI } from '../../http/me'

/** GET /api/me for one session: its answer (null when the backend lacks the call or it failed) and who waits for it. */
interface Asked {
  sessionId: number
  users: number
  stop: AbortController
  answer: Promise<Me | null>
}

/** The question of the app's session (keyed by its auth actor): the top bar and the home page share one call. */
const asking = new WeakMap<object, Asked>()

function ask(owner: object, sessionId: number): Asked {
  const known = asking.get(owner)
  if (known?.sessionId === sessionId) return known
  // a later session (a sign-in as someone else): the earlier one's answer is no one's
  known?.stop.abort()
  const stop = new AbortController()
  const asked: Asked = { sessionId, users: 0, stop, answer: whoAmI(stop.signal).catch(() => null) }
  asking.set(owner, asked)
  return asked
}

/**
 * The operator signed in for `sessionId`, as GET /api/me names them: `operator` once answered, null until then and
 * when the backend cannot say (no call, a failure: nothing is said); `settled` once it is known which. Asked once per
 * session for everything that shows it at the same time, and dropped (the call aborted) when nothing shows it.
 */
export function useOperator(sessionId: number): { operator: Me | null; settled: boolean } {
  const { auth } = useSession()
  // the answer of the session it was asked for: a later session shows no one until its own answer came
  const [answered, setAnswered] = useState<{ sessionId: number; operator: Me | null } | null>(null)
  useEffect(() => {
    const asked = ask(auth, sessionId)
    asked.users += 1
    let shown = true
    void asked.answer.then((operator) => shown && setAnswered({ sessionId, operator }))
    return () => {
      shown = false
      asked.users -= 1
      if (asked.users > 0) return
      asked.stop.abort()
      if (asking.get(auth) === asked) asking.delete(auth)
    }
  }, [auth, sessionId])
  const current = answered?.sessionId === sessionId ? answered : null
  return { operator: current?.operator ?? null, settled: current !== null }
}
