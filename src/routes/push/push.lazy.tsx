import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/push')({ component: PushPage })

function PushPage() {
  return <SectionPage title="文章推送" />
}
