import { Box, Card, DataList } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { KeyboardEvent, ReactNode } from 'react'
import { REPLY_MAX_CHARS, replyProblem, type GuestComment } from '../../api/comments'
import { versionOf } from '../../machines/formConflict'
import { FormDialog } from '../../ui/form/FormDialog'
import { RowHistory } from '../section/History'
import type { FormActor } from '../../ui/form/FormContext'
import { TextAreaInput } from '../../ui/form/fields'
import { formatDateTime } from '../../ui/format'
import type { ListActor } from '../../ui/list/ListActor'
import { StatusBadge } from '../../ui/StatusBadge'
import { commentStatusStyles } from './commentColumns'

export interface ReplyFormValues extends Record<string, unknown> {
  reply: string
  /** The comment waited for review when the dialog opened: the main button (and Ctrl+Enter) approves it with the reply. */
  pending?: boolean
  /** The comment's version the reply started from (sent with the save: a comment changed since is refused, 1460). */
  version?: number
}

export const emptyReply: ReplyFormValues = { reply: '', pending: false }

/** The dialog's values for `comment`: its reply so far, and whether it waits for review. */
export const replyValues = (comment: GuestComment): ReplyFormValues => ({ reply: comment.reply, pending: comment.status === 'pending', ...versionOf(comment) })

/** How a conflict names the form's fields. */
const conflictLabels = { reply: { label: '回复内容' }, pending: { label: '待审核' } }

const length = (text: string) => [...text].length

/**
 * The reply dialog's second send button for a comment waiting for review: the reply alone (仅回复), the comment stays
 * pending. Its main button, and Ctrl+Enter in the reply, approve it and publish the reply at once (通过并回复).
 */
export const REPLY_ONLY = 'replyOnly'

/** Whether a send approves the comment too: the main button of a pending comment's dialog. */
export const approvesWith = (values: ReplyFormValues, intent: string | null) => !!values.pending && intent !== REPLY_ONLY

/** The server's rules (docs/api.md): a reply is required and at most 500 characters after trimming. */
export function validateReply(values: ReplyFormValues): Record<string, string> {
  const reply = replyProblem(values.reply.trim())
  return reply ? { reply } : {}
}

/** The whole comment, as text: what the table cut short, markup and all. */
function CommentDetails({ comment }: { comment: GuestComment }) {
  const rows: [string, ReactNode][] = [
    ['留言人', comment.author],
    ['联系方式', comment.contact],
    ['来源', `${comment.domain} · IP ${comment.ip} · ${formatDateTime(comment.createdAt)}`],
    ['状态', <StatusBadge key="status" value={comment.status} styles={commentStatusStyles} />],
    ['留言内容', comment.content],
  ]
  return (
    <section aria-label="留言详情">
      <Card size="1">
        <DataList.Root size="2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="72px">{label}</DataList.Label>
              <DataList.Value style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
    </section>
  )
}

/** Ctrl+Enter (⌘+Enter) in the reply sends it with the main button, as Enter does in a one-line field. */
function sendOnCtrlEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return
  event.preventDefault()
  event.currentTarget.closest('form')?.requestSubmit()
}

/**
 * Reply to a comment, or edit the reply it has; the comment is shown in full above the answer. For a comment waiting
 * for review the main button (and Ctrl+Enter) is 通过并回复, which approves it with the same step; 仅回复 sends the
 * reply alone.
 */
export function CommentReplyDialog({ form, list }: { form: FormActor; list: ListActor }) {
  const id = useSelector(form, (state) => state.context.id)
  const editing = useSelector(form, (state) => Boolean(state.context.initial.reply))
  const pending = useSelector(form, (state) => Boolean(state.context.initial.pending))
  const typed = useSelector(form, (state) => length(String(state.context.values.reply ?? '')))
  const comment = useSelector(list, (state) => (state.context.items as GuestComment[]).find((row) => row.id === id))
  const replyLabel = editing ? '保存回复' : '发布回复'
  return (
    <FormDialog
      conflictLabels={conflictLabels}
      form={form}
      title={editing ? '编辑回复' : '回复留言'}
      submitLabel={pending ? '通过并回复' : replyLabel}
      alsoSubmit={pending ? { intent: REPLY_ONLY, label: editing ? '仅保存回复' : '仅回复' } : null}
      maxWidth="600px"
    >
      {comment && <CommentDetails comment={comment} />}
      {/* the field's own keys, on their way up: Ctrl+Enter sends */}
      <Box onKeyDown={sendOnCtrlEnter}>
        <TextAreaInput name="reply" label="回复内容 *" rows={5} placeholder="回复会显示在这条留言下方，访客可见" hint={`${typed} / ${REPLY_MAX_CHARS} 字`} />
      </Box>
      <RowHistory resource="comments" />
    </FormDialog>
  )
}
