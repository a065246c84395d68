import { me } from '../api/operations/me'
import { callOperation } from './operationCall'

/**
 * GET /api/me: who is signed in (optional). Nothing is said when it fails or the backend lacks it: the top bar then
 * names no one, which is all the operator loses.
 */
export const whoAmI = (signal?: AbortSignal) => callOperation(me, { signal, silent: true })
