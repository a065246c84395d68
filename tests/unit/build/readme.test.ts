import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { NGINX, STANDALONE_ARGS, STANDALONE_FILES, TEMPLATE_VARIABLES } from '../../e2e/support/nginx'
import { linksLeavingRepo } from '../../support/markdownLinks'

const root = resolve(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(resolve(root, path), 'utf8')
const readme = read('README.md')
const markdownIn = (dir: string): string[] =>
  readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownIn(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  )
/** The fenced code blocks of `text`, each with the line before its fence. */
const codeBlocks = (text: string) =>
  [...text.matchAll(/^ *```(\w*)\n([\s\S]*?)^ *```$/gm)].map((match) => ({ lang: match[1], body: match[2], at: match.index }))

describe('the README stands on its own in a clone', () => {
  it('starts with the two commands: the offline demo and every test', () => {
    const [first] = codeBlocks(readme)
    expect(first.at).toBeLessThan(readme.indexOf('\n## '))
    expect(first.body.split('\n').filter(Boolean)).toEqual([
      'npm ci && npm run dev     # the offline demo at http://localhost:5173 — sign in as admin / admin123, or as a second operator editor / editor123',
      'npm ci && npm test        # every test: unit, component and browser (Chromium, Firefox, nginx)',
    ])
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>
    expect(scripts.dev).toBe('vite')
    expect(scripts.test).toBe('vitest run')
    // what the demo keeps, and how to reset it, said before anything else
    expect(readme.slice(0, readme.indexOf('\n## '))).toMatch(/重置演示数据/)
  })

  it('links nothing outside the repository, names no path beside it, and every linked file exists', () => {
    expect(linksLeavingRepo(readme, resolve(root, 'README.md'), root, { noParentPaths: true })).toEqual([])
    for (const doc of markdownIn('docs')) expect({ doc, leaving: linksLeavingRepo(read(doc), resolve(root, doc), root) }).toEqual({ doc, leaving: [] })
  })

  it('the link check finds a link or a path that leaves the repository, and a link to nothing', () => {
    const text = [
      'The spec is `../shared/spec/backoffice-spec.md`.',
      'See [the spec](../shared/spec/backoffice-spec.md) and [the API](docs/api.md).',
      'Gone: [x](docs/nothing-here.md); [site](https://example.com) and [top](#deploy) are fine.',
      'And <a href="/etc/passwd">this</a>.',
    ].join('\n')
    expect(linksLeavingRepo(text, resolve(root, 'README.md'), root, { noParentPaths: true })).toEqual(
      [
        { line: 2, target: '../shared/spec/backoffice-spec.md', why: 'outside the repository' },
        { line: 3, target: 'docs/nothing-here.md', why: 'no such file in the repository' },
        { line: 4, target: '/etc/passwd', why: 'an absolute path' },
        { line: 1, target: '../shared/spec/backoffice-spec.md', why: 'a path outside the repository' },
        { line: 2, target: '../shared/spec/backoffice-spec.md', why: 'a path outside the repository' },
      ].sort((a, b) => a.line - b.line),
    )
  })

  it('puts deploying before the internals', () => {
    const at = (heading: string) => readme.indexOf(`\n## ${heading}`)
    for (const internal of ['How it is built', 'State machines', 'Size and speed', 'Tests']) expect(at('Deploy')).toBeLessThan(at(internal))
    // the bench's detail lives in docs/bench.md
    expect(readme).toContain('[docs/bench.md](docs/bench.md)')
    expect(readme).not.toContain('--min-idle')
  })

  it('says how to get npm 11 on Node 20', () => {
    expect(JSON.parse(read('package.json')).packageManager).toMatch(/^npm@11\./)
    expect(readme).toContain('npm install -g npm@11')
    expect(readme).toContain('corepack enable npm')
  })

  it('shows the Content-Security-Policy the nginx template sends', () => {
    const policy = /add_header Content-Security-Policy "([^"]+)"/.exec(read('deploy/nginx/default.conf.template'))![1]
    const shown = codeBlocks(readme).find((block) => block.body.startsWith("default-src 'self'"))!
    expect(shown.body.replace(/\s+/g, ' ').trim()).toBe(policy)
  })
})

