import { buildSeedArticles } from '../../src/mock-server/resources/articleSeeds'
import { buildSeedBacklinks } from '../../src/mock-server/resources/backlinkSeeds'
import { buildSeedComments } from '../../src/mock-server/resources/commentSeeds'
import { buildSeedPush } from '../../src/mock-server/resources/pushSeeds'

/**
 * The demo's seed rows, built once for the tests to read: the rows Mirage's db starts with (each test's server loads
 * its own copy). The app builds them only to load its db and keeps no other copy (src/mock-server/resources/*Seeds.ts).
 */
export const seedArticles: readonly ReturnType<typeof buildSeedArticles>[number][] = buildSeedArticles()
export const seedBacklinks: readonly ReturnType<typeof buildSeedBacklinks>[number][] = buildSeedBacklinks()
export const seedComments: readonly ReturnType<typeof buildSeedComments>[number][] = buildSeedComments()
const push = buildSeedPush(seedArticles.map((article, index) => ({ ...article, id: String(index + 1) })))
export const seedPushSettings: readonly (typeof push.settings)[number][] = push.settings
export const seedPushRecords: readonly (typeof push.records)[number][] = push.records
