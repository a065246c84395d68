import { describe, expect, it } from 'vitest'
import { stampOf } from '../../../src/mock-server/list'

// The stamp of a page as the demo backend writes it: equal pages, equal stamps; a changed page, a new one.

const rows = (...titles: string[]) => titles.map((title, index) => ({ id: String(index + 1), title, version: 1 }))

describe('stampOf', () => {
  it('is the same for the same rows and total, and differs when a field, the order or the total does', () => {
    const stamp = stampOf(rows('甲', '乙'), 2)
    expect(stampOf(rows('甲', '乙'), 2)).toBe(stamp)
    const others = [stampOf(rows('甲', '丙'), 2), stampOf(rows('乙', '甲'), 2), stampOf(rows('甲', '乙'), 3), stampOf([], 0)]
    expect(new Set([stamp, ...others]).size).toBe(5)
  })

  it('keeps the stamp of a page asked again while two hundred others come and go; a page not asked gets a new one', () => {
    const watched = stampOf(rows('常看的一页'), 1)
    const forgotten = stampOf(rows('只看过一次'), 1)
    const askedAgain: string[] = []
    for (let page = 0; page < 400; page += 1) {
      stampOf(rows(`第 ${page} 页`), 1)
      // asked again every fifty other pages
      if (page % 50 === 0) askedAgain.push(stampOf(rows('常看的一页'), 1))
    }
    expect(askedAgain).toEqual(Array(8).fill(watched))
    expect(stampOf(rows('常看的一页'), 1)).toBe(watched)
    const again = stampOf(rows('只看过一次'), 1)
    expect(again).not.toBe(forgotten)
    // and the new stamp is one no other page had
    expect(again).not.toBe(watched)
  })
})
