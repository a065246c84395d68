import type { AnyRouter } from '@tanstack/react-router'
import { capabilities } from '../../http/capabilities'
import { pushSaveSettingsBatch } from '../../api/operations/push'
import { chooseAppearance, currentAppearance } from '../../ui/appearance'
import type { Recent, RecordKind } from '../../machines/paletteMachine'
import { menuOf, OPTIONAL_SCREENS } from '../shell/menu'
import { matches } from './match'
import type { PaletteGroup, RunOption } from './options'
import { recordGroups, recordOption, type FoundRecords } from './recordGroups'
import { dropScreenCommand, hasScreenCommand, runScreenCommand } from '../../ui/palette/screenCommands'

/**
 * Each record kind's list, opened filtered to the record (an article opens in its editor); the palette then puts the
 * focus, and so the row cursor, on the record's row (src/routes/palette/focusRow.ts).
 */
export const RECORD_LISTS: Record<Exclude<RecordKind, 'article'>, string> = {
  domain: '/domain',
  theme: '/themes',
  backlink: '/anti-chain',
  comment: '/comment',
}

interface Command {
  id: string
  label: string
  run: (router: AnyRouter) => Promise<void> | void
  /** Whether it can be offered now (an optional call the backend lacks: no). */
  offered?: () => boolean
}

/** Goes to `to`, then has its screen run `name` as its button does (nothing when the navigation was refused). */
const onScreen = (to: string, name: string) => async (router: AnyRouter) => {
  await router.navigate({ to })
  if (router.state.location.pathname === to) runScreenCommand(name)
  else dropScreenCommand()
}

/** The commands: each runs exactly what its button runs, confirmation and all (src/ui/palette/screenCommands.ts). */
export const COMMANDS: Command[] = [
  { id: 'domain.create', label: '新增域名', run: onScreen('/domain', 'domain.create') },
  { id: 'domain.bulk', label: '批量添加域名', run: onScreen('/domain', 'domain.bulk') },
  { id: 'article.new', label: '新建文章', run: (router) => router.navigate({ to: '/articles/new' }) },
  { id: 'push.new', label: '新建推送', run: onScreen('/push', 'push.new') },
  { id: 'push.batchSettings', label: '批量设置推送', run: onScreen('/push', 'push.batchSettings'), offered: () => capabilities.offered(pushSaveSettingsBatch) },
  // the shown list's own 导出 CSV button, with the list's query as it is now
  { id: 'list.export', label: '导出当前列表', run: () => runScreenCommand('list.export'), offered: () => hasScreenCommand('list.export') },
  // the top bar's 外观 menu, to the other of 浅色 and 深色 from what is shown now
  { id: 'appearance.toggle', label: '切换外观', run: () => chooseAppearance(currentAppearance() === 'dark' ? 'light' : 'dark') },
  // the top bar's 退出登录: it asks first when something typed is unsaved
  { id: 'signOut', label: '退出登录', run: () => runScreenCommand('signOut') },
]

/** The menu's screens this backend has (操作日志 only where GET /api/audit is). */
export function pagesOf(router: AnyRouter) {
  return menuOf(router).filter(({ to }) => {
    const key = OPTIONAL_SCREENS[to]
    return !key || capabilities.offered({ key, optional: true })
  })
}

/** Runs what `recent` names. */
export function runRecent(router: AnyRouter, recent: Recent): Promise<unknown> | void {
  if (recent.type === 'page') return router.navigate({ to: recent.to })
  if (recent.type === 'command') return COMMANDS.find(({ id }) => id === recent.id)?.run(router)
  const { hit } = recent
  if (hit.kind === 'article') return router.navigate({ to: '/articles/$id', params: { id: hit.id } })
  return router.navigate({ to: RECORD_LISTS[hit.kind], search: { keyword: hit.keyword } })
}

/**
 * The listbox's groups for `query`: 最近 first (what was run lately and still exists), then 页面 and 命令 matching by
 * name or pinyin, then the records found, by kind. An option shows once, in its first group. A kind whose search
 * failed says so in its group, with 重试 (all of them failed: one line, 记录搜索失败).
 */
export function paletteGroups(router: AnyRouter, query: string, recents: readonly Recent[], found: FoundRecords): PaletteGroup[] {
  const pages = pagesOf(router).map((page): RunOption => ({
    key: `page:${page.to}`,
    label: page.label,
    kind: '页面',
    recent: { type: 'page', to: page.to },
  }))
  const commands = COMMANDS.filter((command) => command.offered?.() ?? true).map((command): RunOption => ({
    key: `command:${command.id}`,
    label: command.label,
    kind: '命令',
    recent: { type: 'command', id: command.id },
  }))
  const known = new Map([...pages, ...commands].map((option) => [option.key, option]))
  const recent = recents.flatMap((item) => {
    if (item.type === 'record') return [recordOption(item.hit)]
    const option = known.get(item.type === 'page' ? `page:${item.to}` : `command:${item.id}`)
    return option ? [option] : []
  })
  const typed = (option: RunOption) => matches(option.label, query)
  const shownRecent = recent.filter(typed)
  const seen = new Set(shownRecent.map(({ key }) => key))
  const fresh = (option: RunOption) => !seen.has(option.key)
  const groups: PaletteGroup[] = [
    { label: '最近', options: shownRecent },
    { label: '页面', options: pages.filter(typed).filter(fresh) },
    { label: '命令', options: commands.filter(typed).filter(fresh) },
    ...recordGroups(found, fresh),
  ]
  return groups.filter((group) => group.options.length > 0)
}
