// @vitest-environment happy-dom — Mirage answers the browser's XHR
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OPERATIONS, OPTIONAL_KEYS } from '../../../src/api/operations'
import { domainRow } from '../../../src/api/domains'
import { pushRecordRow } from '../../../src/api/push'
import { makeServer } from '../../../src/mock-server/server'
import { servedOperations } from '../../../src/mock-server/routes'
import { sourceFiles } from '../../support/oneLanguage'

describe('the contract table (src/api/operations)', () => {
  it('declares each operation once, by method and path and by id', () => {
    const keys = OPERATIONS.map((op) => op.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(OPERATIONS.map((op) => op.id)).size).toBe(keys.length)
    // the 54 calls of the sections and the login, GET /api/capabilities, the audit trail's list, export and operators,
    // GET /api/me, the two checks of several operators: each section's versions and stamp, and the push records' and the
    // audit trail's stamps; the operator's preferences (GET and PUT); and 撤销 after 通过 (the comments' status undo)
    expect(keys.length).toBe(57 + 1 + 5 * 2 + 2 + 2 + 1 + 1)
    for (const op of OPERATIONS) expect(op.key).toBe(`${op.method} /api${op.path}`)
  })

  it('lets a backend lack the restores, batch-theme and its undo, the pending count, the cross-domain push, the batch settings, me, the preferences and the change checks', () => {
    expect([...OPTIONAL_KEYS].sort()).toEqual(
      [
        'GET /api/capabilities',
        'POST /api/domains/restore',
        'POST /api/backlinks/restore',
        'POST /api/comments/restore',
        'POST /api/articles/restore',
        'POST /api/domains/batch-theme',
        'POST /api/domains/batch-theme/undo',
        'POST /api/comments/batch-status/undo',
        'GET /api/comments/pending-count',
        'POST /api/push/articles',
        'POST /api/push/settings/batch',
        'GET /api/audit',
        'GET /api/audit/export',
        'GET /api/audit/operators',
        'GET /api/me',
        'GET /api/me/preferences',
        'PUT /api/me/preferences',
        ...['themes', 'domains', 'backlinks', 'comments', 'articles'].flatMap((name) => [`POST /api/${name}/versions`, `GET /api/${name}/stamp`]),
        'GET /api/push/records/stamp',
        'GET /api/audit/stamp',
      ].sort(),
    )
  })

  it('is what the offline backend answers: every operation, and nothing else', () => {
    const mock = makeServer({ environment: 'test' })
    try {
      const served = servedOperations(mock.server)
      expect(new Set(served).size).toBe(served.length)
      expect([...served].sort()).toEqual(OPERATIONS.map((op) => op.key).sort())
    } finally {
      mock.shutdown()
    }
  })

  it('is the only way routes are declared and calls are made: no Mirage route or http call names a path by itself', () => {
    const offenders = [...sourceFiles('src/mock-server'), ...sourceFiles('src/http')]
      .filter((file) => !/\/(routes|request)\.ts$/.test(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\b(server|http)\.(get|post|put|delete|patch|upload|stream)\(/g)].map((match) => `${file}: ${match[0]}`),
      )
    expect(offenders).toEqual([])
  })

  it('takes counts as whole numbers from 0, not any number', () => {
    const domain = {
      id: '1',
      domain: 'a.com',
      theme: 't',
      status: 'active',
      title: '',
      keywords: '',
      description: '',
      articleCount: 3,
      createdAt: '2026-01-01T00:00:00Z',
    }
    expect(v.is(domainRow, domain)).toBe(true)
    expect(v.is(domainRow, { ...domain, articleCount: 1.5 })).toBe(false)
    expect(v.is(domainRow, { ...domain, articleCount: -1 })).toBe(false)
    const record = {
      id: '1',
      engine: 'baidu',
      domain: 'a.com',
      urlCount: 2,
      success: 1,
      remain: null,
      status: 'partial',
      message: '',
      createdAt: '',
      retryOf: null,
    }
    const counts = { notValidCount: 0, notSameSiteCount: 0, retryableCount: 1 }
    expect(v.is(pushRecordRow, { ...record, ...counts })).toBe(true)
    expect(v.is(pushRecordRow, { ...record, ...counts, success: 0.5 })).toBe(false)
  })

  it('describes every body and query with a schema, and every list with its order', () => {
    // a retry takes nothing but its path; every other change sends a JSON or multipart body
    const bodiless = OPERATIONS.filter((op) => (op.method === 'POST' || op.method === 'PUT') && !op.doc?.body && !op.multipart).map((op) => op.key)
    expect(bodiless).toEqual(['POST /api/push/records/:id/retry'])
    expect(OPERATIONS.filter((op) => op.doc?.list && !op.doc.query).map((op) => op.key)).toEqual([])
    expect(OPERATIONS.filter((op) => !op.doc).map((op) => op.key)).toEqual([])
  })
})
