import { domainApi } from '../../http/domains'
import type { PendingAction } from '../../machines/actionMachine'
import type { ListQuery } from '../../api/list'
import { saveDownload } from '../../ui/download'
import type { ConfirmText } from '../../ui/form/ConfirmDialog'

/** The row and bulk actions of the domain list, run by the screen's action machine. */
export function runDomainAction({ action, ids, payload }: PendingAction): Promise<unknown> {
  switch (action) {
    case 'delete':
      return domainApi.remove(ids[0])
    case 'batchDelete':
      return domainApi.batchRemove(ids)
    case 'enable':
      return domainApi.setStatus(ids, 'active')
    case 'disable':
      return domainApi.setStatus(ids, 'inactive')
    case 'export':
      // the filtered list, in its order, without paging
      return domainApi.exportCsv(payload as ListQuery).then((file) => saveDownload(file, 'domains.csv'))
    default:
      return Promise.reject(new Error(`未知操作：${action}`))
  }
}

const which = (pending: PendingAction) => (pending.label ? `域名「${pending.label}」` : `选中的 ${pending.ids.length} 个域名`)

/** What the confirmation asks before an action. */
export function describeDomainAction(pending: PendingAction): ConfirmText {
  switch (pending.action) {
    case 'disable':
      return { title: '停用域名', description: `确定停用${which(pending)}吗？停用后可以随时重新启用。`, confirmLabel: '停用' }
    case 'enable':
      return { title: '启用域名', description: `确定启用${which(pending)}吗？`, confirmLabel: '启用' }
    case 'batchDelete':
      return { title: '批量删除域名', description: `确定删除${which(pending)}吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
    default:
      return { title: '删除域名', description: `确定删除${which(pending)}吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
  }
}
