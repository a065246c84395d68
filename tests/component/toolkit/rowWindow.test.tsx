import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderNotes } from '../../support/renderNotes'

let app: ReturnType<typeof renderNotes> | undefined
afterEach(() => app?.unmount())

const table = () => screen.getByRole('table', { name: '笔记' })
const drawnTitles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent)

/**
 * happy-dom lays nothing out: the table box is given a height of 640 px and every row 64 px, as a browser would, so
 * the window of drawn rows can be followed. Without a height (no layout) every row is drawn.
 */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('rt-ScrollAreaViewport') ? 640 : 0
  })
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.dataset.rowId === undefined ? 0 : 64
    return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) }
  })
}

describe('a long page draws only the rows in view', () => {
  it('100 rows a page: the rows in view and 12 more each side, the rest drawn as the box scrolls; a page of 50 draws all', async () => {
    layOut()
    // every row ever put into the document, drawn for a moment or kept
    const everDrawn = new Set<string>()
    const watch = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLElement) for (const row of [node, ...node.querySelectorAll('tr')]) if (row.dataset.rowId) everDrawn.add(row.dataset.rowId)
    })
    watch.observe(document.body, { childList: true, subtree: true })
    app = renderNotes('/notes?pageSize=100')
    await screen.findByText('笔记 00001')
    // 640 px of 64 px rows: 10 in view, 12 more below
    await waitFor(() => expect(drawnTitles()).toHaveLength(22))
    // not even the first draw, before the box was measured, drew the whole page
    watch.disconnect()
    expect(everDrawn.size).toBeLessThan(50)
    expect(drawnTitles()[0]).toBe('笔记 00001')
    // the space for the rest keeps the box as tall as the whole page
    const spaces = table().querySelectorAll<HTMLElement>('tr.data-table-space td')
    expect([...spaces].map((cell) => cell.style.height)).toEqual([`${78 * 64}px`])

    const viewport = table().closest<HTMLElement>('.rt-ScrollAreaViewport')!
    viewport.scrollTop = 50 * 64
    fireEvent.scroll(viewport)
    // rows 51–60 in view: 39–72 drawn
    await waitFor(() => expect(drawnTitles()[0]).toBe('笔记 00039'))
    expect(drawnTitles()).toHaveLength(34)
    expect(drawnTitles().at(-1)).toBe('笔记 00072')

    // the header checkbox still takes the whole page, drawn or not
    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    expect(await screen.findByText(/已选择.*100/)).toBeInTheDocument()

    await app.user.click(screen.getByRole('combobox', { name: '每页条数' }))
    await app.user.click(await screen.findByRole('option', { name: '50 条/页' }))
    await screen.findByText('共 10000 条，第 1 / 200 页')
    await waitFor(() => expect(drawnTitles()).toHaveLength(50))
  })
})
