import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { domainOptionsApi } from '../../http/domains'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { DataTable } from '../../ui/list/DataTable'
import { DateRangeFilter } from '../../ui/list/DateRangeFilter'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { SectionPage } from '../../ui/SectionPage'
import { useOptionsSource } from '../../ui/useOptions'
import { RowButton } from '../../ui/lite'
import { ActionButton } from '../section/ActionButton'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { usePendingComments } from '../shell/pendingComments'
import { commentColumns, commentStatusOptions } from './commentColumns'
import { CommentReplyDialog, replyValues } from './CommentReplyDialog'
import { commentActions as actions, commentSection } from './section'

export const Route = createLazyRoute('/_shell/comment')({ component: CommentPage })
// what its route's loader asks for the URL's page (src/routes/resources.ts)
export { commentSection as section } from './section'

function CommentPage() {
  const pendingCount = usePendingComments()
  const domains = useOptionsSource(domainOptionsApi.names)
  // statuses changed: the list and the sidebar's count of comments to review follow at once
  const { list, action, form, act, openForm } = useSection(commentSection, {
    ...useListRoute('/_shell/comment'),
    tellFollowers: () => pendingCount.send({ type: 'count.refresh' }),
  })
  const busy = useSelector(action, (state) => state.matches('running'))

  return (
    <SectionPage title="留言管理" action={action}>
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索留言人、联系方式或留言内容" />
        <FilterSelect list={list} filterKey="status" label="状态" options={commentStatusOptions} />
        <FilterSelect list={list} filterKey="domain" label="域名" options={domains} />
        <DateRangeFilter list={list} />
      </ListToolbar>
      <SelectionBar list={list}>
        {(selection) => (
          <>
            <ActionButton actions={actions} act={act} name="batchApprove" target={selection} disabled={busy} />
            <ActionButton actions={actions} act={act} name="batchSpam" target={selection} disabled={busy} />
            <ActionButton actions={actions} act={act} name="batchDelete" target={selection} disabled={busy} />
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={commentColumns}
        label="留言列表"
        settingsKey="comment"
        rowLabel={(comment) => `${comment.author} 的留言`}
        selectable
        rowHeight={77}
        emptyText="还没有访客留言"
        rowActions={(comment) => (
          <>
            <RowButton onClick={() => openForm(replyValues(comment), comment.id)}>{comment.reply ? '编辑回复' : '回复'}</RowButton>
            {comment.status !== 'approved' && <ActionButton actions={actions} act={act} name="approve" target={comment} inRow disabled={busy} />}
            {comment.status !== 'spam' && <ActionButton actions={actions} act={act} name="spam" target={comment} inRow disabled={busy} />}
            <ActionButton actions={actions} act={act} name="delete" target={comment} inRow disabled={busy} />
          </>
        )}
      />
      <Pagination list={list} />
      <CommentReplyDialog form={form} list={list} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}
