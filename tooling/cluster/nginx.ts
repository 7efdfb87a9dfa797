import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { findFreePort } from '../../src/lib/db/ports'
import { LARGEST_UPLOAD_BYTES } from '../../src/lib/uploads/staffFiles'
import { waitUntilAnswering } from '../ready'

export type LoadBalancer = { url: string; port: number; configFile: string; stop: () => Promise<void> }

/**
 * The site's nginx configuration (the `http` block's part), for `npm run cluster` and, written out,
 * for docker-compose.yml (deploy/nginx/site.conf; a unit test keeps the two the same). What matters
 * for visitors and editors:
 * - an instance that stops answering is skipped, and a request it could not take is retried on
 *   another (connection refused, reset, timeout, 502/503/504), so a killed instance costs nobody
 *   their page; only idempotent requests are retried (nginx's default), never a form post;
 * - uploads stream to the app as they arrive (no buffering of bodies in nginx), up to the largest
 *   file the app takes plus the multipart envelope; the app refuses anything larger itself;
 * - the app learns the visitor's address and scheme from X-Forwarded-* (TRUST_PROXY=1), and takes
 *   nginx's request id as its own, so an nginx line and the app's JSON line share one id;
 * - the health probes (`/healthz`, `/readyz`) are not written to nginx's access log and a failing
 *   `/readyz` is not retried on another instance: a probe must see the instance it reached.
 */
export function siteConfig({ upstreams, listen }: { upstreams: string[]; listen: string }): string {
  const maxBodyMegabytes = Math.ceil(LARGEST_UPLOAD_BYTES / 1024 / 1024) + 2
  return `# Made by tooling/cluster/nginx.ts (siteConfig); npm run cluster writes the same.
upstream site {
${upstreams.map((address) => `  server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
  keepalive 32;
}

server {
  listen ${listen};
  server_tokens off;
  client_max_body_size ${maxBodyMegabytes}m;
  proxy_request_buffering off;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Request-Id $request_id;
  proxy_connect_timeout 2s;
  proxy_read_timeout 60s;
  proxy_next_upstream error timeout http_502 http_503 http_504;
  proxy_next_upstream_tries 2;

  location / {
    proxy_pass http://site;
  }

  location ~ ^/(healthz|readyz)$ {
    access_log off;
    proxy_next_upstream off;
    proxy_pass http://site;
  }
}
`
}

/** A whole nginx.conf around siteConfig for a server of our own: every file it writes under `dir`. */
function standaloneConfig(site: string, dir: string): string {
  const runAsRoot = process.getuid?.() === 0
  return `${runAsRoot ? 'user root;\n' : ''}worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site.replace(/^(?=.)/gm, '  ')}}
`
}

/** nginx (Debian's) in front of the instances, on a free port unless one is given; answers once it proxies. */
export async function startNginx(options: {
  upstreams: string[]
  dir: string
  port?: number
  log?: (line: string) => void
}): Promise<LoadBalancer> {
  const port = options.port ?? (await findFreePort())
  fs.mkdirSync(options.dir, { recursive: true })
  const configFile = path.join(options.dir, 'nginx.conf')
  const site = siteConfig({ upstreams: options.upstreams, listen: `127.0.0.1:${port}` })
  fs.writeFileSync(configFile, standaloneConfig(site, options.dir))
  const child: ChildProcess = spawn('nginx', ['-p', options.dir, '-c', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => ((output += chunk), options.log?.(`[nginx] ${String(chunk).trimEnd()}`)))
  child.stderr?.on('data', (chunk) => ((output += chunk), options.log?.(`[nginx] ${String(chunk).trimEnd()}`)))
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const url = `http://127.0.0.1:${port}`
  const ready = await waitUntilAnswering(`${url}/api/connection-site/1`, {
    withinMs: 30_000,
    requestTimeoutMs: 10_000,
    exited,
  })
  const stop = async () => {
    if (exited()) return
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGQUIT') // graceful: finish what is in flight
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await gone
    clearTimeout(timer)
  }
  if (!ready.ready) {
    await stop()
    const errors = fs.existsSync(path.join(options.dir, 'error.log'))
      ? fs.readFileSync(path.join(options.dir, 'error.log'), 'utf8')
      : ''
    throw new Error(`nginx did not proxy to the site within 30 s (${ready.last}):\n${output}${errors}`)
  }
  return { url, port, configFile, stop }
}
