import { trimInvisible } from '../../api/text'
import { draftKey } from '../../app/drafts'
import { COMMENT_STATUS_LABELS, type CommentStatus, type GuestComment } from '../../api/comments'
import { commentApi } from '../../http/comments'
import { defineActions } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { defineForm, defineSection } from '../section/define'
import { checkingVersions } from '../section/versionChecks'
import { answeredIds, undoableDeleteActions, undoNotices } from '../section/deleteActions'
import { approvesWith, emptyReply, replyValues, validateReply, type ReplyFormValues } from './CommentReplyDialog'

/** The one who wrote it: how a comment is named in its confirmation and its toasts. */
const which = (comment: GuestComment) => `「${comment.author}」的这条留言`
// what 标为垃圾's toast with 撤销 says: 已将「张三」的这条留言标为垃圾, 已将 3 条留言标为垃圾
const spam = undoNotices(which, (what) => `已将${what}标为垃圾`)
// and 通过's: 「张三」的这条留言已通过, 已通过 3 条留言
const approved = {
  one: (_count: number, comment: GuestComment) => `${which(comment)}已通过`,
  many: undoNotices(which, (what) => `已通过${what}`).many('条留言'),
}

/** How a question from the list names a comment's fields when another operator changed them. */
const commentLabels = {
  status: { label: '状态', show: (value: unknown) => COMMENT_STATUS_LABELS[value as CommentStatus] ?? String(value) },
  reply: { label: '回复' },
}

export const commentActions = checkingVersions(
  defineActions<GuestComment>()({
    // both send the version the list showed: a comment changed since is refused (1460) and asked about again
    approve: {
      scope: 'row',
      label: '通过',
      tone: 'green',
      guarded: true,
      run: (comment) => commentApi.setStatus(comment.id, 'approved', comment.version),
      undo: { action: 'restoreStatus', ids: (_, comment) => [comment.id], notice: approved.one, available: commentApi.canUndoStatus },
    },
    spam: {
      scope: 'row',
      label: '标为垃圾',
      tone: 'amber',
      guarded: true,
      run: (comment) => commentApi.setStatus(comment.id, 'spam', comment.version),
      undo: { action: 'restore', ids: (_, comment) => [comment.id], notice: spam.one, available: commentApi.canRestore },
    },
    batchApprove: {
      scope: 'selection',
      label: '批量通过',
      tone: 'green',
      run: (selection) => commentApi.batchStatus(selection, 'approved'),
      undo: { action: 'restoreStatus', ids: answeredIds, notice: approved.many, available: commentApi.canUndoStatus },
    },
    batchSpam: {
      scope: 'selection',
      label: '批量标为垃圾',
      tone: 'amber',
      run: (selection) => commentApi.batchStatus(selection, 'spam'),
      undo: { action: 'restore', ids: answeredIds, notice: spam.many('条留言'), available: commentApi.canRestore },
    },
    // never a button: what 撤销 after 通过 runs; each comment gets the status it had back (the server kept it)
    restoreStatus: {
      scope: 'selection',
      label: '撤销',
      keepSelection: true,
      run: (target) => commentApi.undoStatus('ids' in target ? target.ids : []),
    },
    // 撤销 after 标为垃圾 runs the same restore: the comments come back as they were, status included
    ...undoableDeleteActions<GuestComment>({
      noun: '留言',
      counter: '条',
      which,
      remove: commentApi.remove,
      batchRemove: commentApi.batchRemove,
      restore: commentApi.restore,
      canRestore: commentApi.canRestore,
    }),
  }),
  commentApi.versions,
  commentLabels,
)

export const commentSection = defineSection({
  fetchPage: commentApi.list,
  actions: commentActions,
  form: defineForm<ReplyFormValues>({
    machine: createFormMachine({ id: 'replyForm', validate: validateReply, empty: emptyReply, fromRow: (row) => replyValues(row as unknown as GuestComment) }),
    // 通过并回复 (a pending comment's main button): the reply and the approval in one call; 仅回复 the reply alone
    submit: (values, id, intent) =>
      commentApi.reply(id ?? '', trimInvisible(values.reply), approvesWith(values, intent) ? 'approved' : undefined, values.version),
    draftKey: draftKey('comments.reply'),
  }),
})
