import { daysBefore, seededRandom } from './random'
import { seedThemes } from './resources/themes'

/** The demo network's domains: shared by the domain, backlink, comment, article and push resources. */
export interface SeedDomain {
  id: string
  domain: string
  theme: string
  status: 'active' | 'inactive' | 'pending'
  title: string
  keywords: string
  description: string
  createdAt: string
}

const topics = [
  ['meishi', '美食', '家常菜谱,探店,烘焙'],
  ['lvxing', '旅行', '自由行,攻略,民宿'],
  ['keji', '科技', '数码评测,手机,AI'],
  ['jiankang', '健康', '养生,运动,营养'],
  ['jiaju', '家居', '装修,收纳,软装'],
  ['qiche', '汽车', '新能源,试驾,用车'],
  ['yuer', '育儿', '早教,辅食,亲子'],
  ['caijing', '财经', '理财,基金,股市'],
  ['jiaoyu', '教育', '考研,留学,英语'],
  ['youxi', '游戏', '手游,攻略,电竞'],
  ['sheying', '摄影', '器材,后期,构图'],
  ['chongwu', '宠物', '猫咪,狗狗,喂养'],
] as const
const flavours = ['zhinan', 'riji', 'tiandi', 'zixun', 'quan', 'bang', 'wang', 'jia', 'shuo', 'lab']
const tlds = ['com', 'cn', 'net', 'com.cn', 'org', 'top']

function buildDomains(): SeedDomain[] {
  const random = seededRandom(20261101)
  const seen = new Set<string>()
  const domains: SeedDomain[] = []
  while (domains.length < 120) {
    const [slug, topic, keywords] = random.pick(topics)
    const domain = `${slug}-${random.pick(flavours)}.${random.pick(tlds)}`
    if (seen.has(domain)) continue
    seen.add(domain)
    const roll = random.next()
    domains.push({
      id: String(domains.length + 1),
      domain,
      theme: random.pick(seedThemes).name,
      status: roll < 0.72 ? 'active' : roll < 0.88 ? 'inactive' : 'pending',
      title: `${topic}${random.pick(['指南', '日记', '天地', '资讯', '圈', '榜'])}`,
      keywords,
      description: `分享${topic}相关的实用内容与最新动态`,
      createdAt: daysBefore(random.int(5, 400) + random.next()),
    })
  }
  return domains
}

export const seedDomains: readonly SeedDomain[] = buildDomains()
