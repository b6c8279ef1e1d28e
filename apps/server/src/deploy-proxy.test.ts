import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type ClientHttp2Session } from 'node:http2'
import { request as httpRequest } from 'node:http'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, type TestDatabase } from '#test/database.ts'
import { parsePrometheusText, sampleTotal } from '#test/prometheus-text.ts'
import { startServer, stopServer, type ServerProcess } from '#test/server-process.ts'

/**
 * deploy/nginx.conf, as compose.yaml runs it, in Debian's nginx in front of two server processes on one
 * PostgreSQL: TLS and HTTP/2 to the browser, plain HTTP sent to HTTPS, requests spread over both
 * instances with the proxy's request id and the client's scheme. Only the addresses and the
 * certificate's path differ from the file.
 */
const postgres = backends.find((backend) => backend.name === 'postgres')
const nginx = spawnSync('nginx', ['-v']).status === 0

// Needs nginx and PostgreSQL (two instances). CI installs both (.ci/run), so there their absence fails.
if ((postgres && nginx) || process.env.CI)
  describe("compose.yaml's reverse proxy in front of two instances", () => {
    let database: TestDatabase
    let servers: ServerProcess[] = []
    let proxy: ChildProcess | undefined
    let proxyOutput = ''
    let directory: string
    let certificate: Buffer
    let ports: { http: number; https: number }

    beforeAll(async () => {
      if (!postgres) throw new Error('TEST_DATABASE_URL is not set: the proxy tests need PostgreSQL')
      if (!nginx) throw new Error('nginx is not installed (apt-get install nginx): the proxy tests need it')
      directory = mkdtempSync(join(tmpdir(), 'raqam-proxy-'))
      database = await postgres.open()
      const env = { DATABASE_URL: database.url!, TRUST_PROXY: 'true', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' }
      servers = await Promise.all([startServer(env), startServer(env)])
      certificate = selfSignedCertificate(directory)
      ports = { http: await freePort(), https: await freePort() }
      const site = siteFor(servers, ports, directory)
      writeFileSync(join(directory, 'site.conf'), site)
      writeFileSync(join(directory, 'nginx.conf'), mainConfig(directory))
      proxy = spawn('nginx', ['-p', directory, '-c', join(directory, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      proxy.stdout!.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()))
      proxy.stderr!.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()))
      await waitForPort(ports.https, () => proxyOutput)
    }, 120_000)

    afterAll(async () => {
      proxy?.kill('SIGTERM')
      await Promise.all(servers.map((server) => stopServer(server.child)))
      await database?.dispose()
      if (directory) rmSync(directory, { recursive: true, force: true })
    })

    /** One request over HTTP/2 and TLS, trusting the test's own certificate. */
    async function h2(path: string, headers: Record<string, string> = {}) {
      const session: ClientHttp2Session = connect(`https://127.0.0.1:${ports.https}`, {
        ca: certificate,
        servername: 'localhost',
      })
      try {
        const protocol = await new Promise<string | false | undefined>((resolve, reject) => {
          session.once('connect', () => resolve(session.alpnProtocol))
          session.once('error', reject)
        })
        const stream = session.request({ ':path': path, ...headers })
        const [head, body] = await Promise.all([
          new Promise<Record<string, string | string[] | undefined>>((resolve) => stream.once('response', resolve)),
          new Promise<string>((resolve, reject) => {
            let text = ''
            stream.setEncoding('utf8')
            stream.on('data', (chunk: string) => (text += chunk))
            stream.once('end', () => resolve(text))
            stream.once('error', reject)
          }),
        ])
        return { protocol, status: Number(head[':status']), headers: head, body }
      } finally {
        session.close()
      }
    }

    it('answers over HTTPS with HTTP/2', async () => {
      const answer = await h2('/api/v1.0/health')
      expect(answer.protocol).toBe('h2')
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', database: 'ok' })
    })

    it('sends plain HTTP to the same address over HTTPS', async () => {
      const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port: ports.http, path: '/shop?city=dubai', headers: { host: 'raqam.ae' } })
          .on('response', (response) => {
            response.resume()
            resolve({ status: response.statusCode ?? 0, location: response.headers.location })
          })
          .on('error', reject)
          .end()
      })
      expect(answer).toEqual({ status: 301, location: 'https://raqam.ae/shop?city=dubai' })
    })

    it('names each request itself, whatever the client sent, and the server answers with that name', async () => {
      const answer = await h2('/api/v1.0/product/00000000-0000-4000-8000-000000000000', {
        'x-request-id': 'chosen-by-the-client',
      })
      const id = answer.headers['x-request-id']
      expect(id).toMatch(/^[0-9a-f]{32}$/)
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.body)).toMatchObject({ requestId: id })
    })

    it("passes the client's scheme: the server's absolute links say https", async () => {
      const answer = await h2('/robots.txt', { ':authority': 'raqam.ae' })
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('Sitemap: https://raqam.ae/sitemap.xml')
    })

    it('keeps /metrics inside, and spreads requests over both instances', async () => {
      expect((await h2('/metrics')).status).toBe(404)
      for (let request = 0; request < 10; request++) expect((await h2('/api/v1.0/health')).status).toBe(200)
      for (const server of servers) {
        const metrics = parsePrometheusText(await (await fetch(`${server.url}/metrics`)).text())
        expect(sampleTotal(metrics, 'raqam_http_requests_total', { operation: 'getHealth' })).toBeGreaterThan(0)
      }
    })
  })

/** deploy/nginx.conf with the two servers' addresses, local ports and the test's certificate. */
function siteFor(servers: ServerProcess[], ports: { http: number; https: number }, directory: string): string {
  const file = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8')
  const replacements: [string, string][] = [
    ['server app-1:3000', `server ${new URL(servers[0]!.url).host}`],
    ['server app-2:3000', `server ${new URL(servers[1]!.url).host}`],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/nginx/tls/', `${directory}/`],
    ['/var/www/acme', join(directory, 'acme')],
  ]
  return replacements.reduce((text, [from, to]) => {
    // Each line must still be in the file: a test of another configuration would prove nothing.
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`)
    return text.replaceAll(from, to)
  }, file)
}

/** What the nginx image's own nginx.conf provides around conf.d, with everything under `directory`. */
function mainConfig(directory: string): string {
  // A master running as root hands the requests to workers running as `nobody`, who could not read a
  // temporary folder; as root the workers may stay root, as in this test only.
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `${user}
worker_processes 1;
pid ${directory}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  include ${directory}/site.conf;
}
`
}

/** A certificate for localhost and 127.0.0.1, made by Debian's openssl (.ci/run installs it with nginx). */
function selfSignedCertificate(directory: string): Buffer {
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(directory, 'privkey.pem'),
      '-out',
      join(directory, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`)
  return readFileSync(join(directory, 'fullchain.pem'))
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitForPort(port: number, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port)
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`)
}
