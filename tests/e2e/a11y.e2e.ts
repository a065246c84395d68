import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { checkDialog, CONTRAST, violations } from './support/axe'
import { menuLink, openWithSession, signIn } from './support/browser'
import { demoChromium } from './support/servers'

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row')

async function openSection(page: Page, label: string, table: string) {
  await menuLink(page, label).click()
  await rowsOf(page, table).nth(5).waitFor()
}

/** Every screen and dialog of the demo through axe-core, in Chromium, as a person reaches them. */
describe.skipIf(inject('e2eSkip'))('accessibility (axe-core, demo build)', () => {
  const chrome = demoChromium()

  it('finds nothing on any section or its dialogs; below 1280 px narrows the sidebar to icons that keep their names, tooltips and keyboard use', async () => {
    const page = await openWithSession(chrome, '/')
    await page.getByRole('heading', { level: 1, name: /欢迎回来/ }).waitFor()
    expect(await violations(page, 'home')).toEqual([])

    const dialog = (name: string | RegExp) => page.getByRole('dialog', { name })
    await openSection(page, '主题列表', '主题列表')
    expect(await violations(page, '主题列表')).toEqual([])
    const themeDialog = dialog('新建主题')
    await checkDialog(page, page.getByRole('button', { name: '新建主题' }), themeDialog, async () => {
      await themeDialog.getByRole('button', { name: '保存' }).click()
      await themeDialog.getByText('请输入主题名称').waitFor()
    })
    // the shared file picker (button and drop zone) with its message
    const packageDialog = dialog('上传主题包')
    await checkDialog(page, rowsOf(page, '主题列表').nth(1).getByRole('button', { name: '上传主题包' }), packageDialog, async () => {
      await packageDialog.getByRole('button', { name: '上传', exact: true }).click()
      await packageDialog.getByText('请选择要上传的文件').waitFor()
    })

    await openSection(page, '域名管理', '域名列表')
    expect(await violations(page, '域名管理')).toEqual([])
    // the two menus, open: their contrast (an open menu hides the page from assistive technology, as it should)
    for (const [button, name] of [
      ['列设置', '列设置'],
      [/^外观/, '外观'],
    ] as const) {
      await page.getByRole('button', { name: button }).click()
      await page.getByRole('menu').waitFor()
      expect(await violations(page, `menu ${name}`, CONTRAST)).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'detached' })
    }
    await checkDialog(page, page.getByRole('button', { name: '批量添加' }), dialog('批量添加域名'))
    await checkDialog(page, rowsOf(page, '域名列表').nth(1).getByRole('button', { name: '删除' }), page.getByRole('alertdialog'))

    await openSection(page, '反链管理', '反链列表')
    expect(await violations(page, '反链管理')).toEqual([])

    await openSection(page, '留言管理', '留言列表')
    expect(await violations(page, '留言管理')).toEqual([])
    await checkDialog(page, rowsOf(page, '留言列表').nth(1).getByRole('button', { name: /回复$/ }), dialog('回复留言'))

    await openSection(page, '文章推送', '推送记录')
    expect(await violations(page, '文章推送')).toEqual([])
    await checkDialog(page, page.getByRole('button', { name: '新建推送' }), dialog('新建推送'))
    await checkDialog(page, page.getByRole('button', { name: '推送设置' }), dialog('推送设置'))
    // a partly refused push: its drawer lists the URLs in scrolling boxes
    const partial = rowsOf(page, '推送记录').filter({ hasText: '部分成功' }).first()
    await checkDialog(page, partial.getByRole('button', { name: /的详情$/ }), dialog(/^推送记录 #/))

    await openSection(page, '文章列表', '文章列表')
    expect(await violations(page, '文章列表')).toEqual([])
    await page.getByRole('link', { name: '新建文章' }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('请输入文章标题').waitFor()
    expect(await violations(page, 'article editor with field messages')).toEqual([])

    // below 1280 px, on the same page (a page load of its own is about a second of CPU, and axe's script comes again)
    await page.setViewportSize({ width: 1024, height: 700 })
    await menuLink(page, '首页').click()
    await page.getByRole('heading', { level: 1, name: /欢迎回来/ }).waitFor()
    const sidebar = (await page.getByRole('complementary').boundingBox())!
    expect(sidebar.width).toBeLessThanOrEqual(80)
    const domain = menuLink(page, '域名管理')
    expect(await domain.getAttribute('title')).toBe('域名管理')
    expect((await domain.boundingBox())!.width).toBeLessThan(sidebar.width)
    await domain.focus()
    await page.keyboard.press('Enter')
    await rowsOf(page, '域名列表').nth(5).waitFor()
    expect(await menuLink(page, '域名管理').getAttribute('aria-current')).toBe('page')
    expect(await violations(page, 'narrow 域名管理')).toEqual([])
  })

  it('finds nothing on the login screen, with and without its field messages; shows the 外观 chosen in the top bar from the first frame on, keeps it, and under 跟随系统 follows the system', async () => {
    // <html>'s class and background when the first frame is drawn, recorded before any script of the page runs
    await chrome.context.addInitScript(() => {
      requestAnimationFrame(() => {
        const root = document.documentElement
        Object.assign(window, { e2eFirstFrame: { appearance: root.className, background: getComputedStyle(root).backgroundColor } })
      })
    })
    const firstFrame = async (page: Page) => {
      await page.waitForFunction(() => 'e2eFirstFrame' in window)
      const { appearance, background } = await page.evaluate(
        () => (window as unknown as { e2eFirstFrame: { appearance: string; background: string } }).e2eFirstFrame,
      )
      // a dark background's channels are all low, a light one's all high
      const channels = background.match(/\d+/g)!.slice(0, 3).map(Number)
      return { appearance, background: channels.every((value) => value < 64) ? 'dark' : channels.every((value) => value > 192) ? 'light' : background }
    }
    const shown = (page: Page) => page.evaluate(() => document.documentElement.className)
    const choose = async (page: Page, current: string, next: string) => {
      await page.getByRole('button', { name: `外观：${current}` }).click()
      await page.getByRole('menuitemradio', { name: next }).click()
      await page.getByRole('menu').waitFor({ state: 'detached' })
    }

    // the login screen through axe first (one page for both: a page load is about a second of CPU)
    const page = await chrome.open('/login')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('button', { name: '登陆' }).waitFor()
    expect(await violations(page, 'login')).toEqual([])
    await page.getByRole('button', { name: '登陆' }).click()
    await page.getByText('请输入用户名').waitFor()
    expect(await violations(page, 'login with field messages')).toEqual([])

    // nothing chosen yet: the system's preference, from the login page's first frame on
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
    await page.reload()
    expect(await firstFrame(page)).toEqual({ appearance: 'dark', background: 'dark' })
    await signIn(page)

    await choose(page, '跟随系统', '浅色')
    expect(await shown(page)).toBe('light')
    await page.reload()
    expect(await firstFrame(page)).toEqual({ appearance: 'light', background: 'light' })

    await choose(page, '浅色', '深色')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    expect(await firstFrame(page)).toEqual({ appearance: 'dark', background: 'dark' })

    await choose(page, '深色', '跟随系统')
    expect(await shown(page)).toBe('light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => shown(page)).toBe('dark')
  })
})
