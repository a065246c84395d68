import type { ArticleSummary } from '../../api/articles'
import { articleApi } from '../../http/articles'
import { defineActions, type ConfirmText } from '../../machines/actionTable'
import { defineSection } from '../section/define'
import { ARTICLE_FILTERS } from '../../api/articles'

const deleting = (title: string, description: string): ConfirmText => ({ title, description, confirmLabel: '删除', danger: true })

export const articleActions = defineActions<ArticleSummary>()({
  publish: { scope: 'row', label: '发布', run: (article) => articleApi.setStatus([article.id], 'published') },
  unpublish: { scope: 'row', label: '取消发布', tone: 'gray', run: (article) => articleApi.setStatus([article.id], 'draft') },
  delete: {
    scope: 'row',
    label: '删除',
    tone: 'red',
    confirm: (article) => deleting('删除文章', `确定删除文章「${article.title}」吗？此操作无法撤销。`),
    run: (article) => articleApi.remove(article.id),
  },
  batchPublish: { scope: 'selection', label: '批量发布', run: ({ ids }) => articleApi.setStatus(ids, 'published') },
  batchUnpublish: { scope: 'selection', label: '批量取消发布', tone: 'gray', run: ({ ids }) => articleApi.setStatus(ids, 'draft') },
  batchDelete: {
    scope: 'selection',
    label: '批量删除',
    tone: 'red',
    confirm: ({ ids }) => deleting('批量删除文章', `确定删除选中的 ${ids.length} 篇文章吗？此操作无法撤销。`),
    run: ({ ids }) => articleApi.batchRemove(ids),
  },
})

/** The article list; its editor is a page of its own (/articles/new, /articles/$id). */
export const articleSection = defineSection({ fetchPage: articleApi.list, filterKeys: ARTICLE_FILTERS, actions: articleActions })
