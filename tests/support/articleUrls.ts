import type { ArticleUrl } from '../../src/api/push'

/** An article as GET /api/push/article-urls lists it: `文章 <id>` on `domain`, published unless told. */
export const articleUrl = (id: string, domain: string, status: ArticleUrl['status'] = 'published'): ArticleUrl => ({
  id,
  title: `文章 ${id}`,
  domain,
  status,
  url: `https://${domain}/posts/${id}.html`,
})
