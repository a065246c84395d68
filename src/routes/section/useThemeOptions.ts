import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useSession } from '../../app/SessionContext'
import { themeOptions } from '../../machines/themeListMachine'

/** The session's theme list as select options; every theme select follows a change at once. */
export function useThemeOptions() {
  const { themeList } = useSession()
  const names = useSelector(themeList, (state) => state.context.names)
  return useMemo(() => themeOptions(names), [names])
}
