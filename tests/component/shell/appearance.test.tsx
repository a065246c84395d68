import { Theme } from '@radix-ui/themes'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { AppearanceMenu } from '../../../src/routes/shell/AppearanceMenu'
import { APPEARANCE_KEY } from '../../../src/ui/appearance'
import ThemedToaster from '../../../src/ui/ThemedToaster'

const root = document.documentElement
afterEach(() => root.removeAttribute('class'))

async function choose(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.click(screen.getByRole('button', { name: `外观：${current}` }))
  await user.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: next }))
}

describe('the top bar’s 外观 menu', () => {
  it('shows 浅色, 深色 or 跟随系统 at once on <html>, keeps the choice, and the toasts follow', async () => {
    const user = userEvent.setup()
    render(
      <Theme>
        <AppearanceMenu />
        <ThemedToaster />
      </Theme>,
    )
    act(() => void toast('已保存'))
    await screen.findByText('已保存')
    const toaster = () => document.querySelector('[data-sonner-toaster]')

    await choose(user, '跟随系统', '深色')
    expect(root).toHaveClass('dark')
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('"dark"')
    await waitFor(() => expect(toaster()).toHaveAttribute('data-sonner-theme', 'dark'))

    await choose(user, '深色', '浅色')
    expect(root).toHaveClass('light')
    expect(root).not.toHaveClass('dark')
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('"light"')
    await waitFor(() => expect(toaster()).toHaveAttribute('data-sonner-theme', 'light'))

    // the setup's system prefers light
    await choose(user, '浅色', '跟随系统')
    expect(root).toHaveClass('light')
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('"system"')
  })

  it('opens with the stored choice, and 跟随系统 when what is stored is not one', async () => {
    localStorage.setItem(APPEARANCE_KEY, '"dark"')
    const { unmount } = render(<AppearanceMenu />, { wrapper: Theme })
    expect(screen.getByRole('button', { name: '外观：深色' })).toBeInTheDocument()
    unmount()
    localStorage.setItem(APPEARANCE_KEY, '{"dark')
    render(<AppearanceMenu />, { wrapper: Theme })
    expect(screen.getByRole('button', { name: '外观：跟随系统' })).toBeInTheDocument()
  })
})
