import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

interface ChangesOpen {
  open: ReadonlySet<string>
  toggle(id: string): void
}

const Opened = createContext<ChangesOpen>({ open: new Set(), toggle: () => {} })

/**
 * Which entries have their changes opened, for the screen: the toggle sits in the 修改内容 column and the changes open
 * under the 摘要, across the row's widest cell, so two cells of a row share it (the rows themselves are drawn once).
 */
export function ChangesOpenProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const value = useMemo<ChangesOpen>(
    () => ({
      open,
      toggle: (id) =>
        setOpen((now) => {
          const next = new Set(now)
          if (!next.delete(id)) next.add(id)
          return next
        }),
    }),
    [open],
  )
  return <Opened.Provider value={value}>{children}</Opened.Provider>
}

/** Whether the entry's changes are open, and how to open or close them. */
export function useChangesOpen(id: string): [boolean, () => void] {
  const { open, toggle } = useContext(Opened)
  return [open.has(id), () => toggle(id)]
}

/** The id of the element holding an entry's opened changes (the toggle's aria-controls). */
export const changesId = (id: string) => `audit-changes-${id}`
