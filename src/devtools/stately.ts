import { createBrowserInspector } from '@statelyai/inspect'
import { addInspectionListener, maskSecrets } from './inspect'

/** `VITE_INSPECT=true npm run dev`: every machine in the Stately inspector, with tokens and passwords masked. */
export function startStatelyInspector(): void {
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => maskSecrets(context),
    sanitizeEvent: (event) => maskSecrets(event),
  })
  addInspectionListener((event) => inspector.inspect.next?.(event))
}
