import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_NOTICES, keepDemoData, type DemoData } from '../../../src/mock-server/persistence'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer } from '../../../src/mock-server/server'
import { memoryStore } from '../../support/demoStore'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'

let app: RenderedApp | undefined
let demo: DemoData | undefined
afterEach(() => {
  demo?.stop()
  app?.unmount()
  app = demo = undefined
  sessionStorage.clear()
})

const domainCount = (target: RenderedApp) => (target.mock.server.db.domains as unknown as unknown[]).length

/** The app over a Mirage whose data is kept in `store`, as the demo runs it (src/mock-server/start.ts). */
async function renderKeptDemo(path: string, store = memoryStore()) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  const reload = vi.fn()
  demo = await keepDemoData(mock, store, { reload })
  storeSignedInSession()
  app = renderApp(path, { mock })
  return { store, reload }
}

describe('the top bar’s 演示数据 menu', () => {
  it('says when the kept data could not be used, and 重置演示数据 asks, then brings the seed back and loads the page again', async () => {
    const { store, reload } = await renderKeptDemo('/domain', memoryStore('{"version":1,"tables":'))
    expect(await screen.findByText(DEMO_NOTICES.corrupt.text)).toBeInTheDocument()
    const user = app!.user

    // a change, kept in the store
    await user.click(await screen.findByRole('button', { name: '新增域名' }))
    const dialog = await screen.findByRole('dialog', { name: '新增域名' })
    await user.type(within(dialog).getByLabelText('域名 *'), 'kept.example.com')
    await user.click(within(dialog).getByRole('combobox', { name: '主题 *' }))
    await user.click(await screen.findByRole('option', { name: '企业官网' }))
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(domainCount(app!)).toBe(seedDomains.length + 1))
    await demo!.saved()
    expect(JSON.stringify(store.value)).toContain('kept.example.com')

    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: '演示数据' })
    await user.click(menuButton)
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('修改保存在此浏览器中，刷新后仍在')
    await user.click(within(menu).getByRole('menuitem', { name: '重置演示数据' }))
    let confirm = await screen.findByRole('alertdialog', { name: '重置演示数据？' })
    // the safe choice first; 取消 changes nothing and gives focus back to the menu's button
    expect(within(confirm).getByRole('button', { name: '取消' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(menuButton).toHaveFocus()
    expect(reload).not.toHaveBeenCalled()
    expect(domainCount(app!)).toBe(seedDomains.length + 1)

    await user.click(menuButton)
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '重置演示数据' }))
    confirm = await screen.findByRole('alertdialog', { name: '重置演示数据？' })
    await user.click(within(confirm).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(domainCount(app!)).toBe(seedDomains.length)
    expect(store.value).toBeUndefined()
  })

  it('is not there when the data is not kept (the tests, unless one turns it on)', async () => {
    storeSignedInSession()
    app = renderApp('/')
    const banner = await screen.findByRole('banner')
    expect(await within(banner).findByRole('button', { name: /外观/ })).toBeInTheDocument()
    expect(within(banner).queryByRole('button', { name: '演示数据' })).not.toBeInTheDocument()
  })
})
