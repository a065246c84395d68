import { Callout, Text } from '@radix-ui/themes'
import { useEffect, useRef, useState } from 'react'
import { separateLabels } from './separateLabels'

type Mermaid = (typeof import('mermaid'))['default']

// Mermaid is bundled (it works offline) and loaded only here: never in the real build, never with the screens.
let mermaid: Promise<Mermaid> | null = null
const loadMermaid = () =>
  (mermaid ??= import('mermaid').then(({ default: loaded }) => {
    // Mermaid's own font: it sizes the boxes with the font it draws in
    loaded.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' })
    return loaded
  }))

/** One render at a time, and the last few results kept: states flip back and forth. */
let queue: Promise<void> = Promise.resolve()
let renders = 0
const rendered = new Map<string, string>()
function remember(text: string, svg: string) {
  rendered.set(text, svg)
  if (rendered.size > 100) rendered.delete(rendered.keys().next().value!)
}

/** A Mermaid diagram drawn as SVG; while a new text renders the previous drawing stays. */
export function MermaidDiagram({ label, text }: { label: string; text: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [latest, setLatest] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const svg = rendered.get(text) ?? latest

  useEffect(() => {
    if (rendered.has(text)) return
    let wanted = true
    queue = queue.then(async () => {
      if (!wanted) return
      try {
        const { svg: drawn } = await (await loadMermaid()).render(`machine-diagram-${++renders}`, text)
        remember(text, drawn)
        if (wanted) setLatest(drawn)
        setError(null)
      } catch (failure) {
        if (wanted) setError(failure instanceof Error ? failure.message : String(failure))
      }
    })
    return () => {
      wanted = false
    }
  }, [text])

  useEffect(() => {
    // Mermaid's own output, sanitised by it (securityLevel: strict), of a text this app generated
    if (!box.current || !svg) return
    box.current.innerHTML = svg
    const drawn = box.current.querySelector('svg')
    if (drawn) separateLabels(drawn)
  }, [svg])

  return (
    <>
      {error && (
        <Callout.Root color="red" size="1">
          <Callout.Text>无法绘制：{error}</Callout.Text>
        </Callout.Root>
      )}
      <div ref={box} role="img" aria-label={label} aria-busy={!svg} className="machine-diagram">
        {!svg && !error && (
          <Text size="1" color="gray">
            绘制中…
          </Text>
        )}
      </div>
    </>
  )
}
