/** The six lists, as a person finds them: menu item, table name, and the address they open at. */
export const LISTS = [
  ['主题列表', '主题列表', '/themes'],
  ['域名管理', '域名列表', '/domain'],
  ['反链管理', '反链列表', '/anti-chain'],
  ['留言管理', '留言列表', '/comment'],
  ['文章列表', '文章列表', '/articles'],
  ['文章推送', '推送记录', '/push'],
] as const
