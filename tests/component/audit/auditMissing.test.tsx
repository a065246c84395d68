import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openAudit, trailOf, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => opened?.app.unmount())

/** The screen says the backend has no trail, and offers nothing that would then fail. */
async function saysNoAudit() {
  expect(await screen.findByText('当前后端没有操作日志：没有可以查看、筛选或导出的记录。')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: '操作日志', level: 1 })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '导出 CSV' })).toBeNull()
  expect(screen.queryByRole('combobox')).toBeNull()
  expect(screen.queryByRole('searchbox')).toBeNull()
  expect(screen.queryByRole('table')).toBeNull()
  expect(screen.queryByText(/加载失败/)).toBeNull()
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
}

describe('操作日志 opened by its address on a backend without GET /api/audit', { timeout: 90_000 }, () => {
  it('says the backend has none when GET /api/capabilities leaves it out, and asks nothing', async () => {
    opened = openAudit('/audit', trailOf, { without: ['GET /api/audit', 'GET /api/audit/export', 'GET /api/audit/stamp', 'GET /api/audit/operators'] })
    await saysNoAudit()
    // the sentence every screen says of a missing call (src/app/missingFeatures.ts)
    expect(screen.getByText('当前后端没有 GET /api/audit：菜单中没有操作日志，编辑对话框中没有历史。', { selector: '.rt-CalloutText' })).toBeInTheDocument()
    expect(opened.requests.filter((request) => request.url.startsWith('/api/audit'))).toEqual([])
  })

  it('says so once GET /api/audit answers 404 on a backend that does not say what it has', async () => {
    opened = openAudit('/audit', trailOf, { without: ['GET /api/capabilities', 'GET /api/audit', 'GET /api/audit/export'] })
    await saysNoAudit()
    expect(
      screen.getByText('当前后端没有 GET /api/audit（HTTP 404）：菜单中没有操作日志，编辑对话框中没有历史。', { selector: '.rt-CalloutText' }),
    ).toBeInTheDocument()
    // asked once, when nothing said it was missing; never again
    expect(opened.requests.filter((request) => request.url.split('?')[0] === '/api/audit')).toHaveLength(1)
  })
})
