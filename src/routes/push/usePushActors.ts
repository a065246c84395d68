import { useActorRef } from '@xstate/react'
import { afterTransition } from '../../app/afterTransition'
import { inspect } from '../../devtools/inspect'
import { pushApi } from '../../http/push'
import type { PushRecord } from '../../api/push'
import { pushComposerMachine, type SubmitInput } from '../../machines/pushComposerMachine'
import { recordDrawerMachine, type DrawerRecord } from '../../machines/recordDrawerMachine'
import { fromAbortable } from '../../ui/fromAbortable'

/** The push dialog's machine, wired to the API; `pushed` after a push the engine took, `recorded` after one it refused. */
export function useComposerActor({ pushed, recorded }: { pushed: (record: PushRecord) => void; recorded: (record: PushRecord) => void }) {
  return useActorRef(
    pushComposerMachine.provide({
      actors: {
        resolveArticles: fromAbortable(({ ids }: { ids: string[] }, signal) => pushApi.articleUrls(ids, signal)),
        loadQuota: fromAbortable(({ domain }: { domain: string }, signal) => pushApi.quota(domain, signal)),
        // a push already on its way is not called back: the engine may have taken it
        submit: fromAbortable((input: SubmitInput): Promise<unknown> => pushApi.submit(input)),
      },
      actions: {
        pushed: afterTransition((_: unknown, { record }: { record: unknown }) => pushed(record as PushRecord)),
        recorded: afterTransition((_: unknown, { record }: { record: unknown }) => recorded(record as PushRecord)),
      },
    }),
    { inspect },
  )
}

export type ComposerActor = ReturnType<typeof useComposerActor>

/** The record drawer's machine: a record is loaded in full by id (list rows carry only counts). */
export function useDrawerActor() {
  return useActorRef(
    recordDrawerMachine.provide({ actors: { load: fromAbortable(({ id }: { id: string }, signal): Promise<DrawerRecord> => pushApi.record(id, signal)) } }),
    { inspect },
  )
}

export type DrawerActor = ReturnType<typeof useDrawerActor>
