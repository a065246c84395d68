import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/themes')({ component: ThemesPage })

function ThemesPage() {
  return <SectionPage title="主题列表" />
}
