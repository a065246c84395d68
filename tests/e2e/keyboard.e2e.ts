import type { FileChooser, Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { configureMirage, here, LAPTOP, menuLink, openWithSession, type ChromiumSuite } from './support/browser'
import { demoChromium } from './support/servers'

/** Whether `locator`'s element has the focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
/** The focused element: its tag, its text or label, and whether it is inside an open dialog. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    return {
      tag: active?.tagName ?? '',
      name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      inDialog: !!active?.closest('[role="dialog"], [role="alertdialog"]'),
      row: active?.closest('tr')?.getAttribute('data-row-id') ?? null,
    }
  })

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row')

/** The list at `path`, signed in, once its rows are in. */
async function openedList(chrome: ChromiumSuite, path: string, table: string) {
  const page = await openWithSession(chrome, path, { viewport: LAPTOP })
  await rowsOf(page, table).nth(5).waitFor()
  return page
}

async function openList(page: Page, item: string, table: string) {
  await menuLink(page, item).click()
  await rowsOf(page, table).nth(5).waitFor()
}

/** Presses `key` with `control` focused, as a keyboard user opens something from it. */
async function pressOn(page: Page, control: Locator, key = 'Enter') {
  await control.focus()
  await page.keyboard.press(key)
}

/** Dialogs, the file picker and the skip link from the keyboard, demo build at 1280 px. */
describe.skipIf(inject('e2eSkip'))('keyboard: dialogs, focus return, skip link (demo build)', () => {
  const chrome = demoChromium()

  it('makes 跳到主要内容 the first Tab stop of every signed-in screen; it moves focus to the main content', async () => {
    const paths = ['/', '/themes', '/domain', '/anti-chain', '/comment', '/articles', '/push', '/articles/new', '/no-such-page']
    const page = await openWithSession(chrome, paths[0], { viewport: LAPTOP })
    for (const path of paths) {
      if (here(page) !== path) await page.goto(path)
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: '跳到主要内容' })
      expect(await skip.count(), `a skip link on ${path}`).toBe(1)
      expect(await focused(skip), `the first Tab stop on ${path}`).toBe(true)
      expect(await skip.isVisible(), `the skip link shows when focused on ${path}`).toBe(true)
      await page.keyboard.press('Enter')
      expect((await focus(page)).tag, `Enter on the skip link on ${path}`).toBe('MAIN')
    }
  })

  it('confirms from the keyboard: focus on 取消 for a delete, Tab stays inside, Escape cancels, focus comes back; puts the focus on the confirm button of a safe action: Space confirms, focus returns to the row', async () => {
    // a domain without articles: for one with articles the main choice is 查看这些文章, where the keyboard starts
    const page = await openedList(chrome, '/domain?sort=articleCount&order=asc', '域名列表')
    const dialog = page.getByRole('alertdialog')
    const remove = rowsOf(page, '域名列表').nth(1).getByRole('button', { name: '删除' })
    const deleted = await rowsOf(page, '域名列表').nth(1).getAttribute('data-row-id')

    await pressOn(page, remove)
    await dialog.waitFor()
    expect(await focused(dialog.getByRole('button', { name: '取消' })), 'the safe choice has the focus').toBe(true)
    for (let stop = 0; stop < 4; stop += 1) {
      await page.keyboard.press('Tab')
      expect((await focus(page)).inDialog, `Tab ${stop + 1} stays in the dialog`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => focused(remove), { message: 'focus back on 删除 after Escape' }).toBe(true)

    // Enter on the confirm button confirms: the delete is sent
    await pressOn(page, remove)
    await dialog.waitFor()
    await page.keyboard.press('Tab')
    expect(await focused(dialog.getByRole('button', { name: '删除' }))).toBe(true)
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    const deletes = await page.evaluate(() => (window.e2eMirageLog ?? []).filter((request) => request.method === 'DELETE').length)
    expect(deletes).toBe(1)

    // a safe action, on the same list (a page load is about a second of CPU), once the list has its page again and the
    // focus has gone where a delete sends it (the next row's 删除)
    await page.locator(`tr[data-row-id="${deleted}"]`).waitFor({ state: 'detached' })
    await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' })
    await expect.poll(async () => (await focus(page)).name, { message: 'focus on the next row’s 删除' }).toBe('删除')
    const row = rowsOf(page, '域名列表')
      .filter({ has: page.getByRole('button', { name: '停用' }) })
      .first()
    const rowId = await row.getAttribute('data-row-id')
    await pressOn(page, row.getByRole('button', { name: '停用' }))
    await dialog.waitFor()
    expect(await focused(dialog.getByRole('button', { name: '停用' })), 'the confirm button has the focus').toBe(true)
    await page.keyboard.press('Space')
    await dialog.waitFor({ state: 'detached' })
    // the row now offers 启用 in place of 停用: focus is back in that row
    await expect.poll(async () => (await focus(page)).row).toBe(rowId)
  })

  it('gives the focus back to the opener of a form dialog and of the push record drawer; shows a toast raised while a dialog is open above its overlay, readable; uploads a theme package from the keyboard, a renamed text file refused unsent, Escape while uploading asking first', async () => {
    const page = await openedList(chrome, '/themes', '主题列表')
    const create = page.getByRole('button', { name: '新建主题' })
    await pressOn(page, create)
    const themeDialog = page.getByRole('dialog', { name: '新建主题' })
    await themeDialog.waitFor()
    expect((await focus(page)).inDialog).toBe(true)
    await page.keyboard.press('Escape')
    await themeDialog.waitFor({ state: 'detached' })
    await expect.poll(() => focused(create), { message: 'focus back on 新建主题' }).toBe(true)

    await openList(page, '域名管理', '域名列表')
    const edit = rowsOf(page, '域名列表').nth(2).getByRole('button', { name: '编辑' })
    await pressOn(page, edit)
    const editDialog = page.getByRole('dialog')
    await editDialog.waitFor()
    await page.keyboard.press('Escape')
    await editDialog.waitFor({ state: 'detached' })
    await expect.poll(() => focused(edit), { message: 'focus back on the row’s 编辑' }).toBe(true)

    await openList(page, '文章推送', '推送记录')
    const details = rowsOf(page, '推送记录')
      .nth(3)
      .getByRole('button', { name: /的详情$/ })
    await pressOn(page, details)
    const drawer = page.getByRole('dialog', { name: /^推送记录 #/ })
    await drawer.waitFor()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    await expect.poll(() => focused(details), { message: 'focus back on 详情' }).toBe(true)

    // on the same list (a page load is about a second of CPU), no toast shown yet: one raised from inside the drawer
    expect(
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .count(),
    ).toBe(0)
    await toastAboveDrawer(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: /^推送记录 #/ }).waitFor({ state: 'detached' })

    // a theme package uploaded from the keyboard, on 主题列表 reached from the menu (its slow answers last: they are the
    // page's from then on)
    await openList(page, '主题列表', '主题列表')
    // one listener for the whole test: Playwright turns file-chooser interception on when a listener is added, and a
    // waitForEvent raced with the key press could let the press reach the page first (the chooser then never reported)
    const choosers: FileChooser[] = []
    page.on('filechooser', (chooser) => choosers.push(chooser))
    const nextChooser = async (count: number) => {
      await expect.poll(() => choosers.length, { message: 'the file dialog opens' }).toBe(count)
      return choosers[count - 1]!
    }
    await pressOn(page, rowsOf(page, '主题列表').nth(1).getByRole('button', { name: '上传主题包' }))
    const dialog = page.getByRole('dialog', { name: '上传主题包' })
    const choose = dialog.getByRole('button', { name: '选择文件' })
    const send = dialog.getByRole('button', { name: '上传', exact: true })
    await choose.waitFor()

    // the styled button, not the bare file input, is the Tab stop; its focus ring shows; Enter opens the file dialog
    for (let stop = 0; stop < 4 && !(await focused(choose)); stop += 1) await page.keyboard.press('Tab')
    expect(await focused(choose), 'Tab reaches 选择文件').toBe(true)
    const ring = await choose.evaluate((button) => button.matches(':focus-visible') && getComputedStyle(button).outlineStyle !== 'none')
    expect(ring, 'a visible focus ring on 选择文件').toBe(true)
    await page.keyboard.press('Enter')
    const renamed = await nextChooser(1)
    await renamed.setFiles({ name: 'theme.zip', mimeType: 'application/zip', buffer: Buffer.from('just text, renamed to .zip') })
    await pressOn(page, send)
    await dialog.getByText('这个文件不是真正的 .zip 压缩包', { exact: false }).waitFor()
    const uploads = () => page.evaluate(() => (window.e2eMirageLog ?? []).filter((request) => request.path.endsWith('/package')).length)
    expect(await uploads(), 'nothing sent').toBe(0)

    await pressOn(page, choose)
    const real = await nextChooser(2)
    await real.setFiles({ name: 'theme.zip', mimeType: 'application/zip', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]) })
    await configureMirage(page, { latency: 60_000 })
    await pressOn(page, send)
    const progress = dialog.getByRole('progressbar', { name: '上传进度' })
    await progress.waitFor()
    // the bar shows as the upload starts; the request reaches Mirage a moment later
    await expect.poll(uploads).toBe(1)

    // Escape asks instead of closing; the focus starts on the safe choice, and Escape there keeps uploading
    await page.keyboard.press('Escape')
    const confirm = page.getByRole('alertdialog', { name: '取消上传？' })
    await confirm.waitFor()
    expect(await focused(confirm.getByRole('button', { name: '继续上传' })), 'focus on 继续上传').toBe(true)
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'detached' })
    expect(await progress.isVisible(), 'still uploading').toBe(true)
    // Radix moves the focus back a task after the question is gone
    await expect.poll(async () => (await focus(page)).inDialog, { message: 'focus back in the upload dialog' }).toBe(true)

    // confirmed: the upload stops, the dialog stays with the file chosen
    await page.keyboard.press('Escape')
    await confirm.waitFor()
    await page.keyboard.press('Tab')
    expect(await focused(confirm.getByRole('button', { name: '取消上传' }))).toBe(true)
    await page.keyboard.press('Enter')
    await confirm.waitFor({ state: 'detached' })
    await progress.waitFor({ state: 'detached' })
    expect(await dialog.isVisible()).toBe(true)
    expect(await send.isEnabled()).toBe(true)
    await dialog.getByText('已选择 theme.zip（8 B）').waitFor()
  })
})

/** A toast raised from inside the push record drawer shows above its overlay, in the accessibility tree. */
async function toastAboveDrawer(page: Page) {
  await rowsOf(page, '推送记录')
    .filter({ hasText: '部分成功' })
    .first()
    .getByRole('button', { name: /的详情$/ })
    .click()
  const drawer = page.getByRole('dialog', { name: /^推送记录 #/ })
  await drawer.getByRole('button', { name: '复制提交的网址' }).click()
  // the toast (copied, or the clipboard refused) is in the accessibility tree, not hidden with the page behind …
  const notice = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: /复制/ })
  await notice.waitFor()
  expect(await drawer.isVisible()).toBe(true)
  // … and on top: what a click at its centre hits is the toast, not the dialog's overlay
  const onTop = await notice.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return !!hit && element.contains(hit)
  })
  expect(onTop, 'the toast is above the overlay').toBe(true)
}
