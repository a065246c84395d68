import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { inspect } from '../../devtools/inspect'
import { readPreferences, savePreferences } from '../../http/preferences'
import { preferencesMachine } from '../../machines/preferencesMachine'
import { applyPreferences } from '../../ui/applyPreferences'
import { preferenceChoices } from '../../ui/preferenceChoices'
import { notify } from '../../ui/toast'

/** Said once per sign-in when the choices could not reach the server: nothing is lost, they stay in this browser. */
export const NOT_SAVED_MESSAGE = '个人设置未能保存到服务器，已保留在本机；下次修改设置时会再次保存'

const preferencesLogic = preferencesMachine.provide({
  actors: {
    load: fromPromise(({ signal }) => readPreferences(signal)),
    save: fromPromise(({ input, signal }) => savePreferences(input, signal)),
  },
  actions: {
    apply: (_, { document, fields }) => applyPreferences(document, fields),
    tellNotSaved: () => notify.error(NOT_SAVED_MESSAGE),
  },
})

/**
 * The operator's choices follow them (docs/api.md, "Preferences"): read once per sign-in, after the shell has shown,
 * and each change made here sent (src/machines/preferencesMachine.ts). Draws nothing; the shell mounts one per session.
 */
export function PreferencesSync() {
  const preferences = useActorRef(preferencesLogic, { inspect })
  useEffect(() => preferenceChoices.onMade((change) => preferences.send({ type: 'preferences.changed', change })), [preferences])
  return null
}
