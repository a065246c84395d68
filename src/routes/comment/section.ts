import { COMMENT_FILTERS } from '../../api/filters'
import { trimInvisible } from '../../api/text'
import { draftKey } from '../../app/drafts'
import type { GuestComment } from '../../api/comments'
import { commentApi } from '../../http/comments'
import { defineActions } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { defineForm, defineSection } from '../section/define'
import { deleteActions } from '../section/deleteActions'
import { APPROVE_AND_REPLY, validateReply, type ReplyFormValues } from './CommentReplyDialog'

export const commentActions = defineActions<GuestComment>()({
  approve: { scope: 'row', label: '通过', tone: 'green', run: (comment) => commentApi.setStatus(comment.id, 'approved') },
  spam: { scope: 'row', label: '标为垃圾', tone: 'amber', run: (comment) => commentApi.setStatus(comment.id, 'spam') },
  batchApprove: { scope: 'selection', label: '批量通过', tone: 'green', run: ({ ids }) => commentApi.batchStatus(ids, 'approved') },
  batchSpam: { scope: 'selection', label: '批量标为垃圾', tone: 'amber', run: ({ ids }) => commentApi.batchStatus(ids, 'spam') },
  ...deleteActions<GuestComment>({
    noun: '留言',
    counter: '条',
    which: (comment) => `「${comment.author}」的这条留言`,
    remove: commentApi.remove,
    batchRemove: commentApi.batchRemove,
  }),
})

export const commentSection = defineSection({
  fetchPage: commentApi.list,
  filterKeys: COMMENT_FILTERS,
  actions: commentActions,
  form: defineForm<ReplyFormValues>({
    machine: createFormMachine({ id: 'replyForm', validate: validateReply, empty: { reply: '' } }),
    // 通过并回复: the reply and the approval in one call
    submit: (values, id, intent) => commentApi.reply(id ?? '', trimInvisible(values.reply), intent === APPROVE_AND_REPLY ? 'approved' : undefined),
    draftKey: draftKey('comments.reply'),
  }),
})
