import type { MockResource } from '../resource'

/** Filled in by the section's issue: models, seeds and routes for /api/backlinks (docs/api.md). */
export const backlinksResource: MockResource = {
  routes() {},
}
