import type { LoginInput } from '../api/auth'
import { login } from '../api/operations/auth'
import { MALFORMED_LOGIN_MESSAGE, sessionFromLogin } from '../api/token'
import { sendOperation } from './sendOperation'

export const authApi = {
  /**
   * POST /api/login (docs/api.md). A `code: 0` answer without a usable token and lifetime is refused before the gate
   * announces it (`check`: no 登录成功, nothing stored); its shape is then checked like every answer's.
   */
  login: (credentials: LoginInput) => sendOperation(login, { body: credentials, check: (data) => (sessionFromLogin(data) ? null : MALFORMED_LOGIN_MESSAGE) }),
}
