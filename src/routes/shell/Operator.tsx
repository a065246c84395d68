import { Text, VisuallyHidden } from '@radix-ui/themes'
import { useOperator } from './useOperator'

/**
 * The operator signed in, as GET /api/me names them: the display name for the eye, the username on hover and for
 * screen readers. Asked again for each session (`sessionId`: a sign-in as someone else), once for the home page's
 * greeting too (useOperator); a backend without the call, or a failed answer, shows nothing and says nothing.
 */
export function Operator({ sessionId }: { sessionId: number }) {
  const { operator } = useOperator(sessionId)
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
