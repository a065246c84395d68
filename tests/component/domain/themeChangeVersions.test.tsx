import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyRows, domainOf, openDomains, type OpenedDomains } from './openDomains'

// 更换主题 on ticked domains sends the versions they had when the list showed them, as every batch by ids does: the
// server still changes them all and says how many another operator had changed meanwhile, which the screen tells.

let opened: OpenedDomains | undefined
afterEach(() => opened?.app.unmount())

const bar = () => screen.getByRole('region', { name: '批量操作' })

describe('domain screen: 更换主题 after another operator’s change', { timeout: 30_000 }, () => {
  it('sends the versions the rows were ticked at and says how many had changed since', async () => {
    opened = await openDomains()
    const { app, changes, byName } = opened
    const names = bodyRows()
      .map(domainOf)
      .filter((name) => byName(name).theme !== '极简博客')
      .slice(0, 2)
    const [first, second] = names.map((name) => byName(name))
    for (const name of names) await app.user.click(screen.getByRole('checkbox', { name: `选择 ${name}` }))
    await app.user.click(within(bar()).getByRole('button', { name: '更换主题' }))
    const dialog = await screen.findByRole('dialog', { name: '更换主题' })
    // while the dialog is open, the other operator changes the second domain
    app.mock.otherOperator.changeRow('domains', second.id)
    await app.user.click(within(dialog).getByRole('combobox', { name: '新主题 *' }))
    await app.user.click(await screen.findByRole('option', { name: '极简博客' }))
    await app.user.click(within(dialog).getByRole('button', { name: '更换' }))

    expect(await screen.findByText('其中 1 行在选择后已被他人修改，已按它们现在的内容更换主题')).toBeInTheDocument()
    expect(changes()).toEqual([
      {
        method: 'POST',
        url: '/api/domains/batch-theme',
        body: { ids: [first.id, second.id], versions: { [first.id]: first.version, [second.id]: second.version }, theme: '极简博客' },
      },
    ])
    expect(names.map((name) => byName(name).theme)).toEqual(['极简博客', '极简博客'])
  })
})
