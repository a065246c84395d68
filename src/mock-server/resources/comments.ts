import type { MockResource } from '../resource'

/** Filled in by the section's issue: models, seeds and routes for /api/comments (docs/api.md). */
export const commentsResource: MockResource = {
  routes() {},
}
