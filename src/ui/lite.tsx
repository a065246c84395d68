import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react'

/**
 * Radix Themes' Text, Flex, Badge and small ghost Button as the markup they render, for the props a list row gives
 * them, without their components. A page of rows held some 200 of them, and Radix's handling of each one's props
 * (extractProps and its responsive classes) was a tenth of the script a list's first draw ran. The same
 * elements, classes and attributes, so Radix's CSS styles them alike: tests/unit/lite.test.tsx renders each beside
 * Radix's own and compares. Outside the rows, use Radix's components (a select never opened is the other exception:
 * ClosedTrigger.tsx).
 */

export type AccentColor = 'gray' | 'red' | 'green' | 'amber' | 'indigo'
type Size = '1' | '2' | '3'

export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

export interface TextProps {
  size?: Size
  weight?: 'medium' | 'bold'
  color?: AccentColor
  wrap?: 'nowrap' | 'wrap'
  id?: string
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLSpanElement>
  children?: ReactNode
}

export function Text({ size, weight, color, wrap, id, className, style, ref, children }: TextProps) {
  const names = classes('rt-Text', className, size && `rt-r-size-${size}`, weight && `rt-r-weight-${weight}`, wrap && `rt-r-tw-${wrap}`)
  return (
    <span data-accent-color={color} id={id} style={style} className={names} ref={ref}>
      {children}
    </span>
  )
}

export function Flex({
  direction,
  align,
  wrap,
  gap,
  maxWidth,
  minWidth,
  children,
}: {
  direction?: 'row' | 'column'
  align?: 'start' | 'center'
  wrap?: 'wrap' | 'nowrap'
  gap?: '1' | '2' | '3'
  maxWidth?: string
  minWidth?: string
  children?: ReactNode
}) {
  const style = maxWidth !== undefined || minWidth !== undefined ? ({ '--min-width': minWidth, '--max-width': maxWidth } as CSSProperties) : undefined
  const className = classes(
    'rt-Flex',
    direction && `rt-r-fd-${direction}`,
    align && `rt-r-ai-${align}`,
    wrap && `rt-r-fw-${wrap}`,
    gap && `rt-r-gap-${gap}`,
    maxWidth !== undefined && 'rt-r-max-w',
    minWidth !== undefined && 'rt-r-min-w',
  )
  return (
    <div style={style} className={className}>
      {children}
    </div>
  )
}

export function Badge({
  color,
  variant = 'soft',
  radius,
  highContrast = false,
  children,
}: {
  color: AccentColor
  variant?: 'soft' | 'outline'
  radius?: 'full'
  highContrast?: boolean
  children?: ReactNode
}) {
  return (
    <span
      data-accent-color={color}
      data-radius={radius}
      className={classes('rt-reset rt-Badge rt-r-size-1', `rt-variant-${variant}`, highContrast && 'rt-high-contrast')}
    >
      {children}
    </span>
  )
}

/** The classes of Radix's `<Button variant="ghost" size="1">`, for a row's link drawn as one (`<Link className>`). */
export const ROW_BUTTON_CLASS = 'rt-reset rt-BaseButton rt-r-size-1 rt-variant-ghost rt-Button'

/** A row's action: Radix's `<Button variant="ghost" size="1" color>`. */
export function RowButton({ color, disabled, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'> & { color?: AccentColor }) {
  return <button data-disabled={disabled || undefined} data-accent-color={color ?? ''} {...props} className={ROW_BUTTON_CLASS} disabled={disabled} />
}
