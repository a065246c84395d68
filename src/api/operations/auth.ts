/** Signing in and the theme names every screen's selects use: what /login and the shell's start need. */
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
