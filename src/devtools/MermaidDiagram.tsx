import { Button, Callout, Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes'
import { MinusIcon, PlusIcon } from '@radix-ui/react-icons'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { prepareDrawing, type Drawing } from './drawing'
import { useMermaidSvg } from './mermaidSvg'
import { useZoomPan } from './useZoomPan'
import { fitView, shows, union, ZOOM_STEP } from './zoomPan'

/** No label is drawn smaller than this at 100 %, and a diagram first shows at a zoom where none is. */
export const MIN_TEXT_PX = 11
/** The tallest a diagram's viewport grows on a page (it scrolls the page, not the diagram, past that). */
const MAX_AUTO_HEIGHT = 0.7
const MIN_HEIGHT = 160

/**
 * A Mermaid diagram drawn as SVG, in a viewport that zooms and pans (the wheel, a drag, + / − / 0 and the arrow keys,
 * 100 % and 适应窗口). It first shows whole when its labels stay readable so, else at 100 % around its highlighted
 * states (or its start); while the person has not moved it, it follows the highlighted states as they change.
 * `fill`: the viewport takes its parent's height (the live panel); else it is as tall as the diagram needs.
 */
export function MermaidDiagram({ label, text, fill = false }: { label: string; text: string; fill?: boolean }) {
  const { svg, error } = useMermaidSvg(text)
  const viewport = useRef<HTMLDivElement>(null)
  const host = useRef<HTMLDivElement>(null)
  const [drawing, setDrawing] = useState<Drawing | null>(null)
  const zoom = useZoomPan(viewport, drawing)
  const placed = useRef<string | null>(null)
  const hint = useId()

  // Mermaid's own output, sanitised by it (securityLevel: strict), of a text this app generated; measured at 100 %
  useLayoutEffect(() => {
    const element = host.current
    const drawn = svg && element ? ((element.innerHTML = svg), element.querySelector('svg')) : null
    if (!element || !drawn) return
    const transform = element.style.transform
    element.style.transform = 'none'
    setDrawing(prepareDrawing(drawn))
    element.style.transform = transform
  }, [svg])

  const autoHeight =
    drawing && zoom.box
      ? Math.round(Math.min(window.innerHeight * MAX_AUTO_HEIGHT, Math.max(MIN_HEIGHT, drawing.height * Math.min(1, zoom.box.width / drawing.width))))
      : MIN_HEIGHT
  const readable = drawing ? MIN_TEXT_PX / drawing.minFont : 1
  const focus = drawing ? union(drawing.active) : null

  useEffect(() => {
    const box = zoom.box
    if (!drawing || !box || (!fill && Math.abs(box.height - autoHeight) > 1)) return
    const size = `${drawing.width}×${drawing.height}`
    if (placed.current !== size) {
      placed.current = size
      const whole = fitView(drawing, box)
      const start = focus ?? drawing.start
      if (whole.scale >= readable || !start) zoom.show(whole)
      else if (focus) zoom.centre(focus, 1)
      else zoom.show({ scale: 1, x: box.width / 2 - (start.x + start.width / 2), y: 0 })
    } else if (focus && !zoom.moved.current && !shows(zoom.view, focus, box)) zoom.centre(focus, zoom.view.scale)
    // the view is placed when a drawing or the box arrives, not each time it changes
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [drawing, zoom.box, autoHeight, fill])

  const { scale, x, y } = zoom.view
  return (
    <Flex direction="column" gap="2" className={fill ? 'machine-diagram-frame fill' : 'machine-diagram-frame'}>
      <Flex align="center" gap="2" wrap="wrap" role="group" aria-label={`${label}：缩放`}>
        <IconButton size="1" variant="soft" color="gray" aria-label="缩小" onClick={() => zoom.zoomBy(1 / ZOOM_STEP)}>
          <MinusIcon aria-hidden />
        </IconButton>
        <Text size="1" className="machine-zoom-value">
          <VisuallyHidden>当前缩放 </VisuallyHidden>
          {Math.round(scale * 100)} %
        </Text>
        <IconButton size="1" variant="soft" color="gray" aria-label="放大" onClick={() => zoom.zoomBy(ZOOM_STEP)}>
          <PlusIcon aria-hidden />
        </IconButton>
        <Button size="1" variant="soft" color="gray" onClick={zoom.actualSize}>
          100 %
        </Button>
        <Button size="1" variant="soft" color="gray" onClick={zoom.fit}>
          适应窗口
        </Button>
        <Button size="1" variant="soft" color="gray" disabled={!focus} onClick={() => focus && zoom.centre(focus, Math.max(scale, readable))}>
          定位当前状态
        </Button>
      </Flex>
      {error && (
        <Callout.Root color="red" size="1">
          <Callout.Text>无法绘制：{error}</Callout.Text>
        </Callout.Root>
      )}
      <div
        ref={viewport}
        // a drawing the keyboard zooms and pans: it takes the keys it names, like a map
        role="application"
        aria-roledescription="可缩放的状态图"
        aria-label={`${label}（可缩放）`}
        aria-describedby={hint}
        aria-busy={!svg}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="machine-viewport"
        style={fill ? undefined : { height: autoHeight }}
        {...zoom.handlers}
      >
        <VisuallyHidden id={hint}>滚轮缩放，拖动平移；键盘：加号放大，减号缩小，0 为 100 %，方向键平移。</VisuallyHidden>
        {!svg && !error && (
          <Text size="1" className="machine-viewport-note">
            绘制中…
          </Text>
        )}
        <div ref={host} role="img" aria-label={label} className="machine-diagram" style={{ transform: `translate(${x}px, ${y}px) scale(${scale})` }} />
      </div>
    </Flex>
  )
}
