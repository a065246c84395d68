import type { AuditEntry } from '../../api/audit'
import { auditApi } from '../../http/audit'
import { defineActions } from '../../machines/actionTable'
import { saveDownload } from '../../ui/download'
import { defineSection } from '../section/define'

/** Read-only: the trail is the server's record, never changed through the API; the list's one action is its export. */
export const auditActions = defineActions<AuditEntry>()({
  export: {
    scope: 'list',
    label: '导出 CSV',
    tone: 'gray',
    refresh: false,
    run: ({ query }) => auditApi.exportCsv(query).then((file) => saveDownload(file, 'audit.csv')),
  },
})

export const auditSection = defineSection({ fetchPage: auditApi.list, actions: auditActions })
