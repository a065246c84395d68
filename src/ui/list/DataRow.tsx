import { memo, type ReactNode } from 'react'
import type { ListRow } from '../../machines/listMachine'
import type { Column } from './column'
import type { ListActor } from './ListActor'

export interface DataRowProps<Row extends ListRow> {
  row: Row
  list: ListActor
  /** The columns shown (the same array while the 列设置 stay the same). */
  shown: Column<Row>[]
  /** Whether the row has a checkbox, and whether it is ticked. */
  selectable: boolean
  checked: boolean
  /** The row cursor is on it (j / k, src/ui/list/useRowCursor.ts). */
  cursor: boolean
  rowLabel: (row: Row) => string
  rowActions?: (row: Row) => ReactNode
}

// plain <tr>/<td> with the classes Radix's Table.Row and Table.Cell give them (they take no props here): some 160
// cells a page, drawn without a component each: a component per cell was most of a page's first draw
function DataRowView<Row extends ListRow>({ row, list, shown, selectable, checked, cursor, rowLabel, rowActions }: DataRowProps<Row>) {
  return (
    // each row can take the focus (not a Tab stop): the row cursor's keys move it there, and screen readers read the
    // row there by its name (a table row has none of its own: Chromium names it from no cell) and, for the cursor's,
    // as the current one (aria-current, valid on any row; aria-selected belongs to a grid's rows, and whether the row
    // is ticked is its checkbox's to say)
    <tr
      className="rt-TableRow"
      data-row-id={row.id}
      data-cursor={cursor || undefined}
      tabIndex={-1}
      aria-label={rowLabel(row)}
      aria-current={cursor || undefined}
    >
      {selectable && (
        <td className="rt-TableCell data-table-select">
          {/* RowCheckbox's input, without its effect for the header's mixed state: a row's box is ticked or not */}
          <input
            type="checkbox"
            className="row-check"
            aria-label={`选择 ${rowLabel(row)}`}
            checked={checked}
            onChange={() => list.send({ type: 'list.rowToggled', id: row.id })}
          />
        </td>
      )}
      {shown.map((column) => (
        <td key={column.key} className={column.stack ? 'rt-TableCell data-table-stack' : 'rt-TableCell'}>
          {column.cell(row)}
        </td>
      ))}
      {/* the buttons sit in the cell itself, spaced by styles.css: a wrapper per row was one more element to draw */}
      <td className="rt-TableCell data-table-actions">{rowActions?.(row)}</td>
    </tr>
  )
}

/**
 * One data row, drawn again only when its row object, its checkbox, the shown columns or its list change: ticking one
 * row, a reload that keeps the others, the screen drawing itself again (a total, an option list arriving) leave the
 * other rows alone. So `rowLabel`, `rowActions` and the columns' `cell` must draw from the row alone (and
 * from actors and callbacks that stay the same): a new function for the same row is not a reason to draw it again.
 */
export const DataRow = memo(
  DataRowView,
  (before, after) =>
    before.row === after.row &&
    before.checked === after.checked &&
    before.cursor === after.cursor &&
    before.shown === after.shown &&
    before.selectable === after.selectable &&
    before.list === after.list &&
    !before.rowActions === !after.rowActions,
) as typeof DataRowView
