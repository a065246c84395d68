import { Button, Flex, Link as TextLink, Text } from '@radix-ui/themes'
import { CounterClockwiseClockIcon } from '@radix-ui/react-icons'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useContext, useEffect, useId, useState } from 'react'
import type { AuditEntry, AuditResource } from '../../api/audit'
import type { Page } from '../../api/envelope'
import { audit } from '../../api/operations/audit'
import { auditApi } from '../../http/audit'
import { LoadFailed } from '../../ui/ErrorCallout'
import { FormActorContext } from '../../ui/form/FormContext'
import { formatDateTime } from '../../ui/format'
import { ChangeList } from '../../ui/history/ChangeList'
import { ScrollBox } from '../../ui/ScrollBox'
import { useCapability } from './useCapability'

/**
 * 历史 in a row's edit dialog (or the article editor, which names its row): the row's entries of 操作日志, newest
 * first, with each update's fields. Folded until asked for; nothing when the row is new or the backend has no
 * GET /api/audit.
 */
export function RowHistory({ resource, rowId }: { resource: AuditResource; rowId?: string | null }) {
  const form = useContext(FormActorContext)
  const formId = useSelector(form ?? undefined, (state) => state?.context.id ?? null)
  const id = rowId ?? formId
  const offered = useCapability(audit)
  const [open, setOpen] = useState(false)
  const panel = useId()
  if (!offered || !id) return null
  return (
    <Flex direction="column" gap="2">
      <div>
        <Button type="button" variant="ghost" size="1" aria-expanded={open} aria-controls={open ? panel : undefined} onClick={() => setOpen(!open)}>
          <CounterClockwiseClockIcon aria-hidden /> {open ? '收起历史' : '历史'}
        </Button>
      </div>
      {open && (
        <div id={panel}>
          <HistoryList resource={resource} rowId={id} />
        </div>
      )}
    </Flex>
  )
}

type Loaded = { key: string; page: Page<AuditEntry> } | { key: string; error: string }

/** The row's entries, asked each time it is opened (and again with 重试). */
function HistoryList({ resource, rowId }: { resource: AuditResource; rowId: string }) {
  const [attempt, setAttempt] = useState(0)
  const key = `${resource}:${rowId}:${attempt}`
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    const asked = new AbortController()
    auditApi.history(resource, rowId, asked.signal).then(
      (page) => !asked.signal.aborted && setLoaded({ key, page }),
      (error: unknown) => !asked.signal.aborted && setLoaded({ key, error: error instanceof Error ? error.message : '未知错误' }),
    )
    return () => asked.abort()
  }, [resource, rowId, key])
  const current = loaded?.key === key ? loaded : null
  if (!current)
    return (
      <Text size="2" color="gray" role="status">
        正在加载历史…
      </Text>
    )
  if ('error' in current) return <LoadFailed what="历史" error={current.error} onRetry={() => setAttempt(attempt + 1)} />
  const { items, total } = current.page
  if (items.length === 0)
    return (
      <Text size="2" color="gray">
        还没有这一行的操作记录
      </Text>
    )
  return (
    <Flex direction="column" gap="2">
      <ScrollBox label="历史" maxHeight={240}>
        <ol className="history-list">
          {items.map((entry) => (
            <li key={entry.id}>
              <Text as="div" size="1" color="gray">
                {formatDateTime(entry.at)} · {entry.operatorName}
              </Text>
              <Text as="div" size="2">
                {entry.summary}
              </Text>
              {entry.changes && entry.changes.length > 0 && <ChangeList resource={resource} changes={entry.changes} />}
            </li>
          ))}
        </ol>
      </ScrollBox>
      <Text size="1" color="gray">
        {total > items.length ? `最近 ${items.length} 条，共 ${total} 条。` : `共 ${total} 条。`}
        <TextLink asChild>
          <Link to="/audit" search={{ resource, rowId }}>
            在操作日志中查看
          </Link>
        </TextLink>
      </Text>
    </Flex>
  )
}
