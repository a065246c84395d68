import { ARTICLE_STATUS_LABELS, type ArticleStatus, type ArticleSummary } from '../../api/articles'
import { articleApi } from '../../http/articles'
import { defineActions, type ConfirmText } from '../../machines/actionTable'
import { defineSection } from '../section/define'
import { selectionText, undoableDeleteActions } from '../section/deleteActions'
import { checkingVersions } from '../section/versionChecks'

const unpublishing = (which: string): ConfirmText => ({
  title: '取消发布',
  description: `确定取消发布${which}吗？取消后站点上不再显示，可以随时重新发布。`,
  confirmLabel: '取消发布',
})

/** How a question from the list names an article's fields when another operator changed them. */
const articleLabels = {
  title: { label: '标题' },
  status: { label: '状态', show: (value: unknown) => ARTICLE_STATUS_LABELS[value as ArticleStatus] ?? String(value) },
  domain: { label: '域名' },
  theme: { label: '主题' },
  summary: { label: '摘要' },
}

export const articleActions = checkingVersions(
  defineActions<ArticleSummary>()({
    publish: { scope: 'row', label: '发布', run: (article) => articleApi.setStatus({ ids: [article.id] }, 'published') },
    // taking an article off its site asks first, as 停用 does for a domain
    unpublish: {
      scope: 'row',
      label: '取消发布',
      tone: 'gray',
      confirm: (article) => unpublishing(`文章「${article.title}」`),
      run: (article) => articleApi.setStatus({ ids: [article.id] }, 'draft'),
    },
    batchPublish: { scope: 'selection', label: '批量发布', run: (selection) => articleApi.setStatus(selection, 'published') },
    batchUnpublish: {
      scope: 'selection',
      label: '批量取消发布',
      tone: 'gray',
      confirm: (selection) => ({ ...unpublishing(selectionText(selection, '篇文章')), title: '批量取消发布' }),
      run: (selection) => articleApi.setStatus(selection, 'draft'),
    },
    ...undoableDeleteActions<ArticleSummary>({
      noun: '文章',
      counter: '篇',
      which: (article) => `文章「${article.title}」`,
      remove: articleApi.remove,
      batchRemove: articleApi.batchRemove,
      restore: articleApi.restore,
      canRestore: articleApi.canRestore,
    }),
  }),
  articleApi.versions,
  articleLabels,
  { current: (article: ArticleSummary) => articleApi.now(article.id) },
)

/** The article list; its editor is a page of its own (/articles/new, /articles/$id). */
export const articleSection = defineSection({ fetchPage: articleApi.list, actions: articleActions })
