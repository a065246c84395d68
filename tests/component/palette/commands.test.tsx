import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RECENTS_KEY } from '../../../src/routes/palette/Palette'
import { makeServer } from '../../../src/mock-server/server'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { recordRequests } from '../../support/requests'
import { renderApp, signIn, type RenderedApp } from '../../support/renderApp'

configure({ asyncUtilTimeout: 15_000 })

let app: RenderedApp | undefined
afterEach(() => {
  app?.unmount()
  localStorage.removeItem(RECENTS_KEY)
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
  vi.restoreAllMocks()
})

/** Ctrl+K, `text` typed, Enter on the first option (which must be `expected`). */
async function run(text: string, expected: string) {
  await app!.user.keyboard('{Control>}k{/Control}')
  await app!.user.type(await screen.findByRole('combobox', { name: '搜索页面、记录或命令' }), text)
  expect(screen.getAllByRole('option')[0]).toHaveTextContent(expected)
  await app!.user.keyboard('{Enter}')
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).not.toBeInTheDocument())
}

describe('the palette’s commands run what the screens’ buttons run', { timeout: 60_000 }, () => {
  it('新增域名 and 批量添加域名 open the domain screen’s own dialogs; 导出当前列表 exports the list shown; 切换外观 and 退出登录 do what the top bar does', async () => {
    const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
    const requests = recordRequests(mock)
    app = renderApp('/login', { mock })
    await signIn(app)
    await screen.findByRole('button', { name: '命令面板' })

    await run('xzym', '新增域名')
    expect(await screen.findByRole('dialog', { name: '新增域名' })).toBeInTheDocument()
    expect(app.router.state.location.pathname).toBe('/domain')
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await run('pltj', '批量添加域名')
    expect(await screen.findByRole('dialog', { name: /批量添加/ })).toBeInTheDocument()
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    Object.assign(URL, { createObjectURL: () => 'blob:test/0', revokeObjectURL: () => {} })
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await screen.findAllByRole('checkbox', { name: /^选择 / })
    await run('daochu', '导出当前列表')
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(requests.filter((request) => request.url.startsWith('/api/domains/export'))).toHaveLength(1)

    const dark = document.documentElement.classList.contains('dark')
    await run('qhwg', '切换外观')
    expect(document.documentElement.classList.contains('dark')).toBe(!dark)

    await run('tcdl', '退出登录')
    expect(await screen.findByRole('button', { name: '登陆' })).toBeInTheDocument()
  })
})
