// @vitest-environment jsdom — DOMPurify, on HTML parsed by jsdom as the standard says
import { describe, expect, it } from 'vitest'
import { UNSAFE_SNIPPETS } from '../../../src/mock-server/resources/articleSeeds'
import { LINK_REL, sanitizeHtml, urlScheme } from '../../../src/ui/sanitize'

/** The sanitised markup parsed back, to ask what a browser would build from it. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = sanitizeHtml(html)
  return root
}

const attributesOf = (root: HTMLElement) => [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attr) => attr.name))

describe('sanitizeHtml: what stays', () => {
  it('keeps article formatting as it is', () => {
    const html =
      '<h2>标题</h2><h3>小标题</h3><p>一段<strong>加粗</strong>、<em>斜体</em>和<code>代码</code></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><pre><code>x &lt; 1</code></pre><hr>' +
      '<table><thead><tr><th>表头</th></tr></thead><tbody><tr><td colspan="2">单元格</td></tr></tbody></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps https images (http ones switched to https) with their alt text, lazy and without a referrer', () => {
    const img = parse('<figure><img src="https://img.example.com/a.jpg" alt="示意图" width="640"><figcaption>说明</figcaption></figure>').querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://img.example.com/a.jpg')
    expect(img.getAttribute('alt')).toBe('示意图')
    expect(img.getAttribute('width')).toBe('640')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(parse('<img src="http://img.example.com/b.png">').querySelector('img')!.getAttribute('src')).toBe('https://img.example.com/b.png')
  })

  it('keeps http, https, mailto, tel and relative links, each opening a new tab with rel noopener noreferrer nofollow', () => {
    const hrefs = [
      'https://example.com/a?b=1#c',
      'http://example.com',
      'mailto:editor@example.com',
      'tel:+86-10-12345678',
      '/posts/1.html',
      '#part-2',
      'posts/2.html',
    ]
    const links = parse(hrefs.map((href) => `<a href="${href}" rel="opener" target="_self">链接</a>`).join('')).querySelectorAll('a')
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(hrefs)
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe(LINK_REL)
      expect(link.getAttribute('target')).toBe('_blank')
    }
    expect(LINK_REL).toBe('noopener noreferrer nofollow')
  })

  it('leaves text that only looks like markup as text', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')
  })
})

describe('sanitizeHtml: what goes', () => {
  it('drops every event handler attribute', () => {
    const root = parse(
      '<img src="https://a.example/x.jpg" onerror="alert(1)" onload="alert(2)"><p onclick="alert(3)" onmouseover="alert(4)">文字</p>' +
        '<a href="https://a.example" onfocus="alert(5)">链接</a><details open ontoggle="alert(6)"><summary>x</summary></details><body onload="alert(7)">',
    )
    expect(attributesOf(root).filter((name) => name.startsWith('on'))).toEqual([])
    expect(root.querySelector('p')!.textContent).toBe('文字')
  })

  it('drops style attributes and style elements, class, id, name, data- and aria- attributes', () => {
    const root = parse(
      '<style>body{display:none}</style><p style="position:fixed;inset:0" class="x" id="login" name="forms" data-x="1" aria-hidden="true">文字</p>',
    )
    expect(root.innerHTML).toBe('<p>文字</p>')
  })

  it('removes scripts with their code, and frames, objects, embeds, SVG and MathML', () => {
    const html =
      '<script>alert(1)</script><iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x.swf">' +
      '<svg onload="alert(1)"><script>alert(2)</script></svg><math><mi xlink:href="javascript:alert(3)">x</mi></math>' +
      '<noscript><p>n</p></noscript><template><img src=x onerror=alert(4)></template><p>留下</p>'
    const root = parse(html)
    expect(root.querySelectorAll('script, iframe, object, embed, svg, math, noscript, template')).toHaveLength(0)
    expect(root.textContent).not.toContain('alert')
    expect(root.querySelector('p')!.textContent).toBe('留下')
  })

  it('removes forms, inputs, buttons, selects and text areas', () => {
    const root = parse(
      '<form action="https://evil.example/login"><input name="password"><select><option>1</option></select><textarea>t</textarea><button formaction="https://evil.example">登录</button></form>',
    )
    expect(root.querySelectorAll('form, input, button, select, option, textarea')).toHaveLength(0)
  })

  it('removes head-level and document-changing elements: base, meta, link, title', () => {
    const root = parse(
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css"><p>正文</p>',
    )
    expect(root.innerHTML).toBe('<p>正文</p>')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '\u0001\u0002javascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://files.example/setup.exe',
    'sms:10086',
    'xmpp:someone@example.com',
    'cid:part1',
  ])('drops the link address %j but keeps the text', (href) => {
    const link = parse(`<a href="${href}">点我</a>`).querySelector('a')!
    expect(link.hasAttribute('href')).toBe(false)
    expect(link.textContent).toBe('点我')
    expect(link.hasAttribute('target')).toBe(false)
  })

  it.each(['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/track.gif', 'x'])(
    'drops the image source %j',
    (src) => {
      const img = parse(`<img src="${src}" alt="图">`).querySelector('img')
      expect(img?.hasAttribute('src') ?? false).toBe(false)
    },
  )

  it('drops srcset, formaction, xlink:href and other URL attributes outside the allowlist', () => {
    const root = parse(
      '<img src="https://a.example/a.jpg" srcset="javascript:alert(1) 1x"><a href="https://a.example" xlink:href="javascript:alert(1)" ping="https://evil.example">x</a>',
    )
    expect(attributesOf(root).sort()).toEqual(['href', 'loading', 'referrerpolicy', 'rel', 'src', 'target'])
  })

  it('is not fooled by markup that mutates when parsed again', () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
      '<a href="https://a.example"><a href="javascript:alert(1)">嵌套</a></a>',
    ]
    for (const payload of payloads) {
      const once = sanitizeHtml(payload)
      const root = document.createElement('div')
      root.innerHTML = once
      expect(attributesOf(root).filter((name) => name.startsWith('on'))).toEqual([])
      expect(root.querySelectorAll('script, style, svg, math')).toHaveLength(0)
      expect([...root.querySelectorAll('a[href]')].every((link) => !/script/i.test(link.getAttribute('href')!))).toBe(true)
      expect(sanitizeHtml(once)).toBe(once)
    }
  })

  it('neutralises every unsafe snippet the demo articles carry', () => {
    for (const snippet of UNSAFE_SNIPPETS) {
      const root = parse(snippet)
      expect(attributesOf(root).filter((name) => name.startsWith('on') || name === 'style' || name === 'action')).toEqual([])
      expect(root.querySelectorAll('script, iframe, form, input, button')).toHaveLength(0)
      expect(root.innerHTML).not.toMatch(/javascript:|articleXssFired/)
    }
  })
})

describe('urlScheme', () => {
  it('reads the scheme a browser would, ignoring whitespace and control characters', () => {
    expect(urlScheme('HTTPS://a.example')).toBe('https')
    expect(urlScheme(' \n java\tscript:x')).toBe('javascript')
    expect(urlScheme('/relative:path')).toBeNull()
    expect(urlScheme('#top')).toBeNull()
    expect(urlScheme('posts/1.html')).toBeNull()
  })
})
