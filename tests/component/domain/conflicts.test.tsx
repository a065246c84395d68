import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDrafts } from '../../../src/app/drafts'
import { signIn } from '../../support/renderApp'
import { openDomains, rowOf, type OpenedDomains } from './openDomains'

let opened: OpenedDomains | undefined
afterEach(() => {
  opened?.app.unmount()
  clearDrafts()
})

/** Opens the newest domain's edit dialog and types `keywords` (and `title` when given). */
async function editNewest(keywords: string, title?: string) {
  const { app, newest } = opened!
  const target = newest()[0]
  await app.user.click(within(rowOf(target.domain)).getByRole('button', { name: '编辑' }))
  const dialog = await screen.findByRole('dialog', { name: '编辑域名' })
  await app.user.clear(within(dialog).getByLabelText('关键词'))
  await app.user.type(within(dialog).getByLabelText('关键词'), keywords)
  if (title !== undefined) {
    await app.user.clear(within(dialog).getByLabelText('站点标题'))
    await app.user.type(within(dialog).getByLabelText('站点标题'), title)
  }
  return { target, dialog }
}

const puts = () => opened!.changes().filter((request) => request.method === 'PUT')
const panel = () => screen.getByRole('group', { name: '该记录已被他人修改' })

describe('domain form: another operator changed the row meanwhile', { timeout: 30_000 }, () => {
  it('sends the version it started from; on 1460 merges the other change without asking, keeps what was typed, and saves again with the new version', async () => {
    opened = await openDomains()
    const { app, byName } = opened
    const { target, dialog } = await editNewest('新词一,新词二')
    app.mock.configure({ conflictNextSave: true })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))

    // its own state, not an error: the dialog stays, with the panel, focused, and no red refusal
    await waitFor(() => expect(panel()).toBeInTheDocument())
    expect(within(panel()).getByText('该记录已被他人修改')).toHaveFocus()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    // nor an error toast saying it a second time
    expect(screen.getAllByText('该记录已被他人修改')).toHaveLength(1)
    const theirs = byName(target.domain)
    expect(theirs.version).toBe((target.version ?? 0) + 1)
    expect(within(panel()).getByText(`站点标题：${target.title} → ${theirs.title}`)).toBeInTheDocument()
    expect(within(panel()).queryByRole('button', { name: '保留我的' })).not.toBeInTheDocument()
    // what was typed stays; the other operator's title came in
    expect(within(dialog).getByLabelText('关键词')).toHaveValue('新词一,新词二')
    expect(within(dialog).getByLabelText('站点标题')).toHaveValue(theirs.title)
    expect(puts()).toHaveLength(1)
    expect(puts()[0].body).toMatchObject({ keywords: '新词一,新词二', title: target.title, version: target.version })

    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑域名' })).not.toBeInTheDocument())
    expect(puts()[1].body).toMatchObject({ keywords: '新词一,新词二', title: theirs.title, version: theirs.version })
    expect(byName(target.domain)).toMatchObject({ keywords: '新词一,新词二', title: theirs.title, version: theirs.version! + 1 })
  })

  it('a field both changed: 保留我的 / 采用服务器的 per field, nothing typed lost either way', async () => {
    opened = await openDomains()
    const { app, byName } = opened
    const { target, dialog } = await editNewest('k1', '我的标题')
    app.mock.configure({ conflictNextSave: true })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(panel()).toBeInTheDocument())
    const theirs = byName(target.domain)
    const title = within(panel()).getByRole('group', { name: '站点标题（双方都改了）' })
    expect(within(title).getByText(`对方：${target.title} → ${theirs.title}`)).toBeInTheDocument()
    expect(within(title).getByText('你填写的：我的标题')).toBeInTheDocument()
    // mine by default
    expect(within(title).getByRole('button', { name: '保留我的' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(dialog).getByLabelText('站点标题')).toHaveValue('我的标题')

    await app.user.click(within(title).getByRole('button', { name: '采用服务器的' }))
    expect(within(dialog).getByLabelText('站点标题')).toHaveValue(theirs.title)
    expect(within(title).getByRole('button', { name: '采用服务器的' })).toHaveAttribute('aria-pressed', 'true')
    await app.user.click(within(title).getByRole('button', { name: '保留我的' }))
    expect(within(dialog).getByLabelText('站点标题')).toHaveValue('我的标题')

    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑域名' })).not.toBeInTheDocument())
    expect(byName(target.domain)).toMatchObject({ title: '我的标题', keywords: 'k1' })
  })

  it('a 401 on the save after a conflict: after signing in the dialog is back as chosen, and saves on the row’s new version', async () => {
    opened = await openDomains()
    const { app, byName } = opened
    const { target, dialog } = await editNewest('k2')
    app.mock.configure({ conflictNextSave: true })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(panel()).toBeInTheDocument())
    const theirs = byName(target.domain)
    app.mock.configure({ fault: { kind: 'unauthorized', path: `/api/domains/${target.id}`, times: 1 } })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))

    await screen.findByRole('button', { name: '登陆' })
    await signIn(app)
    const again = await screen.findByRole('dialog', { name: '编辑域名' })
    expect(within(again).getByLabelText('关键词')).toHaveValue('k2')
    expect(within(again).getByLabelText('站点标题')).toHaveValue(theirs.title)
    await act(async () => undefined)
    await app.user.click(within(again).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑域名' })).not.toBeInTheDocument())
    expect(puts().at(-1)!.body).toMatchObject({ keywords: 'k2', version: theirs.version })
    expect(byName(target.domain)).toMatchObject({ keywords: 'k2', title: theirs.title })
  })

  it('a 401 first, then the conflict after signing in: what was typed is still told apart from the other change', async () => {
    opened = await openDomains()
    const { app, byName } = opened
    const { target, dialog } = await editNewest('k3', '我的标题三')
    app.mock.configure({ fault: { kind: 'unauthorized', path: `/api/domains/${target.id}`, times: 1 } })
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }))
    await screen.findByRole('button', { name: '登陆' })
    await signIn(app)
    const again = await screen.findByRole('dialog', { name: '编辑域名' })
    app.mock.configure({ conflictNextSave: true })
    await app.user.click(within(again).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(panel()).toBeInTheDocument())
    // the title both changed: asked, mine kept; the keywords only this operator changed: kept without asking
    expect(within(panel()).getByRole('group', { name: '站点标题（双方都改了）' })).toBeInTheDocument()
    expect(within(again).getByLabelText('站点标题')).toHaveValue('我的标题三')
    expect(within(again).getByLabelText('关键词')).toHaveValue('k3')
    expect(puts().at(-1)!.body).toMatchObject({ version: target.version })
    expect(byName(target.domain).title).not.toBe('我的标题三')
  })
})
