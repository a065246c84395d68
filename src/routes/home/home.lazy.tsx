import { Heading } from '@radix-ui/themes'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useSession } from '../../app/SessionContext'
import { useOperator } from '../shell/useOperator'

export const Route = createLazyRoute('/_shell/')({ component: HomePage })

/**
 * Greets the operator as the top bar names them (GET /api/me: 运营小王), else by the username they signed in with.
 * Until the backend has answered, no name: the greeting never shows one name and then another.
 */
function HomePage() {
  const { auth } = useSession()
  const username = useSelector(auth, (state) => state.context.username)
  const sessionId = useSelector(auth, (state) => state.context.sessionId)
  const { operator, settled } = useOperator(sessionId)
  const name = operator?.displayName || operator?.username || username || '管理员'
  return (
    <Heading as="h1" size="7" weight="medium">
      {settled ? `你好，${name}，欢迎回来！` : '欢迎回来！'}
    </Heading>
  )
}
