/** Signing in (docs/api.md, Auth). */

/** POST /api/login. */
export interface LoginInput {
  username: string
  password: string
}

/** The answer of POST /api/login: a bearer token and its lifetime in seconds. */
export interface LoginAnswer {
  access_token: string
  expires_in: number
}
