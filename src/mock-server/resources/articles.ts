import type { MockResource } from '../resource'

/** Filled in by the section's issue: models, seeds and routes for /api/articles (docs/api.md). */
export const articlesResource: MockResource = {
  routes() {},
}
