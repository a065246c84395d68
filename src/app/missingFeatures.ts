/**
 * What the person loses when the backend lacks an optional operation (docs/api.md, "Partial backends"), said once per
 * sign-in when it turns out to be missing; the screens stop offering it from then on.
 */
const FEATURES: Record<string, string> = {
  'POST /api/domains/restore': '不能撤销删除域名',
  'POST /api/backlinks/restore': '不能撤销删除反链',
  'POST /api/comments/restore': '不能撤销删除留言或标为垃圾',
  'POST /api/articles/restore': '不能撤销删除文章',
  'POST /api/domains/batch-theme': '不能批量更换域名的主题',
  'POST /api/domains/batch-theme/undo': '不能撤销更换主题',
  'POST /api/comments/batch-status/undo': '不能撤销通过留言',
  'GET /api/comments/pending-count': '菜单上不显示待审核留言数',
  'POST /api/push/articles': '不能一次推送多个域名的文章，已改为每个域名分别推送',
  'POST /api/push/settings/batch': '不能批量设置推送，请在各域名的推送设置中分别设置',
  'GET /api/audit': '菜单中没有操作日志，编辑对话框中没有历史',
  'GET /api/audit/export': '不能导出操作日志',
}

/** The sentence for a missing optional operation, or null when there is nothing to tell (GET /api/capabilities). */
export function missingFeatureNotice(key: string, status: number | null): string | null {
  const lost = FEATURES[key]
  if (!lost) return null
  return `当前后端没有 ${key}${status === null ? '' : `（HTTP ${status}）`}：${lost}。`
}
