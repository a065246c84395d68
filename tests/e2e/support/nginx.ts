import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { StaticServer } from './servers'

export const NGINX = '/usr/sbin/nginx'
export const TEMPLATE = resolve(import.meta.dirname, '../../../deploy/nginx/default.conf.template')

/** The two variables of the template, as the official nginx image gets them from the container's environment. */
export interface TemplateEnv {
  NGINX_PORT: string
  API_UPSTREAM: string
}

/**
 * The template rendered as the nginx image's entrypoint does (envsubst over the defined variables): `${NAME}` and
 * `$NAME` of the two variables are replaced, nothing else. Any other `${...}` left in the template would be an
 * environment variable the image might or might not substitute: refused.
 */
export function renderTemplate(template: string, env: TemplateEnv): string {
  const rendered = template.replace(
    /\$(?:\{(NGINX_PORT|API_UPSTREAM)\}|(NGINX_PORT|API_UPSTREAM)\b)/g,
    (_, braced: string, bare: string) => env[(braced ?? bare) as keyof TemplateEnv],
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
 * `apiUpstream`: the production setup without Docker. An unprivileged, foreground, single process with its own prefix,
 * config, logs and temp folders in a temp dir, on a free loopback port. The only change to the rendered template is
 * its `root` (the image's /usr/share/nginx/html becomes `root`).
 */
export async function startNginx(root: string, apiUpstream: string): Promise<StaticServer> {
  const dir = await mkdtemp(join(tmpdir(), 'backoffice-nginx-'))
  const template = await readFile(TEMPLATE, 'utf8')
  let lastError: unknown
  // the free port is found before nginx binds it: another process may take it in between, then try another one
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort()
    const site = renderTemplate(template, { NGINX_PORT: `127.0.0.1:${port}`, API_UPSTREAM: apiUpstream })
    const rooted = site.replace(/^(\s*)root \/usr\/share\/nginx\/html;$/m, `$1root ${root};`)
    if (rooted === site) throw new Error('the nginx template no longer has `root /usr/share/nginx/html;`')
    await writeFile(join(dir, 'default.conf'), rooted)
    await writeFile(join(dir, 'nginx.conf'), mainConfig(dir))
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

/** What the image's /etc/nginx/nginx.conf provides around conf.d/default.conf, with every path in `dir`. */
const mainConfig = (dir: string) => `
worker_processes 1;
master_process off;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/default.conf;
}
`

async function launch(dir: string, port: number): Promise<ChildProcess> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (apt-get install nginx)`)
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] })
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
