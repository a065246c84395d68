import { Button, Flex, Text } from '@radix-ui/themes'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useContext, useRef } from 'react'
import { MAIN_ID } from '../focusReturn'
import { useFreshness } from './FreshnessWatch'
import type { ListActor } from './ListActor'
import { QueryControlContext } from './useQueryChange'

/**
 * 有新的变更 with 刷新, when the page a list shows is no longer what the server would answer (another operator changed
 * it): the rows stay where they are under the cursor until the person asks. A polite live region that is always
 * there (so the notice is read out when it appears), in the pagination's line, which moves nothing when it shows.
 * A list whose query is not its URL's (a picker in a dialog) has no route to reload it: nothing is checked there.
 */
export function FreshnessNotice({ list }: { list: ListActor }) {
  return useContext(QueryControlContext) ? null : <Notice list={list} />
}

/** The first row's checkbox (or first button) of the screen's table, or the table itself. */
function focusRows() {
  const table = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('table')
  const first = table?.querySelector<HTMLElement>('tbody tr[data-row-id] input[type="checkbox"], tbody tr[data-row-id] button')
  if (first) first.focus()
  else if (table) {
    table.tabIndex = -1
    table.focus()
  }
}

function Notice({ list }: { list: ListActor }) {
  const freshness = useFreshness(list)
  const changed = useSelector(freshness, (state) => state.matches('changed'))
  const router = useRouter()
  const region = useRef<HTMLDivElement>(null)
  const refresh = () => {
    const { shown } = list.getSnapshot().context
    // the button goes away: the focus goes on to the rows it brought, not to <body>
    if (region.current?.contains(document.activeElement)) focusRows()
    freshness.send({ type: 'freshness.refresh' })
    // the URL is the list's one truth: its route loads the same page again (the selection keeps the rows still there)
    void router.invalidate({ filter: (match) => match.loaderData === shown })
  }
  return (
    <Flex ref={region} role="status" align="center" gap="2">
      {changed && (
        <>
          <Text size="2" color="amber" weight="medium">
            有新的变更
          </Text>
          <Button size="1" variant="soft" onClick={refresh}>
            刷新
          </Button>
        </>
      )}
    </Flex>
  )
}
