import { useEffect } from 'react'

export const APP_NAME = '站群管理后台'

/** A screen's document title: its own name first, then the app's, so tabs and history entries can be told apart. */
export const documentTitle = (screen: string) => `${screen} · ${APP_NAME}`

/** Sets the document title while the calling screen is shown (null: leave it as it is). */
export function useDocumentTitle(screen: string | null) {
  useEffect(() => {
    if (screen) document.title = documentTitle(screen)
  }, [screen])
}
