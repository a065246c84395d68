import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/articles/new')({ component: NewArticlePage })

function NewArticlePage() {
  return <SectionPage title="新建文章" />
}
