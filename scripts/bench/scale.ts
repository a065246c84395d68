import type { Domain, DomainStatus } from '../../src/api/domains'
import { THEME_NAMES } from '../../tests/e2e/support/fakeApi'
import { median } from './figures'
import { clickToRows, withRealSession } from './realSession'
import { pairedRatios, spread, spreadText, type Spread } from './spread'

/** Rows on the page the domain list opens with: 20 (the default page), 100 (the largest page size), 2,000 (a server sending far more than asked). */
export const SCALE_ROWS = [20, 100, 2000] as const
/** The target: the longer pages stay under this many times the 20-row figure. */
export const SCALE_TARGET = 2

export interface ScaleFigures {
  /** Click → the frame after the first row showed, ms: each step, by rows on the page. */
  steps: Record<number, number[]>
  medianMs: Record<number, number>
  /** Each size's median ÷ the 20-row median. */
  ratio: Record<number, number>
  /**
   * Min, median and max of each size's steps, and of its per-round ratios to the 20-row step (the sizes of a round
   * ran one after the other).
   */
  spread: { ms: Record<number, Spread | null>; ratio: Record<number, Spread | null> }
}

const STATUSES: DomainStatus[] = ['active', 'inactive', 'pending']

/** `count` domain rows as GET /api/domains answers them, with Chinese titles, keywords and descriptions like the seed's. */
export function domainRows(count: number): Domain[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(5, '0')
    return {
      id: String(index + 1),
      domain: `site-${n}.example.cn`,
      theme: THEME_NAMES[index % THEME_NAMES.length],
      status: STATUSES[index % STATUSES.length],
      title: `站点 ${n} · ${THEME_NAMES[(index + 1) % THEME_NAMES.length]}`,
      keywords: '资讯,评测,教程',
      description: `第 ${index + 1} 个站点的描述：每日更新的原创内容与专题`,
      articleCount: index % 97,
      createdAt: new Date(Date.UTC(2026, 9, 1) - index * 3_600_000).toISOString(),
    }
  })
}

/**
 * Menu click → rows of 域名管理 when its page holds 20, 100 or 2,000 rows, on the real-API build
 * against the fake API answering at once (`withRealSession`). Each step goes from the home page to the domain list
 * (its code loaded by a first visit), `rounds` steps per size, the order of the sizes turning each round.
 */
export function measureScale(realDir: string, rounds: number): Promise<ScaleFigures> {
  return withRealSession(realDir, 0, async ({ api, page, menu, home }) => {
    const pages = Object.fromEntries(SCALE_ROWS.map((count) => [count, domainRows(count)]))
    api.setDomains(pages[SCALE_ROWS[0]])
    await clickToRows(page, menu('域名管理'))
    await home()

    const steps: Record<number, number[]> = Object.fromEntries(SCALE_ROWS.map((count) => [count, []]))
    for (let round = 0; round < rounds; round += 1) {
      for (let turn = 0; turn < SCALE_ROWS.length; turn += 1) {
        const count = SCALE_ROWS[(round + turn) % SCALE_ROWS.length]
        api.setDomains(pages[count])
        steps[count].push(Math.round(await clickToRows(page, menu('域名管理'))))
        // every row of the answer made it into the list (drawn or, past 50, kept for the row window)
        const shown = await page.getByText(new RegExp(`^共 ${count} 条`)).count()
        if (!shown) throw new Error(`the domain list does not say 共 ${count} 条`)
        await home()
      }
    }
    return scaleFigures(steps)
  })
}

/** The figures of each size's steps, step i of every size taken in the same round. */
export function scaleFigures(steps: Record<number, number[]>): ScaleFigures {
  const medianMs = Object.fromEntries(SCALE_ROWS.map((count) => [count, Math.round(median(steps[count]))]))
  const ratio = Object.fromEntries(SCALE_ROWS.map((count) => [count, Math.round((medianMs[count] / medianMs[SCALE_ROWS[0]]) * 100) / 100]))
  const bySize = <T>(of: (count: number) => T) => Object.fromEntries(SCALE_ROWS.map((count) => [count, of(count)]))
  return {
    steps,
    medianMs,
    ratio,
    spread: {
      ms: bySize((count) => spread(steps[count], 0)),
      ratio: bySize((count) => spread(pairedRatios(steps[count], steps[SCALE_ROWS[0]]), 2)),
    },
  }
}

/** Each size's median and its ratio to the 20-row one, each with its min / median / max (the ratio's per round). */
export function scaleTable({ medianMs, ratio, spread: spreads }: ScaleFigures, rounds: number): string {
  return [
    `menu click → rows (域名管理) by rows on the page, real build, fake API at 0 ms, ${rounds} rounds`,
    `${''.padEnd(14)}${'median'.padStart(10)}${'min / median / max'.padStart(22)}${'ratio'.padStart(9)}${'min / median / max'.padStart(22)}`,
    ...SCALE_ROWS.map((count) => {
      const verdict = count === SCALE_ROWS[0] ? '' : `   (${ratio[count] < SCALE_TARGET ? 'within' : 'OVER'} the target of under ${SCALE_TARGET}×)`
      const ms = `${medianMs[count]} ms`.padStart(10) + spreadText(spreads.ms[count], 0).padStart(22)
      const times = `${ratio[count].toFixed(2)}×`.padStart(9) + spreadText(spreads.ratio[count], 2).padStart(22)
      return `  ${`${count.toLocaleString('en')} rows`.padEnd(12)}${ms}${times}${verdict}`
    }),
  ].join('\n')
}
