import { describe, expect, inject, it } from 'vitest'
import { configureMirage, LAPTOP, openWithSession } from './support/browser'
import { domainEditDialog, openDomainEdit, rowOf } from './support/offline'
import { demoChromium } from './support/servers'

/**
 * The demo's conflict knob, set as its developer would (`window.__mirage.configure({ conflictNextSave: true })`,
 * docs/backend.md): the next save of a row meets 运营小王's change to it (a refused 1460). The form shows the conflict
 * field by field with what was typed kept, the person keeps theirs and saves again, and the knob is off again.
 */

describe.skipIf(inject('e2eSkip'))('the demo’s conflict knob (demo build)', () => {
  const chrome = demoChromium()

  it('plays another operator’s change on the next save: the conflict view keeps what was typed, and the second save goes through', async () => {
    const page = await openWithSession(chrome, '/domain', { viewport: LAPTOP })
    const first = page
      .getByRole('table', { name: '域名列表' })
      .getByRole('checkbox', { name: /^选择 [a-z]/ })
      .first()
    const domain = (await first.getAttribute('aria-label'))!.replace(/^选择 /, '')
    const edit = await openDomainEdit(page, domain)
    const title = edit.getByLabel('站点标题', { exact: true })
    const before = await title.inputValue()
    await title.fill('冲突后保留的标题')

    await configureMirage(page, { conflictNextSave: true })
    await edit.getByRole('button', { name: '保存' }).click()
    const panel = edit.getByRole('group', { name: '该记录已被他人修改' })
    const field = panel.getByRole('group', { name: '站点标题（双方都改了）' })
    await field.getByText(new RegExp(`^对方：${before} → ${before}（运营小王改 \\d+）$`)).waitFor()
    await field.getByText('你填写的：冲突后保留的标题').waitFor()
    expect(await title.inputValue()).toBe('冲突后保留的标题')
    expect(await edit.getByRole('alert').count()).toBe(0)

    // taking the server's, then keeping one's own: what was typed comes back, and it is saved
    await field.getByRole('button', { name: '采用服务器的' }).click()
    expect(await title.inputValue()).toMatch(/（运营小王改 \d+）$/)
    await field.getByRole('button', { name: '保留我的' }).click()
    expect(await title.inputValue()).toBe('冲突后保留的标题')
    await edit.getByRole('button', { name: '保存' }).click()
    await domainEditDialog(page).waitFor({ state: 'detached' })
    await rowOf(page, '域名列表', domain).getByText('冲突后保留的标题').waitFor()
  })
})
