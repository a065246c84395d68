import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, openAudit, rowsOf, type OpenedAudit } from './openAudit'

// 操作日志 stays current as every list does: when the window gets the focus back it asks GET /api/audit/stamp with its
// query, and says 有新的变更 with 刷新 when another operator's change added an entry to its page.

let opened: OpenedAudit | undefined
afterEach(() => opened?.app.unmount())

const notice = () => screen.getByRole('status')

describe('操作日志 that stays current', { timeout: 30_000 }, () => {
  it('says 有新的变更 after a change recorded behind it, and 刷新 shows its entry', async () => {
    opened = openAudit()
    const { app, requests } = opened
    await screen.findByText('删除域名「gone.example.com」')
    const stampChecks = () => requests.filter((request) => request.url.startsWith('/api/audit/stamp'))

    // nothing new: the check says so, and nothing shows
    fireEvent.focus(window)
    await waitFor(() => expect(stampChecks()).toHaveLength(1))
    expect(stampChecks()[0].url).toBe('/api/audit/stamp?page=1&pageSize=20')
    expect(notice()).toHaveTextContent('')

    const { domain } = rowsOf(opened.db)
    app.mock.otherOperator.changeRow('domains', domain.id)
    fireEvent.focus(window)
    await waitFor(() => expect(notice()).toHaveTextContent('有新的变更'))
    // the entries stay where they are until the person asks
    expect(bodyRows()).toHaveLength(5)

    await app.user.click(within(notice()).getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(6))
    expect(bodyRows()[0]).toHaveTextContent('运营小王')
    expect(bodyRows()[0]).toHaveTextContent(domain.domain)
    expect(notice()).toHaveTextContent('')
  })
})
