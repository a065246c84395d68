import { fail, faultAnswer, ok, toResponse } from '../envelope'
import type { MockResource } from '../resource'
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
    server.post('/login', (_schema, request) => {
      const faulted = faultAnswer(scenario, request)
      if (faulted) return toResponse(faulted)
      const { username, password } = credentials(request.requestBody)
      if (username !== DEMO_USER.username || password !== DEMO_USER.password) {
        return toResponse(fail(1001, '用户名或密码错误'))
      }
      const data = { access_token: issueToken(DEMO_USER.username, scenario.tokenTtl), expires_in: scenario.tokenTtl }
      return toResponse(ok(data, '登录成功'))
    })
  },
}
