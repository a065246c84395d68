import { Link as TextLink } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { ARTICLE_PUSH_LABELS, ARTICLE_STATUS_LABELS, type ArticlePushStatus, type ArticleRow, type ArticleStatus, type LastPush } from '../../api/articles'
import { PUSH_ENGINE_LABELS } from '../../api/engines'
import { ExpandableText } from '../../ui/ExpandableText'
import { formatDateTime } from '../../ui/format'
import type { Column } from '../../ui/list/DataTable'
import { Flex, Text } from '../../ui/lite'
import { StatusBadge, type StatusStyles } from '../../ui/StatusBadge'

const articleStatusStyles: StatusStyles<ArticleStatus> = {
  draft: { label: ARTICLE_STATUS_LABELS.draft, color: 'gray' },
  published: { label: ARTICLE_STATUS_LABELS.published, color: 'green' },
}

const pushStatusStyles: StatusStyles<ArticlePushStatus> = {
  pushed: { label: ARTICLE_PUSH_LABELS.pushed, color: 'green' },
  failed: { label: ARTICLE_PUSH_LABELS.failed, color: 'red' },
  none: { label: ARTICLE_PUSH_LABELS.none, color: 'gray' },
}

/** The article's last push: 已推送 / 推送失败 / 未推送, and for a pushed one its engine and time (a `stack` cell's lines). */
function PushState({ push }: { push: LastPush | null }) {
  return (
    <>
      <StatusBadge value={push?.status ?? 'none'} styles={pushStatusStyles} />
      {push && (
        <Text size="1" color="gray" wrap="nowrap">
          {PUSH_ENGINE_LABELS[push.engine] ?? push.engine} · {formatDateTime(push.at)}
        </Text>
      )}
    </>
  )
}

export const columns: Column<ArticleRow>[] = [
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
        {/* the summary, up to 300 characters: two lines, 展开 for the rest */}
        {article.summary && <ExpandableText text={article.summary} lines={2} size="1" color="gray" perLine={34} />}
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
  { key: 'lastPush', header: '推送状态', stack: true, cell: (article) => <PushState push={article.lastPush} /> },
  { key: 'publishedAt', header: '发布时间', sortable: true, cell: (article) => <Text wrap="nowrap">{formatDateTime(article.publishedAt)}</Text> },
  { key: 'updatedAt', header: '更新时间', sortable: true, cell: (article) => <Text wrap="nowrap">{formatDateTime(article.updatedAt)}</Text> },
]
