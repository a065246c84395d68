import { COMMENT_FILTERS } from '../../api/filters'
import { trimInvisible } from '../../api/text'
import { draftKey } from '../../app/drafts'
import type { GuestComment } from '../../api/comments'
import { commentApi } from '../../http/comments'
import { defineActions } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { defineForm, defineSection } from '../section/define'
import { answeredIds, undoableDeleteActions } from '../section/deleteActions'
import { approvesWith, emptyReply, validateReply, type ReplyFormValues } from './CommentReplyDialog'

const spamNotice = (count: number) => `已标记 ${count} 条为垃圾留言`

export const commentActions = defineActions<GuestComment>()({
  approve: { scope: 'row', label: '通过', tone: 'green', run: (comment) => commentApi.setStatus(comment.id, 'approved') },
  spam: {
    scope: 'row',
    label: '标为垃圾',
    tone: 'amber',
    run: (comment) => commentApi.setStatus(comment.id, 'spam'),
    undo: { action: 'restore', ids: (_, comment) => [comment.id], notice: spamNotice, available: commentApi.canRestore },
  },
  batchApprove: { scope: 'selection', label: '批量通过', tone: 'green', run: (selection) => commentApi.batchStatus(selection, 'approved') },
  batchSpam: {
    scope: 'selection',
    label: '批量标为垃圾',
    tone: 'amber',
    run: (selection) => commentApi.batchStatus(selection, 'spam'),
    undo: { action: 'restore', ids: answeredIds, notice: spamNotice, available: commentApi.canRestore },
  },
  // 撤销 after 标为垃圾 runs the same restore: the comments come back as they were, status included
  ...undoableDeleteActions<GuestComment>({
    noun: '留言',
    counter: '条',
    which: (comment) => `「${comment.author}」的这条留言`,
    remove: commentApi.remove,
    batchRemove: commentApi.batchRemove,
    restore: commentApi.restore,
    canRestore: commentApi.canRestore,
  }),
})

export const commentSection = defineSection({
  fetchPage: commentApi.list,
  filterKeys: COMMENT_FILTERS,
  actions: commentActions,
  form: defineForm<ReplyFormValues>({
    machine: createFormMachine({ id: 'replyForm', validate: validateReply, empty: emptyReply }),
    // 通过并回复 (a pending comment's main button): the reply and the approval in one call; 仅回复 the reply alone
    submit: (values, id, intent) => commentApi.reply(id ?? '', trimInvisible(values.reply), approvesWith(values, intent) ? 'approved' : undefined),
    draftKey: draftKey('comments.reply'),
  }),
})
