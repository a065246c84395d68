import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { acquireBuilds } from './builds'
import { FIREFOX } from './firefox'
import { NGINX } from './nginx'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Firefox ESR is missing outside CI: the Firefox tests are skipped. */
    e2eFirefoxSkip: boolean
    /** nginx is missing outside CI: the tests of the nginx-served build are skipped. */
    e2eNginxSkip: boolean
  }
}

/**
 * globalSetup of the e2e-firefox project: Firefox ESR and nginx must be there under CI=true (like Chromium for the
 * e2e project); the real-API build (for nginx) and the demo build (for Firefox) are built once per run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = [
    [FIREFOX, 'firefox-esr'],
    [NGINX, 'nginx'],
  ].filter(([path]) => !existsSync(path))
  for (const [path, pkg] of missing) {
    const message = `${pkg} not found at ${path} (apt-get install ${pkg})`
    if (process.env.CI === 'true') throw new Error(`${message}: the Firefox and nginx tests are mandatory in CI`)
    console.warn(`${message}: its tests are skipped`)
  }
  const firefox = existsSync(FIREFOX)
  const nginx = existsSync(NGINX)
  project.provide('e2eFirefoxSkip', !firefox)
  project.provide('e2eNginxSkip', !nginx)

  const shared = acquireBuilds(project.config.root)
  project.provide('e2eBuilds', shared.builds)
  try {
    if (nginx) await shared.build('production')
    if (firefox) await shared.build('demo')
  } catch (error) {
    await shared.release()
    throw error
  }
  return shared.release
}
