// @vitest-environment happy-dom — the toasts render into a document
import { Theme } from '@radix-ui/themes'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messageDetails, notify, TOAST_MAX_CHARS, toastText, UNDO_LABEL, UNDO_MS } from '../../../src/ui/toast'
import { Toaster } from '../../../src/ui/Toaster'

// A toast shows about 300 characters with …, the whole text on demand.

describe('toastText', () => {
  it('leaves a message of up to 300 characters as it is', () => {
    expect(toastText('保存成功')).toEqual({ shown: '保存成功', cut: false })
    expect(toastText('长'.repeat(TOAST_MAX_CHARS))).toEqual({ shown: '长'.repeat(TOAST_MAX_CHARS), cut: false })
  })

  it('cuts a longer one to 300 characters and …', () => {
    const { shown, cut } = toastText('长'.repeat(TOAST_MAX_CHARS + 1))
    expect(cut).toBe(true)
    expect(shown).toBe(`${'长'.repeat(TOAST_MAX_CHARS)}…`)
  })

  it('never splits a character outside the BMP, nor ends on spaces before the …', () => {
    expect(toastText(`${'x'.repeat(TOAST_MAX_CHARS - 1)}😀😀`).shown).toBe(`${'x'.repeat(TOAST_MAX_CHARS - 1)}…`)
    expect(toastText(`${'x'.repeat(TOAST_MAX_CHARS - 3)}   yyyy`).shown).toBe(`${'x'.repeat(TOAST_MAX_CHARS - 3)}…`)
  })

  it('cuts 3 MB at once: it copies no more than what it shows', () => {
    const huge = '长'.repeat(3 * 1024 * 1024)
    const copied: number[] = []
    const slice = String.prototype.slice
    vi.spyOn(String.prototype, 'slice').mockImplementation(function (this: string, start?: number, end?: number) {
      const part = slice.call(this, start, end)
      copied.push(part.length)
      return part
    })
    expect(toastText(huge).shown).toHaveLength(TOAST_MAX_CHARS + 1)
    expect(Math.max(0, ...copied)).toBeLessThanOrEqual(TOAST_MAX_CHARS)
  })
})

describe('messageDetails', () => {
  it('tells its listeners when a message opens and closes', () => {
    const seen: (string | null)[] = []
    const stop = messageDetails.subscribe(() => seen.push(messageDetails.get()))
    messageDetails.open('全文')
    messageDetails.close()
    stop()
    messageDetails.open('没人听')
    messageDetails.close()
    expect(seen).toEqual(['全文', null])
  })
})

describe('<Toaster> with a long message', () => {
  afterEach(() => act(() => messageDetails.close()))

  it('shows the start of it, and the whole text in a dialog behind 展开全文', async () => {
    const user = userEvent.setup()
    render(
      <Theme>
        <Toaster />
      </Theme>,
    )
    const message = `开头${'很长的服务器消息'.repeat(1000)}结尾`
    notify.error(message)
    const shown = await screen.findByText(/^开头很长的服务器消息/)
    expect(shown.textContent).toBe(toastText(message).shown)
    expect(screen.queryByText(/结尾/)).toBeNull()

    await user.click(screen.getByRole('button', { name: '展开全文' }))
    const dialog = await screen.findByRole('dialog', { name: '消息全文' })
    expect(within(dialog).getByText(/^开头很长的服务器消息/).textContent).toBe(message)
    expect(within(dialog).getByText(`共 ${message.length.toLocaleString('zh-CN')} 个字符`)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(messageDetails.get()).toBeNull()
  })

  it('offers no 展开全文 for a short message', async () => {
    render(
      <Theme>
        <Toaster />
      </Theme>,
    )
    notify.success('短消息已保存')
    await screen.findByText('短消息已保存')
    expect(screen.queryByRole('button', { name: '展开全文' })).toBeNull()
  })
})

/** The toast showing `text` (another file's toast may still be leaving the shared document). */
const toastOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-sonner-toast]')!

// After a deletion, a toast offers 撤销 for 10 seconds.
describe('notify.undoable', () => {
  afterEach(() => vi.useRealTimers())

  it('offers 撤销, which runs the undo once and closes the toast', async () => {
    render(
      <Theme>
        <Toaster />
      </Theme>,
    )
    const undo = vi.fn()
    notify.undoable('已删除 3 条', undo)
    await screen.findByText('已删除 3 条')
    await userEvent.setup().click(within(toastOf('已删除 3 条')).getByRole('button', { name: UNDO_LABEL }))
    expect(undo).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText('已删除 3 条')).toBeNull())
  })

  it('stays 10 seconds, and can be closed early by whoever raised it', async () => {
    render(
      <Theme>
        <Toaster />
      </Theme>,
    )
    let close = () => {}
    act(() => {
      close = notify.undoable('已删除 1 条', () => {})
    })
    await screen.findByText('已删除 1 条')
    act(() => close())
    await waitFor(() => expect(screen.queryByText('已删除 1 条')).toBeNull())

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    act(() => void notify.undoable('已标记 2 条为垃圾留言', () => {}))
    await act(() =>
      vi.waitFor(() => expect(within(toastOf('已标记 2 条为垃圾留言')).getByRole('button', { name: UNDO_LABEL })).toBeInTheDocument(), { timeout: 10_000 }),
    )
    await act(async () => vi.advanceTimersByTime(UNDO_MS - 500))
    expect(screen.getByText('已标记 2 条为垃圾留言')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1000))
    // sonner removes a closed toast after its exit animation
    await act(async () => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('已标记 2 条为垃圾留言')).toBeNull()
  })
})
