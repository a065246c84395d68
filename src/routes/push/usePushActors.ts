import { useActorRefOnce } from '../../ui/useActorRefOnce'
import { useEffect } from 'react'
import { afterTransition } from '../../app/afterTransition'
import { draftKey, dropDraft, keepDraft, takeDraft } from '../../app/drafts'
import { useSession } from '../../app/SessionContext'
import { inspect } from '../../devtools/inspect'
import { pushApi } from '../../http/push'
import type { PushRecord } from '../../api/push'
import { pushComposerMachine, type PushDraft, type SubmitInput } from '../../machines/pushComposerMachine'
import { pushSpreadMachine, type SpreadInput } from '../../machines/pushSpreadMachine'
import { recordDrawerMachine, type DrawerRecord } from '../../machines/recordDrawerMachine'
import { fromAbortable } from '../../ui/fromAbortable'

/** Where the push dialog keeps what it holds while it is open: a 401 anywhere leaves it there for after signing in. */
export const PUSH_DRAFT = draftKey<PushDraft>('push.composer')

/**
 * The push dialog's machine, wired to the API; `pushed` after a push the engine took, `recorded` after one it refused,
 * `spreadPushed` after articles of several domains were pushed (one record per domain).
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
  const composer = useActorRefOnce(
    { pushed, recorded, spreadPushed },
    (latest) =>
      pushComposerMachine.provide({
        actors: {
          resolveArticles: fromAbortable(({ ids }: { ids: string[] }, signal) => pushApi.articleUrls(ids, signal)),
          loadQuota: fromAbortable(({ domain }: { domain: string }, signal) => pushApi.quota(domain, signal)),
          // a push already on its way is not called back: the engine may have taken it
          submit: fromAbortable((input: SubmitInput): Promise<unknown> => pushApi.submit(input)),
          spread: pushSpreadMachine.provide({ actors: { submit: fromAbortable((input: SpreadInput) => pushApi.pushArticles(input)) } }),
        },
        actions: {
          pushed: afterTransition((_: unknown, { record }: { record: unknown }) => latest().pushed(record as PushRecord)),
          recorded: afterTransition((_: unknown, { record }: { record: unknown }) => latest().recorded(record as PushRecord)),
          spreadPushed: afterTransition(() => latest().spreadPushed()),
          keepDraft: (_, { draft }) => (draft ? keepDraft(PUSH_DRAFT, draft) : dropDraft(PUSH_DRAFT)),
        },
      }),
    { inspect },
  )
  const { auth } = useSession()
  useEffect(() => {
    // once per screen: a draft comes back once (and is mirrored again while the dialog stays open)
    const draft = takeDraft(PUSH_DRAFT)
    if (draft) composer.send({ type: 'push.open', values: draft.values.values, articleIds: draft.values.articleIds, restored: true })
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
