import { createLazyRoute } from '@tanstack/react-router'
import { MachinesPage } from '../../devtools/MachinesPage'
import { useDocumentTitle } from '../../ui/documentTitle'

export const Route = createLazyRoute('/_shell/__machines')({ component: MachinesScreen })

/** The machine viewer, titled here: the real build's shell must hold no trace of this screen. */
function MachinesScreen() {
  useDocumentTitle('状态机')
  return <MachinesPage />
}
