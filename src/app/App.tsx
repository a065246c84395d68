import { Theme } from '@radix-ui/themes'
import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from '../routes/router'
import { SessionProvider } from './SessionContext'
import type { Session } from './session'

export function App({ router, session }: { router: AppRouter; session: Session }) {
  return (
    <Theme accentColor="indigo" grayColor="slate" radius="medium" scaling="100%" panelBackground="solid">
      <SessionProvider session={session}>
        <RouterProvider router={router} context={{ session }} />
      </SessionProvider>
    </Theme>
  )
}
