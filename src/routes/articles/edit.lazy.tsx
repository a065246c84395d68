import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/articles/$id')({ component: EditArticlePage })

function EditArticlePage() {
  return <SectionPage title="编辑文章" />
}
