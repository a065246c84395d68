import { afterEach } from 'vitest'
import { clearDrafts } from '../../src/app/drafts'
import { uninstallHttp } from '../../src/http/client'
import { setGateClock, stopGates } from '../../src/http/gate'
import { forgetCapabilities } from '../../src/http/operationCall'

// The component and unit-dom projects run their files one after another in each worker without isolation
// (vite.config.ts): the app's modules, loaded once, keep what they hold at module level from one test to the next.
// Each test starts as a fresh load would: no session installed in the http client, no request gate's throttle window
// or debounce (on the real clock), no kept draft, nothing known of what the backend has.
afterEach(() => {
  uninstallHttp()
  stopGates()
  setGateClock(undefined)
  clearDrafts()
  forgetCapabilities()
})
