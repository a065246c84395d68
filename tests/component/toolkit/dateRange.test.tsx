import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { presetRange, type RangePreset } from '../../../src/machines/dateRange'
import { openComments } from '../comment/openComments'

let opened: Awaited<ReturnType<typeof openComments>> | undefined
afterEach(() => opened?.app.unmount())

const rangeButton = () => screen.getByRole('button', { name: /^创建时间：/ })
const editor = () => screen.getByRole('dialog', { name: '创建时间' })
const search = () => opened!.app.router.state.location.search

/** The range a preset gives, read on both sides of the press: a test run across midnight still agrees with one. */
async function pressPreset(label: string, preset: RangePreset) {
  const before = presetRange(preset)
  await opened!.app.user.click(within(editor()).getByRole('button', { name: label }))
  const after = presetRange(preset)
  await waitFor(() => expect([before, after]).toContainEqual(search()))
  return search() as { from: string; to: string }
}

describe('the 创建时间 range', { timeout: 30_000 }, () => {
  it('offers 今天, 近 7 天, 近 30 天 and 本月: each puts its days in the URL, closes, and is marked when opened again', async () => {
    opened = await openComments()
    const { app } = opened
    for (const [label, preset] of [
      ['近 7 天', 'last7'],
      ['今天', 'today'],
      ['近 30 天', 'last30'],
      ['本月', 'thisMonth'],
    ] as const) {
      await app.user.click(rangeButton())
      const { from, to } = await pressPreset(label, preset)
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '创建时间' })).not.toBeInTheDocument())
      // the eye is back on the filter, which says the days as the app writes dates
      expect(rangeButton()).toHaveFocus()
      expect(rangeButton()).toHaveAccessibleName(from === to ? `创建时间：${from}` : `创建时间：${from} 至 ${to}`)
      await app.user.click(rangeButton())
      expect(within(editor()).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
      expect(within(editor()).getByLabelText('创建时间 起')).toHaveValue(from)
      await app.user.keyboard('{Escape}')
    }
  })

  it('works from the keyboard alone: open, type a day as people write it, Enter; clear; two Tab stops at most', async () => {
    opened = await openComments()
    const { app } = opened
    const group = () => rangeButton().parentElement!
    const tabStops = () => [...group().querySelectorAll('button, input')].filter((element) => (element as HTMLElement).tabIndex >= 0)
    expect(tabStops()).toHaveLength(1)

    rangeButton().focus()
    await app.user.keyboard('{Enter}')
    const from = within(editor()).getByLabelText('创建时间 起')
    await waitFor(() => expect(from).toHaveFocus())
    expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    await app.user.keyboard('2026/11/1')
    // not a whole day in the app's form yet: nothing reaches the list until Enter
    expect(search()).toEqual({})
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(search()).toEqual({ from: '2026-11-01' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '创建时间' })).not.toBeInTheDocument())
    expect(rangeButton()).toHaveFocus()
    expect(rangeButton()).toHaveAccessibleName('创建时间：2026-11-01 起')
    expect(tabStops()).toHaveLength(2)

    // a text that is no day is said in place and reaches no list
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(within(editor()).getByLabelText('创建时间 起')).toHaveFocus())
    await app.user.tab()
    await app.user.keyboard('11/30/2026')
    expect(within(editor()).getByRole('alert')).toHaveTextContent('请按 YYYY-MM-DD 输入日期，例如 2026-11-01')
    expect(within(editor()).getByLabelText('创建时间 止')).toHaveAttribute('aria-invalid', 'true')
    await app.user.keyboard('{Escape}')
    expect(search()).toEqual({ from: '2026-11-01' })

    await app.user.tab()
    expect(screen.getByRole('button', { name: '清除创建时间' })).toHaveFocus()
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(search()).toEqual({}))
    expect(rangeButton()).toHaveFocus()
    expect(rangeButton()).toHaveAccessibleName('创建时间：全部')
    expect(tabStops()).toHaveLength(1)
  })
})
