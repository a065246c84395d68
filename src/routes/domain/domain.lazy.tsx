import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/domain')({ component: DomainPage })

function DomainPage() {
  return <SectionPage title="域名管理" />
}
