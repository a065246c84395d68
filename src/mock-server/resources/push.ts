import type { MockResource } from '../resource'

/** Filled in by the section's issue: models, seeds and routes for /api/push (docs/api.md). */
export const pushResource: MockResource = {
  routes() {},
}
