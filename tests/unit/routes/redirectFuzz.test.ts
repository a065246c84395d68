import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../../src/routes/redirect'

// The redirect sanitiser, tried with known bypasses and thousands of generated ones.

const origin = 'https://admin.example.com'

/** What every answer must be: '/' or a same-origin path that a second resolution (or decoding) cannot change into another host. */
function problemWith(result: string): string | null {
  if (typeof result !== 'string') return 'not a string'
  if (!result.startsWith('/')) return 'does not start with /'
  if (result.startsWith('//') || result.startsWith('/\\')) return 'starts with // or /\\'
  // oxlint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(result)) return 'holds a backslash or a control character'
  const url = new URL(result, origin)
  if (url.origin !== origin) return 'resolves to another origin'
  if (url.pathname + url.search + url.hash !== result) return 'changes when resolved again'
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return 'has a malformed escape'
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return 'decodes to // or a backslash'
  if (new URL(decoded, origin).origin !== origin) return 'decodes to another origin'
  if (/^\/login\/?$/.test(decoded)) return 'is the login page'
  if (safeRedirect(result, origin) !== result) return 'is not stable'
  return null
}

describe('safeRedirect: known bypasses', () => {
  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/a/..//evil.example',
    '/.//evil.example/themes?x=1#y',
    '/./%2Fevil.example',
    '/.%2F/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/./%5c/evil.example',
    '/%09/evil.example',
    '/%',
    '/%E0%A4%A',
    '/%00',
    '/login/',
    '/./login',
    '/%6c%6fgin',
  ])('sends %j to /', (value) => {
    expect(safeRedirect(value, origin)).toBe('/')
  })

  it.each([
    ['/themes/./', '/themes/'],
    ['/articles/5/../6', '/articles/6'],
    ['/articles?keyword=a//b', '/articles?keyword=a//b'],
    ['/articles#//evil.example', '/articles#//evil.example'],
    ['/anti-chain?keyword=%2F%2Fevil', '/anti-chain?keyword=%2F%2Fevil'],
    ['/%E6%96%87%E7%AB%A0', '/%E6%96%87%E7%AB%A0'],
  ])('keeps the harmless %j as %j', (value, expected) => {
    expect(safeRedirect(value, origin)).toBe(expected)
  })
})

describe('safeRedirect: generated values', () => {
  const pieces = [
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%252f',
    'evil.example',
    '@evil.example',
    ':',
    '?',
    '#',
    '%',
    '%0',
    '%00',
    '%0a',
    '\t',
    '\n',
    ' ',
    '\u3000',
    'http:',
    'https:',
    'javascript:',
    'themes',
    'login',
    '%E6%96%87',
    '\ud800',
    '😀',
    ';',
    '&',
    '=',
    '..;',
    '%c0%af',
    '\u2215',
    '\uff0f',
  ]
  /** A small deterministic generator (mulberry32) so every run tries the same values. */
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }

  it('never throws and never gives anything but / or a stable same-origin path, for 20,000 values', () => {
    const next = random(12)
    const failures: { value: string; result: string; problem: string }[] = []
    for (let i = 0; i < 20_000; i += 1) {
      const length = 1 + Math.floor(next() * 6)
      const value = (next() < 0.8 ? '/' : '') + Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join('')
      const result = safeRedirect(value, origin)
      const problem = problemWith(result)
      if (problem) failures.push({ value, result, problem })
    }
    expect(failures.slice(0, 10)).toEqual([])
  })

  it('also holds against every origin form and non-string value', () => {
    for (const value of [undefined, null, 0, {}, [], '/themes', 'themes', `${origin}/themes`, 'https://admin.example.com.evil.example/']) {
      expect(problemWith(safeRedirect(value, origin))).toBeNull()
    }
  })
})
