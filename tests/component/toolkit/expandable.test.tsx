import { Theme } from '@radix-ui/themes'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ExpandableText } from '../../../src/ui/ExpandableText'

// happy-dom lays nothing out: a text counts as cut by its length (lines × perLine characters) or its line breaks; the
// browser measures (tests/e2e/comment.e2e.ts)
const LONG = '这是一条很长的留言，'.repeat(10) + '最后一句。'

function show(text: string, lines = 2) {
  return render(
    <Theme>
      <ExpandableText text={text} lines={lines} perLine={20} />
    </Theme>,
  )
}

describe('ExpandableText', () => {
  it('offers 展开 for a text longer than its lines, then 收起; the whole text is there as text', async () => {
    show(LONG)
    const text = screen.getByText(LONG)
    expect(text).toHaveClass('expandable-text-cut')
    const more = screen.getByRole('button', { name: '展开' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(more).toHaveAttribute('aria-controls', text.id)
    await userEvent.click(more)
    expect(text).not.toHaveClass('expandable-text-cut')
    const less = screen.getByRole('button', { name: '收起' })
    expect(less).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(less)
    expect(text).toHaveClass('expandable-text-cut')
  })

  it('offers nothing for a text that fits, and counts line breaks as lines', () => {
    const view = show('很短的留言')
    expect(screen.queryByRole('button')).toBeNull()
    view.unmount()
    show('第一行\n第二行\n第三行')
    expect(screen.getByRole('button', { name: '展开' })).toBeVisible()
  })

  it('shows markup as its characters', () => {
    show('<b>加粗</b>'.repeat(20), 1)
    expect(screen.getByText('<b>加粗</b>'.repeat(20))).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()
  })
})
