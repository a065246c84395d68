import { PUSH_ENGINE_LABELS, recordOfRefusal, type PushEngine } from '../../api/push'
import { pushApi } from '../../http/push'
import { defineActions } from '../../machines/actionTable'
import { isRequestError } from '../../machines/requestErrors'
import { defineSection } from '../section/define'
import { announcePush } from './pushOutcome'
import { RETRY_EXPLAINED } from './RecordDrawer'

/** A record whose refused URLs can be pushed again: from its list row or from the drawer. */
export interface RetryTarget {
  id: string
  engine: PushEngine
  domain: string
  /** How many of its URLs go again. */
  count: number
}

export const pushActions = defineActions<RetryTarget>()({
  retry: {
    scope: 'row',
    label: '重新推送',
    confirm: ({ id, count, engine, domain }) => ({
      title: '重新推送',
      description: `将把记录 #${id} 中未被接受的 ${count} 条网址重新推送到${PUSH_ENGINE_LABELS[engine]}（${domain}），会占用今日额度。${RETRY_EXPLAINED}`,
      confirmLabel: '重新推送',
    }),
    // said as a push is: a success only when every URL was taken, never for a partly taken one (pushOutcome.ts); a
    // re-push the engine refused is still in the history (the refusal is toasted): it is the answer to show
    run: ({ id }) =>
      pushApi.retry(id).then(
        (record) => {
          announcePush(record)
          return record
        },
        (error: unknown) => {
          const record = isRequestError(error, 'business') ? recordOfRefusal(error.data) : null
          if (record) return record
          throw error
        },
      ),
  },
})

export const pushSection = defineSection({ fetchPage: pushApi.list, actions: pushActions })
