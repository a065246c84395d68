import { readLocal, writeLocal } from './localStore'

/**
 * The appearance an operator chose in the top bar, kept in localStorage. public/appearance.js applies it before the
 * first paint, as the class `light` or `dark` on <html>, with these same rules; the app's Radix <Theme> inherits that
 * class (its appearance is left at `inherit`), so the class is the one place the appearance shows.
 */
export type Appearance = 'light' | 'dark' | 'system'
export type Shown = 'light' | 'dark'

export const APPEARANCE_KEY = 'backoffice.appearance'
export const APPEARANCE_LABELS: Record<Appearance, string> = { light: '浅色', dark: '深色', system: '跟随系统' }

const prefersDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches

/** The stored choice; anything else (missing, corrupt, unknown) is 跟随系统. */
export function readAppearance(storage?: Storage): Appearance {
  const value = readLocal(APPEARANCE_KEY, storage)
  return value === 'light' || value === 'dark' ? value : 'system'
}

export const shownAppearance = (choice: Appearance, systemDark = prefersDark()): Shown => (choice === 'system' ? (systemDark ? 'dark' : 'light') : choice)

/** Keeps `choice` and shows it at once. */
export function chooseAppearance(choice: Appearance, root: HTMLElement = document.documentElement, storage?: Storage): void {
  writeLocal(APPEARANCE_KEY, choice, storage)
  const shown = shownAppearance(choice)
  root.classList.remove(shown === 'dark' ? 'light' : 'dark')
  root.classList.add(shown)
}

/** The appearance <html> shows now. */
export const currentAppearance = (root: HTMLElement = document.documentElement): Shown => (root.classList.contains('dark') ? 'dark' : 'light')

/** Calls `onChange` whenever <html>'s appearance class changes (a choice here, in another tab, or the system's). */
export function watchAppearance(onChange: () => void, root: HTMLElement = document.documentElement): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(root, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
