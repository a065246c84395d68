import { ENGINE_OF_SECRET, PUSH_SECRET_LABELS, SECRET_FIELDS, SECRET_RULES, type PushSettings, zh } from '../../http/push'
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
})

/** PUT /api/push/settings: the mask as shown keeps a secret, null clears it, other text replaces it. */
export function secretChanges(body: Record<string, unknown>, row: PushSettingsRow | null) {
  const patch: Record<string, string | null> = {}
  const errors: Record<string, string> = {}
  for (const field of SECRET_FIELDS) {
    const value = body[field]
    const stored = row?.[field] ?? null
    const engine = ENGINE_OF_SECRET[field]
    const label = PUSH_SECRET_LABELS[engine]
    if (value === undefined) continue
    if (value === null) patch[field] = null
    else if (typeof value !== 'string') errors[field] = '格式不正确'
    else if (stored && value.trim() === maskSecret(stored)) continue
    else if (!value.trim()) {
      if (stored) errors[field] = zh`留空不会清除已保存的${label}；如需清除，请点「清除」`
    } else if (value.includes('•')) errors[field] = zh`请填写完整的${label}，不能使用打码显示的值`
    else if (!SECRET_RULES[engine].pattern.test(value.trim())) errors[field] = SECRET_RULES[engine].message
    else patch[field] = value.trim()
  }
  return { patch, errors }
}
