import { Button, Flex, Link as TextLink, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useSession } from '../../app/SessionContext'
import { ARTICLE_FILTERS, ARTICLE_STATUS_LABELS, ARTICLE_STATUS_OPTIONS, type ArticleStatus, type ArticleSummary } from '../../api/articles'
import { articleApi } from '../../http/articles'
import { domainOptionsApi } from '../../http/domains'
import type { PendingAction } from '../../machines/actionMachine'
import { themeOptions } from '../../machines/themeListMachine'
import { ConfirmDialog, type ConfirmText } from '../../ui/form/ConfirmDialog'
import { useActionActor } from '../../ui/form/useActionActor'
import { formatDateTime } from '../../ui/format'
import { DataTable, type Column } from '../../ui/list/DataTable'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { useListActor } from '../../ui/list/useListActor'
import { SectionPage } from '../../ui/SectionPage'
import { StatusBadge, type StatusStyles } from '../../ui/StatusBadge'
import { useOptions } from '../../ui/useOptions'

export const Route = createLazyRoute('/_shell/articles')({ component: ArticlesPage })

const articleStatusStyles: StatusStyles<ArticleStatus> = {
  draft: { label: ARTICLE_STATUS_LABELS.draft, color: 'gray' },
  published: { label: ARTICLE_STATUS_LABELS.published, color: 'green' },
}

const columns: Column<ArticleSummary>[] = [
  {
    key: 'title',
    header: '标题',
    sortable: true,
    cell: (article) => (
      <Flex direction="column" gap="1" maxWidth="420px">
        <TextLink asChild weight="medium">
          <Link to="/articles/$id" params={{ id: article.id }}>
            {article.title}
          </Link>
        </TextLink>
        {article.tags.length > 0 && (
          <Text size="1" color="gray">
            {article.tags.join(' · ')}
          </Text>
        )}
      </Flex>
    ),
  },
  { key: 'domain', header: '域名', cell: (article) => <Text wrap="nowrap">{article.domain}</Text> },
  { key: 'theme', header: '主题', cell: (article) => <Text wrap="nowrap">{article.theme}</Text> },
  {
    key: 'status',
    header: '状态',
    sortable: true,
    cell: (article) => <StatusBadge value={article.status} styles={articleStatusStyles} />,
  },
  { key: 'publishedAt', header: '发布时间', sortable: true, cell: (article) => <Text wrap="nowrap">{formatDateTime(article.publishedAt)}</Text> },
  { key: 'updatedAt', header: '更新时间', sortable: true, cell: (article) => <Text wrap="nowrap">{formatDateTime(article.updatedAt)}</Text> },
]

function run({ action, ids }: PendingAction): Promise<unknown> {
  if (action === 'delete') return articleApi.remove(ids[0])
  if (action === 'batchDelete') return articleApi.batchRemove(ids)
  return articleApi.setStatus(ids, action === 'publish' ? 'published' : 'draft')
}

function describe(pending: PendingAction): ConfirmText {
  return pending.action === 'delete'
    ? { title: '删除文章', description: `确定删除文章「${pending.label}」吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
    : { title: '批量删除文章', description: `确定删除选中的 ${pending.ids.length} 篇文章吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
}

function ArticlesPage() {
  const navigate = useNavigate()
  const themeNames = useSelector(useSession().themeList, (state) => state.context.names)
  const domains = useOptions(domainOptionsApi.names)
  const list = useListActor<ArticleSummary>({ search: Route.useSearch(), filterKeys: ARTICLE_FILTERS, fetchPage: articleApi.list })
  const actions = useActionActor({ run, done: () => list.send({ type: 'list.refresh' }) })
  const request = (action: string, ids: string[], extra: { label?: string; confirm?: boolean } = {}) =>
    actions.send({ type: 'action.request', action, ids, ...extra })

  return (
    <SectionPage
      title="文章列表"
      actions={
        <Button asChild>
          <Link to="/articles/new">
            <PlusIcon /> 新建文章
          </Link>
        </Button>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索标题、摘要或标签" />
        <FilterSelect list={list} filterKey="status" label="状态" options={ARTICLE_STATUS_OPTIONS} />
        <FilterSelect list={list} filterKey="theme" label="主题" options={themeOptions(themeNames)} />
        <FilterSelect list={list} filterKey="domain" label="域名" options={domains.options} />
      </ListToolbar>
      <SelectionBar list={list}>
        {(ids) => (
          <>
            <Button variant="soft" onClick={() => request('publish', ids)}>
              批量发布
            </Button>
            <Button variant="soft" color="gray" onClick={() => request('unpublish', ids)}>
              批量取消发布
            </Button>
            <Button variant="soft" onClick={() => void navigate({ to: '/push', search: { articleIds: ids.join(',') } as never })}>
              推送到搜索引擎
            </Button>
            <Button variant="soft" color="red" onClick={() => request('batchDelete', ids, { confirm: true })}>
              批量删除
            </Button>
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={columns}
        label="文章列表"
        rowLabel={(article) => article.title}
        selectable
        emptyText="还没有文章，点击「新建文章」写第一篇"
        rowActions={(article) => (
          <>
            <Button asChild variant="ghost" size="1">
              <Link to="/articles/$id" params={{ id: article.id }}>
                编辑
              </Link>
            </Button>
            {article.status === 'published' ? (
              <Button variant="ghost" size="1" color="gray" onClick={() => request('unpublish', [article.id], { label: article.title })}>
                取消发布
              </Button>
            ) : (
              <Button variant="ghost" size="1" onClick={() => request('publish', [article.id], { label: article.title })}>
                发布
              </Button>
            )}
            <Button variant="ghost" size="1" color="red" onClick={() => request('delete', [article.id], { label: article.title, confirm: true })}>
              删除
            </Button>
          </>
        )}
      />
      <Pagination list={list} />
      <ConfirmDialog actions={actions} describe={describe} />
    </SectionPage>
  )
}
