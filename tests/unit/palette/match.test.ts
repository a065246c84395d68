import { describe, expect, it } from 'vitest'
import { COMMANDS } from '../../../src/routes/palette/entries'
import { fullyRead, matches } from '../../../src/routes/palette/match'
import { RESOURCES } from '../../../src/routes/resources'

describe('the palette finds fixed names', () => {
  it('by pinyin initials', () => {
    expect(matches('域名管理', 'ymgl')).toBe(true)
    expect(matches('域名管理', 'YMGL')).toBe(true)
    expect(matches('批量添加域名', 'pltj')).toBe(true)
    expect(matches('文章列表', 'ymgl')).toBe(false)
  })

  it('by full pinyin, whole or in part', () => {
    expect(matches('域名管理', 'yuming')).toBe(true)
    expect(matches('域名管理', 'yuming guanli')).toBe(true)
    expect(matches('退出登录', 'tuichu')).toBe(true)
    expect(matches('文章推送', 'yuming')).toBe(false)
  })

  it('by the Chinese name or a part of it', () => {
    expect(matches('域名管理', '域名')).toBe(true)
    expect(matches('新增域名', '域名')).toBe(true)
    expect(matches('留言管理', '文章')).toBe(false)
  })

  it('Latin names by their letters, any case; an empty query finds all', () => {
    expect(matches('Ctrl 导出 CSV', 'csv')).toBe(true)
    expect(matches('shop.example.com', 'Shop.Ex')).toBe(true)
    expect(matches('shop.example.com', 'blog')).toBe(false)
    expect(matches('域名管理', '  ')).toBe(true)
  })

  it('has the reading of every character of every screen and command name', () => {
    const names = ['首页', ...Object.values(RESOURCES).map(({ label }) => label), ...COMMANDS.map(({ label }) => label)]
    expect(names.filter((name) => !fullyRead(name))).toEqual([])
  })
})
