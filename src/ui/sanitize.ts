import DOMPurify from 'dompurify'

/**
 * The one way the app turns HTML it did not write (article content) into markup it renders. An allowlist, not a
 * blocklist: formatting, links and images only. No scripts, event handlers, `style`, forms, inputs, frames, objects
 * or SVG; links only to http, https, mailto, tel or relative addresses; images only from https. An `http:` image is
 * switched to `https:`, as the production CSP (`img-src 'self' data: https:`) would block it otherwise; other image
 * sources (data:, relative, anything else) are dropped. Every link opens in a new tab with
 * rel="noopener noreferrer nofollow".
 *
 * The markup is parsed and cleaned inside the document of a removed, sandboxed frame, never in the page's own or in one
 * tied to the page's window: nothing loads, nothing runs, no `<base>` takes effect, and no payload causes a CSP
 * violation report while it is being sanitised (Chromium 156 checks `script-src-attr` whenever the parser sets an `on*`
 * attribute in a document of a live window, even an inert `createHTMLDocument` one); only the clean result reaches the
 * page.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'kbd',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
]
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan']

export const LINK_REL = 'noopener noreferrer nofollow'

/** The scheme a browser would see, after dropping what it ignores in one (whitespace, control characters); null when relative. */
export function urlScheme(url: string): string | null {
  // oxlint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '')
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  return match ? match[1].toLowerCase() : null
}

const hrefAllowed = (url: string) => {
  const scheme = urlScheme(url)
  return scheme === null || scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel'
}

/** An image address the production CSP loads: https as it is, http switched to https; null for anything else. */
export function imageSource(url: string): string | null {
  const scheme = urlScheme(url)
  if (scheme !== 'http' && scheme !== 'https') return null
  try {
    // the URL the browser would fetch (the same parser): one it cannot parse, or without a host, loads nothing anyway
    const parsed = new URL(url)
    if (!parsed.hostname) return null
    if (parsed.protocol === 'https:') return url
    parsed.protocol = 'https:'
    return parsed.href
  } catch {
    return null
  }
}

/** http images switched to https in the current sanitize run, counted by the hook below. */
let upgradedInThisRun = 0

const purify = DOMPurify(window)

purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'href' && !hrefAllowed(data.attrValue)) data.keepAttr = false
  if (data.attrName === 'src' && node.nodeName === 'IMG') {
    const source = imageSource(data.attrValue)
    if (source === null) data.keepAttr = false
    else {
      if (urlScheme(data.attrValue) === 'http') upgradedInThisRun += 1
      data.attrValue = source
    }
  }
})

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', LINK_REL)
  }
  if (node.nodeName === 'IMG') {
    node.setAttribute('loading', 'lazy')
    node.setAttribute('referrerpolicy', 'no-referrer')
  }
})

const config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // the markup is already parsed in the inert document: DOMPurify cleans that tree where it is, and parses nothing
  IN_PLACE: true,
}

/** Article HTML after sanitising, and what sanitising took out or changed. */
export interface SanitizedHtml {
  html: string
  /** What was removed, counted per kind: an element by its tag name, an attribute by its name (`{ script: 2, onerror: 1 }`). */
  removed: Record<string, number>
  /** `http:` images switched to `https:`. */
  upgradedImages: number
}

let inertDocument: Document | null = null

/**
 * A document no scripting context can see: that of an `<iframe sandbox="allow-same-origin">` (no scripts even while it
 * is attached for an instant), removed at once, so that it has no window left. What is parsed into it loads nothing,
 * runs nothing and reports nothing, in Chromium and Firefox alike. Where frames have no document (a DOM without frames),
 * a `createHTMLDocument` document stands in.
 */
function inert(): Document {
  if (inertDocument) return inertDocument
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', 'allow-same-origin')
  frame.hidden = true
  document.body.append(frame)
  const frameDocument = frame.contentDocument
  frame.remove()
  inertDocument = frameDocument ?? document.implementation.createHTMLDocument('')
  return inertDocument
}

const NODE_KINDS: Record<string, string> = { '#comment': '注释', '#text': '文本', '#cdata-section': 'CDATA' }

/** Attributes the hooks above set themselves: replacing what a payload wrote there is not a removal worth a note. */
const SET_BY_US: Record<string, string[]> = { A: ['target', 'rel'], IMG: ['loading', 'referrerpolicy'] }

function kindOf(entry: { element?: Node; attribute?: Attr | null; from?: Node }): string | null {
  if (entry.element) {
    const name = entry.element.nodeName.toLowerCase()
    return NODE_KINDS[name] ?? name
  }
  if (!entry.attribute) return null
  const name = entry.attribute.name.toLowerCase()
  return SET_BY_US[entry.from?.nodeName ?? '']?.includes(name) ? null : name
}

/** Article HTML made safe to render with dangerouslySetInnerHTML, with what was removed or changed on the way. */
export function sanitizeArticleHtml(html: string): SanitizedHtml {
  // a root element of the inert document, never attached to it: even a <base> inside stays without effect
  const root = inert().createElement('div')
  root.innerHTML = html
  upgradedInThisRun = 0
  purify.sanitize(root, config)
  const removed: Record<string, number> = {}
  for (const entry of purify.removed as { element?: Node; attribute?: Attr | null; from?: Node }[]) {
    const kind = kindOf(entry)
    if (kind) removed[kind] = (removed[kind] ?? 0) + 1
  }
  return { html: root.innerHTML, removed, upgradedImages: upgradedInThisRun }
}

/** Article HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return sanitizeArticleHtml(html).html
}

/** `已移除不允许的内容：script ×2、onerror ×1`, so the preview never drops content silently; null when nothing was removed. */
export function removedNote({ removed }: Pick<SanitizedHtml, 'removed'>): string | null {
  // the most frequent first, then by name: the same content always gives the same sentence
  const kinds = Object.entries(removed).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
  if (!kinds.length) return null
  return `已移除不允许的内容：${kinds.map(([kind, count]) => `${kind} ×${count}`).join('、')}`
}

/** Why http images look different in the preview, or null when there were none. */
export function upgradedNote({ upgradedImages }: Pick<SanitizedHtml, 'upgradedImages'>): string | null {
  return upgradedImages ? `${upgradedImages} 张 http 图片已改为 https 加载（线上只允许加载 https 图片）` : null
}
