import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/anti-chain')({ component: AntiChainPage })

function AntiChainPage() {
  return <SectionPage title="反链管理" />
}
