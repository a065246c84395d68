/** The kit's report as text: one line per operation, then the counts and the verdict. */
import type { ContractReport, ReportLine } from './run'

const KEY_WIDTH = 36
const STATUS_WIDTH = 13

export const formatLine = (line: ReportLine): string =>
  `${line.status.padEnd(STATUS_WIDTH)} ${line.key.padEnd(KEY_WIDTH)} ${line.optional ? '(optional) ' : ''}${line.detail}`.trimEnd()

export function formatReport(report: ContractReport): string {
  const mode = report.write ? `with --write (its rows: 契约检查-${report.runId}, contract-check-${report.runId})` : 'read-only'
  const { ok, missing, failed, notChecked } = report.counts
  const optionalMissing = report.lines.filter((line) => line.optional && line.status === 'missing').length
  const missingText = optionalMissing ? `${missing} missing (${optionalMissing} optional)` : `${missing} missing`
  return [
    `contract check of ${report.api}, ${mode}`,
    '',
    ...report.lines.map(formatLine),
    '',
    ...report.notes,
    ...report.problems.map((problem) => `problem: ${problem}`),
    `${report.lines.length} operations: ${ok} ok, ${missingText}, ${failed} failed, ${notChecked} not checked — ${report.passed ? 'PASSED' : 'FAILED'}`,
  ].join('\n')
}
