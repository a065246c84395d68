import { http } from './request'

/** POST /api/login (docs/api.md). */
export interface LoginAnswer {
  access_token: string
  expires_in: number
}

export const authApi = {
  login: (credentials: { username: string; password: string }) => http.post<LoginAnswer>('/login', credentials),
}
