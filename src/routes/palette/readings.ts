/**
 * The pinyin of the common Chinese characters, for the palette to find a name by its pinyin (`kjzx`, `kejizixun` for
 * 科技资讯): the first level of GB 2312, its 3,755 common characters, is ordered by pinyin syllable, so its table is
 * each syllable with how many characters it holds, in the standard's order (a2: 啊 阿; ai13: 埃 … 隘). The browser's own
 * GBK decoder (the Encoding Standard's, in every browser and in Node) turns the standard's codes into the characters,
 * once, on the first search: about 2 kB in the palette's chunk instead of a dictionary. A character with several
 * readings has the one GB 2312 files it under (长 chang, 行 xing); ü is written v (lv, nv), as a pinyin keyboard types
 * it. A rarer character (GB 2312's second level, or outside it) has no reading and matches only as itself.
 * src/ui/pinyin.ts finds the initials alone the same way for the search boxes of the selects.
 */
const SYLLABLES = `
  a2 ai13 an9 ang3 ao9 ba18 bai8 ban15 bang12 bao17 bei15 ben4 beng6 bi24 bian12 biao4 bie4 bin6 bing9 bo19 bu11
  ca1 cai11 can7 cang5 cao5 ce5 ceng2 cha11 chai3 chan10 chang13 chao9 che6 chen10 cheng15 chi16 chong5 chou12
  chu16 chuai1 chuan7 chuang6 chui5 chun7 chuo2 ci12 cong6 cou1 cu4 cuan3 cui8 cun3 cuo6 da6 dai12 dan15 dang5
  dao12 de3 deng7 di19 dian16 diao9 die7 ding9 diu1 dong10 dou8 du14 duan6 dui4 dun9 duo12 e13 en1 er8 fa8 fan17
  fang11 fei12 fen15 feng15 fo1 fou1 fu45 ga2 gai6 gan11 gang9 gao10 ge17 gei1 gen2 geng7 gong15 gou9 gu18 gua6
  guai3 guan11 guang3 gui16 gun3 guo6 ha1 hai7 han19 hang3 hao9 he18 hei2 hen4 heng5 hong9 hou7 hu18 hua9 huai5
  huan14 huang14 hui21 hun6 huo10 ji53 jia17 jian40 jiang13 jiao28 jie27 jin20 jing25 jiong2 jiu17 ju25 juan7
  jue10 jun11 ka4 kai5 kan6 kang7 kao4 ke15 ken4 keng2 kong4 kou4 ku7 kua5 kuai4 kuan2 kuang8 kui11 kun4 kuo4 la7
  lai3 lan15 lang7 lao9 le2 lei11 leng3 li34 lia1 lian14 liang11 liao13 lie5 lin12 ling14 liu11 long9 lou6 lu20
  lv14 luan6 lve2 lun7 luo12 ma9 mai6 man9 mang6 mao12 me1 mei16 men3 meng8 mi14 mian9 miao8 mie2 min6 ming6 miu1
  mo17 mou3 mu15 na7 nai5 nan3 nang1 nao5 ne1 nei2 nen1 neng1 ni11 nian7 niang2 niao2 nie7 nin1 ning6 niu4 nong4
  nu3 nv1 nuan1 nve2 nuo4 o1 ou7 pa6 pai6 pan8 pang5 pao7 pei9 pen2 peng14 pi17 pian4 piao4 pie2 pin5 ping9 po8
  pou1 pu15 qi36 qia3 qian22 qiang8 qiao15 qie5 qin11 qing13 qiong2 qiu8 qu13 quan11 que8 qun2 ran4 rang5 rao3 re2
  ren10 reng2 ri1 rong10 rou3 ru10 ruan2 rui3 run2 ruo2 sa3 sai4 san4 sang3 sao4 se3 sen1 seng1 sha9 shai2 shan16
  shang8 shao11 she12 shen16 sheng11 shi47 shou10 shu33 shua2 shuai4 shuan2 shuang3 shui4 shun4 shuo4 si16 song8
  sou4 su12 suan3 sui11 sun3 suo8 ta9 tai9 tan18 tang13 tao11 te1 teng4 ti15 tian8 tiao5 tie3 ting10 tong13 tou4
  tu11 tuan2 tui6 tun3 tuo11 wa7 wai2 wan17 wang10 wei33 wen10 weng3 wo9 wu29 xi35 xia13 xian26 xiang20 xiao18
  xie21 xin10 xing15 xiong7 xiu9 xu19 xuan10 xue6 xun14 ya16 yan33 yang17 yao15 ye15 yi53 yin16 ying18 yo1 yong15
  you20 yu45 yuan20 yue10 yun12 za3 zai7 zan4 zang3 zao14 ze4 zei1 zen1 zeng4 zha14 zhai6 zhan17 zhang15 zhao10
  zhe10 zhen16 zheng15 zhi43 zhong11 zhou14 zhu26 zhua2 zhuai1 zhuan6 zhuang7 zhui6 zhun2 zhuo11 zi15 zong7 zou4
  zu8 zuan2 zui4 zun2 zuo8
`

let readings: Map<string, string> | undefined

function table(): Map<string, string> {
  if (readings) return readings
  readings = new Map()
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder('gbk')
  } catch {
    // a runtime without the GBK decoder: no readings, names still match as written
    return readings
  }
  // the first level: rows B0–D7, each of cells A1–FE, the last row ending at F9 (座)
  const bytes: number[] = []
  for (let row = 0xb0; row <= 0xd7; row += 1) {
    for (let cell = 0xa1; cell <= (row === 0xd7 ? 0xf9 : 0xfe); cell += 1) bytes.push(row, cell)
  }
  const characters = [...decoder.decode(new Uint8Array(bytes))]
  let next = 0
  for (const entry of SYLLABLES.trim().split(/\s+/)) {
    const [, syllable, count] = /^([a-z]+)(\d+)$/.exec(entry)!
    for (let index = 0; index < Number(count); index += 1) readings.set(characters[next++], syllable)
  }
  return readings
}

/** The pinyin of `character` without tone (`科` → `ke`), or undefined when it has none here. */
export const readingOf = (character: string): string | undefined => table().get(character)
