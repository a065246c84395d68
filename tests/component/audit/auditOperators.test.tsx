import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, openAudit, trailOf, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => opened?.app.unmount())

type Db = OpenedAudit['db']

/** The five entries of admin and editor, then 25 failed sign-ins by flood1: the whole first page is theirs. */
function flooded(db: Db) {
  const flood = Array.from({ length: 25 }, (_, n) => ({
    operator: 'flood1',
    operatorName: 'flood1',
    at: `2026-11-03T01:${String(n).padStart(2, '0')}:00.000Z`,
    resource: 'auth' as const,
    action: 'signin' as const,
    rowIds: [],
    summary: '登录失败：用户名或密码错误',
  }))
  return [...trailOf(db), ...flood]
}

/** The 操作人 filter's choices, read with the select open, then closed again. */
async function operatorChoices(audit: OpenedAudit) {
  await audit.app.user.click(screen.getByRole('combobox', { name: '操作人' }))
  const choices = (await screen.findAllByRole('option')).map((option) => option.textContent)
  await audit.app.user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
  return choices
}

async function choose(audit: OpenedAudit, name: string) {
  await audit.app.user.click(screen.getByRole('combobox', { name: '操作人' }))
  await audit.app.user.click(await screen.findByRole('option', { name }))
}

describe('the 操作人 filter', { timeout: 90_000 }, () => {
  it('offers every operator the server names, not only those of the page shown', async () => {
    opened = openAudit('/audit', flooded)
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    expect(bodyRows().every((row) => within(row).getAllByRole('cell')[1].textContent === 'flood1flood1')).toBe(true)
    await waitFor(() => expect(opened!.requests.some((request) => request.url === '/api/audit/operators')).toBe(true))
    await waitFor(async () => expect(await operatorChoices(opened!)).toEqual(['全部操作人', '管理员（admin）', '运营小王（editor）', 'flood1']))
    await choose(opened, '运营小王（editor）')
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(opened.app.router.state.location.search).toEqual({ operator: 'editor' })
  })

  it('from a backend without GET /api/audit/operators: offers who was seen and who is signed in, and asks nothing it lacks', async () => {
    opened = openAudit('/audit', flooded, { without: ['GET /api/audit/operators'] })
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    await waitFor(() => expect(opened!.requests.some((request) => request.url === '/api/me')).toBe(true))
    await waitFor(async () => expect(await operatorChoices(opened!)).toEqual(['全部操作人', '管理员（admin）', 'flood1']))
    expect(opened.requests.some((request) => request.url === '/api/audit/operators')).toBe(false)
    await choose(opened, '管理员（admin）')
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
  })
})
