/**
 * What the client accepts as a session (docs/api.md, POST /api/login): the rules for a token it will put in the
 * Authorization header, and for the login answer that carries one. The login answer, the renewal headers and the
 * stored session all go through these, so a token the client holds can always be sent.
 */

/** Longer tokens count as corrupt: servers refuse headers this size (HTTP 431), so every call would fail. */
export const MAX_TOKEN_LENGTH = 8 * 1024

/** Visible ASCII only: no spaces or control characters (CR/LF would split the header), nothing beyond U+007E. */
const TOKEN_CHARS = /^[\x21-\x7e]+$/

/** Whether `value` can go out as `Authorization: Bearer <value>`. */
export function isUsableToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TOKEN_LENGTH && TOKEN_CHARS.test(value)
}

/** A token's lifetime in seconds, as the login answer (`expires_in`, a number) or a renewal header (a string) gives it. */
export function isExpiresIn(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0
  return typeof value === 'string' && /^\d{1,15}$/.test(value) && Number(value) > 0
}

/** What the operator reads when a login answer is `code: 0` but not a usable session. */
export const MALFORMED_LOGIN_MESSAGE = '登录失败：服务器返回的登录信息格式不正确，请稍后重试或联系管理员'

/**
 * The session a `code: 0` login answer's `data` describes, with `expiresIn` as the string the client stores, or null
 * when `data` is not `{ access_token: <usable token>, expires_in: <positive whole seconds> }`.
 */
export function sessionFromLogin(data: unknown): { token: string; expiresIn: string } | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null
  const { access_token: token, expires_in: expiresIn } = data as Record<string, unknown>
  if (!isUsableToken(token) || typeof expiresIn !== 'number' || !isExpiresIn(expiresIn)) return null
  return { token, expiresIn: String(expiresIn) }
}
