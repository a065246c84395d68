import { useActorRefOnce } from '../../ui/useActorRefOnce'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { afterTransition } from '../../app/afterTransition'
import { draftKey, dropDraft, keepDraft, takeDraft } from '../../app/drafts'
import { useSession } from '../../app/SessionContext'
import { inspect } from '../../devtools/inspect'
import { pushApi, watchSavedSettings } from '../../http/push'
import type { PushRecord } from '../../api/push'
import { pushComposerMachine, type PushDraft, type SubmitInput } from '../../machines/pushComposerMachine'
import { pushKeysMachine } from '../../machines/pushKeysMachine'
import { pushSpreadMachine, type SpreadInput } from '../../machines/pushSpreadMachine'
import { recordDrawerMachine, type DrawerRecord } from '../../machines/recordDrawerMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { fromCallback } from 'xstate'
import { announcePush, announceSpread, tellLeftOut } from './pushOutcome'

/** Where the push dialog keeps what it holds while it is open: a 401 anywhere leaves it there for after signing in. */
export const PUSH_DRAFT = draftKey<PushDraft>('push.composer')

/** Which keys the push's domains have (GET /api/push/settings), following every save made while the dialog is open. */
const keysMachine = pushKeysMachine.provide({
  actors: {
    load: fromAbortable(({ domains }: { domains: string[] }, signal) => pushApi.keysOf(domains, signal)),
    watch: fromCallback(({ sendBack }) => watchSavedSettings((settings) => sendBack({ type: 'keys.saved', settings }))),
  },
})

/**
 * The push dialog's machine, wired to the API; `pushed` after a push the engine took, `recorded` after one it refused,
 * `spreadPushed` after articles of several domains were pushed (one record per domain). The screen says how each
 * push went (pushOutcome.ts) and, when the push was started from another screen, goes back there once it ends.
 * What the dialog holds is mirrored in the drafts store (as the article editor does), so when a 401 sends the person
 * to the login page the push screen comes back after signing in with the dialog open and holding it. Closing the
 * dialog, or leaving the screen while signed in, forgets it.
 */
export function useComposerActor({
  pushed,
  recorded,
  spreadPushed,
}: {
  pushed: (record: PushRecord) => void
  recorded: (record: PushRecord) => void
  spreadPushed: () => void
}) {
  const navigate = useNavigate()
  const composer = useActorRefOnce(
    { pushed, recorded, spreadPushed, navigate },
    (latest) =>
      pushComposerMachine.provide({
        actors: {
          resolveArticles: fromAbortable(({ ids }: { ids: string[] }, signal) => pushApi.articleUrls(ids, signal)),
          loadQuota: fromAbortable(({ domain }: { domain: string }, signal) => pushApi.quota(domain, signal)),
          // a push already on its way is not called back: the engine may have taken it
          submit: fromAbortable((input: SubmitInput): Promise<unknown> => pushApi.submit(input)),
          spread: pushSpreadMachine.provide({
            actors: {
              submit: fromAbortable(async (input: SpreadInput) => {
                const answer = await pushApi.pushArticles(input)
                announceSpread(input.engine, answer.results)
                return answer
              }),
              keys: keysMachine,
            },
          }),
          keys: keysMachine,
        },
        actions: {
          pushed: afterTransition((_: unknown, { record, origin }: { record: unknown; origin: string | null }) => {
            announcePush(record as PushRecord)
            // going back where it was started: the record stays in the history, said by the toast
            if (!origin) latest().pushed(record as PushRecord)
          }),
          recorded: afterTransition((_: unknown, { record }: { record: unknown }) => latest().recorded(record as PushRecord)),
          spreadPushed: afterTransition(() => latest().spreadPushed()),
          spreadEnded: afterTransition((_, { results }) => results && tellLeftOut(results)),
          returned: afterTransition((_, { origin }) => {
            if (origin) void latest().navigate({ href: origin })
          }),
          keepDraft: (_, { draft }) => (draft ? keepDraft(PUSH_DRAFT, draft) : dropDraft(PUSH_DRAFT)),
        },
      }),
    { inspect },
  )
  const { auth } = useSession()
  useEffect(() => {
    // once per screen: a draft comes back once (and is mirrored again while the dialog stays open)
    const draft = takeDraft(PUSH_DRAFT)
    if (draft) {
      const { values, articleIds, origin } = draft.values
      composer.send({ type: 'push.open', values, articleIds, origin, restored: true })
    }
    // leaving the screen while still signed in is not a 401: the dialog is gone, as when it is closed
    return () => {
      if (!auth.getSnapshot().matches('signedOut')) dropDraft(PUSH_DRAFT)
    }
  }, [composer, auth])
  return composer
}

export type ComposerActor = ReturnType<typeof useComposerActor>

/** The record drawer's machine: a record is loaded in full by id (list rows carry only counts). */
export function useDrawerActor() {
  return useActorRefOnce(
    null,
    () =>
      recordDrawerMachine.provide({ actors: { load: fromAbortable(({ id }: { id: string }, signal): Promise<DrawerRecord> => pushApi.record(id, signal)) } }),
    { inspect },
  )
}

export type DrawerActor = ReturnType<typeof useDrawerActor>
