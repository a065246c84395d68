import { createServer, type IdentityManager, type Server } from 'miragejs'
import { auditResource } from './audit'
import { ReusableIds } from './ids'
import { otherOperatorOf, type OtherOperator } from './otherOperator'
import type { MockResource } from './resource'
import { authResource } from './resources/auth'
import { preferencesResource } from './resources/preferences'
import { articlesResource } from './resources/articles'
import { backlinksResource } from './resources/backlinks'
import { commentsResource } from './resources/comments'
import { domainsResource } from './resources/domains'
import { pushResource } from './resources/push'
import { themesResource } from './resources/themes'
import { defaultScenario, type Scenario } from './scenario'
import { keepVersions } from './versions'

/**
 * Mirage's timing for a latency of `latency` ms. 0 answers at once, in the task that sent the request, as an
 * in-memory backend does (pretender's synchronous mode): with a timer of 0 ms the answer came a task later, often
 * after a frame the browser drew in between, and pretender timed a progress event every 50 ms besides.
 */
// Mirage types its timing as a number; pretender, which takes it, also takes `false`
const timingOf = (latency: number) => (latency === 0 ? (false as unknown as number) : latency)

/** Every resource of the fake backend; each section adds its own here. */
export const resources: MockResource[] = [
  authResource,
  preferencesResource,
  themesResource,
  domainsResource,
  backlinksResource,
  commentsResource,
  articlesResource,
  pushResource,
  auditResource,
]

export interface MockServer {
  server: Server
  scenario: Scenario
  /** Changes the scenario for the following requests (latency included; `otherOperator` starts or stops at once). */
  configure(patch: Partial<Scenario>): void
  /** The scenario's second operator: its changes (`onChange`), or one more now (`tick`). */
  otherOperator: OtherOperator
  /** Puts the seed back: every table emptied, then seeded as at start (the demo's 重置演示数据). */
  reseed(): void
  shutdown(): void
}

export function makeServer({
  environment = 'development',
  scenario = defaultScenario(),
  extraResources = [],
}: { environment?: 'development' | 'test'; scenario?: Scenario; extraResources?: MockResource[] } = {}): MockServer {
  const all = [...resources, ...extraResources]
  const server = createServer({
    environment,
    // a restored row comes back with its own id
    identityManagers: { application: ReusableIds as unknown as typeof IdentityManager },
    models: Object.assign({}, ...all.map((resource) => resource.models ?? {})),
    routes() {
      // the config's `logging: false` is ignored in 0.1.48; without this every request is printed with its token
      this.logging = false
      this.namespace = 'api'
      this.timing = timingOf(scenario.latency)
      for (const resource of all) resource.routes(this, scenario)
    },
  })
  // before the seed: every row is inserted with its version
  keepVersions(server)
  const other = otherOperatorOf(server)
  let timer: ReturnType<typeof setInterval> | undefined
  const playOther = () => {
    clearInterval(timer)
    timer = undefined
    const every = scenario.otherOperator?.everySeconds
    if (every && every > 0) timer = setInterval(() => other.tick(), every * 1000)
  }
  playOther()
  // seeded here rather than through `seeds()`, which Mirage skips in its test environment
  const seed = () => {
    for (const resource of all) resource.seed?.(server)
  }
  seed()
  return {
    server,
    scenario,
    configure(patch) {
      Object.assign(scenario, patch)
      if (patch.latency !== undefined) server.timing = timingOf(patch.latency)
      if (patch.otherOperator !== undefined) playOther()
    },
    otherOperator: other,
    reseed() {
      server.db.emptyData()
      seed()
    },
    shutdown: () => {
      clearInterval(timer)
      server.shutdown()
    },
  }
}
