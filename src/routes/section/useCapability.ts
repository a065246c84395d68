import { useSyncExternalStore } from 'react'
import type { Operation } from '../../api/contract'
import { capabilities } from '../../http/capabilities'

/** Whether this backend has `op` (always, for a required one): a screen offers nothing that would then fail. */
export function useCapability(op: Pick<Operation, 'key' | 'optional'>): boolean {
  useSyncExternalStore(capabilities.subscribe, capabilities.version)
  return capabilities.has(op)
}
