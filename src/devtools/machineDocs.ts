import { machineDiagram } from './machineDiagram'
import type { MachineEntry } from './machineRegistry'

/** The folder `npm run diagrams` writes, from the repository root. */
export const DIAGRAM_DIR = 'docs/machines'

export interface DiagramDocument {
  /** The file's name inside docs/machines/. */
  name: string
  content: string
}

const LEGEND = [
  '- a black dot points at the initial state; an arrow to a ringed dot leaves from a final state;',
  '- `event [guard]`: the transition taken on `event` when `guard` holds (guards are tried top to bottom);',
  '- `always`: taken as soon as the state is entered and its guard holds; `after <delay>`: a timer;',
  '- `onDone <actor>` / `onError <actor>`: the answer of an actor the state invokes (`invoke <actor>` inside the state);',
  '- `on event` inside a state: handled there without leaving it;',
  '- "any state" (dashed): transitions the machine (or a parent state) takes from whichever of its states is active.',
]

/** Markdown with a Mermaid block, which GitHub draws: one document per machine, and an index. */
export function diagramDocuments(entries: readonly MachineEntry[]): DiagramDocument[] {
  const documents = entries.map(({ name, file, machine }) => ({
    name: `${name}.md`,
    content: [
      `# ${name}`,
      '',
      `The machine \`${machine.id}\` of [${file}](../../${file}), drawn from its definition by \`npm run diagrams\`: do not edit by hand.`,
      'A unit test fails when this file no longer matches the machine. How to read it: [README](README.md).',
      '',
      '```mermaid',
      machineDiagram(machine).trimEnd(),
      '```',
      '',
    ].join('\n'),
  }))
  const index = [
    '# State machines',
    '',
    'Every XState machine of the app as a Mermaid state diagram, written by `npm run diagrams` from the machine',
    'definitions in `src/machines/` (a unit test fails when one is out of date). In `npm run dev` and the demo build',
    'the page `/__machines` draws the same diagrams with the live state of every running actor; each zooms and pans',
    "(the wheel, a drag, + − 0 and the arrow keys, 100 % and 适应窗口). On any screen, the top bar's 实时状态机 opens a",
    'panel with the machines running there, their states highlighted as you click, and the event log: filtered by',
    'machine or actor, and saved with 导出 JSON (tokens and passwords masked).',
    '',
    ...entries.map(({ name, file }) => `- [${name}](${name}.md) — \`${file}\``),
    '',
    'How to read a diagram:',
    '',
    ...LEGEND,
    '',
  ].join('\n')
  return [...documents, { name: 'README.md', content: index }]
}
