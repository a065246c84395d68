import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { menuLink, signIn } from './support/browser'
import { entryCssHref, StyleTwins, untrimmedEntryCss } from './support/cssTrim'
import { demoChromium } from './support/servers'

// The build trims Radix Themes' CSS to what the app can use (scripts/radixCss/), on the promise that every element
// keeps the computed style it had with the whole of it. Here, on the demo build, every screen and what opens on it,
// in both appearances: each element's computed style with the shipped (trimmed) stylesheet against the same page's
// with the untrimmed one, swapped in place (tests/e2e/support/cssTrim.ts).

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row')

describe.skipIf(inject('e2eSkip'))('the Radix CSS trimmer (demo build)', () => {
  const chrome = demoChromium()
  let untrimmed = ''
  let entryHref = ''
  beforeAll(async () => {
    ;[untrimmed, entryHref] = await Promise.all([untrimmedEntryCss(fileURLToPath(new URL('../..', import.meta.url))), entryCssHref(inject('e2eBuilds').demo)])
  })

  it('leaves every element of every screen, open dialog, menu and select its computed style, light and dark', async () => {
    const page = await chrome.open('/login')
    const twins = await StyleTwins.on(page, entryHref, untrimmed)
    const found: string[] = []
    const check = async (where: string) => void found.push(...(await twins.differences(where)))
    /** Opens `what` with `opener`, checks it, and closes it (取消, or Escape where there is none). */
    const opened = async (where: string, opener: Locator, what: Locator, prepare?: () => Promise<void>) => {
      await opener.click()
      await what.waitFor()
      await prepare?.()
      await check(where)
      const cancel = what.getByRole('button', { name: '取消', exact: true })
      if (await cancel.count()) await cancel.click()
      else await page.keyboard.press('Escape')
      await what.waitFor({ state: 'detached' })
    }
    const section = async (label: string, table: string) => {
      await menuLink(page, label).click()
      await rowsOf(page, table).nth(5).waitFor()
      await check(label)
    }
    const dialog = (name: string) => page.getByRole('dialog', { name })

    await page.getByRole('button', { name: '登陆' }).waitFor()
    await check('login')
    await signIn(page)
    await page.getByRole('heading', { level: 1, name: /欢迎回来/ }).waitFor()
    await check('home')

    await section('主题列表', '主题列表')
    await opened('新建主题 with its field message', page.getByRole('button', { name: '新建主题' }), dialog('新建主题'), async () => {
      await dialog('新建主题').getByRole('button', { name: '保存' }).click()
      await dialog('新建主题').getByText('请输入主题名称').waitFor()
    })

    await section('域名管理', '域名列表')
    await opened('新增域名', page.getByRole('button', { name: '新增域名' }), dialog('新增域名'))
    await opened('删除域名 question', rowsOf(page, '域名列表').nth(1).getByRole('button', { name: '删除' }), page.getByRole('alertdialog'))
    await opened('menu 列设置', page.getByRole('button', { name: '列设置' }), page.getByRole('menu'))
    await opened('menu 外观', page.getByRole('button', { name: /^外观/ }), page.getByRole('menu'))
    await opened('select 状态, open', page.getByRole('combobox', { name: '状态' }), page.getByRole('listbox'))

    await section('反链管理', '反链列表')
    await opened('添加反链', page.getByRole('button', { name: '添加反链' }), dialog('添加反链'))
    await opened('long select 目标域名, open', page.getByRole('combobox', { name: '目标域名' }), dialog('选择目标域名'))

    await section('留言管理', '留言列表')
    await opened('回复留言', rowsOf(page, '留言列表').nth(1).getByRole('button', { name: /回复$/ }), dialog('回复留言'))

    await section('文章列表', '文章列表')
    await page.getByRole('link', { name: '新建文章' }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('请输入文章标题').waitFor()
    await check('article editor with its field message')

    await section('文章推送', '推送记录')
    await opened('新建推送', page.getByRole('button', { name: '新建推送' }), dialog('新建推送'))

    expect(found).toEqual([])
    // and it did compare: elements laid out on every screen, with the properties the stylesheets set
    for (const { where, elements, properties } of twins.checked)
      expect({ where, compared: elements >= 40 && properties >= 100 }).toEqual({ where, compared: true })
  })
})
