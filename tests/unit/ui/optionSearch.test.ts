import { describe, expect, it } from 'vitest'
import { matchOptions } from '../../../src/ui/optionSearch'
import { pinyinInitials } from '../../../src/ui/pinyin'

const named = (...labels: string[]) => labels.map((label) => ({ label, value: label }))

describe('searching a long select', () => {
  it('knows the pinyin initials of the characters names are made of (GB 2312’s first level, read through the GBK decoder)', () => {
    expect(pinyinInitials('极简博客')).toBe('jjbk')
    expect(pinyinInitials('新闻门户')).toBe('xwmh')
    expect(pinyinInitials('企业官网')).toBe('qygw')
    expect(pinyinInitials('旅行日记')).toBe('lxrj')
    expect(pinyinInitials('美食天地 2')).toBe('mstd 2')
    // every letter's first and last character of the first level
    expect(pinyinInitials('啊澳芭怖擦错搭堕蛾贰发咐噶过哈祸击骏喀阔垃络妈穆拿诺哦沤啪瀑期群然弱撒所塌唾挖误昔迅压孕匝座')).toBe(
      'aabbccddeeffgghhjjkkllmmnnooppqqrrssttwwxxyyzz',
    )
    expect(pinyinInitials('Shop')).toBe('shop')
  })

  it('finds options by label, value or pinyin initials, every word of the search, in their order', () => {
    const themes = named('极简博客', '新闻门户', '企业官网', '科技资讯', '美食天地', '旅行日记')
    expect(matchOptions(themes, 'jj').map((option) => option.label)).toEqual(['极简博客'])
    expect(matchOptions(themes, '门户').map((option) => option.label)).toEqual(['新闻门户'])
    expect(matchOptions(themes, 'J').map((option) => option.label)).toEqual(['极简博客', '科技资讯', '旅行日记'])
    expect(matchOptions(themes, '')).toEqual(themes)
    expect(matchOptions(themes, 'zzz')).toEqual([])
    const domains = named('shop-a.com', 'shop-b.cn', 'blog.shop.net', 'news.cn')
    expect(matchOptions(domains, ' SHOP  cn ').map((option) => option.value)).toEqual(['shop-b.cn'])
    // full-width letters from a Chinese input method
    expect(matchOptions(domains, 'ｎｅｗｓ').map((option) => option.value)).toEqual(['news.cn'])
    expect(matchOptions([{ label: '全部域名', value: '__all__' }], 'qb')).toHaveLength(1)
  })
})
