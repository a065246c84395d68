import type { Page } from '../api/envelope'
import type { FetchPageInput } from '../machines/listMachine'

type ListCall = (input: FetchPageInput, signal: AbortSignal) => Promise<Page<{ id: string }>>

/**
 * Each section's list call by its path (GET /api<path>, src/http/listPaths.ts), registered by crudApi when the
 * section's code loads. A list route's loader (src/routes/listEnter.ts) finds it here once its screen's code came,
 * so the route files, which /login downloads, hold none of it.
 */
const calls = new Map<string, ListCall>()

export const registerListCall = (path: string, call: ListCall) => void calls.set(path, call)

export const listCall = (path: string): ListCall | undefined => calls.get(path)
