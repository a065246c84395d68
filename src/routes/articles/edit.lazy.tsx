import { createLazyRoute } from '@tanstack/react-router'
import { ArticleEditor } from './ArticleEditor'

export const Route = createLazyRoute('/_shell/articles/$id')({ component: EditArticlePage })

function EditArticlePage() {
  const { id } = Route.useParams()
  // another article is another editor: a fresh machine, its own draft
  return <ArticleEditor key={id} id={id} />
}
