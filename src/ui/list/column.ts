import type { ReactNode } from 'react'

/** One column of a `DataTable`: its field, header and how a row's cell shows. */
export interface Column<Row> {
  /** The field: also what the server sorts by when `sortable`. */
  key: string
  header: string
  sortable?: boolean
  cell: (row: Row) => ReactNode
  width?: string
}
