import type { PendingAction } from '../../machines/actionMachine'
import type { ListQuery } from '../../api/list'
import { backlinkApi } from '../../http/backlinks'
import type { Download } from '../../http/transport'
import type { ConfirmText } from '../../ui/form/ConfirmDialog'
import { useActionActor } from '../../ui/form/useActionActor'
import { saveDownload } from '../../ui/download'

/** What "check all" and export apply to: the list's query when the person asked, and how many rows it matched. */
export interface ListScope {
  query: ListQuery
  total: number
}

const scopeOf = (pending: PendingAction) => pending.payload as ListScope

function run(pending: PendingAction): Promise<unknown> {
  switch (pending.action) {
    case 'delete':
      return backlinkApi.remove(pending.ids[0])
    case 'batchDelete':
      return backlinkApi.batchRemove(pending.ids)
    case 'check':
      return backlinkApi.check({ ids: pending.ids })
    case 'checkAll':
      return backlinkApi.check({ query: scopeOf(pending).query })
    case 'export':
      return backlinkApi.exportCsv(scopeOf(pending).query)
    default:
      return Promise.reject(new Error(`未知操作：${pending.action}`))
  }
}

/** Row and bulk actions of the backlinks screen; every change refreshes the list, an export saves its file. */
export function useBacklinkActions(refresh: () => void) {
  return useActionActor({
    run,
    done: (pending, output) => {
      if (pending.action === 'export') saveDownload(output as Download, 'backlinks.csv')
      else refresh()
    },
  })
}

export function describeAction(pending: PendingAction): ConfirmText {
  switch (pending.action) {
    case 'delete':
      return { title: '删除反链', description: `确定删除来自 ${pending.label} 的反链吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
    case 'batchDelete':
      return { title: '批量删除反链', description: `确定删除选中的 ${pending.ids.length} 条反链吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }
    case 'checkAll':
      return {
        title: '检测全部反链',
        description: `将检测符合当前筛选条件的全部 ${scopeOf(pending).total} 条反链，并更新它们的状态。`,
        confirmLabel: '开始检测',
      }
    default:
      // actions that run without asking (check, export) are described too while they run, but never shown
      return { title: '处理中', description: '', confirmLabel: '确定' }
  }
}
