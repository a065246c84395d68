/** Themes (docs/api.md, Themes): the row, what a create or update sends, the rules both sides check, and the answer's schema. */
import * as v from 'valibot'
import { count } from './envelope'
import { versionNumber } from './versions'

/** A theme as GET /api/themes answers it. */
export interface Theme {
  id: string
  name: string
  description: string
  /** How many domains use the theme (derived by the server). */
  domainCount: number
  packageName: string | null
  packageSize: number | null
  packageUploadedAt: string | null
  createdAt: string
  updatedAt: string
  /** 1 at creation, one more on every change of this row (docs/api.md, "Several operators"); absent from a backend without versions. */
  version?: number
}

export interface ThemeInput {
  name: string
  description: string
}

/** A theme's name is 2–32 characters (after trimming), its description at most 200. */
export const THEME_LIMITS = { nameMin: 2, nameMax: 32, description: 200 } as const

/** A theme package: a .zip of at most 20 MB (POST /api/themes/:id/package, field `file`). */
export const THEME_PACKAGE_MAX_BYTES = 20 * 1024 * 1024

import { trimInvisible } from './text'

const length = (text: string) => [...text].length

/** What is wrong with a theme name, or null; invisible characters at its ends do not count. Uniqueness is the server's to check. */
export function themeNameProblem(raw: string): string | null {
  const name = trimInvisible(raw)
  if (!name) return '请输入主题名称'
  if (length(name) < THEME_LIMITS.nameMin || length(name) > THEME_LIMITS.nameMax) return '主题名称为 2–32 个字符'
  return null
}

export const themeDescriptionProblem = (description: string): string | null =>
  length(description) > THEME_LIMITS.description ? `描述最多 ${THEME_LIMITS.description} 个字符` : null

/** What is wrong with a chosen theme package, or null. */
export function themePackageProblem(file: { name: string; size: number }): string | null {
  if (!/\.zip$/i.test(file.name)) return '主题包必须是 .zip 文件'
  if (file.size > THEME_PACKAGE_MAX_BYTES) return '主题包不能超过 20 MB'
  return null
}

/** A theme as the client accepts it in an answer (a list row, a create, update or package upload). */
export const themeRow: v.GenericSchema<unknown, Theme> = v.looseObject({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  domainCount: count,
  packageName: v.nullable(v.string()),
  packageSize: v.nullable(count),
  packageUploadedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.optional(versionNumber),
})
