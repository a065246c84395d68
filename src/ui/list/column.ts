import type { ReactNode } from 'react'

/** One column of a `DataTable`: its field, header and how a row's cell shows. */
export interface Column<Row> {
  /** The field: also what the server sorts by when `sortable`. */
  key: string
  header: string
  sortable?: boolean
  cell: (row: Row) => ReactNode
  width?: string
  /**
   * The cell holds several lines (a name and its detail, a badge and its time): the cell itself sets them one under
   * the other, start-aligned and 4px apart (styles.css), as a column Flex would, with no element per row around them.
   */
  stack?: boolean
}
