// @vitest-environment jsdom — DOMPurify and the inert document it cleans in, parsed by jsdom as the standard says
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNSAFE_SNIPPETS } from '../../../src/mock-server/resources/articleSeeds'
import { imageSource, removedNote, sanitizeArticleHtml, sanitizeHtml, upgradedNote } from '../../../src/ui/sanitize'

/**
 * Article HTML is cleaned in an inert document (nothing of it touches the page's own document or its window), the
 * image rule agrees with the production CSP `img-src 'self' data: https:`, and the result says what was removed.
 */

afterEach(() => {
  document.head.innerHTML = ''
})

describe('sanitizeArticleHtml: an inert document', () => {
  it('parses nothing into the page’s document: the only element made there is the frame whose document it borrows', () => {
    const created = vi.spyOn(document, 'createElement')
    const parser = vi.spyOn(DOMParser.prototype, 'parseFromString')
    const payload = [...UNSAFE_SNIPPETS, '<base href="https://evil.example/">', '<img src="http://x.example/a.png" onerror="alert(1)">'].join('')
    const { html } = sanitizeArticleHtml(payload)
    expect(created.mock.calls.map(([tag]) => tag).filter((tag) => tag !== 'iframe')).toEqual([])
    expect(parser).not.toHaveBeenCalled()
    expect(html).not.toMatch(/<base|onerror|<script/i)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('parses in the document of a sandboxed frame it removed at once: no window of the page sees the payload', async () => {
    // Chromium 156 reports a CSP violation whenever the parser sets an on* attribute in a document of a live window,
    // an inert createHTMLDocument one included; a removed frame's document has none
    vi.resetModules()
    const frames: HTMLIFrameElement[] = []
    const getter = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentDocument')!.get!
    vi.spyOn(HTMLIFrameElement.prototype, 'contentDocument', 'get').mockImplementation(function (this: HTMLIFrameElement) {
      frames.push(this)
      return getter.call(this) as Document | null
    })
    const fallback = vi.spyOn(document.implementation, 'createHTMLDocument')
    const fresh = await import('../../../src/ui/sanitize')
    expect(fresh.sanitizeArticleHtml('<p onclick="x()">一</p>').html).toBe('<p>一</p>')
    expect(fresh.sanitizeArticleHtml('<img src="https://a.example/1.png" onerror="x()">').removed).toEqual({ onerror: 1 })
    expect(frames.length).toBe(1)
    expect(frames[0].isConnected).toBe(false)
    expect(frames[0].getAttribute('sandbox')).toBe('allow-same-origin')
    expect(fallback).not.toHaveBeenCalled()
  })

  it('leaves the page’s base address alone even when the payload carries a <base>', () => {
    const before = document.baseURI
    sanitizeArticleHtml('<base href="https://evil.example/"><p>x</p>')
    expect(document.baseURI).toBe(before)
    expect(document.querySelector('base')).toBeNull()
  })

  it('gives the same markup as sanitizeHtml, and is stable when run again', () => {
    const html = '<p onclick="x()">一<img src="http://img.example/a.png"><script>x()</script></p>'
    const once = sanitizeArticleHtml(html).html
    expect(sanitizeHtml(html)).toBe(once)
    expect(sanitizeArticleHtml(once).html).toBe(once)
    expect(sanitizeArticleHtml(once).removed).toEqual({})
  })
})

describe("images agree with img-src 'self' data: https:", () => {
  it.each([
    ['http://img.example/a.png', 'https://img.example/a.png'],
    ['HTTP://img.example/a.png?x=1#y', 'https://img.example/a.png?x=1#y'],
    ['http://img.example:8080/a.png', 'https://img.example:8080/a.png'],
    ['https://img.example/a b.png', 'https://img.example/a b.png'],
    ['https://img.example/a.png', 'https://img.example/a.png'],
  ])('keeps %j as %j', (src, expected) => {
    expect(imageSource(src)).toBe(expected)
    const { html, upgradedImages } = sanitizeArticleHtml(`<img src="${src}" alt="图">`)
    expect(html).toContain(`src="${expected.replace(/&/g, '&amp;')}"`)
    expect(upgradedImages).toBe(src.toLowerCase().startsWith('http:') ? 1 : 0)
  })

  it.each([
    'https://',
    'http://',
    'data:image/png;base64,iVBORw0KGgo=',
    '/local.png',
    'img.png',
    '//cdn.example/a.png',
    'ftp://x.example/a.png',
    'javascript:alert(1)',
  ])('drops the image source %j', (src) => {
    expect(imageSource(src)).toBeNull()
    const { html, removed } = sanitizeArticleHtml(`<img src="${src}" alt="图">`)
    expect(html).not.toContain('src=')
    expect(removed).toEqual({ src: 1 })
  })

  it('never lets a non-https image source through, for generated sources', () => {
    const schemes = ['http:', 'https:', 'HtTp:', ' http:', 'http:\t', 'data:', 'blob:', 'ftp:', '', 'javascript:', 'h\ttp:']
    const middles = ['//', '/', '', '\\\\', '//user@', '//127.0.0.1', '//[::1]']
    const ends = ['img.example/a.png', '', '%2e%2e/x', 'a.png?x=http://y']
    const kept: { written: string; protocol: string }[] = []
    for (const scheme of schemes)
      for (const middle of middles)
        for (const end of ends) {
          const root = document.createElement('div')
          root.innerHTML = sanitizeHtml(`<img src="${scheme}${middle}${end}">`)
          const src = root.querySelector('img')?.getAttribute('src')
          if (src != null) kept.push({ written: `${scheme}${middle}${end}`, protocol: new URL(src).protocol })
        }
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.filter(({ protocol }) => protocol !== 'https:')).toEqual([])
  })
})

describe('what was removed, counted per kind', () => {
  it('counts removed elements by tag name and removed attributes by name', () => {
    const result = sanitizeArticleHtml(
      '<script>a()</script><script>b()</script><iframe src="x"></iframe><p style="color:red" onclick="c()">文字</p>' +
        '<img src="https://a.example/x.png" onerror="d()" onload="e()"><a href="javascript:f()">链接</a><!-- 备注 -->',
    )
    expect(result.removed).toEqual({ script: 2, iframe: 1, style: 1, onclick: 1, onerror: 1, onload: 1, href: 1, 注释: 1 })
    expect(removedNote(result)).toBe('已移除不允许的内容：script ×2、href ×1、iframe ×1、onclick ×1、onerror ×1、onload ×1、style ×1、注释 ×1')
  })

  it('says nothing when nothing was removed or changed', () => {
    const result = sanitizeArticleHtml('<h2>标题</h2><p>正文<a href="https://a.example">链接</a></p>')
    expect(result.removed).toEqual({})
    expect(removedNote(result)).toBeNull()
    expect(upgradedNote(result)).toBeNull()
  })

  it('says how many http images now load over https', () => {
    const result = sanitizeArticleHtml('<img src="http://a.example/1.png"><img src="http://a.example/2.png"><img src="https://a.example/3.png">')
    expect(result.upgradedImages).toBe(2)
    expect(upgradedNote(result)).toBe('2 张 http 图片已改为 https 加载（线上只允许加载 https 图片）')
  })

  it('does not count the link and image attributes it sets itself', () => {
    const result = sanitizeArticleHtml('<a href="https://a.example" target="_self" rel="opener">x</a><img src="https://a.example/1.png" loading="eager">')
    expect(result.removed).toEqual({})
    expect(result.html).toContain('rel="noopener noreferrer nofollow"')
  })

  it('starts every count afresh', () => {
    sanitizeArticleHtml('<script>x</script><img src="http://a.example/1.png">')
    expect(sanitizeArticleHtml('<p>干净</p>')).toEqual({ html: '<p>干净</p>', removed: {}, upgradedImages: 0 })
  })
})
