import { IconButton } from '@radix-ui/themes'
import { Cross2Icon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import type { AuditEntry } from '../../api/audit'
import type { Me } from '../../api/versions'
import { useSession } from '../../app/SessionContext'
import { auditApi } from '../../http/audit'
import { resourceLabel } from '../../ui/history/values'
import type { ListActor } from '../../ui/list/ListActor'
import { useQueryChange } from '../../ui/list/useQueryChange'
import { Flex, Text } from '../../ui/lite'
import { useOperator } from '../shell/useOperator'

/**
 * Who the server names: everyone the trail has entries of (GET /api/audit/operators), or, from a backend without that
 * call (or when it fails), the operator signed in, as the top bar has them (one GET /api/me a session, useOperator);
 * nothing when neither answers.
 */
function useNamedOperators(): readonly Me[] {
  const { auth } = useSession()
  const sessionId = useSelector(auth, (state) => state.context.sessionId)
  const { operator: me } = useOperator(sessionId)
  const [listed, setListed] = useState<readonly Me[] | null>(null)
  useEffect(() => {
    const asked = new AbortController()
    auditApi.operators(asked.signal).then(
      (operators) => !asked.signal.aborted && setListed(operators),
      () => {},
    )
    return () => asked.abort()
  }, [])
  return useMemo(() => listed ?? (me ? [me] : []), [listed, me])
}

/**
 * The 操作人 filter's choices: the operators the server names, those of every entry this screen has shown (someone
 * recorded since the server was asked), and the one the URL names, so a link filtered to someone shows them chosen.
 */
export function useOperatorOptions(list: ListActor) {
  const items = useSelector(list, (state) => state.context.items) as AuditEntry[]
  const chosen = useSelector(list, (state) => state.context.query.filters.operator ?? '')
  const named = useNamedOperators()
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map())
  // a page naming someone new: kept (React's "adjust state while rendering"), so the choices outlive the page
  const unknown = items.filter((entry) => seen.get(entry.operator) !== entry.operatorName)
  if (unknown.length > 0) {
    const next = new Map(seen)
    for (const entry of unknown) next.set(entry.operator, entry.operatorName)
    setSeen(next)
  }
  return useMemo(() => {
    const known = new Map<string, string>(named.map(({ username, displayName }) => [username, displayName || username]))
    for (const [username, name] of seen) if (!known.has(username)) known.set(username, name)
    if (chosen && !known.has(chosen)) known.set(chosen, chosen)
    return [...known].map(([value, name]) => ({ value, label: name === value ? value : `${name}（${value}）` }))
  }, [named, seen, chosen])
}

/** One row's history opened from its 历史 (`rowId` with `resource`): said on the toolbar, and cleared there. */
export function RowFilter({ list }: { list: ListActor }) {
  const rowId = useSelector(list, (state) => state.context.query.filters.rowId ?? '')
  const resource = useSelector(list, (state) => state.context.query.filters.resource ?? '')
  const { change } = useQueryChange(list)
  if (!rowId) return null
  const name = `${resource ? resourceLabel(resource) : ''}行 ${rowId}`
  return (
    <Flex gap="1" align="center">
      <Text size="2">只看{name}</Text>
      <IconButton
        variant="ghost"
        color="gray"
        aria-label={`不再只看${name}`}
        onClick={() => change(({ filters: { rowId: _rowId, ...rest } }) => ({ filters: rest }))}
      >
        <Cross2Icon aria-hidden />
      </IconButton>
    </Flex>
  )
}
