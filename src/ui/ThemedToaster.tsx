import { useSyncExternalStore } from 'react'
import { Toaster, type ToasterProps } from 'sonner'
import { currentAppearance, watchAppearance } from './appearance'

/** sonner's toaster in the appearance <html> shows (light or dark), following every change of it. Loaded lazily. */
export default function ThemedToaster(props: Omit<ToasterProps, 'theme'>) {
  const theme = useSyncExternalStore(watchAppearance, () => currentAppearance())
  return <Toaster theme={theme} {...props} />
}
