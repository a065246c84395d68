/** The HTML editor's toolbar: each format wraps the selection in tags (or inserts a placeholder to type over). */
export type HtmlFormat = 'paragraph' | 'h2' | 'h3' | 'bold' | 'italic' | 'link' | 'list' | 'quote' | 'code' | 'image'

/** The text after an edit, and what to select in it: the part the person most likely types next. */
export interface HtmlEdit {
  text: string
  selectionStart: number
  selectionEnd: number
}

export const ADDRESS_PLACEHOLDER = 'https://'

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;')

const wraps: Partial<Record<HtmlFormat, { open: string; close: string; placeholder: string }>> = {
  paragraph: { open: '<p>', close: '</p>', placeholder: '段落文字' },
  h2: { open: '<h2>', close: '</h2>', placeholder: '二级标题' },
  h3: { open: '<h3>', close: '</h3>', placeholder: '三级标题' },
  bold: { open: '<strong>', close: '</strong>', placeholder: '加粗文字' },
  italic: { open: '<em>', close: '</em>', placeholder: '斜体文字' },
  quote: { open: '<blockquote>', close: '</blockquote>', placeholder: '引用内容' },
}

/** `before + inserted + after`, selecting `inserted.slice(from, to)`. */
function insert(text: string, start: number, end: number, inserted: string, from: number, to: number): HtmlEdit {
  const at = start + from
  return { text: text.slice(0, start) + inserted + text.slice(end), selectionStart: at, selectionEnd: start + to }
}

function surround(text: string, start: number, end: number, open: string, inner: string, close: string): HtmlEdit {
  return insert(text, start, end, open + inner + close, open.length, open.length + inner.length)
}

/** Applies a toolbar format to the selection `start..end` of `text`. */
export function applyHtmlFormat(text: string, start: number, end: number, format: HtmlFormat): HtmlEdit {
  const selected = text.slice(start, end)
  const wrap = wraps[format]
  if (wrap) return surround(text, start, end, wrap.open, selected || wrap.placeholder, wrap.close)

  switch (format) {
    case 'code':
      return selected.includes('\n')
        ? surround(text, start, end, '<pre><code>', escapeText(selected), '</code></pre>')
        : surround(text, start, end, '<code>', escapeText(selected) || '代码', '</code>')
    case 'link': {
      // the address is what is missing: select it to type over
      const open = '<a href="'
      return insert(text, start, end, `${open}${ADDRESS_PLACEHOLDER}">${selected || '链接文字'}</a>`, open.length, open.length + ADDRESS_PLACEHOLDER.length)
    }
    case 'image': {
      const open = '<img src="'
      const alt = escapeAttribute(selected) || '图片说明'
      return insert(text, start, end, `${open}${ADDRESS_PLACEHOLDER}" alt="${alt}">`, open.length, open.length + ADDRESS_PLACEHOLDER.length)
    }
    case 'list': {
      const items = selected
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
      const block = `<ul>\n${(items.length ? items : ['列表项']).map((item) => `  <li>${item}</li>`).join('\n')}\n</ul>`
      return insert(text, start, end, block, 0, block.length)
    }
    default:
      return { text, selectionStart: start, selectionEnd: end }
  }
}

/** Ctrl/Cmd + key in the text area. */
export const SHORTCUT_FORMATS: Record<string, HtmlFormat> = { b: 'bold', i: 'italic', k: 'link' }
