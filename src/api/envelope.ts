/**
 * The shapes every answer of the API shares (docs/api.md): the envelope around each answer and the page a list
 * call answers. Both sides read them: src/http unwraps the envelope, the mock server builds it.
 */

/** Every JSON answer: `code` 0 is success, anything else a refusal or an error whose `msg` the person reads. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** One page of a list, as every list call answers it (docs/api.md). */
export interface Page<Row> {
  items: Row[]
  total: number
  page: number
  pageSize: number
}
