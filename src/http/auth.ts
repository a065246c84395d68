import type { LoginAnswer, LoginInput } from '../api/auth'
import { http } from './request'

export const authApi = {
  /** POST /api/login (docs/api.md). */
  login: (credentials: LoginInput) => http.post<LoginAnswer>('/login', credentials),
}
