import type { Article } from '../../api/articles'
import { daysBefore, seededRandom, type Random } from '../random'
import { seedDomains } from '../seeds'

/** How a seeded article's body is written: the random source's state when it was, and what the article is about. */
export interface BodySeed {
  state: number
  subject: string
  topic: string
  domain: string
  index: number
}

/**
 * A stored article. A seeded one keeps how to write its HTML (`body`) instead of the HTML, until it is saved with
 * `content`: 400 bodies held as text were some 0.7 MiB of the demo page's heap, and the list never sends
 * them. Read it with contentOf, answer with withContent.
 */
export type ArticleRecord = Omit<Article, 'content'> & { content?: string; body?: BodySeed }

/** Per topic (the domain's slug): what its articles are about, their tags and section headings. */
const topics: Record<string, { subjects: string[]; tags: string[]; headings: string[] }> = {
  meishi: {
    subjects: ['家常红烧肉', '手工饺子', '空气炸锅', '低糖烘焙', '街头小吃', '川菜调味'],
    tags: ['家常菜', '烘焙', '探店', '菜谱', '厨房技巧'],
    headings: ['食材准备', '关键步骤', '口味调整', '常见失误'],
  },
  lvxing: {
    subjects: ['云南自由行', '川西自驾', '海岛度假', '古镇民宿', '周末露营', '城市漫步'],
    tags: ['自由行', '攻略', '民宿', '自驾', '省钱'],
    headings: ['行程安排', '交通与住宿', '必去景点', '预算清单'],
  },
  keji: {
    subjects: ['折叠屏手机', '降噪耳机', '国产大模型', '智能手表', '家用 NAS', '机械键盘'],
    tags: ['数码评测', '手机', 'AI', '效率工具', '开箱'],
    headings: ['外观与做工', '核心体验', '续航表现', '购买建议'],
  },
  jiankang: {
    subjects: ['居家健身', '跑步入门', '控糖饮食', '睡眠管理', '办公室拉伸', '体检报告'],
    tags: ['养生', '运动', '营养', '睡眠', '减脂'],
    headings: ['为什么重要', '具体做法', '注意事项', '坚持的诀窍'],
  },
  jiaju: {
    subjects: ['小户型收纳', '旧房翻新', '北欧风软装', '厨房改造', '阳台花园', '全屋智能'],
    tags: ['装修', '收纳', '软装', '改造', '好物'],
    headings: ['空间规划', '材料选择', '预算控制', '入住体验'],
  },
  qiche: {
    subjects: ['新能源车', '家用 SUV', '充电桩安装', '冬季用车', '二手车选购', '智能驾驶'],
    tags: ['新能源', '试驾', '用车', '保养', '选购'],
    headings: ['动力与续航', '空间与配置', '真实油耗', '车主建议'],
  },
  yuer: {
    subjects: ['宝宝辅食', '绘本阅读', '幼小衔接', '亲子游戏', '儿童睡眠', '零花钱教育'],
    tags: ['早教', '辅食', '亲子', '育儿经验', '阅读'],
    headings: ['年龄特点', '实践方法', '家长误区', '推荐资源'],
  },
  caijing: {
    subjects: ['基金定投', '家庭记账', '养老规划', '指数基金', '信用卡管理', '个税汇算'],
    tags: ['理财', '基金', '股市', '储蓄', '规划'],
    headings: ['基本概念', '操作步骤', '风险提示', '长期策略'],
  },
  jiaoyu: {
    subjects: ['考研英语', '留学申请', '雅思口语', '高效笔记', '在职读研', '编程自学'],
    tags: ['考研', '留学', '英语', '学习方法', '备考'],
    headings: ['备考规划', '资料推荐', '时间管理', '经验总结'],
  },
  youxi: {
    subjects: ['开放世界手游', '独立游戏', '电竞赛事', '怀旧掌机', '策略游戏', '联机合作'],
    tags: ['手游', '攻略', '电竞', '评测', '新游'],
    headings: ['玩法介绍', '上手技巧', '进阶攻略', '值不值得玩'],
  },
  sheying: {
    subjects: ['手机摄影', '人像布光', '风光构图', '胶片相机', '夜景拍摄', 'Lightroom 调色'],
    tags: ['器材', '后期', '构图', '人像', '风光'],
    headings: ['器材准备', '拍摄参数', '构图思路', '后期处理'],
  },
  chongwu: {
    subjects: ['猫咪驱虫', '幼犬训练', '宠物粮选择', '猫砂对比', '老年犬护理', '宠物体检'],
    tags: ['猫咪', '狗狗', '喂养', '训练', '健康'],
    headings: ['基础知识', '日常护理', '常见问题', '用品推荐'],
  },
}

const titlePatterns = [
  '{s}入门指南：从零开始的 {n} 个步骤',
  '关于{s}，我踩过的 {n} 个坑',
  '{s}全攻略：一篇讲清楚',
  '为什么越来越多人开始关注{s}',
  '新手必看：{s}常见问题解答',
  '{s}实测：{n} 个方案横向对比',
  '2026 年{s}趋势观察',
  '花了三个月研究{s}，总结出这些经验',
  '{s}的正确打开方式',
  '一张清单搞定{s}',
]

