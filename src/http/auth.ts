import { loginAnswer, type LoginInput } from '../api/auth'
import { http } from './request'

export const authApi = {
  /** POST /api/login (docs/api.md). */
  login: (credentials: LoginInput) => http.post('/login', credentials, loginAnswer),
}
