import { describe, expect, it } from 'vitest'
import { BACKLINK_IMPORT_COLUMNS } from '../../../src/api/backlinks'
import { headerNote, readBulkTable, startsWithHeader } from '../../../src/api/bulkTable'
import { DOMAIN_IMPORT_COLUMNS } from '../../../src/api/domains'

const domains = (text: string) => readBulkTable(text, DOMAIN_IMPORT_COLUMNS)

describe('a bulk add read as a table', () => {
  it('is plain lines unless the first line names the domain column', () => {
    expect(domains('a.com\nb.cn')).toBeNull()
    expect(domains('title,keywords\na.com,x')).toBeNull()
    expect(domains('')).toBeNull()
    expect(startsWithHeader('a.com,标题', DOMAIN_IMPORT_COLUMNS)).toBe(false)
  })

  it('reads English and Chinese headers, any case and spacing, and names the columns it does not import', () => {
    const table = domains('Domain, Title ,KEYWORDS,备注\na.com,首页,"x,y",内部\n\nb.cn,,,\n')!
    expect(table.used).toEqual(['Domain', 'Title', 'KEYWORDS'])
    expect(table.ignored).toEqual(['备注'])
    expect(table.rows).toEqual([
      { line: 2, text: 'a.com,首页,"x,y",内部', values: { domain: 'a.com', title: '首页', keywords: 'x,y' } },
      { line: 4, text: 'b.cn,,,', values: { domain: 'b.cn', title: '', keywords: '' } },
    ])
    expect(domains('域名,标题,主题,状态\nc.cn,美食,美食天地,启用')!.rows[0].values).toEqual({ domain: 'c.cn', title: '美食', theme: '美食天地' })
    expect(headerNote(domains('域名,标题,状态\n')!)).toBe('第 1 行是表头，不作为数据添加。导入的列：域名、标题；不导入的列：状态')
  })

  it('keeps the line numbers of the text when a quoted value spans lines, and reads doubled quotes', () => {
    const table = domains('域名,描述\na.com,"第一行\n第二行"\nb.cn,"说 ""好"""')!
    expect(table.rows.map((row) => [row.line, row.values.description])).toEqual([
      [2, '第一行\n第二行'],
      [4, '说 "好"'],
    ])
  })

  it('reads a tab-separated header (pasted from a spreadsheet) and a full-width comma', () => {
    expect(domains('域名\t标题\na.com\t首页, 新闻')!.rows[0].values).toEqual({ domain: 'a.com', title: '首页, 新闻' })
    expect(domains('域名，标题\na.com，首页')!.rows[0].values).toEqual({ domain: 'a.com', title: '首页' })
  })

  it('reads the backlink export’s own header', () => {
    const table = readBulkTable('ID,来源链接,目标域名,锚文本,链接属性\n1,https://x.example.com/a,keji-lab.com,评测,传递权重', BACKLINK_IMPORT_COLUMNS)!
    expect(table.used).toEqual(['来源链接', '目标域名', '锚文本'])
    expect(table.ignored).toEqual(['ID', '链接属性'])
    expect(table.rows[0].values).toEqual({ sourceUrl: 'https://x.example.com/a', targetDomain: 'keji-lab.com', anchorText: '评测' })
  })
})
