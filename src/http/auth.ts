import { MALFORMED_LOGIN_MESSAGE, sessionFromLogin } from '../api/token'
import { http } from './request'

/** POST /api/login (docs/api.md). */
export interface LoginAnswer {
  access_token: string
  expires_in: number
}

export const authApi = {
  // a `code: 0` answer without a usable token and lifetime is refused here: no 登录成功, nothing stored
  login: (credentials: { username: string; password: string }) =>
    http.post<LoginAnswer>('/login', credentials, { check: (data) => (sessionFromLogin(data) ? null : MALFORMED_LOGIN_MESSAGE) }),
}
