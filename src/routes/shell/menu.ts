/** The sidebar menu, in the spec's order. */
export const menu = [
  { label: '首页', to: '/' },
  { label: '主题列表', to: '/themes' },
  { label: '域名管理', to: '/domain' },
  { label: '反链管理', to: '/anti-chain' },
  { label: '留言管理', to: '/comment' },
  { label: '文章列表', to: '/articles' },
  { label: '文章推送', to: '/push' },
] as const

export type MenuPath = (typeof menu)[number]['to']
