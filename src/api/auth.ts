/** Signing in (docs/api.md, Auth). */
import * as v from 'valibot'

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

/** The login answer as the client accepts it: a token and a lifetime in seconds. */
export const loginAnswer: v.GenericSchema<unknown, LoginAnswer> = v.looseObject({
  access_token: v.string(),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
