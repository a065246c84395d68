/**
 * Demo tokens are JWT-shaped and signed with a fixed demo secret, so they survive a page reload (Mirage's memory
 * does not) while unknown, tampered or expired tokens are still refused. Not security: this only runs offline.
 */
const SECRET = 'backoffice-demo-secret'

export interface TokenClaims {
  sub: string
  iat: number
  exp: number
  jti: string
}

const base64url = (text: string) =>
  btoa(unescape(encodeURIComponent(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromBase64url = (text: string) => decodeURIComponent(escape(atob(text.replace(/-/g, '+').replace(/_/g, '/'))))

function signature(body: string): string {
  // FNV-1a, twice with different offsets: a deterministic tag, enough to tell a demo token from garbage
  let a = 0x811c9dc5
  let b = 0x01000193
  for (const char of body + SECRET) {
    a = Math.imul(a ^ char.charCodeAt(0), 0x01000193) >>> 0
    b = Math.imul(b ^ char.charCodeAt(0), 0x811c9dc5) >>> 0
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0')
}

let issued = 0

export function issueToken(username: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000)
  const claims: TokenClaims = { sub: username, iat, exp: iat + ttlSeconds, jti: `${iat.toString(36)}-${(issued += 1).toString(36)}` }
  const body = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`
  return `${body}.${signature(body)}`
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifyToken(token: string, now = Date.now()): TokenClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3 || signature(`${parts[0]}.${parts[1]}`) !== parts[2]) return null
  try {
    const claims = JSON.parse(fromBase64url(parts[1])) as TokenClaims
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null
    return claims.exp * 1000 > now ? claims : null
  } catch {
    return null
  }
}
