import { themeNames } from '../api/operations/auth'
import { sendOperation } from './sendOperation'

/**
 * GET /api/theme — the spec's call: the names of all themes, for every theme select. The shell asks for it at start,
 * so it lives apart from the themes section's calls (src/http/themes.ts): their row schema stays out of /login.
 */
export const themeNamesApi = {
  listNames: (signal?: AbortSignal) => sendOperation(themeNames, { signal }),
}
