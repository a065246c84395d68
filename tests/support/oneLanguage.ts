/**
 * The interface speaks one language: the texts operators read — labels, placeholders, hints,
 * toasts, refusals, also those the offline backend sends — hold no English words. What may stay: engine and product
 * names, key names (Ctrl, Enter…), acronyms (CSV, HTML, HTTP, API, URL, IP, MB, H2…), single letters (Ctrl+B, a–f),
 * `http` / `https`, and
 * technical tokens with a dot, slash, @, colon or = in them (example.com, .zip, token=, docs/api.md).
 *
 * Texts are read from the source with the same parser Vite uses: every JSX text, every string or template that holds
 * Chinese, and every string given as a label, title, header, placeholder, hint, description, message… Console
 * output (console.*, logServerError) is for developers and left out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'vite'

/** Engine and product names, written as their makers write them, and the names on the keys of a keyboard. */
export const NAMES = new Set(['IndexNow', 'Bing', 'Yandex', 'Webmaster', 'Tools', 'Excel', 'Ctrl', 'Shift', 'Alt', 'Enter', 'Esc', 'Tab'])

const CJK = /[\u4e00-\u9fff]/
/** A domain, an address, a file or a parameter: example.com, https://…, .zip, token=, <p>, xn--. */
const TECHNICAL = /\w[.@]\w|^\.\w|[/=<>\\]|^xn--/
const SEPARATORS = /[\s\u3000-\u303f\uff00-\uffef\u4e00-\u9fff，。、；：！？「」（）…·—–→×]+/
const LABEL_KEYS = new Set([
  'label',
  'header',
  'title',
  'description',
  'confirmLabel',
  'submitLabel',
  'placeholder',
  'hint',
  'emptyText',
  'message',
  'msg',
  'notice',
  'aria-label',
])

/** The English words in `text`, or none. */
export function englishWords(text: string): string[] {
  return text
    .split(SEPARATORS)
    .filter((run) => /[A-Za-z]/.test(run))
    .filter((run) => !TECHNICAL.test(run))
    .flatMap((run) => run.split(/[^A-Za-z0-9]+/).filter((word) => /[A-Za-z]/.test(word)))
    .filter((word) => word.length > 1 && !/^[A-Z0-9]+$/.test(word) && !NAMES.has(word) && word !== 'http' && word !== 'https')
}

type Node = { type?: string; [key: string]: unknown }

/** The texts an operator may read in one source file. */
export function operatorTexts(file: string, source: string): string[] {
  const texts: string[] = []
  const visit = (node: unknown, key: string | undefined): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach((child) => visit(child, key))
    const current = node as Node
    if (current.type === 'ImportDeclaration' || current.type === 'ExportAllDeclaration') return
    if (current.type === 'CallExpression' && isDeveloperOutput(current.callee as Node)) return
    if (current.type === 'JSXText' && String(current.value).trim()) texts.push(String(current.value).trim())
    if (current.type === 'Literal' && typeof current.value === 'string' && (CJK.test(current.value) || LABEL_KEYS.has(key ?? ''))) texts.push(current.value)
    if (current.type === 'TemplateLiteral') {
      const text = (current.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join('…')
      if (CJK.test(text) || LABEL_KEYS.has(key ?? '')) texts.push(text)
    }
    for (const [field, child] of Object.entries(current)) {
      if (field === 'type' || field === 'start' || field === 'end') continue
      if (current.type === 'Property' && field === 'key') continue
      // a string keeps the name it is given under: an object's property, a JSX attribute, through ?:, && and ``
      let under: string | undefined
      if (current.type === 'Property' && field === 'value') under = String((current.key as Node).name ?? (current.key as Node).value)
      else if (current.type === 'JSXAttribute' && field === 'value') under = String((current.name as Node).name)
      else if (['JSXExpressionContainer', 'ConditionalExpression', 'LogicalExpression', 'TemplateLiteral'].includes(current.type ?? '')) under = key
      visit(child, under)
    }
  }
  visit(parseSync(file, source).program, undefined)
  return texts
}

const isDeveloperOutput = (callee: Node) =>
  (callee?.type === 'MemberExpression' && ((callee.object as Node)?.name === 'console' || (callee.property as Node)?.name === 'logServerError')) ||
  (callee?.type === 'Identifier' && callee.name === 'logServerError')

/** Every source file of `dir` (recursively), as a path relative to the repository. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

export const readSource = (file: string) => readFileSync(file, 'utf8')
