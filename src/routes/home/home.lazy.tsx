import { Heading } from '@radix-ui/themes'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useSession } from '../../app/SessionContext'

export const Route = createLazyRoute('/_shell/')({ component: HomePage })

function HomePage() {
  const { auth } = useSession()
  const username = useSelector(auth, (state) => state.context.username)
  return (
    <Heading as="h1" size="7" weight="medium">
      你好，{username || '管理员'}，欢迎回来！
    </Heading>
  )
}
