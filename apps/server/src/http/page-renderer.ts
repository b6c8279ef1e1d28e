import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { FailureRenderer, ManifestChunk, PageAssets, PageRenderer } from '@raqam/routes/render'

/** The storefront's page renderer and the files it writes pages with. */
export interface Storefront {
  render: PageRenderer
  /** The page a visitor gets when `render` failed (500, in the page's language, with no script). */
  renderFailure: FailureRenderer
  /** The page template (and in production the build's manifest) for a page URL. */
  assets: (url: string) => Promise<PageAssets>
  /** Where the browser's files are served from (production), or null (Vite serves them). */
  clientDir: string | null
}

/** What the storefront's `entry-server` exports. */
type Renderers = { render: PageRenderer; renderFailure: FailureRenderer }

/**
 * The built storefront (`pnpm build` in apps/web): `client/` for browsers, `server/entry-server.js`,
 * the renderer. Null when it has not been built (the server then answers the API only).
 */
export async function builtStorefront(webDist: string): Promise<Storefront | null> {
  const clientDir = join(webDist, 'client')
  const entry = join(webDist, 'server', 'entry-server.js')
  if (!existsSync(join(clientDir, 'index.html')) || !existsSync(entry)) return null
  const { render, renderFailure } = (await import(pathToFileURL(entry).href)) as Renderers
  // Read once, with the renderer: a page needs the template and manifest of the very build its renderer
  // came from (a rebuild takes a restart).
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8')
  // The storefront builds one stylesheet (apps/web/vite.config.ts), the one the template links.
  const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/.exec(template)?.[1]
  const assets: PageAssets = {
    template,
    manifest,
    ...(stylesheet && { stylesheet: readFileSync(join(clientDir, stylesheet), 'utf8') }),
  }
  return { render, renderFailure, clientDir, assets: async () => assets }
}

/**
 * The storefront from its source, through Vite in middleware mode (`pnpm dev`): every page renders on
 * the server as in production, and edits reach the browser by hot reload. Vite serves the modules.
 */
export async function developmentStorefront(app: FastifyInstance, webRoot: string): Promise<Storefront> {
  // Vite is a development tool: it is loaded only here, never in production.
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  })
  app.addHook('onClose', () => vite.close())
  app.addHook('onRequest', (request, reply, done) => {
    // Vite's own paths (modules, its client, files of public/): hand the raw request over.
    if (request.url.startsWith('/api/') || !isViteRequest(request.url)) return done()
    reply.hijack()
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404
      reply.raw.end()
    })
  })
  const template = join(webRoot, 'index.html')
  const renderers = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Renderers>
  return {
    clientDir: null,
    render: async (request, assets) => (await renderers()).render(request, assets),
    renderFailure: async (request, assets) => (await renderers()).renderFailure(request, assets),
    assets: async (url) => ({ template: await vite.transformIndexHtml(url, readFileSync(template, 'utf8')) }),
  }
}

/** Requests for Vite rather than for a page: its module paths, and any path with a file extension. */
function isViteRequest(url: string): boolean {
  const path = url.split('?')[0] ?? '/'
  return (
    /^\/(@vite|@id|@fs|@react-refresh|src|node_modules)\//.test(path) ||
    path === '/@react-refresh' ||
    /\.[^/]+$/.test(path)
  )
}
