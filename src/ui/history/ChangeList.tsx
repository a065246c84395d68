import type { AuditChange, AuditResource } from '../../api/audit'
import './history.css'
import { fieldLabel, valueText } from '../../api/auditWords'

/**
 * An update's changes, field by field: 主题：极简博客 → 新闻门户, each value whole and named as the screens name it
 * (状态 启用 → 停用). Visitors' and operators' texts are shown as text.
 */
export function ChangeList({ resource, changes }: { resource: AuditResource; changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <p className="change-list-none">没有改动</p>
  return (
    <ul className="change-list">
      {changes.map(({ field, before, after }) => (
        <li key={field}>
          <span className="change-list-field">{fieldLabel(resource, field)}：</span>
          <del>{valueText(resource, field, before)}</del>
          {' → '}
          <ins>{valueText(resource, field, after)}</ins>
        </li>
      ))}
    </ul>
  )
}
