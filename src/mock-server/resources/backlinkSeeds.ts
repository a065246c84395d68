import type { Backlink } from '../../api/backlinks'
import { daysBefore, seededRandom, type Random } from '../random'
import { seedDomains } from '../seeds'

/**
 * The fake link checker: the same URL always gets the same answer. Hosts containing `dead` or `.invalid` are
 * always dead (so demos and tests can make one on purpose); for the rest an FNV-1a hash of the URL decides,
 * about four in five alive.
 */
export function linkIsAlive(sourceUrl: string): boolean {
  let host = ''
  try {
    host = new URL(sourceUrl).hostname.toLowerCase()
  } catch {
    return false
  }
  if (host.includes('dead') || host.includes('.invalid')) return false
  let hash = 0x811c9dc5
  for (const char of sourceUrl) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash % 100 < 80
}

/** How two source URLs are compared: host case, default ports and a bare host's `/` do not make them different. */
export function urlKey(sourceUrl: string): string {
  try {
    return new URL(sourceUrl.trim()).href
  } catch {
    return sourceUrl.trim()
  }
}

const users = ['xiaoming_dev', 'lanyu2019', 'chenjie88', 'foodie-lily', 'travel_wang', 'kejiqianxian', 'mama-diary', 'laoli_car', 'datou', 'sunnyzhou']
const hex = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('')
const alnum = (random: Random, length: number) => Array.from({ length }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[random.int(0, 33)]).join('')
const pad = (n: number) => String(n).padStart(2, '0')

/** Pages of forums, blogs and news sites that link to the network, in the shapes those sites use. */
const sources: ((random: Random) => string)[] = [
  (r) => `https://tieba.baidu.com/p/${r.int(7_000_000_000, 9_000_000_000)}`,
  (r) => `https://www.douban.com/group/topic/${r.int(200_000_000, 320_000_000)}/`,
  (r) => `https://bbs.hupu.com/${r.int(600_000_000, 630_000_000)}.html`,
  (r) => `http://bbs.tianya.cn/post-${r.pick(['travel', 'free', 'house', 'funinfo'])}-${r.int(100_000, 999_999)}-1.shtml`,
  (r) => `https://www.zhihu.com/question/${r.int(500_000_000, 700_000_000)}/answer/${r.int(1_000_000_000, 3_000_000_000)}`,
  (r) => `https://blog.csdn.net/${r.pick(users)}/article/details/${r.int(130_000_000, 140_000_000)}`,
  (r) => `https://www.cnblogs.com/${r.pick(users)}/p/${r.int(17_000_000, 18_000_000)}.html`,
  (r) => `https://www.jianshu.com/p/${hex(r, 12)}`,
  (r) => `https://zhuanlan.zhihu.com/p/${r.int(600_000_000, 700_000_000)}`,
  (r) => `https://${r.pick(users).replace(/_/g, '-')}.github.io/2026/${pad(r.int(1, 10))}/${r.pick(['notes', 'review', 'guide', 'weekly'])}-${r.int(1, 40)}/`,
  (r) => `https://news.sina.com.cn/${r.pick(['c', 's', 'o'])}/2026-${pad(r.int(1, 10))}-${pad(r.int(1, 28))}/doc-inf${alnum(r, 12).toLowerCase()}.shtml`,
  (r) => `https://www.163.com/dy/article/${alnum(r, 16)}.html`,
  (r) => `https://www.sohu.com/a/${r.int(800_000_000, 900_000_000)}_${r.int(100_000, 999_999)}`,
  (r) => `https://new.qq.com/rain/a/2026${pad(r.int(1, 10))}${pad(r.int(1, 28))}A0${alnum(r, 4)}00`,
  (r) => `https://www.thepaper.cn/newsDetail_forward_${r.int(28_000_000, 29_000_000)}`,
  (r) => `http://www.deadforum-archive.net/thread-${r.int(1000, 99_999)}-1-1.html`,
  (r) => `https://old-blog.invalid/post/${r.int(1, 999)}`,
]

function anchorFor(random: Random, domain: (typeof seedDomains)[number]): string {
  const keyword = random.pick(domain.keywords.split(','))
  return random.pick([
    keyword,
    `${keyword}推荐`,
    `${keyword}大全`,
    `最新${keyword}`,
    `${keyword}攻略`,
    domain.title,
    `${domain.title}官网`,
    `详细了解${keyword}`,
    '点击这里',
    '原文链接',
    domain.domain,
  ])
}

export type BacklinkRecord = Omit<Backlink, 'id'>

function buildBacklinks(): BacklinkRecord[] {
  const random = seededRandom(20261102)
  const seen = new Set<string>()
  const rows: BacklinkRecord[] = []
  while (rows.length < 300) {
    const target = random.pick(seedDomains)
    // the last two sources are the checker's "always dead" hosts: keep them rare
    const source = random.chance(0.05) ? random.pick(sources.slice(-2)) : random.pick(sources.slice(0, -2))
    const sourceUrl = source(random)
    const key = `${urlKey(sourceUrl)} ${target.domain}`
    if (seen.has(key)) continue
    seen.add(key)
    const age = random.int(1, 360) + random.next()
    const checked = random.chance(0.85)
    rows.push({
      sourceUrl,
      targetDomain: target.domain,
      anchorText: anchorFor(random, target),
      rel: random.chance(0.7) ? 'dofollow' : 'nofollow',
      status: checked ? (linkIsAlive(sourceUrl) ? 'alive' : 'dead') : 'pending',
      lastCheckedAt: checked ? daysBefore(random.next() * Math.min(age, 14)) : null,
      createdAt: daysBefore(age),
    })
  }
  return rows
}

/**
 * About 300 backlinks to the seed domains; the same on every call, built afresh: Mirage's db keeps its own copy, and
 * nothing else holds one (to keep the demo page's heap small; tests read tests/support/seedData.ts).
 */
export const buildSeedBacklinks = (): BacklinkRecord[] => buildBacklinks()
