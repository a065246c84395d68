/**
 * Several operators at once (docs/api.md, "Several operators"): each row's `version`, the refusal of a change whose
 * row changed since it was read, the check of rows' versions before acting, a list's stamp, and who is signed in.
 * Both sides read them: the client sends and compares versions, the mock server keeps them.
 */
import * as v from 'valibot'

/** A change whose row changed since the version it started from: nothing is changed, `data.current` is the row now. */
export const CONFLICT_CODE = 1460
export const CONFLICT_MSG = '该记录已被他人修改'

/** A row's version: a whole number from 1, 1 at creation, one more on every change of that row. */
export type Version = number

/** Versions by row id (`{ "12": 3 }`): what POST /api/<resource>/versions answers, and what a batch by ids may send. */
export type Versions = Record<string, Version>

/** POST /api/<resource>/versions `{ ids }`: the versions of the rows that still exist (ids gone are absent). */
export interface VersionsAnswer {
  versions: Versions
}

/** GET /api/<resource>/stamp?<the list's query>: a text that changes whenever that page of the list would. */
export interface StampAnswer {
  stamp: string
}

/** GET /api/me: the operator the token belongs to. */
export interface Me {
  username: string
  /** What the screens call them (`管理员`, `运营小王`). */
  displayName: string
}

/** A version as the client accepts it: a whole number from 1. */
export const versionNumber: v.GenericSchema<unknown, Version> = v.pipe(v.number(), v.integer(), v.minValue(1))

export const versionsAnswer: v.GenericSchema<unknown, VersionsAnswer> = v.looseObject({ versions: v.record(v.string(), versionNumber) })

export const stampAnswer: v.GenericSchema<unknown, StampAnswer> = v.looseObject({ stamp: v.string() })

export const meAnswer: v.GenericSchema<unknown, Me> = v.looseObject({ username: v.string(), displayName: v.string() })

/** The row a 1460 refusal carries (`data.current`), or null when its data has none. */
export function currentOfConflict(data: unknown): Record<string, unknown> | null {
  const current = (data as { current?: unknown } | null)?.current
  return current && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : null
}
