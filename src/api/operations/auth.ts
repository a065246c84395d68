/** Signing in, the theme names every screen's selects use, and what an optional backend says it has. */
import * as v from 'valibot'
import { operation } from '../contract'
import { loginAnswer } from '../auth'
import { names } from '../envelope'

export const login = operation({
  id: 'auth.login',
  method: 'POST',
  path: '/login',
  anonymous: true,
  answer: loginAnswer,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag: '登录',
        summary: '用户名和密码换取 Bearer 令牌及其有效秒数；不需要令牌',
        body: v.object({ username: v.string(), password: v.string() }),
        // a backend may send the refusal with HTTP 200 or with 400, 401 or 403: the client reads the envelope alike
        refusals: [200, 400, 401, 403].map((status) => ({ code: 1001, when: '用户名或密码错误，或账号不能登录', status })),
      },
})

export const themeNames = operation({
  id: 'theme.names',
  method: 'GET',
  path: '/theme',
  answer: names,
  doc: import.meta.env.LEAN_CONTRACT ? undefined : { tag: '主题', summary: '所有主题的名称，供各处的主题选择框使用', refusals: [] },
})

/** What GET /api/capabilities answers: the optional operations this backend has, by key (`POST /api/domains/restore`). */
export interface Capabilities {
  optional: string[]
}

export const capabilities = operation({
  id: 'capabilities',
  method: 'GET',
  path: '/capabilities',
  answer: v.looseObject({ optional: v.array(v.string()) }) as v.GenericSchema<unknown, Capabilities>,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag: '登录',
        summary: '这个后端提供了哪些可选接口（以“方法 路径”列出）；没有这个接口的后端按全部提供对待，直到某个可选接口回答 404、405 或 501',
        refusals: [],
      },
})
