import { execFileSync } from 'node:child_process'

/**
 * The fonts fontconfig offers for Chinese (`fc-list :lang=zh family`); none when there are none or no fc-list. Every
 * operator's machine has one. Without one, Chromium lays out each Chinese text run through a font fallback that finds
 * nothing: our rows, in Chinese, then take about four times as long to lay out (a domain page's body 22 ms against
 * 5 ms with WenQuanYi Micro Hei), a cost the peers, whose seed is Latin, never pay. The bench says which it ran with.
 */
export function cjkFonts(): string[] {
  try {
    const out = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return [
      ...new Set(
        out
          .split('\n')
          .map((line) => line.split(',')[0].trim())
          .filter(Boolean),
      ),
    ].sort()
  } catch {
    return []
  }
}

export const cjkFontLine = (fonts: string[]) =>
  fonts.length
    ? `CJK font: ${fonts.join(', ')}`
    : 'no CJK font on this machine (fc-list :lang=zh): our Chinese rows lay out ~4× slower than on an operator’s machine; apt-get install fonts-wqy-microhei'
