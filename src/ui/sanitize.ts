import DOMPurify from 'dompurify'

/**
 * The one way the app turns HTML it did not write (article content) into markup it renders. An allowlist, not a
 * blocklist: formatting, links and images only. No scripts, event handlers, `style`, forms, inputs, frames, objects
 * or SVG; links only to http, https, mailto, tel or relative addresses; images only from http or https (no data:).
 * Every link opens in a new tab with rel="noopener noreferrer nofollow".
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'kbd', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
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
const srcAllowed = (url: string) => {
  const scheme = urlScheme(url)
  return scheme === 'http' || scheme === 'https'
}

const purify = DOMPurify(window)

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'href' && !hrefAllowed(data.attrValue)) data.keepAttr = false
  if (data.attrName === 'src' && !srcAllowed(data.attrValue)) data.keepAttr = false
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
}

/** Article HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, config)
}
