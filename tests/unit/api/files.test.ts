import { describe, expect, it } from 'vitest'
import {
  csvRecords,
  decodeText,
  LIST_FILE_MAX_BYTES,
  listFileEntries,
  listFileProblem,
  readListFile,
  startsWithZipSignature,
  themePackageFileProblem,
  zipContentProblem,
} from '../../../src/api/files'

const bytes = (...values: number[]) => new Uint8Array(values)
const utf8 = (text: string) => new TextEncoder().encode(text)
/** The first bytes of a real zip archive's local file header, then some content. */
const zipBytes = () => bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00)
const NOT_ZIP = '这个文件不是真正的 .zip 压缩包（可能只是改了扩展名），请选择打包好的 .zip 文件'

describe('zip signature', () => {
  it('recognises PK\\x03\\x04 and nothing else', () => {
    expect(startsWithZipSignature(zipBytes())).toBe(true)
    expect(startsWithZipSignature(utf8('PK'))).toBe(false)
    expect(startsWithZipSignature(bytes(0x50, 0x4b, 0x05, 0x06))).toBe(false)
    expect(startsWithZipSignature(bytes())).toBe(false)
  })

  it('reads only the first bytes of the file', async () => {
    expect(await zipContentProblem(new Blob([zipBytes(), new Uint8Array(1000)]))).toBeNull()
    expect(await zipContentProblem(new Blob(['just some text, renamed to .zip']))).toBe(NOT_ZIP)
    expect(await zipContentProblem(new Blob([]))).toBe(NOT_ZIP)
  })

  it('checks a theme package by name and size first, then by content', async () => {
    expect(await themePackageFileProblem(new File(['x'], 'food.rar'))).toBe('主题包必须是 .zip 文件')
    expect(await themePackageFileProblem(new File(['hello'], 'food.zip'))).toBe(NOT_ZIP)
    expect(await themePackageFileProblem(new File([zipBytes()], 'FOOD.ZIP'))).toBeNull()
  })
})

describe('text check', () => {
  it('reads UTF-8 (byte-order mark dropped), UTF-16 with its mark, and GB18030 as Excel saves it', () => {
    expect(decodeText(utf8('\uFEFFa.com\nb.cn'))).toBe('a.com\nb.cn')
    expect(decodeText(bytes(0xff, 0xfe, 0x61, 0x00, 0x0a, 0x00, 0x2d, 0x4e))).toBe('a\n中')
    expect(decodeText(bytes(0xd6, 0xd0, 0xce, 0xc4))).toBe('中文')
    expect(decodeText(utf8('tab\tand\r\nlines\f'))).toBe('tab\tand\r\nlines\f')
  })

  it('refuses binary content: NUL bytes, other controls, bytes no text encoding has', () => {
    expect(decodeText(bytes(0x61, 0x00, 0x62))).toBeNull()
    expect(decodeText(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull()
    expect(decodeText(zipBytes())).toBeNull()
    expect(decodeText(bytes(0xff, 0xff, 0xff))).toBeNull()
  })
})

describe('CSV', () => {
  it('splits records and fields, with quotes, doubled quotes, commas and line breaks inside quotes', () => {
    expect(csvRecords('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ])
  })

  it('takes a CSV’s first column, or the first two joined for url + anchor lines; a .txt file line by line', () => {
    const csv = '"a.com",旅行日记\n\n"b,c.cn",x\n d.com ,y\n'
    expect(listFileEntries('list.CSV', csv)).toEqual(['a.com', '', 'b,c.cn', 'd.com'])
    expect(listFileEntries('links.csv', 'https://x.cn/1,家常 菜谱\nhttps://x.cn/2\n', 2)).toEqual(['https://x.cn/1 家常 菜谱', 'https://x.cn/2'])
    expect(listFileEntries('list.txt', 'a.com\r\n\r\nb.cn, c\n')).toEqual(['a.com', '', 'b.cn, c'])
  })
})

describe('list file', () => {
  it('accepts a .txt or .csv of at most 1 MB', () => {
    expect(listFileProblem({ name: 'a.txt', size: LIST_FILE_MAX_BYTES })).toBeNull()
    expect(listFileProblem({ name: 'a.csv', size: LIST_FILE_MAX_BYTES + 1 })).toBe('「a.csv」超过 1 MB，请拆成几个较小的文件分别导入')
    expect(listFileProblem({ name: 'a.xlsx', size: 10 })).toBe('只能导入 .txt 或 .csv 文件，「a.xlsx」不是')
  })

  it('reads the entries, or says why the file is refused', async () => {
    expect(await readListFile(new File(['a.com\nb.cn\n'], 'd.txt'))).toEqual({ entries: ['a.com', 'b.cn'] })
    expect(await readListFile(new File([zipBytes()], 'renamed.csv'))).toEqual({ problem: '「renamed.csv」不是文本文件，请另存为 .txt 或 .csv 后再导入' })
    expect(await readListFile(new File(['\n \n'], 'empty.txt'))).toEqual({ problem: '「empty.txt」里没有内容' })
    expect(await readListFile(new File([new Uint8Array(LIST_FILE_MAX_BYTES + 1)], 'big.txt'))).toEqual({
      problem: '「big.txt」超过 1 MB，请拆成几个较小的文件分别导入',
    })
  })
})
