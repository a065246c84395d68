import { http } from './request'

/**
 * GET /api/domains/options — every domain name of the network, for selects in any section (docs/api.md).
 * The domain section's own list and change calls are added to this module.
 */
export const domainOptionsApi = {
  names: (signal?: AbortSignal) => http.get<string[]>('/domains/options', { signal }),
}
