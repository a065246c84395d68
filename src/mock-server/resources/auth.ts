import { login } from '../../api/operations/auth'
import { capabilities } from '../../api/operations/capabilities'
import { me } from '../../api/operations/me'
import { fail, ok } from '../envelope'
import type { MockResource } from '../resource'
import { route, servedOptional } from '../routes'
import { issueToken, verifyToken } from '../tokens'

/** The operators the offline backend knows, also written in the README: two browsers can be two people. */
export const OPERATORS = [
  { username: 'admin', password: 'admin123', displayName: '管理员' },
  { username: 'editor', password: 'editor123', displayName: '运营小王' },
] as const

/** The demo account, also written in the README. */
export const DEMO_USER = { username: OPERATORS[0].username, password: OPERATORS[0].password }

/** The operator of a username (a token's `sub`), or undefined. */
export const operatorOf = (username: string) => OPERATORS.find((operator) => operator.username === username)

function credentials(body: string | null): { username?: unknown; password?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body ?? '')
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

export const authResource: MockResource = {
  routes(server, scenario) {
    route(server, scenario, login, (request) => {
      const { username, password } = credentials(request.requestBody)
      const operator = OPERATORS.find((known) => known.username === username && known.password === password)
      if (!operator) return fail(1001, '用户名或密码错误')
      const data = { access_token: issueToken(operator.username, scenario.tokenTtl), expires_in: scenario.tokenTtl }
      return ok(data, '登录成功')
    })
    // the token's operator (route() has checked the token already)
    route(server, scenario, me, (request) => {
      const header = request.requestHeaders.Authorization ?? request.requestHeaders.authorization ?? ''
      const username = verifyToken(header.replace(/^Bearer\s+/i, ''))?.sub ?? ''
      return ok({ username, displayName: operatorOf(username)?.displayName ?? username })
    })
    // asked once a session: by then every resource's routes are declared
    route(server, scenario, capabilities, () => ok({ optional: servedOptional(server, scenario).filter((key) => key !== capabilities.key) }))
  },
}
