import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PUSH_ENGINE_LABELS, PUSH_STATUS_LABELS, type PushRecord } from '../../../src/api/push'
import { dayOf } from '../../../src/machines/dateRange'
import { openAudit, rowOf, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => opened?.app.unmount())

type Db = OpenedAudit['db']
const records = (db: Db) => db.pushRecords as unknown as PushRecord[]
/** A seeded partly accepted Baidu push (filtered: Mirage's copy of a table has a `find` of its own, by id). */
const pushed = (db: Db) => records(db).filter((record) => record.engine === 'baidu' && record.status === 'partial')[0]
/** Its entry's summary, as the offline backend writes it when the record is made. */
const summaryOf = (record: PushRecord) =>
  `推送 ${record.urlCount} 条网址到${PUSH_ENGINE_LABELS[record.engine]}（${record.domain}）：${PUSH_STATUS_LABELS[record.status]}`

describe('a push entry’s link', { timeout: 90_000 }, () => {
  it('opens the push records narrowed to that record: its engine, domain, status and day', async () => {
    opened = openAudit('/audit', (db) => {
      const record = pushed(db)
      const at = record.createdAt
      return [{ operator: 'admin', operatorName: '管理员', at, resource: 'push', action: 'push', rowIds: [record.id], summary: summaryOf(record) }]
    })
    const { app, db } = opened
    const record = pushed(db)
    const day = dayOf(new Date(record.createdAt))
    const alike = records(db).filter(
      (other) => other.engine === record.engine && other.domain === record.domain && other.status === record.status && dayOf(new Date(other.createdAt)) === day,
    )
    await screen.findByText(summaryOf(record))
    await app.user.click(within(rowOf(summaryOf(record))).getByRole('link', { name: `查看推送记录（${summaryOf(record)}）` }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/push'))
    expect(app.router.state.location.search).toEqual({ engine: 'baidu', domain: record.domain, status: 'partial', from: day, to: day })
    const list = await screen.findByRole('table', { name: '推送记录' })
    await within(list).findByRole('button', { name: `记录 #${record.id} 的详情` })
    expect(within(list).getAllByRole('button', { name: /^记录 #\d+ 的详情$/ })).toHaveLength(alike.length)
    expect(alike.length).toBeLessThanOrEqual(2)
  })
})
