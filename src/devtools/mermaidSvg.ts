import { useEffect, useState } from 'react'

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

/** Mermaid's SVG of `text` (while a new text renders, the previous drawing), or the error it failed with. */
export function useMermaidSvg(text: string): { svg: string | null; error: string | null } {
  const [latest, setLatest] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

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

  return { svg: rendered.get(text) ?? latest, error }
}