describe('the repository', () => {
  it('names no absolute path of the machine it was checked out on', () => {
    const here = [root, dirname(root)].filter((path) => path.split('/').filter(Boolean).length > 0).map((path) => `${path}/`)
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
    const naming = files.filter((file) => {
      if (!existsSync(resolve(root, file))) return false
      const text = readFileSync(resolve(root, file), 'utf8')
      return here.some((path) => text.includes(path))
    })
    expect(naming).toEqual([])
  })

  it('docs/requirements.md quotes only texts the app shows', () => {
    const sources = (dir: string): string[] =>
      readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [read(join(dir, entry.name))] : [],
      )
    const app = sources('src').join('\n')
    // the code spans (odd pieces between backticks) that hold Chinese
    const quoted = read('docs/requirements.md')
      .split('`')
      .filter((piece, index) => index % 2 === 1 && /\p{Script=Han}/u.test(piece))
    expect(quoted.length).toBeGreaterThan(5)
    expect(quoted.filter((text) => !app.includes(text))).toEqual([])
  })
})

/** The README's example of nginx run by a plain user, as lines (its `\` continuations joined). */
function standaloneExample(): string[] {
  const section = readme.slice(readme.indexOf('**Without Docker**'))
  const block = codeBlocks(section).find((candidate) => candidate.lang === 'sh')!
  return block.body
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('the README’s nginx example without Docker', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })

  it('is what the nginx browser tests run: standalone.conf as nginx.conf, the template with its variables, the same arguments', () => {
    const [mkdir, copy, render, start] = standaloneExample()
    const folder = /^mkdir -p (\S+)$/.exec(mkdir)![1]
    expect(copy).toBe(`cp deploy/nginx/standalone.conf ${folder}/${STANDALONE_FILES.main}`)
    const variables = TEMPLATE_VARIABLES.map((name) => `\${${name}}`).join(' ')
    expect(render).toMatch(
      new RegExp(`envsubst '${variables.replace(/[${}]/g, '\\$&')}' < deploy/nginx/default.conf.template > ${folder}/${STANDALONE_FILES.site}$`),
    )
    for (const name of TEMPLATE_VARIABLES) expect(render).toMatch(new RegExp(`(^| )${name}=\\S+ `))
    expect(start).toBe(`cd ${folder} && ${NGINX} -p "$PWD/" ${STANDALONE_ARGS.join(' ')}`)
  })

  it.skipIf(!existsSync(NGINX))('passes nginx -t run by a user other than root, everything it writes in its own folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'readme-nginx-'))
    const lines = standaloneExample()
    const start = lines.pop()!
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir }
    // the example's own lines, from the project root, with the temp folder as home
    execFileSync('bash', ['-euo', 'pipefail', '-c', lines.join('\n')], { cwd: root, env })
    // root runs nginx as `nobody`, who owns the folder; anyone else runs it as themselves
    const nobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}
    if ('uid' in nobody)
      for (const path of [dir, ...readdirSync(dir, { recursive: true }).map((entry) => join(dir!, String(entry)))]) chownSync(path, 65534, 65534)
    const result = spawnSync('bash', ['-c', start.replace(`${NGINX} `, `${NGINX} -t `)], { env, encoding: 'utf8', ...nobody })
    expect(result.stderr).toContain('test is successful')
    expect(result.status).toBe(0)
    // its log and temp folders are there (as `nobody`, a write anywhere else would have failed the test)
    expect(readdirSync(join(dir, 'backoffice-nginx'))).toEqual(expect.arrayContaining(['error.log', 'client_body_temp', 'proxy_temp']))
  })
})
