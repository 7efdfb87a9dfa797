import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { findFreePort } from '../../src/lib/db/ports'
import { waitUntilAnswering } from '../ready'

export type LoadBalancer = { url: string; port: number; configFile: string; stop: () => Promise<void> }

/**
 * nginx's configuration for the app's instances. What matters for visitors and editors:
 * - an instance that stops answering is skipped, and a request it could not take is retried on
 *   another (connection refused, reset, timeout, 502/503/504), so a killed instance costs nobody
 *   their page; only idempotent requests are retried (nginx's default), never a form post.
 * - uploads stream to the app as they arrive (no buffering of bodies in nginx), up to the
 *   largest file the app takes, plus the multipart envelope;
 * - the app learns the visitor's address and scheme from X-Forwarded-* (TRUST_PROXY=1).
 */
export function nginxConfig({
  upstreams,
  port,
  dir,
  maxBodyMegabytes,
}: {
  upstreams: string[]
  port: number
  dir: string
  maxBodyMegabytes: number
}): string {
  const runAsRoot = process.getuid?.() === 0
  return `# Made by tooling/cluster/nginx.ts for npm run cluster.
${runAsRoot ? 'user root;\n' : ''}worker_processes auto;
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
  server_tokens off;

  upstream site {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size ${maxBodyMegabytes}m;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 2;

    location / {
      proxy_pass http://site;
    }
  }
}
`
}

/** nginx (Debian's) in front of the instances, on a free port unless one is given; answers once it proxies. */
export async function startNginx(options: {
  upstreams: string[]
  dir: string
  port?: number
  maxBodyMegabytes: number
  log?: (line: string) => void
}): Promise<LoadBalancer> {
  const port = options.port ?? (await findFreePort())
  fs.mkdirSync(options.dir, { recursive: true })
  const configFile = path.join(options.dir, 'nginx.conf')
  fs.writeFileSync(configFile, nginxConfig({ ...options, port }))
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
