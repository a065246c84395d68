import { Button } from '@radix-ui/themes'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { trimInvisible } from '../../api/text'
import { commentApi, type GuestComment } from '../../http/comments'
import { domainOptionsApi } from '../../http/domains'
import type { PendingAction } from '../../machines/actionMachine'
import { isRequestError } from '../../machines/requestErrors'
import { ConfirmDialog, type ConfirmText } from '../../ui/form/ConfirmDialog'
import { useActionActor } from '../../ui/form/useActionActor'
import { useFormActor } from '../../ui/form/useFormActor'
import { DataTable } from '../../ui/list/DataTable'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { useListActor } from '../../ui/list/useListActor'
import { SectionPage } from '../../ui/SectionPage'
import { useOptions } from '../../ui/useOptions'
import { usePendingComments } from '../shell/pendingComments'
import { commentColumns, commentStatusOptions } from './commentColumns'
import { CommentReplyDialog, validateReply, type ReplyFormValues } from './CommentReplyDialog'

export const Route = createLazyRoute('/_shell/comment')({ component: CommentPage })

const FILTER_KEYS = ['status', 'domain']

/** Row actions act on one comment, batch actions on the selection. */
function runAction({ action, ids }: PendingAction): Promise<unknown> {
  switch (action) {
    case 'approve':
      return commentApi.setStatus(ids[0], 'approved')
    case 'spam':
      return commentApi.setStatus(ids[0], 'spam')
    case 'delete':
      return commentApi.remove(ids[0])
    case 'batchApprove':
      return commentApi.batchStatus(ids, 'approved')
    case 'batchSpam':
      return commentApi.batchStatus(ids, 'spam')
    case 'batchDelete':
      return commentApi.batchRemove(ids)
    default:
      return Promise.reject(new Error(`未知操作：${action}`))
  }
}

const describeAction = (pending: PendingAction): ConfirmText =>
  pending.action === 'delete'
    ? { title: '删除留言', description: `确定删除「${pending.label}」的这条留言吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
    : { title: '批量删除留言', description: `确定删除选中的 ${pending.ids.length} 条留言吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }

function CommentPage() {
  const pendingCount = usePendingComments()
  const domains = useOptions(domainOptionsApi.names)
  const list = useListActor<GuestComment>({ search: Route.useSearch(), filterKeys: FILTER_KEYS, fetchPage: commentApi.list })
  const reply = useFormActor<ReplyFormValues>({
    validate: validateReply,
    submit: (values, id) => commentApi.reply(id ?? '', trimInvisible(values.reply)),
    onSaved: () => list.send({ type: 'list.refresh' }),
    draftKey: 'comments.reply',
  })
  // statuses changed: the list and the sidebar's count of comments to review follow at once
  const refresh = () => {
    list.send({ type: 'list.refresh' })
    pendingCount.send({ type: 'count.refresh' })
  }
  const actions = useActionActor({
    // a refusal (e.g. deleted elsewhere) means the screen is out of date: show what the server has
    run: async (pending) => {
      try {
        return await runAction(pending)
      } catch (error) {
        if (isRequestError(error, 'business')) refresh()
        throw error
      }
    },
    done: ({ action }) => {
      if (action.startsWith('batch')) list.send({ type: 'list.selectionCleared' })
      refresh()
    },
  })
  const busy = useSelector(actions, (state) => state.matches('running'))
  const act = (action: string, ids: string[], label?: string) =>
    actions.send({ type: 'action.request', action, ids, label, confirm: action === 'delete' || action === 'batchDelete' })

  return (
    <SectionPage title="留言管理">
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索留言人、联系方式或留言内容" />
        <FilterSelect list={list} filterKey="status" label="状态" options={commentStatusOptions} />
        <FilterSelect list={list} filterKey="domain" label="域名" options={domains.options} />
      </ListToolbar>
      <SelectionBar list={list}>
        {(ids) => (
          <>
            <Button variant="soft" color="green" disabled={busy} onClick={() => act('batchApprove', ids)}>
              批量通过
            </Button>
            <Button variant="soft" color="amber" disabled={busy} onClick={() => act('batchSpam', ids)}>
              批量标为垃圾
            </Button>
            <Button variant="soft" color="red" disabled={busy} onClick={() => act('batchDelete', ids)}>
              批量删除
            </Button>
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={commentColumns}
        label="留言列表"
        rowLabel={(comment) => `${comment.author} 的留言`}
        selectable
        emptyText="还没有访客留言"
        rowActions={(comment) => (
          <>
            <Button variant="ghost" size="1" onClick={() => reply.send({ type: 'form.open', id: comment.id, values: { reply: comment.reply } })}>
              {comment.reply ? '编辑回复' : '回复'}
            </Button>
            {comment.status !== 'approved' && (
              <Button variant="ghost" size="1" color="green" disabled={busy} onClick={() => act('approve', [comment.id])}>
                通过
              </Button>
            )}
            {comment.status !== 'spam' && (
              <Button variant="ghost" size="1" color="amber" disabled={busy} onClick={() => act('spam', [comment.id])}>
                标为垃圾
              </Button>
            )}
            <Button variant="ghost" size="1" color="red" disabled={busy} onClick={() => act('delete', [comment.id], comment.author)}>
              删除
            </Button>
          </>
        )}
      />
      <Pagination list={list} />
      <CommentReplyDialog form={reply} list={list} />
      <ConfirmDialog actions={actions} describe={describeAction} />
    </SectionPage>
  )
}
