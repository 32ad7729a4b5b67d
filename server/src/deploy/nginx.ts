/**
 * A real nginx in front of the server processes: Debian's `nginx`, installed through apt-get when
 * missing (as the tests install PostgreSQL and Chromium), run in the foreground with a configuration
 * written to a temporary folder. For `npm run start:cluster`, `npm run bench:scale` and the cluster tests.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const NGINX = '/usr/sbin/nginx'

/** Installs Debian's nginx when it is missing; its path. */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX
  console.log('nginx not found; installing Debian’s nginx…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', {
    stdio: 'inherit',
  })
  if (!existsSync(NGINX)) throw new Error('nginx is still missing after apt-get install nginx')
  return NGINX
}

/** One public port and the server processes (`host:port`) it spreads requests over. */
export type ProxiedPort = { port: number; upstreams: readonly string[] }

/** A running nginx. */
export type RunningNginx = { stop: () => Promise<void> }

/**
 * The configuration: per public port, an upstream of the processes with kept-alive connections, the
 * least busy one chosen; a process that refuses connections (it died) is skipped for 5 s and the
 * request passed to the next one; `X-Forwarded-For` carries the visitor's address, which the
 * processes read because their `trustProxy` names this proxy; held requests (`changes`) may last 60 s.
 */
export function nginxConf(dir: string, ports: readonly ProxiedPort[], workers = 'auto'): string {
  const upstreams = ports
    .map(
      (p, i) => `  upstream latch_${i} {
    least_conn;
${p.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 256;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${p.port} reuseport;
    keepalive_requests 1000000;
    location / {
      proxy_pass http://latch_${i};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      client_max_body_size 1m;
    }
  }`,
    )
    .join('\n')
  return `worker_processes ${workers};
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${upstreams}
}
`
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/**
 * Starts nginx proxying each of `ports`; resolves once every public port accepts connections.
 *
 * @example
 * const proxy = await startNginx([{ port: 8790, upstreams: ['127.0.0.1:8801', '127.0.0.1:8803'] }])
 * await proxy.stop()
 */
export async function startNginx(ports: readonly ProxiedPort[], workers?: string): Promise<RunningNginx> {
  const bin = ensureNginx()
  const dir = mkdtempSync(join(tmpdir(), 'latch-nginx-'))
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConf(dir, ports, workers))
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  for (const { port } of ports) {
    while (!(await listening(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL')
        rmSync(dir, { recursive: true, force: true })
        throw new Error(`nginx did not start on ${port}: ${stderr.trim() || 'no output'}`)
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  // A port someone else holds answers too, but nginx then exits at once, saying it could not bind.
  await new Promise((r) => setTimeout(r, 200))
  if (child.exitCode !== null) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`nginx exited: ${stderr.trim() || 'no output'}`)
  }
  return {
    async stop() {
      // SIGQUIT: a graceful stop, finishing the requests in flight.
      if (child.exitCode === null) child.kill('SIGQUIT')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
