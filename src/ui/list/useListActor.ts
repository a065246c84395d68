import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { inspect } from '../../devtools/inspect'
import { fromAbortable } from '../fromAbortable'
import { listMachine, type FetchPageInput, type ListRow } from '../../machines/listMachine'
import { type ListSearch, queryFromSearch, searchFromQuery } from '../../machines/listQuery'
import type { Page } from '../../api/envelope'

export type ListActor = ActorRefFrom<typeof listMachine>

/**
 * A list machine for the current route: started from the URL's search params, writing every query change back to
 * the URL, and told when the URL changes on its own (Back, Forward, a pasted link).
 */
export function useListActor<Row extends ListRow>({
  search,
  filterKeys,
  fetchPage,
}: {
  search: ListSearch
  filterKeys: readonly string[]
  fetchPage: (input: FetchPageInput, signal: AbortSignal) => Promise<Page<Row>>
}): ListActor {
  const navigate = useNavigate()
  const query = useMemo(() => queryFromSearch(search, filterKeys), [search, filterKeys])
  const actor = useActorRef(
    listMachine.provide({
      actors: { fetchPage: fromAbortable((input: FetchPageInput, signal) => fetchPage(input, signal) as Promise<Page<ListRow>>) },
      actions: {
        writeUrl: (_, { query: next, replace }) => {
          void navigate({ to: '.', search: searchFromQuery(next) as never, replace })
        },
      },
    }),
    { input: { query }, inspect },
  )
  useEffect(() => {
    actor.send({ type: 'list.urlChanged', query })
  }, [actor, query])
  return actor
}
