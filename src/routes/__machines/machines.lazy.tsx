import { createLazyRoute } from '@tanstack/react-router'
import { MachinesPage } from '../../devtools/MachinesPage'

export const Route = createLazyRoute('/_shell/__machines')({ component: MachinesPage })
