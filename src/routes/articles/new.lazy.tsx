import { createLazyRoute } from '@tanstack/react-router'
import { ArticleEditor } from './ArticleEditor'

export const Route = createLazyRoute('/_shell/articles/new')({ component: NewArticlePage })

function NewArticlePage() {
  return <ArticleEditor id={null} />
}
