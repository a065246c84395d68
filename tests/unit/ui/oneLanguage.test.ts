import { describe, expect, it } from 'vitest'
import { PUSH_ENGINES, type PushEngine } from '../../../src/api/push'
import { submitPush } from '../../../src/mock-server/resources/pushSubmit'
import { englishWords, operatorTexts, readSource, sourceFiles } from '../../support/oneLanguage'

// What operators never read: the machine viewer (a developer's tool, not in the production build), the seeds' own
// content (what visitors and editors wrote), the engines' answers as the engines send them (pushSubmit.ts turns
// those into the interface's words; the last test below reads what it makes of each) and the contract table's
// descriptions, written for backend teams (they name fields and values: ids, filter, draft, Bearer).
const LEFT_OUT = [
  /^src\/devtools\//,
  /Seeds\.ts$/,
  /^src\/mock-server\/seeds\.ts$/,
  /^src\/mock-server\/resources\/pushEngines\.ts$/,
  /^src\/api\/operations\//,
]

describe('one language in the interface', () => {
  it('holds no English fragment in any label, message or refusal of src/, the offline backend’s included', () => {
    const files = sourceFiles('src').filter((file) => !LEFT_OUT.some((rule) => rule.test(file)))
    expect(files.length).toBeGreaterThan(150)
    const found = files.flatMap((file) =>
      operatorTexts(file, readSource(file)).flatMap((text) => {
        const words = englishWords(text)
        return words.length ? [`${file}: ${words.join(' ')} — ${text}`] : []
      }),
    )
    expect(found).toEqual([])
  })

  it('would catch a new English fragment: in a label, a message, JSX text or a template', () => {
    const planted = [
      `const columns = [{ key: 'rel', header: 'rel' }]`,
      `export const notice = '百度不认可当前的 token（token is not valid）'`,
      `const view = <Text>Loading...</Text>`,
      'const msg = `已推送 ${count} 条 (over quota)`',
      `const field = <TextInput label="rel 属性 *" placeholder="dofollow" />`,
    ]
    const missed = planted.filter((source) => operatorTexts('planted.tsx', source).flatMap(englishWords).length === 0)
    expect(missed).toEqual([])
    // and lets through what belongs there
    const allowed = `const hints = ['导出 CSV', 'IndexNow（Bing、Yandex 等）', '例如 example.com', '请求失败（HTTP 404）', 'Ctrl+B 加粗', '只支持 http 或 https 链接']; console.log('dev only: data shape')`
    expect(operatorTexts('allowed.tsx', allowed).flatMap(englishWords)).toEqual([])
  })

  it('tells every refusal of a push in the interface’s words, whatever the engine answered in English', () => {
    const urls = (domain: string, count: number) => Array.from({ length: count }, (_, n) => `https://${domain}/posts/${n + 1}.html`)
    const secrets: Record<PushEngine, string> = { baidu: 'abcdEFGH12345678', bing: 'abcdef0123456789abcdef0123456789', indexnow: 'key-2026-site' }
    const dead: Record<PushEngine, string> = { baidu: 'deadEFGH12345678', bing: 'deadef0123456789abcdef0123456789', indexnow: 'dead-2026-site' }
    const outcomes = PUSH_ENGINES.flatMap((engine) => {
      const push = (secret: string, count: number, usedToday: number) =>
        submitPush({ engine, domain: 'a.com', urls: [...urls('a.com', count), 'bad url', 'https://b.com/1.html'], secret, now: Date.now(), usedToday })
      return [
        push(secrets[engine], 3, 0),
        push(dead[engine], 3, 0),
        push(secrets[engine], 3, 100_000),
        push(secrets[engine], 0, 0),
        push(secrets[engine], 2001, 0),
      ]
    })
    expect(outcomes.filter((outcome) => outcome.code !== 0).length).toBeGreaterThan(6)
    const english = outcomes.flatMap(({ msg, record }) => [msg, record.message]).filter((text) => englishWords(text).length > 0)
    expect(english).toEqual([])
  })
})
