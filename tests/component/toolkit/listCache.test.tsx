import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderNotes } from '../../support/renderNotes'

// The router keeps each page a list loaded (src/routes/listEnter.ts): 重试 after a failure loads the page on view
// again and keeps the others, so Back still shows the page before without asking; a change of rows drops them all.

let app: ReturnType<typeof renderNotes> | undefined
afterEach(() => app?.unmount())

const noteLists = () => app!.requests.filter((request) => request.startsWith('GET /api/notes?'))

describe('the pages a list keeps', () => {
  it('survive a 重试: Back shows the page before at once, without a request', async () => {
    app = renderNotes()
    await screen.findByText('笔记 00001')
    app.mock.configure({ fault: { kind: 'business', path: '/api/notes', msg: '数据库维护中', times: 1 } })
    await app.user.click(screen.getByRole('button', { name: '第 2 页' }))
    expect(await screen.findByText('列表加载失败：数据库维护中')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: '重试' }))
    await screen.findByText('笔记 00021')
    const asked = noteLists().length
    act(() => app!.router.history.back())
    await screen.findByText('笔记 00001')
    expect(noteLists()).toHaveLength(asked)
  })

  it('go after a change of rows: Back then asks for the page before again', async () => {
    app = renderNotes()
    await screen.findByText('笔记 00001')
    await app.user.click(screen.getByRole('button', { name: '第 2 页' }))
    await screen.findByText('笔记 00021')
    await app.user.click(screen.getAllByRole('button', { name: '删除' })[0])
    await app.user.click(await screen.findByRole('button', { name: '确认删除' }))
    await screen.findByText('笔记 00022')
    const asked = noteLists().length
    act(() => app!.router.history.back())
    await screen.findByText('笔记 00001')
    expect(noteLists()).toHaveLength(asked + 1)
  })
})
