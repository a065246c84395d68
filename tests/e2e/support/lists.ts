/** The six lists, as a person finds them: menu item, table name. */
export const LISTS = [
  ['主题列表', '主题列表'],
  ['域名管理', '域名列表'],
  ['反链管理', '反链列表'],
  ['留言管理', '留言列表'],
  ['文章列表', '文章列表'],
  ['文章推送', '推送记录'],
] as const
