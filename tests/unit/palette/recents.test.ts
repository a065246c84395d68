import { describe, expect, it } from 'vitest'
import { parseRecents, RECENT_LIMIT, remember, type Recent } from '../../../src/machines/paletteMachine'

const domain: Recent = { type: 'record', hit: { kind: 'domain', id: '3', name: 'shop.example.com', keyword: 'shop.example.com' } }
const page: Recent = { type: 'page', to: '/domain' }
const command: Recent = { type: 'command', id: 'domain.create' }

describe('the palette’s recent items', () => {
  it('puts the latest first, once, and keeps at most RECENT_LIMIT', () => {
    expect(remember([page, command, domain], command)).toEqual([command, page, domain])
    const many = Array.from({ length: RECENT_LIMIT + 3 }, (_, index): Recent => ({ type: 'page', to: `/p${index}` }))
    const kept = many.reduce<Recent[]>(remember, [])
    expect(kept).toHaveLength(RECENT_LIMIT)
    expect(kept[0]).toEqual(many.at(-1))
  })

  it('reads back what was kept', () => {
    expect(parseRecents(JSON.parse(JSON.stringify([domain, page, command])))).toEqual([domain, page, command])
  })

  it('ignores a corrupt entry and keeps the others', () => {
    const stored = [
      page,
      null,
      'x',
      { type: 'page' },
      { type: 'command', id: 7 },
      { type: 'record', hit: { kind: 'planet', id: '1', name: 'a', keyword: 'a' } },
      { type: 'record', hit: { kind: 'domain', id: '1', name: '' } },
      command,
    ]
    expect(parseRecents(stored)).toEqual([page, command])
  })

  it('is empty when what is stored is not a list (missing, corrupt JSON read as null, an object)', () => {
    expect(parseRecents(undefined)).toEqual([])
    expect(parseRecents(null)).toEqual([])
    expect(parseRecents({ 0: page })).toEqual([])
  })
})
