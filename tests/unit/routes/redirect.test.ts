// @vitest-environment happy-dom — reads window.location
import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../../src/routes/redirect'

const origin = 'https://admin.example.com'

describe('safeRedirect', () => {
  it.each([
    ['/themes', '/themes'],
    ['/anti-chain?page=3', '/anti-chain?page=3'],
    ['/articles?keyword=%E6%96%87&sort=name#top', '/articles?keyword=%E6%96%87&sort=name#top'],
    ['/', '/'],
    ['/comment/', '/comment/'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value, origin)).toBe(expected)
  })

  it('uses the page origin when none is given', () => {
    expect(safeRedirect('/push?x=1')).toBe('/push?x=1')
    expect(safeRedirect(`${window.location.origin}/push`)).toBe('/')
  })

  it.each([
    ['a protocol-relative URL', '//evil.example/themes'],
    ['an absolute URL elsewhere', 'https://evil.example/'],
    ['an absolute URL on this very origin', `${origin}/themes`],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later on', '/themes\\..\\evil'],
    ['a backslash path', '\\\\evil.example'],
    ['a newline', '/themes\n//evil.example'],
    ['a tab', '/\t/evil.example'],
    ['a NUL', '/themes\u0000'],
    ['a DEL', '/themes\u007f'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'themes'],
    ['an empty string', ''],
    ['the login page', '/login'],
    ['the login page with a query', '/login?redirect=%2Fthemes'],
  ])('refuses %s', (_case, value) => {
    expect(safeRedirect(value, origin)).toBe('/')
  })

  it.each([undefined, null, 42, ['/themes'], { to: '/themes' }])('refuses the non-string %o', (value) => {
    expect(safeRedirect(value, origin)).toBe('/')
  })
})
