import { Callout } from '@radix-ui/themes'
import { InfoCircledIcon } from '@radix-ui/react-icons'
import { useSyncExternalStore } from 'react'
import { audit } from '../../api/operations/audit'
import { missingFeatureNotice } from '../../app/missingFeatures'
import { capabilities } from '../../http/capabilities'
import { SectionPage } from '../../ui/SectionPage'

/**
 * Whether this backend is known to lack GET /api/audit: GET /api/capabilities left it out, or it answered 404, 405 or
 * 501. Not before the backend had its say: until then the list asks, as a whole backend's would.
 */
export function useAuditLacking(): boolean {
  useSyncExternalStore(capabilities.subscribe, capabilities.version)
  return !capabilities.has(audit)
}

/**
 * 操作日志 opened (by its address) on a backend without it: said plainly, as the notice of a missing call says it, with
 * nothing offered that would then fail — no filters, no export, no table.
 */
export function NoAudit() {
  const notice = missingFeatureNotice(audit.key, capabilities.missingStatus(audit))
  return (
    <SectionPage title="操作日志">
      <Callout.Root color="gray" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text weight="bold">当前后端没有操作日志：没有可以查看、筛选或导出的记录。</Callout.Text>
        {notice && <Callout.Text>{notice}</Callout.Text>}
      </Callout.Root>
    </SectionPage>
  )
}
