import type { Appearance } from '../api/preferences'
import { readLocal, writeLocal } from './localStore'
import { preferenceChoices } from './preferenceChoices'

/**
 * The appearance an operator chose in the top bar, kept in localStorage. public/appearance.js applies it before the
 * first paint, as the class `light` or `dark` on <html>, with these same rules; the app's Radix <Theme> inherits that
 * class (its appearance is left at `inherit`), so the class is the one place the appearance shows.
 */
export type { Appearance }
export type Shown = 'light' | 'dark'

export const APPEARANCE_KEY = 'backoffice.appearance'
export const APPEARANCE_LABELS: Record<Appearance, string> = { light: '浅色', dark: '深色', system: '跟随系统' }

const prefersDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches

/**
 * The stored choice; anything else (missing, corrupt, unknown) is 跟随系统. localStorage is the one truth for the
 * choice: what shows it (the top bar's 外观 menu) reads it here and is told of each change by watchChoice.
 */
export function readAppearance(storage?: Storage): Appearance {
  const value = readLocal(APPEARANCE_KEY, storage)
  return value === 'light' || value === 'dark' ? value : 'system'
}

export const shownAppearance = (choice: Appearance, systemDark = prefersDark()): Shown => (choice === 'system' ? (systemDark ? 'dark' : 'light') : choice)

/** The person chose `choice`: kept and shown at once, and sent to follow the operator to other browsers. */
export function chooseAppearance(choice: Appearance, root: HTMLElement = document.documentElement, storage?: Storage): void {
  showAppearance(choice, root, storage)
  preferenceChoices.made({ field: 'appearance', value: choice })
}

/**
 * Keeps `choice` in this browser and shows it. localStorage stays the first frame's source (public/appearance.js
 * reads it before the app loads); the operator's choice from the server is written here after sign-in.
 */
export function showAppearance(choice: Appearance, root: HTMLElement = document.documentElement, storage?: Storage): void {
  writeLocal(APPEARANCE_KEY, choice, storage)
  const shown = shownAppearance(choice)
  root.classList.remove(shown === 'dark' ? 'light' : 'dark')
  root.classList.add(shown)
  for (const listener of choiceListeners) listener()
}

const choiceListeners = new Set<() => void>()

/**
 * Calls `onChange` whenever the stored choice changes: chosen in this tab (the 外观 menu, the palette's 切换外观), the
 * operator's from the server, or chosen in another tab (its storage event). For useSyncExternalStore with
 * readAppearance, so no copy of the choice can fall behind.
 */
export function watchChoice(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === APPEARANCE_KEY || event.key === null) onChange()
  }
  choiceListeners.add(onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    choiceListeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/** The appearance <html> shows now. */
export const currentAppearance = (root: HTMLElement = document.documentElement): Shown => (root.classList.contains('dark') ? 'dark' : 'light')

/** Calls `onChange` whenever <html>'s appearance class changes (a choice here, in another tab, or the system's). */
export function watchAppearance(onChange: () => void, root: HTMLElement = document.documentElement): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(root, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
