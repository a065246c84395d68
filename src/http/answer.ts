import { getDotPath, safeParse, type BaseIssue, type GenericSchema } from 'valibot'
import { RequestError, requestMessages } from '../machines/requestErrors'
import { httpHooks } from './client'

/** What a call accepts as the `data` of a `code: 0` answer: one of the schemas of src/api, typed by what it checks. */
export type AnswerSchema<T> = GenericSchema<unknown, T>

/** The console gets the details, never a whole answer: a few issues, each value cut short. */
const MAX_ISSUES = 5
const MAX_MESSAGE = 160

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…（共 ${text.length} 个字符）` : text)

/** `items.3.id: Invalid type: Expected string but received undefined`, each message cut short (it quotes the value). */
export function describeIssues(issues: readonly BaseIssue<unknown>[]): string {
  const lines = issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = getDotPath(issue) ?? '(data)'
    return `${path}: ${cut(issue.message, MAX_MESSAGE)}`
  })
  if (issues.length > MAX_ISSUES) lines.push(`…and ${issues.length - MAX_ISSUES} more`)
  return lines.join('; ')
}

/**
 * The boundary: the `data` of a `code: 0` answer checked against the call's schema. A match resolves with the
 * schema's output; anything else is logged (the call and the first issues, capped) and rejects with a RequestError of
 * kind `invalid`, whose message the screens show: 服务器返回的数据格式不正确. A read is reported by the screen that asked
 * (a list's error row, the editor, the drawer); a change (`announce`) also gets the sentence as an error toast, as a
 * refusal does, since the change may have been made and no screen reads its answer.
 */
export function checkAnswer<T>(schema: AnswerSchema<T>, data: unknown, call: string, { announce = false } = {}): T {
  const result = safeParse(schema, data)
  if (result.success) return result.output
  console.error(`${requestMessages.invalid}：${call} — ${describeIssues(result.issues)}`)
  if (announce) httpHooks().showError(requestMessages.invalid)
  throw new RequestError('invalid', requestMessages.invalid)
}
