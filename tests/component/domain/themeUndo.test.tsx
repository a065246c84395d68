import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, cellOf, domainOf, openDomains, rowOf, type OpenedDomains } from './openDomains'

// 更换主题 can be taken back for 10 s, as a delete can; the server kept each domain's own theme.

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

const bar = () => screen.getByRole('region', { name: '批量操作' })
const toastOf = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' })

/** Three domains of the first page with three different themes, none of them 极简博客. */
function threeThemes(): { name: string; theme: string }[] {
  const picked: { name: string; theme: string }[] = []
  for (const name of bodyRows().map(domainOf)) {
    const { theme } = opened!.byName(name)
    if (theme !== '极简博客' && !picked.some((row) => row.theme === theme)) picked.push({ name, theme })
  }
  expect(picked.length).toBeGreaterThanOrEqual(3)
  return picked.slice(0, 3)
}

async function changeTheme(names: string[], theme: string) {
  const { app } = opened!
  for (const name of names) await app.user.click(screen.getByRole('checkbox', { name: `选择 ${name}` }))
  await app.user.click(within(bar()).getByRole('button', { name: '更换主题' }))
  const dialog = await screen.findByRole('dialog', { name: '更换主题' })
  await app.user.click(within(dialog).getByRole('combobox', { name: '新主题 *' }))
  await app.user.click(await screen.findByRole('option', { name: theme }))
  await app.user.click(within(dialog).getByRole('button', { name: '更换' }))
}

describe('domain screen: 更换主题 taken back', { timeout: 30_000 }, () => {
  it('offers 撤销 in the toast that says what changed; 撤销 gives each domain its own theme back', async () => {
    opened = await openDomains()
    const { app, changes, byName } = opened
    const rows = threeThemes()
    const names = rows.map((row) => row.name)
    const ids = names.map((name) => byName(name).id)
    await changeTheme(names, '极简博客')
    const notice = await toastOf('已将 3 个域名的主题更换为「极简博客」')
    // the server's message says the same: only the section's toast, the one with 撤销, is shown
    expect(screen.getAllByText('已将 3 个域名的主题更换为「极简博客」')).toHaveLength(1)
    await waitFor(() => expect(names.map((name) => cellOf(rowOf(name), '主题').textContent)).toEqual(['极简博客', '极简博客', '极简博客']))

    await app.user.click(within(notice.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', { name: '撤销' }))
    expect(await toastOf('已将 3 个域名改回原来的主题')).toBeInTheDocument()
    await waitFor(() => expect(names.map((name) => cellOf(rowOf(name), '主题').textContent)).toEqual(rows.map((row) => row.theme)))
    expect(names.map((name) => byName(name).theme)).toEqual(rows.map((row) => row.theme))
    expect(changes()).toEqual([
      // (with the versions the rows were ticked at: themeChangeVersions.test.tsx)
      { method: 'POST', url: '/api/domains/batch-theme', body: { ids, versions: expect.any(Object), theme: '极简博客' } },
      { method: 'POST', url: '/api/domains/batch-theme/undo', body: { ids } },
    ])
  })

  it('offers no 撤销 when the backend lacks the undo: the server’s own message says what changed', async () => {
    opened = await openDomains('/domain', { without: ['POST /api/domains/batch-theme/undo'] })
    const { changes } = opened
    const names = threeThemes().map((row) => row.name)
    await changeTheme(names, '极简博客')
    expect(await toastOf('已将 3 个域名的主题更换为「极简博客」')).toBeInTheDocument()
    await waitFor(() => expect(names.map((name) => cellOf(rowOf(name), '主题').textContent)).toEqual(['极简博客', '极简博客', '极简博客']))
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull()
    expect(changes().map((change) => change.url)).toEqual(['/api/domains/batch-theme'])
  })

  it('says so when every chosen domain already had the theme, with nothing to take back', async () => {
    opened = await openDomains()
    const name = bodyRows().map(domainOf)[0]
    const { theme } = opened.byName(name)
    await changeTheme([name], theme)
    expect(await toastOf(`选中的域名原本都是主题「${theme}」，没有更换`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull()
  })
})
