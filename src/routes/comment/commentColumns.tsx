import { Box, Flex, Text } from '@radix-ui/themes'
import { COMMENT_STATUS_LABELS, type CommentStatus, type GuestComment } from '../../api/comments'
import { formatDateTime } from '../../ui/format'
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
 * characters and never parsed. Long text is cut to one line here; the reply dialog shows all of it.
 */
export const commentColumns: Column<GuestComment>[] = [
  {
    key: 'author',
    header: '留言人',
    cell: (comment) => (
      <Flex direction="column" maxWidth="180px">
        <Text weight="medium" truncate>
          {comment.author}
        </Text>
        <Text size="1" color="gray" truncate>
          {comment.contact}
        </Text>
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
      <Box maxWidth="300px">
        <Text as="p" size="2" truncate title={comment.content}>
          {comment.content}
        </Text>
        {comment.reply && (
          <Text as="p" size="1" color="gray" truncate title={comment.reply}>
            回复：{comment.reply}
          </Text>
        )}
      </Box>
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
