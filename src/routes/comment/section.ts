import { trimInvisible } from '../../api/text'
import { draftKey } from '../../app/drafts'
import type { GuestComment } from '../../api/comments'
import { commentApi } from '../../http/comments'
import { defineActions } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { defineForm, defineSection } from '../section/define'
import { validateReply, type ReplyFormValues } from './CommentReplyDialog'
import { COMMENT_FILTERS } from '../../api/comments'

export const commentActions = defineActions<GuestComment>()({
  approve: { scope: 'row', label: '通过', tone: 'green', run: (comment) => commentApi.setStatus(comment.id, 'approved') },
  spam: { scope: 'row', label: '标为垃圾', tone: 'amber', run: (comment) => commentApi.setStatus(comment.id, 'spam') },
  delete: {
    scope: 'row',
    label: '删除',
    tone: 'red',
    confirm: (comment) => ({ title: '删除留言', description: `确定删除「${comment.author}」的这条留言吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }),
    run: (comment) => commentApi.remove(comment.id),
  },
  batchApprove: { scope: 'selection', label: '批量通过', tone: 'green', run: ({ ids }) => commentApi.batchStatus(ids, 'approved') },
  batchSpam: { scope: 'selection', label: '批量标为垃圾', tone: 'amber', run: ({ ids }) => commentApi.batchStatus(ids, 'spam') },
  batchDelete: {
    scope: 'selection',
    label: '批量删除',
    tone: 'red',
    confirm: ({ ids }) => ({ title: '批量删除留言', description: `确定删除选中的 ${ids.length} 条留言吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }),
    run: ({ ids }) => commentApi.batchRemove(ids),
  },
})

export const commentSection = defineSection({
  fetchPage: commentApi.list,
  filterKeys: COMMENT_FILTERS,
  actions: commentActions,
  form: defineForm<ReplyFormValues>({
    machine: createFormMachine({ id: 'replyForm', validate: validateReply, empty: { reply: '' } }),
    submit: (values, id) => commentApi.reply(id ?? '', trimInvisible(values.reply)),
    draftKey: draftKey('comments.reply'),
  }),
})
