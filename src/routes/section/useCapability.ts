import { useEffect, useSyncExternalStore } from 'react'
import type { Operation } from '../../api/contract'
import { capabilities } from '../../http/capabilities'
import { loadCapabilities } from '../../http/operationCall'

/**
 * Whether this backend has `op` (always, for a required one): a screen offers nothing that would then fail, and no
 * optional action before GET /api/capabilities had its say (asked once per sign-in: by the shell, or here).
 */
export function useCapability(op: Pick<Operation, 'key' | 'optional'>): boolean {
  useSyncExternalStore(capabilities.subscribe, capabilities.version)
  useEffect(() => {
    if (op.optional) void loadCapabilities()
  }, [op.optional])
  return capabilities.offered(op)
}
