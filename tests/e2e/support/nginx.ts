import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { StaticServer } from './servers'

export const NGINX = '/usr/sbin/nginx'
export const TEMPLATE = resolve(import.meta.dirname, '../../../deploy/nginx/default.conf.template')
/** The main configuration for nginx run by a plain user around the rendered template (README, "Without Docker"). */
export const STANDALONE = resolve(import.meta.dirname, '../../../deploy/nginx/standalone.conf')
/**
 * How the README starts nginx, after `-p <the folder>/`: standalone.conf is there as nginx.conf, the rendered template
 * as backoffice.conf. tests/unit/build/readme.test.ts holds the README's example to these.
 */
export const STANDALONE_ARGS = ['-c', 'nginx.conf', '-e', 'stderr'] as const
export const STANDALONE_FILES = { main: 'nginx.conf', site: 'backoffice.conf' } as const

/** The variables of the template, as the official nginx image gets them from the container's environment. */
export interface TemplateEnv {
  NGINX_PORT: string
  API_UPSTREAM: string
  NGINX_ROOT: string
}
export const TEMPLATE_VARIABLES = ['NGINX_PORT', 'API_UPSTREAM', 'NGINX_ROOT'] as const satisfies readonly (keyof TemplateEnv)[]

/**
 * The template rendered as the nginx image's entrypoint does (envsubst over the defined variables): `${NAME}` and
 * `$NAME` of its variables are replaced, nothing else. Any other `${...}` left in the template would be an
 * environment variable the image might or might not substitute: refused.
 */
export function renderTemplate(template: string, env: TemplateEnv): string {
  const names = TEMPLATE_VARIABLES.join('|')
  const rendered = template.replace(
    new RegExp(`\\$(?:\\{(${names})\\}|(${names})\\b)`, 'g'),
    (_, braced: string | undefined, bare: string | undefined) => env[(braced ?? bare) as keyof TemplateEnv],
  )
  const leftover = /\$\{[^}]*\}/.exec(rendered)
  if (leftover) throw new Error(`the nginx template holds ${leftover[0]}, which only the image's environment could fill`)
  return rendered
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))))
    })
  })

/**
 * Debian's nginx serving `root` (a built dist/) with deploy/nginx/default.conf.template, /api/ proxied to
 * `apiUpstream`: the README's setup without Docker, deploy/nginx/standalone.conf as it is, in a temp folder (its
 * prefix: pid, logs and temp files), on a free loopback port.
 */
export async function startNginx(root: string, apiUpstream: string): Promise<StaticServer> {
  const dir = await mkdtemp(join(tmpdir(), 'backoffice-nginx-'))
  const template = await readFile(TEMPLATE, 'utf8')
  let lastError: unknown
  // the free port is found before nginx binds it: another process may take it in between, then try another one
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort()
    await writeFile(
      join(dir, STANDALONE_FILES.site),
      renderTemplate(template, { NGINX_PORT: `127.0.0.1:${port}`, API_UPSTREAM: apiUpstream, NGINX_ROOT: root }),
    )
    await copyFile(STANDALONE, join(dir, STANDALONE_FILES.main))
    try {
      const child = await launch(dir, port)
      return { url: `http://127.0.0.1:${port}`, close: () => stop(child).finally(() => rm(dir, { recursive: true, force: true })) }
    } catch (error) {
      lastError = error
    }
  }
  await rm(dir, { recursive: true, force: true })
  throw lastError
}

async function launch(dir: string, port: number): Promise<ChildProcess> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (apt-get install nginx)`)
  // run by root (a CI container), nginx would hand its workers to `nobody`, who may not read the build or the temp
  // folder; the README's plain user runs them as itself, and so do these
  const asRoot = process.getuid?.() === 0 ? ['-g', 'user root;'] : []
  const child = spawn(NGINX, ['-p', `${dir}/`, ...STANDALONE_ARGS, ...asRoot], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', async (code) => {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')
      fail(new Error(`nginx exited with ${code}: ${stderr}${log}`))
    }),
  )
  exited.catch(() => {})
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const up = await Promise.race([
      exited,
      fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' }).then(
        (answer) => answer.headers.get('server') === 'nginx',
        () => false,
      ),
    ])
    // the pid file is written once nginx holds its port: an answer from another nginx that took the port first is not ours
    if (up && (await readFile(join(dir, 'nginx.pid'), 'utf8').catch(() => '')).trim() === String(child.pid)) return child
    await new Promise((done) => setTimeout(done, 50))
  }
  await stop(child)
  throw new Error(`nginx did not answer on port ${port} within 10 s`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    // TERM: fast shutdown (QUIT would wait for keep-alive connections)
    child.kill('SIGTERM')
  })
}
