import type { LoginAnswer, LoginInput } from '../api/auth'
import { MALFORMED_LOGIN_MESSAGE, sessionFromLogin } from '../api/token'
import { http } from './request'

export const authApi = {
  /** POST /api/login (docs/api.md). A `code: 0` answer without a usable token and lifetime is refused here: no 登录成功, nothing stored. */
  login: (credentials: LoginInput) =>
    http.post<LoginAnswer>('/login', credentials, { check: (data) => (sessionFromLogin(data) ? null : MALFORMED_LOGIN_MESSAGE) }),
}
