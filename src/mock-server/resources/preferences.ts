import type { Request, Server } from 'miragejs'
import * as v from 'valibot'
import { preferences, preferencesSave } from '../../api/operations/preferences'
import { preferencesBody, type PreferencesDocument } from '../../api/preferences'
import { CONFLICT_CODE } from '../../api/versions'
import { fail, ok } from '../envelope'
import type { MockResource } from '../resource'
import { route } from '../routes'
import { verifyToken } from '../tokens'

/**
 * Each operator's preferences (docs/api.md, "Preferences"), by username, for as long as the server runs. Not a table
 * of the demo's data: the demo's saved tables stay as they were, and a browser keeps its own copy of the choices
 * anyway (localStorage), so a reload of the demo loses nothing the person sees.
 */
const stores = new WeakMap<Server, Map<string, PreferencesDocument>>()

function storeOf(server: Server): Map<string, PreferencesDocument> {
  let store = stores.get(server)
  if (!store) stores.set(server, (store = new Map()))
  return store
}

/** The operator the request's token belongs to (route() has checked the token already). */
function operatorOf(request: Request): string {
  const header = request.requestHeaders.Authorization ?? request.requestHeaders.authorization ?? ''
  return verifyToken(header.replace(/^Bearer\s+/i, ''))?.sub ?? ''
}

/** What `username` has stored: version 0 and no choice until the first save. */
export const preferencesOf = (server: Server, username: string): PreferencesDocument => storeOf(server).get(username) ?? { version: 0 }

function bodyOf(request: Request): unknown {
  try {
    return JSON.parse(request.requestBody || 'null') as unknown
  } catch {
    return null
  }
}

export const preferencesResource: MockResource = {
  routes(server, scenario) {
    route(server, scenario, preferences, (request) => ok(preferencesOf(server, operatorOf(request))))
    route(server, scenario, preferencesSave, (request) => {
      const parsed = v.safeParse(preferencesBody(), bodyOf(request))
      if (!parsed.success) return fail(1400, `个人设置的格式不对：${v.summarize(parsed.issues).split('\n')[0]}`)
      const username = operatorOf(request)
      const current = preferencesOf(server, username)
      // a save from another version would silently drop what was saved since (another browser's choice)
      if (parsed.output.version !== current.version) return fail(CONFLICT_CODE, '个人设置已在别处修改', { current })
      const saved: PreferencesDocument = { ...parsed.output, version: current.version + 1 }
      storeOf(server).set(username, saved)
      return ok(saved)
    })
  },
}
