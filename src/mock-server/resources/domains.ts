import { Model } from 'miragejs'
import type { MockResource } from '../resource'
import { seedDomains } from '../seeds'

export const domainsResource: MockResource = {
  models: { domain: Model },
  seed(server) {
    server.db.loadData({ domains: seedDomains.map(({ id: _id, ...domain }) => domain) })
  },
  routes() {},
}
