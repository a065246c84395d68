/** The kit's findings: one line per operation of the contract table, filled in by the checks as they go. */
import type { Operation } from '../../src/api/contract'
import { OPERATIONS } from '../../src/api/operations'

export type Status = 'ok' | 'missing' | 'wrong shape' | 'wrong refusal' | 'failed' | 'not checked'

/** What a check found wrong: the line's status becomes the first such finding's. */
export type Failure = Exclude<Status, 'ok' | 'not checked'>

export class Line {
  status: Status = 'not checked'
  /** What was checked and held (ok), or why nothing was (not checked). */
  readonly notes: string[] = []
  readonly problems: string[] = []

  constructor(readonly op: Operation) {}

  get touched(): boolean {
    return this.status !== 'not checked'
  }

  pass(note: string): void {
    if (this.status === 'not checked') this.status = 'ok'
    this.notes.push(note)
  }

  fail(status: Failure, problem: string): void {
    if (this.status === 'ok' || this.status === 'not checked') this.status = status
    // one "missing" says it all: the later calls of an absent operation answer the same
    if (status !== 'missing' || !this.problems.length) this.problems.push(problem)
  }

  /** Not checked, and why: unless a check already ran, or a reason was already given. */
  skip(reason: string): void {
    if (!this.touched && this.notes.length === 0) this.remark(reason)
  }

  /** A note beside the checks (what was left out of them, and why). */
  remark(note: string): void {
    if (!this.notes.includes(note)) this.notes.push(note)
  }

  get detail(): string {
    return (this.problems.length ? this.problems : this.notes).join('; ')
  }
}

/** Every operation's line, in the table's order. */
export class Lines {
  private readonly byKey = new Map<string, Line>(OPERATIONS.map((op) => [op.key, new Line(op)]))

  of(op: Operation): Line {
    const line = this.byKey.get(op.key)
    if (!line) throw new Error(`${op.key} is not in the contract table`)
    return line
  }

  skip(ops: readonly (Operation | undefined)[], reason: string): void {
    for (const op of ops) if (op) this.of(op).skip(reason)
  }

  all(): Line[] {
    return [...this.byKey.values()]
  }
}
