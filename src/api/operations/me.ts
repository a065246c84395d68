/** Who is signed in (docs/api.md, "Several operators"): a module of its own, so that /login downloads none of it. */
import { operation } from '../contract'
import { meAnswer } from '../versions'

export const me = operation({
  id: 'auth.me',
  method: 'GET',
  path: '/me',
  answer: meAnswer,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT ? undefined : { tag: '登录', summary: '令牌所属的操作员：用户名和显示名（顶栏显示、操作日志记录）', refusals: [] },
})
