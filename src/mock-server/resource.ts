import type { Server } from 'miragejs'
import type { ModelDefinition } from 'miragejs/-types'
import type { Scenario } from './scenario'

/** One API resource of the fake backend: its Mirage models, its seed data and its routes. */
export interface MockResource {
  models?: Record<string, ModelDefinition>
  seed?(server: Server): void
  routes(server: Server, scenario: Scenario): void
}
