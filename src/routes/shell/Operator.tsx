import { Text, VisuallyHidden } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import type { Me } from '../../api/versions'
import { whoAmI } from '../../http/me'

/**
 * The operator signed in, as GET /api/me names them: the display name for the eye, the username on hover and for
 * screen readers. Asked again for each session (`sessionId`: a sign-in as someone else); a backend without the call,
 * or a failed answer, shows nothing and says nothing.
 */
export function Operator({ sessionId }: { sessionId: number }) {
  // the answer of the session it was asked for: a later session shows no one until its own answer came
  const [answered, setAnswered] = useState<{ sessionId: number; operator: Me } | null>(null)
  useEffect(() => {
    const asked = new AbortController()
    whoAmI(asked.signal).then(
      (operator) => !asked.signal.aborted && setAnswered({ sessionId, operator }),
      () => {},
    )
    return () => asked.abort()
  }, [sessionId])
  const operator = answered?.sessionId === sessionId ? answered.operator : null
  if (!operator) return null
  return (
    <Text size="2" color="gray" title={`用户名：${operator.username}`} className="shell-operator">
      <span className="shell-header-text">当前用户：</span>
      <Text weight="bold" highContrast>
        {operator.displayName || operator.username}
      </Text>
      <VisuallyHidden>（用户名 {operator.username}）</VisuallyHidden>
    </Text>
  )
}
