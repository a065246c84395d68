import { useEffect, useId, useRef, useState } from 'react'
import './expandableText.css'
import { Flex, RowButton, Text, type TextProps as LiteTextProps } from './lite'

type TextProps = Pick<LiteTextProps, 'size' | 'color' | 'weight'>

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u

/** How wide a line is, in half-width characters: Chinese characters and full-width signs count two. */
const widthOf = (line: string) => [...line].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0)

/** Whether `text` might not fit in `lines` lines of `perLine` Chinese characters (where nothing can be measured). */
const longerThan = (text: string, lines: number, perLine: number) =>
  text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(widthOf(line) / (perLine * 2))), 0) > lines

const onResize = new WeakMap<Element, () => void>()
let observer: ResizeObserver | undefined

/**
 * Calls `measure` once the element is laid out and whenever its size changes, through one observer for every text on
 * the page. The observer reports after the browser's own layout, so measuring forces no extra one, and the answer
 * (the 展开 button or not) is drawn in a later task: the rows paint first with the character-count guess.
 */
function watchSize(element: Element, measure: () => void): () => void {
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => onResize.get(entry.target)?.()))
  onResize.set(element, measure)
  observer.observe(element)
  return () => {
    observer?.unobserve(element)
    onResize.delete(element)
  }
}

/**
 * Text cut to `lines` lines, with 展开 / 收起 beside it when there is more: nothing is cut without a way to read the
 * rest. In a browser the cut is measured once laid out (and again when the column's width changes); where nothing is
 * laid out (a test DOM) a text longer than `lines` lines of `perLine` Chinese characters (two Latin letters each)
 * counts as cut. Always shown as text, never as HTML.
 */
export function ExpandableText({ text, lines = 1, perLine = 20, ...textProps }: { text: string; lines?: number; perLine?: number } & TextProps) {
  const id = useId()
  const box = useRef<HTMLSpanElement>(null)
  const [open, setOpen] = useState(false)
  // what the browser measured, for the text it measured; until then (and where nothing is laid out: a test DOM, a
  // hidden table) the character count stands
  const [measured, setMeasured] = useState<{ text: string; cut: boolean } | null>(null)
  const cut = measured?.text === text ? measured.cut : longerThan(text, lines, perLine)

  useEffect(() => {
    const element = box.current
    if (!element || open) return
    return watchSize(element, () => {
      const found = element.clientWidth === 0 ? null : element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1
      // a measure that changes nothing drawn keeps the state as it is: the text draws nothing again (a page of rows
      // whose guesses were right draws once, not twice)
      setMeasured((before) => {
        const drawn = before?.text === text ? before.cut : longerThan(text, lines, perLine)
        if (found === null) return before?.text === text ? null : before
        return found === drawn ? before : { text, cut: found }
      })
    })
  }, [text, open, lines, perLine])

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
        <RowButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? '收起' : '展开'}
        </RowButton>
      )}
    </Flex>
  )
}
