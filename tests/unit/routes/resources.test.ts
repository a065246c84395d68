import { createRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { OPERATIONS } from '../../../src/api/operations'
import type { Operation } from '../../../src/api/contract'
import { once, RESOURCES, type ResourcePath } from '../../../src/routes/resources'
import { routeTree } from '../../../src/routes/router'
import { menuOf } from '../../../src/routes/shell/menu'

// the operations the sections' list calls send (nothing goes over the wire: the call never answers)
const sent = vi.hoisted(() => [] as string[])
vi.mock('../../../src/http/operationCall', async (original) => ({
  ...(await original<typeof import('../../../src/http/operationCall')>()),
  callOperation: (op: Operation) => {
    sent.push(op.id)
    return new Promise(() => {})
  },
}))

const declared = Object.entries(RESOURCES) as [ResourcePath, (typeof RESOURCES)[ResourcePath]][]
const router = createRouter({ routeTree, context: { session: undefined as never } })
type ShellChild = { id: string; fullPath: string; options: { loaderDeps?: unknown } }
const shellChildren = (router.routesById['/_shell'] as unknown as { children: ShellChild[] }).children

describe('the resources’ declarations (src/routes/resources.ts)', () => {
  it('each has its list route under the shell, and every list route is declared', () => {
    const listRoutes = shellChildren.filter((route) => route.options.loaderDeps).map((route) => route.id)
    expect(listRoutes).toEqual(declared.map(([path]) => `/_shell/${path}`))
    for (const [path] of declared) expect(router.routesByPath[`/${path}`]?.id).toBe(`/_shell/${path}`)
  })

  it('each has its menu item, in the spec’s order after 首页, and the menu has no item without a declaration', () => {
    expect(menuOf(router)).toEqual([
      { label: '首页', to: '/', icon: 'HomeIcon' },
      ...declared.map(([path, { label, icon }]) => ({ label, to: `/${path}`, icon })),
    ])
    expect(menuOf(router).map((item) => item.label)).toEqual(['首页', '主题列表', '域名管理', '反链管理', '留言管理', '文章列表', '文章推送', '操作日志'])
    for (const item of menuOf(router)) expect(router.routesByPath[item.to]).toBeDefined()
  })

  it('each screen’s code holds its list call, which asks its list operation: one per list of the contract', async () => {
    for (const [, resource] of declared) {
      const { section } = await resource.screen()
      void section.fetchPage(
        { query: { page: 1, pageSize: 20, keyword: '', sort: null, order: 'desc', filters: {} }, debounce: false },
        new AbortController().signal,
      )
    }
    const listOperations = OPERATIONS.filter((op) => op.doc?.list).map((op) => op.id)
    expect(sent).toHaveLength(declared.length)
    expect([...sent].sort()).toEqual([...listOperations].sort())
  })

  it('each screen’s code is loaded once: every later ask gets the same promise, settled within its own task', async () => {
    for (const [, resource] of declared) expect(resource.screen()).toBe(resource.screen())
    const screen = declared[1][1].screen
    await screen()
    // settled with no task in between: a timer set before the ask has not run yet
    let timerRan = false
    setTimeout(() => (timerRan = true))
    await screen()
    expect(timerRan).toBe(false)
  })

  it('loads again after a failed load, not before', async () => {
    let attempts = 0
    const load = once(() => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve('code')))
    await expect(load()).rejects.toThrow('chunk failed')
    await expect(load()).resolves.toBe('code')
    await expect(load()).resolves.toBe('code')
    expect(attempts).toBe(2)
  })
})
