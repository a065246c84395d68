/**
 * Unsaved form values kept in memory when a save meets a 401, so that after signing in again the form comes back
 * as it was. Memory, not sessionStorage: the spec allows only two sessionStorage entries, and the trip to the
 * login page and back is a client-side navigation that keeps this module alive.
 */
export interface Draft<Values = Record<string, unknown>> {
  values: Values
  id: string | null
  keptAt: number
}

/** A draft's name, typed by the values kept under it, so a form can only take back values of its own shape. */
export type DraftKey<Values> = string & { readonly draftOf?: Values }

export const draftKey = <Values>(key: string): DraftKey<Values> => key

const drafts = new Map<string, Draft<unknown>>()

export function keepDraft<Values>(key: DraftKey<Values>, values: Values, id: string | null = null): void {
  drafts.set(key, { values, id, keptAt: Date.now() })
}

/** The draft under `key`, removed from the store: a draft comes back once. */
export function takeDraft<Values>(key: DraftKey<Values>): Draft<Values> | null {
  const draft = drafts.get(key) as Draft<Values> | undefined
  drafts.delete(key)
  return draft ?? null
}

export function peekDraft<Values>(key: DraftKey<Values>): Draft<Values> | null {
  return (drafts.get(key) as Draft<Values> | undefined) ?? null
}

export function dropDraft(key: string): void {
  drafts.delete(key)
}

/** A deliberate sign-out: nobody comes back for these. */
export function clearDrafts(): void {
  drafts.clear()
}

/** Whether anything typed is still unsaved somewhere (an open editor mirrors its unsaved text here). */
export function hasDrafts(): boolean {
  return drafts.size > 0
}
