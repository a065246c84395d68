import { LIST_PATHS } from '../../http/listPaths'

/**
 * The sidebar menu, in the spec's order. `list`: the list call the item's screen starts with (GET /api<list>, the
 * default query: a menu link carries no search), which hovering or focusing the item prefetches.
 */
export const menu = [
  { label: '首页', to: '/', list: null },
  { label: '主题列表', to: '/themes', list: LIST_PATHS.themes },
  { label: '域名管理', to: '/domain', list: LIST_PATHS.domains },
  { label: '反链管理', to: '/anti-chain', list: LIST_PATHS.backlinks },
  { label: '留言管理', to: '/comment', list: LIST_PATHS.comments },
  { label: '文章列表', to: '/articles', list: LIST_PATHS.articles },
  { label: '文章推送', to: '/push', list: LIST_PATHS.pushRecords },
] as const

export type MenuPath = (typeof menu)[number]['to']
