import { ExpandableText } from '../../ui/ExpandableText'
import { COMMENT_STATUS_LABELS, type CommentStatus, type GuestComment } from '../../api/comments'
import { formatDateTime } from '../../ui/format'
import { Flex, Text } from '../../ui/lite'
import type { Column } from '../../ui/list/DataTable'
import { StatusBadge, statusOptions, type StatusStyles } from '../../ui/StatusBadge'

export const commentStatusStyles: StatusStyles<CommentStatus> = {
  pending: { label: COMMENT_STATUS_LABELS.pending, color: 'amber' },
  approved: { label: COMMENT_STATUS_LABELS.approved, color: 'green' },
  spam: { label: COMMENT_STATUS_LABELS.spam, color: 'red' },
}

export const commentStatusOptions = statusOptions(commentStatusStyles)

/**
 * Every visitor-supplied field (author, contact, content, ip) is a React text child: markup in it is shown as
 * characters and never parsed. Long text is cut to a line or two here, with 展开 to read the rest in place; the reply
 * dialog shows all of it too.
 */
export const commentColumns: Column<GuestComment>[] = [
  {
    key: 'author',
    header: '留言人',
    cell: (comment) => (
      <Flex direction="column" maxWidth="180px">
        <ExpandableText text={comment.author} weight="medium" perLine={12} />
        <ExpandableText text={comment.contact} size="1" color="gray" perLine={14} />
        <Text size="1" color="gray">
          IP {comment.ip}
        </Text>
      </Flex>
    ),
  },
  {
    key: 'content',
    header: '留言内容',
    cell: (comment) => (
      <Flex direction="column" gap="1" maxWidth="300px">
        <ExpandableText text={comment.content} lines={2} />
        {comment.reply && <ExpandableText text={`回复：${comment.reply}`} size="1" color="gray" perLine={24} />}
      </Flex>
    ),
  },
  {
    key: 'domain',
    header: '域名',
    sortable: true,
    cell: (comment) => <Text wrap="nowrap">{comment.domain}</Text>,
  },
  { key: 'status', header: '状态', cell: (comment) => <StatusBadge value={comment.status} styles={commentStatusStyles} /> },
  {
    key: 'createdAt',
    header: '留言时间',
    sortable: true,
    cell: (comment) => (
      <Flex direction="column">
        <Text wrap="nowrap">{formatDateTime(comment.createdAt)}</Text>
        {comment.repliedAt && (
          <Text size="1" color="gray" wrap="nowrap">
            回复于 {formatDateTime(comment.repliedAt)}
          </Text>
        )}
      </Flex>
    ),
  },
]
