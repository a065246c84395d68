import { ENGINE_OF_SECRET, SECRET_FIELDS, secretProblem, type PushSettings } from '../../api/push'
import type { PushSettingsRow } from './pushSeeds'

/** `abcd••••••wxyz`: enough to recognise a secret, never enough to use it. */
export function maskSecret(secret: string | null): string | null {
  if (!secret) return null
  return secret.length >= 12 ? `${secret.slice(0, 4)}••••••${secret.slice(-4)}` : `••••••${secret.slice(-2)}`
}

export const maskedSettings = (domain: string, row: PushSettingsRow | null): PushSettings => ({
  domain,
  baiduToken: maskSecret(row?.baiduToken ?? null),
  bingApiKey: maskSecret(row?.bingApiKey ?? null),
  indexNowKey: maskSecret(row?.indexNowKey ?? null),
  updatedAt: row?.updatedAt ?? null,
  // 0 while nothing is stored for the domain (docs/api.md, "Several operators")
  version: (row as { version?: number } | null)?.version ?? 0,
})

/** PUT /api/push/settings: the mask as shown keeps a secret, null clears it, other text replaces it. */
export function secretChanges(body: Record<string, unknown>, row: PushSettingsRow | null) {
  const patch: Record<string, string | null> = {}
  const errors: Record<string, string> = {}
  for (const field of SECRET_FIELDS) {
    const value = body[field]
    const shown = maskSecret(row?.[field] ?? null)
    if (value === undefined) continue
    if (value === null) patch[field] = null
    else if (typeof value !== 'string') errors[field] = '格式不正确'
    else {
      const problem = secretProblem(ENGINE_OF_SECRET[field], value, shown)
      if (problem) errors[field] = problem
      // the mask as shown, or a blank where nothing is stored: nothing changes
      else if (value.trim() && value.trim() !== shown) patch[field] = value.trim()
    }
  }
  return { patch, errors }
}
