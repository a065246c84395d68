import { describe, expect, it } from 'vitest'
import { domainProblem, hostOfAddress, normalizeDomain } from '../../../src/api/domains'

describe('a domain typed as a web address (client and server read it alike)', () => {
  it.each([
    ['https://www.Example.com/path', 'www.example.com'],
    ['  http://Shop.Example.CN/  ', 'shop.example.cn'],
    ['//cdn.example.com/a.js', 'cdn.example.com'],
    ['www.example.com/path?x=1', 'www.example.com'],
    ['example.com:8080', 'example.com'],
    ['https://user:secret@example.com:443/#top', 'example.com'],
    ['example.com?ref=1', 'example.com'],
  ])('reads %s as its host %s', (typed, host) => {
    expect(hostOfAddress(typed)).toBe(host)
    expect(normalizeDomain(typed)).toBe(host)
    expect(domainProblem(typed)).toBeNull()
  })

  it.each(['example.com', ' Example.COM ', 'not valid', 'mailto:a@example.com', ''])('leaves %j alone: it is not an address', (typed) => {
    expect(hostOfAddress(typed)).toBeNull()
    expect(normalizeDomain(typed)).toBe(typed.trim().toLowerCase())
  })

  it('checks the host, not the address: its own messages', () => {
    expect(domainProblem('https://')).toBe('请输入域名')
    expect(domainProblem('https://localhost/admin')).toBe('域名至少要有两段，例如 example.com')
    expect(domainProblem('http://bad_name.com/')).toBe('域名只能包含英文字母、数字、连字符和点（中文域名请填写 xn-- 形式）')
  })
})
