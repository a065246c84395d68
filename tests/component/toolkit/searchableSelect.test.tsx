import { Theme } from '@radix-ui/themes'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SelectField } from '../../../src/ui/SelectField'
import { bodyRows, openComments } from '../comment/openComments'

// 145 sites, as the article editor's 域名 select holds
const domains = Array.from({ length: 145 }, (_, index) => `site-${String(index + 1).padStart(3, '0')}.com`)
const options = [...domains, 'shop.example.cn'].map((domain) => ({ label: domain, value: domain }))
const themes = ['极简博客', '新闻门户', '企业官网', '科技资讯', '美食天地', '旅行日记'].map((name) => ({ label: name, value: name }))

function Field({ label, choices }: { label: string; choices: typeof options }) {
  const [value, setValue] = useState('')
  return (
    <Theme>
      <button type="button">之前</button>
      <SelectField label={label} value={value} options={choices} onChange={setValue} />
    </Theme>
  )
}

const select = (name: string) => screen.getByRole('combobox', { name })
const searchBox = (name: string) => screen.getByRole('combobox', { name: `搜索${name}` })
const shown = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent)

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

describe('a long select searches as one types', { timeout: 30_000 }, () => {
  it('from the keyboard alone: type on the select to search, arrows, Enter; the eye and the focus go together', async () => {
    render(<Field label="域名 *" choices={options} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: '之前' }))
    await user.tab()
    expect(select('域名 *')).toHaveFocus()

    // a character typed on the closed select opens it with that character searched, the cursor in the search box
    await user.keyboard('s')
    await waitFor(() => expect(searchBox('域名')).toHaveFocus())
    expect(searchBox('域名')).toHaveValue('s')
    expect(shown()).toHaveLength(146)
    await user.keyboard('ite-14')
    expect(shown()).toEqual(['site-140.com', 'site-141.com', 'site-142.com', 'site-143.com', 'site-144.com', 'site-145.com'])
    // the first match is active; ↓ moves on, Enter takes it and closes back to the select
    const active = () => document.getElementById(searchBox('域名').getAttribute('aria-activedescendant')!)
    expect(active()).toHaveTextContent('site-140.com')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}')
    expect(active()).toHaveTextContent('site-142.com')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(select('域名 *')).toHaveFocus()
    expect(select('域名 *')).toHaveTextContent('site-142.com')

    // opened again (Enter), it starts at the chosen one, the search empty
    await user.keyboard('{Enter}')
    await waitFor(() => expect(searchBox('域名')).toHaveFocus())
    expect(searchBox('域名')).toHaveValue('')
    expect(active()).toHaveTextContent('site-142.com')
    expect(active()).toHaveAttribute('aria-selected', 'true')

    // nothing found: said in place; Enter takes nothing, Escape closes and keeps the choice
    await user.keyboard('nowhere')
    expect(screen.getByRole('status')).toHaveTextContent('没有匹配的域名')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.keyboard('{Enter}{Escape}')
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    expect(select('域名 *')).toHaveFocus()
    expect(select('域名 *')).toHaveTextContent('site-142.com')

    // Tab leaves the search for the select, not for the end of the page
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(searchBox('域名')).toHaveFocus())
    await user.tab()
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(select('域名 *')).toHaveFocus()
  })

  it('finds Chinese names by their pinyin initials, and picks with the mouse', async () => {
    render(<Field label="主题" choices={themes} />)
    const user = userEvent.setup()
    await user.click(select('主题'))
    await user.type(searchBox('主题'), 'xw')
    expect(shown()).toEqual(['新闻门户'])
    await user.clear(searchBox('主题'))
    await user.type(searchBox('主题'), '天地')
    await user.click(screen.getByRole('option', { name: '美食天地' }))
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(select('主题')).toHaveTextContent('美食天地')
  })

  it('searches the lists’ long filters too: the comments’ 域名', async () => {
    opened = await openComments()
    const { app } = opened
    await app.user.click(screen.getByRole('combobox', { name: '域名' }))
    await app.user.type(searchBox('域名'), 'youxi-riji')
    expect(shown()).toEqual(['youxi-riji.net', 'youxi-riji.top'])
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(app.router.state.location.search).toEqual({ domain: 'youxi-riji.net' }))
    await waitFor(() => expect(bodyRows().every((row) => within(row).queryByText('youxi-riji.net'))).toBe(true))
  })
})
