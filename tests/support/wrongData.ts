/**
 * The wrong-shaped `data` that a `code: 0` answer may carry: the unit tests feed it to the schemas and the http
 * boundary, the browser test (tests/e2e/wire.e2e.ts) to the screens.
 */

/** For a list call: each must be refused by the page schema. */
export const WRONG_PAGES: [string, unknown][] = [
  ['null', null],
  ['a string', 'oops'],
  ['{} without items', {}],
  ['items not an array', { items: 'rows', total: 1, page: 1, pageSize: 20 }],
  ['an item without id', { items: [{ name: '无编号' }], total: 1, page: 1, pageSize: 20 }],
  ['total not a number', { items: [], total: '12', page: 1, pageSize: 20 }],
]

/** For a list of names (the theme names, the domain options). */
export const WRONG_NAMES: [string, unknown][] = [
  ['null', null],
  ['a string', 'oops'],
  ['{}', {}],
  ['{ items } instead of an array', { items: ['a.example.com'] }],
  ['a name that is not a string', ['a.example.com', 7]],
  ['a name that is null', [null]],
]
