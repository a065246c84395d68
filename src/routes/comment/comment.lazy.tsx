import { createLazyRoute } from '@tanstack/react-router'
import { SectionPage } from '../../ui/SectionPage'

export const Route = createLazyRoute('/_shell/comment')({ component: CommentPage })

function CommentPage() {
  return <SectionPage title="留言管理" />
}
