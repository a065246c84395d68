import { login } from '../../api/operations/auth'
import { capabilities } from '../../api/operations/capabilities'
import { fail, ok } from '../envelope'
import type { MockResource } from '../resource'
import { route, servedOptional } from '../routes'
import { issueToken } from '../tokens'

/** The demo account, also written in the README. */
export const DEMO_USER = { username: 'admin', password: 'admin123' }

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
      if (username !== DEMO_USER.username || password !== DEMO_USER.password) return fail(1001, '用户名或密码错误')
      const data = { access_token: issueToken(DEMO_USER.username, scenario.tokenTtl), expires_in: scenario.tokenTtl }
      return ok(data, '登录成功')
    })
    // asked once a session: by then every resource's routes are declared
    route(server, scenario, capabilities, () => ok({ optional: servedOptional(server, scenario).filter((key) => key !== capabilities.key) }))
  },
}
