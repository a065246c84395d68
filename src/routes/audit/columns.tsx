import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_RESOURCE_LABELS, AUDIT_RESOURCES, type AuditEntry } from '../../api/audit'
import { formatDateTime } from '../../ui/format'
import { ChangeList } from '../../ui/history/ChangeList'
import { actionLabel, resourceLabel, scopeText } from '../../ui/history/values'
import type { Column } from '../../ui/list/DataTable'
import { ExpandableText } from '../../ui/ExpandableText'
import { Badge, Flex, RowButton, Text } from '../../ui/lite'
import './audit.css'
import { changesId, useChangesOpen } from './changesOpen'

export const resourceOptions = AUDIT_RESOURCES.map((value) => ({ label: AUDIT_RESOURCE_LABELS[value], value }))
export const actionOptions = AUDIT_ACTIONS.map((value) => ({ label: AUDIT_ACTION_LABELS[value], value }))

/** A batch's scope and how many rows it affected: 按勾选 3 行，影响 3 行. */
export function batchText(entry: AuditEntry): string | null {
  const parts = [entry.scope ? scopeText(entry.resource, entry.scope) : null, entry.count === undefined ? null : `影响 ${entry.count} 行`]
  return parts.filter(Boolean).join('，') || null
}

/** An update's field-level changes, folded to how many until the person opens them (the table stays one page). */
function ChangesToggle({ entry }: { entry: AuditEntry }) {
  const [open, toggle] = useChangesOpen(entry.id)
  const changes = entry.changes
  if (!changes) return <Text color="gray">—</Text>
  if (changes.length === 0) return <Text color="gray">没有改动</Text>
  return (
    <RowButton aria-expanded={open} aria-controls={open ? changesId(entry.id) : undefined} onClick={toggle}>
      {open ? '收起' : `${changes.length} 项修改`}
    </RowButton>
  )
}

/** The summary, a batch's scope, and an update's changes once opened: under the summary, as wide as it. */
function SummaryCell({ entry }: { entry: AuditEntry }) {
  const [open] = useChangesOpen(entry.id)
  const batch = batchText(entry)
  return (
    <>
      <Flex direction="column" gap="1" maxWidth="24em">
        <ExpandableText text={entry.summary} lines={2} perLine={24} size="2" />
        {batch && (
          <Text size="1" color="gray">
            {batch}
          </Text>
        )}
      </Flex>
      {open && entry.changes && entry.changes.length > 0 && (
        <div id={changesId(entry.id)} className="audit-changes">
          <ChangeList resource={entry.resource} changes={entry.changes} />
        </div>
      )}
    </>
  )
}

export const columns: Column<AuditEntry>[] = [
  { key: 'at', header: '时间', sortable: true, cell: (entry) => <Text wrap="nowrap">{formatDateTime(entry.at)}</Text> },
  {
    key: 'operator',
    header: '操作人',
    sortable: true,
    stack: true,
    cell: (entry) => (
      <>
        <Text wrap="nowrap">{entry.operatorName}</Text>
        <Text size="1" color="gray">
          {entry.operator}
        </Text>
      </>
    ),
  },
  {
    key: 'resource',
    header: '对象',
    sortable: true,
    cell: (entry) => (
      <Badge color="indigo" variant="outline">
        {resourceLabel(entry.resource)}
      </Badge>
    ),
  },
  { key: 'action', header: '动作', sortable: true, cell: (entry) => <Text wrap="nowrap">{actionLabel(entry.action)}</Text> },
  { key: 'summary', header: '摘要', cell: (entry) => <SummaryCell entry={entry} /> },
  { key: 'changes', header: '修改内容', cell: (entry) => <ChangesToggle entry={entry} /> },
]
