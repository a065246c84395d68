import { Model } from 'miragejs'
import { authed, ok } from '../envelope'
import type { MockResource } from '../resource'
import { seedDomains } from '../seeds'

type Db = Parameters<NonNullable<MockResource['seed']>>[0]['db']
const domainNames = (db: Db) => (db.domains as unknown as { domain: string }[]).map((row) => row.domain).sort()

export const domainsResource: MockResource = {
  models: { domain: Model },
  seed(server) {
    server.db.loadData({ domains: seedDomains.map(({ id: _id, ...domain }) => domain) })
  },
  routes(server, scenario) {
    // every domain name, for the selects of other sections
    server.get('/domains/options', authed(scenario, () => ok(domainNames(server.db))))
  },
}
