import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openAudit, rowOf, type Entry, type OpenedAudit } from './openAudit'

let opened: OpenedAudit | undefined
afterEach(() => opened?.app.unmount())

/** A theme package uploaded over an older one: its name and size changed. */
const upload = (): Entry[] => [
  {
    operator: 'admin',
    operatorName: '管理员',
    at: '2026-11-02T02:00:00.000Z',
    resource: 'themes',
    action: 'upload',
    rowIds: ['1'],
    summary: '上传主题「极简博客」的主题包 tiny.zip（1 KB）',
    changes: [
      { field: 'packageName', before: 'minimal.zip', after: 'tiny.zip' },
      { field: 'packageSize', before: 1843200, after: 16 },
    ],
  },
]

describe('an entry’s changed values', { timeout: 90_000 }, () => {
  it('shows a package’s size as the theme list does, not as a count of bytes', async () => {
    opened = openAudit('/audit', upload)
    await screen.findByText('上传主题「极简博客」的主题包 tiny.zip（1 KB）')
    const row = rowOf('上传主题「极简博客」')
    await opened.app.user.click(within(row).getByRole('button', { name: '2 项修改' }))
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['主题包：minimal.zip → tiny.zip', '主题包大小：1.8 MB → 16 B'])
  })
})
