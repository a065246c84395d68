import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/articles')({ component: ArticlesPage })

function ArticlesPage() {
  return <SectionPage title="文章列表" />
}
