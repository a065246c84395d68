import { useLayoutEffect, useRef } from 'react'

/**
 * The selection column's checkbox (each row's, and 选择本页全部 in the header): the browser's own, drawn like Radix's
 * (`.row-check`, styles.css). A Radix checkbox is a button with a hidden input beside it that measures itself and
 * draws again after it mounts; a list page has 21 of them, redrawn on every page. Space toggles it, as
 * Radix's; `indeterminate` (some rows of the page chosen) is the input's own state, read out as "mixed".
 */
export function RowCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onToggle,
}: {
  label: string
  checked: boolean
  indeterminate?: boolean
  disabled?: boolean
  onToggle: () => void
}) {
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate
  }, [indeterminate])
  return <input ref={input} type="checkbox" className="row-check" aria-label={label} checked={checked} disabled={disabled} onChange={onToggle} />
}