const sentences = [
  '很多读者在后台留言问到这个话题，今天我们就把经验整理成文，希望对你有帮助。',
  '先说结论：没有绝对正确的答案，适合自己的才是最好的选择。',
  '在开始之前，建议先明确自己的目标和预算，这样后面的决定会轻松很多。',
  '我们对比了市面上常见的几种做法，并记录了每一步的真实体验。',
  '需要提醒的是，不同地区和不同季节的情况可能有所差异，请以实际为准。',
  '如果你只有十分钟时间，看完下面的清单就足够了。',
  '这一步看似简单，却是最容易被忽略的地方。',
  '坚持一段时间之后，你会发现变化是实实在在的。',
]

/** Markup a careless editor or a hostile import could leave in an article; the preview must neutralise every one. */
export const UNSAFE_SNIPPETS = [
  '<p>图片加载失败时：<img src="https://img.invalid/broken.jpg" onerror="window.articleXssFired = \'onerror\'" alt="破图"></p>',
  '<p><a href="javascript:window.articleXssFired = \'javascript-link\'">点击领取优惠券</a></p>',
  '<p style="position:fixed;inset:0;background:#f00" onclick="window.articleXssFired = \'onclick\'">限时活动，点我参与</p>',
  "<script>window.articleXssFired = 'script'</script>",
  '<iframe src="https://evil.invalid/"></iframe>',
  '<form action="https://evil.invalid/login"><input name="password" placeholder="请输入密码"><button>登录领取</button></form>',
] as const

const fill = (pattern: string, subject: string, random: Random) => pattern.replace('{s}', subject).replace('{n}', String(random.int(3, 12)))

function content(random: Random, subject: string, topic: (typeof topics)[string], domain: string, index: number): string {
  const say = () => random.pick(sentences)
  const [first, second, third, fourth] = topic.headings
  const parts = [
    `<p>说到${subject}，${say()}${say()}</p>`,
    `<h2>${first}</h2>`,
    `<p>${say()}更多细节可以参考我们之前的<a href="https://${domain}/posts/${random.int(100, 999)}.html">相关文章</a>。</p>`,
    `<ul><li>${topic.tags[0]}：${say()}</li><li>${topic.tags[1]}：${say()}</li><li>${topic.tags[2]}：${say()}</li></ul>`,
    `<h2>${second}</h2>`,
    `<p>${say()}<strong>${say()}</strong></p>`,
    `<figure><img src="https://img.${domain}/2026/${String(index + 1).padStart(4, '0')}.jpg" alt="${subject}示意图"><figcaption>${subject}示意图</figcaption></figure>`,
    `<h3>${third}</h3>`,
    `<ol><li>${say()}</li><li>${say()}</li></ol>`,
    `<blockquote>${say()}</blockquote>`,
    `<h3>${fourth}</h3>`,
    `<p><em>${say()}</em>${say()}</p>`,
  ]
  // about one article in twelve carries markup the preview has to neutralise
  if (index % 12 === 5) parts.splice(random.int(1, parts.length - 1), 0, UNSAFE_SNIPPETS[Math.floor(index / 12) % UNSAFE_SNIPPETS.length])
  return parts.join('\n')
}

/** The HTML a seeded body writes, the same every time. */
const writeBody = ({ state, subject, topic, domain, index }: BodySeed) => content(seededRandom(state), subject, topics[topic], domain, index)

/** An article's HTML: what was saved, or its seeded body. */
export const contentOf = (article: Pick<ArticleRecord, 'content' | 'body'>): string => article.content ?? (article.body ? writeBody(article.body) : '')

/** The article as the API answers it, its HTML written out. */
export function withContent(article: ArticleRecord): Article {
  const { body: _body, ...rest } = article
  return { ...rest, content: contentOf(article) }
}

export const ARTICLE_COUNT = 400

function buildArticles(): Omit<ArticleRecord, 'id'>[] {
  const random = seededRandom(20261107)
  const titles = new Set<string>()
  const articles: Omit<ArticleRecord, 'id'>[] = []
  while (articles.length < ARTICLE_COUNT) {
    const site = random.pick(seedDomains)
    const topicKey = site.domain.split('-')[0]
    const topic = topics[topicKey]
    const subject = random.pick(topic.subjects)
    const title = fill(random.pick(titlePatterns), subject, random)
    if (titles.has(title)) continue
    titles.add(title)
    const index = articles.length
    const created = random.int(2, 360) + random.next()
    const updated = created * random.next()
    const published = random.chance(0.7)
    const tags = [...new Set([random.pick(topic.tags), random.pick(topic.tags), random.pick(topic.tags)])]
    const summary = `${subject}：${random.pick(sentences)}`
    const body: BodySeed = { state: random.state(), subject, topic: topicKey, domain: site.domain, index }
    // the body's own draws, taken here so the rest of the seed stays what it was; its HTML is written again when asked
    content(random, subject, topic, site.domain, index)
    articles.push({
      title,
      theme: site.theme,
      domain: site.domain,
      summary,
      body,
      tags,
      coverUrl: random.chance(0.8) ? `https://img.${site.domain}/covers/${String(index + 1).padStart(4, '0')}.jpg` : '',
      status: published ? 'published' : 'draft',
      createdAt: daysBefore(created),
      updatedAt: daysBefore(updated),
      publishedAt: published ? daysBefore(updated + (created - updated) * random.next() * 0.2) : null,
    })
  }
  return articles
}

/**
 * The demo's articles (ids are their position + 1 when loaded), the same on every call, built afresh: Mirage's db
 * keeps its own copy, and nothing else holds one (to keep the demo page's heap small; tests read
 * tests/support/seedData.ts).
 */
export const buildSeedArticles = (): Omit<ArticleRecord, 'id'>[] => buildArticles()
