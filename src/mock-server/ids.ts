/**
 * Mirage's ids, as its own identity manager hands them out ("1", "2", … per collection), except that an id may be
 * set again once its row is gone: a restored row (POST /api/<resource>/restore) comes back with its own id. Mirage's
 * manager refuses any id it ever handed out. Registered for every collection (`identityManagers.application`).
 */
export class ReusableIds {
  private next = 1

  get(): number {
    return this.next
  }

  set(id: string | number): void {
    const number = Number(id)
    if (Number.isInteger(number) && number >= this.next) this.next = number + 1
  }

  inc(): number {
    this.next += 1
    return this.next
  }

  fetch(): string {
    const id = this.next
    this.inc()
    return String(id)
  }

  reset(): void {
    this.next = 1
  }
}
