import { Table, VisuallyHidden } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react'
import type { ListRow } from '../../machines/listMachine'
import { ColumnSettings } from './ColumnSettings'
import { DataRow } from './DataRow'
import type { ListActor } from './ListActor'
import { EmptyRow, ErrorRow, SkeletonRows } from './ListStates'
import { TableHead } from './TableHead'
import { useRowCursor } from './useRowCursor'
import { useRowFocus } from './useRowFocus'
import { useRowWindow } from './useRowWindow'
import { useScrollEdges } from './useScrollEdges'
import { useTableSettings } from './useTableSettings'
import type { Column } from './column'
import './rowCursor.css'

export type { Column } from './column'

/** A row's least height at density 紧凑, where every row is one line (styles.css sets the cells on one line). */
export const COMPACT_ROW_HEIGHT = 32

export function DataTable<Row extends ListRow>({
  list,
  columns,
  label,
  settingsKey,
  rowLabel,
  selectable = false,
  rowActions,
  emptyText = '暂无数据',
  rowHeight = 64,
}: {
  list: ListActor
  columns: Column<Row>[]
  /** The table's accessible name. */
  label: string
  /** The list's name for its 列设置 (hidden columns, density), kept in localStorage per list: `domain`, `push.picker`. */
  settingsKey: string
  /** How a row is named in its checkbox's label, e.g. its domain. */
  rowLabel: (row: Row) => string
  selectable?: boolean
  rowActions?: (row: Row) => ReactNode
  emptyText?: string
  /**
   * The least height of a row in px at density 标准: the skeleton's rows are this tall, so nothing moves when the data
   * arrives. Raise it for rows whose cells show more lines (the comment list: 3). At 紧凑 every row is one line.
   */
  rowHeight?: number
}) {
  const items = useSelector(list, (state) => state.context.items) as Row[]
  const selected = useSelector(list, (state) => state.context.selected)
  const loading = useSelector(list, (state) => state.matches('loading'))
  const failed = useSelector(list, (state) => state.matches('failed'))
  const loadedOnce = useSelector(list, (state) => state.context.loadedOnce)
  const pageSize = useSelector(list, (state) => state.context.query.pageSize)
  const keys = useMemo(() => columns.map((column) => column.key), [columns])
  const settings = useTableSettings(settingsKey, keys)
  const { hidden, density } = settings.settings
  const compact = density === 'compact'
  const shown = useMemo(() => columns.filter((column) => !hidden.includes(column.key)), [columns, hidden])
  const actions = !!rowActions
  // made again only when the settings change, so a new page of rows leaves the (memo) header as it is
  const settingsMenu = useMemo(
    () => <ColumnSettings columns={columns} control={settings} selectable={selectable} actions={actions} />,
    [columns, settings, selectable, actions],
  )
  const frame = useRef<HTMLDivElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const height = compact ? COMPACT_ROW_HEIGHT : rowHeight
  const slice = useRowWindow(root, items.length, height)
  useScrollEdges(frame)
  const ids = useMemo(() => items.map((row) => row.id), [items])
  // the cursor first: it knows a page's rows (and its row on them) before a focus whose row left is put back
  const { shown: cursor, current: cursorRow } = useRowCursor(root, list, ids, selectable, height)
  useRowFocus(root, ids, cursorRow)
  // the last cell is always there: 操作, or on a list without row actions an empty one under 列设置
  const span = shown.length + (selectable ? 1 : 0) + 1

  const skeleton = !failed && loading && !loadedOnce
  let body: ReactNode
  if (failed) body = <ErrorRow list={list} columns={span} />
  else if (skeleton) body = <SkeletonRows columns={span} rows={pageSize} selectable={selectable} actions />
  else if (items.length === 0 && !loading) body = <EmptyRow list={list} columns={span} emptyText={emptyText} />
  else
    body = (
      <>
        {slice.before > 0 && <SpaceRow height={slice.before} columns={span} />}
        {items.slice(slice.start, slice.end).map((row) => (
          <DataRow
            key={row.id}
            row={row}
            list={list}
            shown={shown}
            selectable={selectable}
            checked={selectable && selected.includes(row.id)}
            cursor={row.id === cursor}
            rowLabel={rowLabel}
            rowActions={rowActions}
          />
        ))}
        {slice.after > 0 && <SpaceRow height={slice.after} columns={span} />}
      </>
    )

  return (
    // the table box scrolls both ways inside itself (never the page): the header row sticks to its top, the
    // selection column to its left and the last one (操作, 列设置) to its right, with an edge shadow over the side
    // whose columns go on behind them (the two .data-table-edge after the box; useScrollEdges)
    <div ref={frame} className="data-table-frame">
      <Table.Root
        ref={root}
        variant="surface"
        size={compact ? '1' : '2'}
        aria-busy={loading}
        data-density={density}
        className={loading && loadedOnce ? 'data-table table-reloading' : 'data-table'}
        style={{ '--data-row-height': `${height}px` } as CSSProperties}
      >
        {/* Table.Root's props land on its scroll wrapper: the caption is what names the <table> itself */}
        <VisuallyHidden asChild>
          <caption>{label}</caption>
        </VisuallyHidden>
        <TableHead list={list} columns={shown} selectable={selectable} actions={actions} settings={settingsMenu} />
        <Table.Body className={skeleton ? 'data-table-loading' : undefined}>{body}</Table.Body>
      </Table.Root>
      <div className="data-table-edge" data-edge="start" aria-hidden="true" hidden />
      <div className="data-table-edge" data-edge="end" aria-hidden="true" hidden />
    </div>
  )
}

/** Stands for the rows of a long page not drawn (above or below the view): as tall as they would be, empty, unread. */
function SpaceRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="data-table-space">
      {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- an empty cell of a row hidden from assistive tech */}
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
