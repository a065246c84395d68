import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createSession } from './app/session'
import { loadTransport } from './http/gate'
import { createAppRouter, type AppRouter } from './routes/router'
import './styles.css'

async function start() {
  // Build-time switches: in the real build both branches, and the code they load, are gone.
  if (import.meta.env.INSPECT) (await import('./devtools/stately')).startStatelyInspector()
  // the /__machines page's recorder listens to every actor, so it starts before the first one exists
  if (import.meta.env.DEVTOOLS) (await import('./devtools/recorder')).startRecorder()
  // Mirage must run before the router exists: it replaces the global Response that redirect() relies on
  // (and it answers nothing before the demo's kept data is loaded)
  if (import.meta.env.DEMO) await (await import('./mock-server/start')).startMockServer()

  let router: AppRouter | undefined
  const session = createSession({
    redirectToLogin: (reason) => {
      if (!router) return
      const here = router.state.location.href
      void router.navigate({ to: '/login', search: reason === 'expired' ? { redirect: here } : {}, ignoreBlocker: true })
    },
  })
  router = createAppRouter({ session })

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  )
  // axios and the transport, in their own chunk: fetched beside the first render rather than before it, so /login shows
  // sooner, and there before a sign-in (or a kept session's first screen) sends anything; a failure shows on that call
  loadTransport().catch(() => {})
}

void start()
