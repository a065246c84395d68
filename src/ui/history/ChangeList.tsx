import type { AuditChange, AuditResource } from '../../api/audit'
import './history.css'
import { fieldLabel } from '../../api/auditWords'
import { changeValueText } from './values'

/**
 * An update's changes, field by field: 主题：极简博客 → 新闻门户, each value whole and named as the screens name it
 * (状态 启用 → 停用, 主题包大小 1.8 MB → 2.0 MB). Visitors' and operators' texts are shown as text.
 */
export function ChangeList({ resource, changes }: { resource: AuditResource; changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <p className="change-list-none">没有改动</p>
  return (
    <ul className="change-list">
      {changes.map(({ field, before, after }) => (
        <li key={field}>
          <span className="change-list-field">{fieldLabel(resource, field)}：</span>
          <del>{changeValueText(resource, field, before)}</del>
          {' → '}
          <ins>{changeValueText(resource, field, after)}</ins>
        </li>
      ))}
    </ul>
  )
}
