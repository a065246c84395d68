import { writeStoredSession } from '../../src/app/storage'
import { issueToken } from '../../src/mock-server/tokens'

/** Stores a valid demo session, as if the person had signed in earlier in this tab. */
export function storeSignedInSession(username = 'admin', ttlSeconds = 7200): string {
  const token = issueToken(username, ttlSeconds)
  writeStoredSession({ token, expiresIn: String(ttlSeconds) })
  return token
}
