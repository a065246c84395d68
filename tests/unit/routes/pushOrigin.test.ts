// @vitest-environment happy-dom — safeRedirect reads the page's origin
import { describe, expect, it } from 'vitest'
import { originParam } from '../../../src/routes/push/origin'

describe('where a push goes back to (returnTo)', () => {
  it('is a path of this app other than the push screen, as a URL writes it', () => {
    expect(originParam('/articles?status=published&page=2')).toBe('/articles?status=published&page=2')
    expect(originParam('/articles?keyword=推送')).toBe('/articles?keyword=%E6%8E%A8%E9%80%81')
    for (const bad of ['https://evil.example/articles', '//evil.example', '/\\evil.example', '/push?page=2', '/push', '/', '/login', 'articles', 7, undefined])
      expect(originParam(bad)).toBeNull()
  })
})
