import { Button, Flex, Text } from '@radix-ui/themes'
import { useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react'
import './expandableText.css'

type TextProps = Pick<ComponentProps<typeof Text>, 'size' | 'color' | 'weight'>

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u

/** How wide a line is, in half-width characters: Chinese characters and full-width signs count two. */
const widthOf = (line: string) => [...line].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0)

/** Whether `text` might not fit in `lines` lines of `perLine` Chinese characters (where nothing can be measured). */
const longerThan = (text: string, lines: number, perLine: number) =>
  text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(widthOf(line) / (perLine * 2))), 0) > lines

/**
 * Text cut to `lines` lines, with 展开 / 收起 beside it when there is more: nothing is cut without a way to read the
 * rest. In a browser the cut is measured (and again when the column's width changes); where nothing is laid out
 * (jsdom) a text longer than `lines` lines of `perLine` Chinese characters (two Latin letters each) counts as cut. Always shown as text, never as HTML.
 */
export function ExpandableText({ text, lines = 1, perLine = 20, ...textProps }: { text: string; lines?: number; perLine?: number } & TextProps) {
  const id = useId()
  const box = useRef<HTMLSpanElement>(null)
  const [open, setOpen] = useState(false)
  const [cut, setCut] = useState(() => longerThan(text, lines, perLine))

  useLayoutEffect(() => {
    const element = box.current
    if (!element || open) return
    const measure = () => {
      // nothing laid out (jsdom, or a hidden table): the character count stands
      if (element.clientWidth === 0) setCut(longerThan(text, lines, perLine))
      else setCut(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [text, lines, perLine, open])

  return (
    <Flex direction="column" align="start" gap="1" minWidth="0">
      <Text
        {...textProps}
        ref={box}
        id={id}
        className={open ? 'expandable-text' : 'expandable-text expandable-text-cut'}
        style={{ WebkitLineClamp: open ? undefined : lines }}
      >
        {text}
      </Text>
      {(cut || open) && (
        <Button type="button" variant="ghost" size="1" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? '收起' : '展开'}
        </Button>
      )}
    </Flex>
  )
}
