// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import { done, json, withAuditServer } from './auditHarness'

// GET /api/audit/operators (docs/api.md, 操作日志): everyone the trail names, whatever page of it is shown.

withAuditServer()

describe('the operators of the trail', () => {
  it('names each operator with entries once, by username, with the display name of their latest entry', async () => {
    expect(await done('GET', '/audit/operators')).toEqual([
      { username: 'admin', displayName: '管理员' },
      { username: 'editor', displayName: '运营小王' },
    ])
    // 25 failed sign-ins by someone new: they have entries too, and the others are still named
    for (let n = 0; n < 25; n += 1) await json('POST', '/login', { username: 'flood1', password: 'wrong' })
    expect((await done<{ username: string }[]>('GET', '/audit/operators')).map((operator) => operator.username)).toEqual(['admin', 'editor', 'flood1'])
  })
})
