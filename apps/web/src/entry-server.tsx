import { Readable, Writable } from 'node:stream'
import { createApiClient, TOKEN_COOKIE } from '@raqam/api/client'
import { dehydrateQueries } from '@raqam/api/hydration'
import { createQueryClient } from '@raqam/api/query-client'
import { LANGUAGE_PARAM } from '@raqam/routes/paths'
import {
  PAGE_PART_HEADER,
  WHOLE_PAGE_PARAM,
  WHOLE_PAGES_COOKIE,
  type FailureRenderer,
  type PagePart,
  type PageRenderer,
  type PageResponse,
} from '@raqam/routes/render'
import { StrictMode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom'
import { App } from '#app/app.tsx'
import { manifestHref } from '#app/web-manifest.ts'
import { headOf, type HeadInput } from '#lib/page-head.ts'
import type { LaterPart, PageState } from '#app/page-state.ts'
import type { RouteContext } from '#app/route-context.ts'
import { createRoutes, type ScreenHandle } from '#app/router.tsx'
import { ServerFailure, serverFailureHead } from '#app/routes/server-failure.tsx'
import { RootLayout } from '#components/layout/root-layout.tsx'
import { env } from '#env.ts'
import { allResources } from '#i18n/all-resources.ts'
import { createStaticI18n } from '#i18n/i18n.ts'
import { defaultLanguage, isLanguage, languageCookieHeader, pageLanguage } from '#i18n/languages.ts'
import { isNamespace, type Namespace } from '#i18n/namespaces.ts'
import { documentParts, withoutScripts } from './server/document.ts'
import { splitLater } from './server/later-parts.ts'
import { firstPaintCss, namesIn, parsedStylesheet } from './server/first-paint-css.ts'
import { headTags } from './server/head-tags.ts'
import { pageAssets } from './server/page-assets.ts'
import { languageUrl } from './server/page-urls.ts'

/**
 * Renders one page on the server (docs/adr/0012-server-rendered-storefront.md): the route's loaders fill the query cache
 * through the API, the page streams in the visitor's language with their session, and the cache,
 * the texts it used and the router's data travel inside the page for the browser to hydrate from.
 */
export const render: PageRenderer = async (request, assets) => {
  const url = new URL(request.url)
  // A browser without script, sent here by the document's refresh: the whole page, and whole pages from
  // now on (the cookie). The parameter is not the route's: it goes before the router sees the address.
  const wholeAsked = url.searchParams.has(WHOLE_PAGE_PARAM)
  url.searchParams.delete(WHOLE_PAGE_PARAM)
  const whole = wholeAsked || request.cookies[WHOLE_PAGES_COOKIE] === '1'
  const language = pageLanguage(url.searchParams.get(LANGUAGE_PARAM), request.cookies.i18next)
  const i18n = createStaticI18n(language, allResources)
  let token = request.cookies[TOKEN_COOKIE] || undefined
  let tokenRefused = false
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } })
  const api = createApiClient({
    baseUrl: new URL(env.apiBaseUrl, url).href,
    fetch: request.fetchApi,
    getToken: () => token,
  })
  const context: RouteContext = {
    i18n,
    queryClient,
    api,
    waitForData: true,
    sessionToken: () => token,
    dropSessionToken: () => {
      token = undefined
      tokenRefused = true
    },
  }

  const handler = createStaticHandler(createRoutes(context))
  const result = await handler.query(new Request(url, { headers: { accept: 'text/html' } }))
  const headers: Record<string, string | string[]> = {
    // Rendered for this visitor (their language and session): never from a shared cache.
    'cache-control': 'private, no-cache',
    vary: `Cookie, ${PAGE_PART_HEADER}`,
  }
  // The server found the token refused and rendered a visitor: the browser forgets it too.
  const cookies: string[] = []
  if (tokenRefused) cookies.push(`${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
  // A link chose the language (the language switch before the page's script runs, a shared link): the
  // cookie keeps the choice, so the pages after it stay in it without script too.
  const languageChosen =
    isLanguage(url.searchParams.get(LANGUAGE_PARAM)) && language !== (request.cookies.i18next ?? defaultLanguage)
  if (languageChosen) cookies.push(languageCookieHeader(language))
  // The cookie as the browser holds it once it has this page: the script then writes it only to change it.
  const cookieLanguage = isLanguage(request.cookies.i18next) ? request.cookies.i18next : null
  const storedLanguage = languageChosen ? language : cookieLanguage
  if (wholeAsked && request.cookies[WHOLE_PAGES_COOKIE] !== '1')
    cookies.push(`${WHOLE_PAGES_COOKIE}=1; Path=/; SameSite=Lax`)
  if (cookies.length > 0) headers['set-cookie'] = cookies
  if (result instanceof Response) {
    return { status: result.status, headers: { ...headers, location: result.headers.get('location') ?? '/' } }
  }

  const screens = result.matches
    .map((match) => (match.route.handle as Partial<ScreenHandle> | undefined)?.screen)
    .filter((screen) => screen !== undefined)
  const page = pageHead(result, url, { i18n, language, queryClient, api, shareCard: request.shareCard })
  const namespaces = () => usedNamespaces(i18n.reportNamespaces?.getUsedNamespaces() ?? [])
  const app = appOf({ i18n, queryClient, api, origin: url.origin, token: token ?? '' }, handler, result)
  const state = (): PageState => ({
    language,
    storedLanguage,
    origin: url.origin,
    namespaces: namespaces(),
    queries: dehydrateQueries(queryClient),
    router: { loaderData: result.loaderData, actionData: result.actionData, errors: routeErrors(result.errors) },
  })
  const answerOf = (part: PagePart, body: PageResponse['body']): PageResponse => ({
    status: result.statusCode,
    headers: {
      ...headers,
      ...(page?.noStore && { 'cache-control': 'no-store' }),
      'content-type': part === 'later' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    },
    body,
  })
  const laterJson = (later: ReturnType<typeof splitLater>): string => {
    const part: LaterPart = { regions: later?.regions ?? [], outlines: later?.outlines ?? null, state: state() }
    return JSON.stringify(part)
  }
  // The document as cut, once rendered: its later part comes from this same render.
  const cut: { later: ReturnType<typeof splitLater> } = { later: null }
  const body = await documentOf(app, (html) => {
    const later = whole ? null : splitLater(html)
    if (request.part === 'later') return [laterJson(later)]
    cut.later = later
    const drawn = later?.document ?? html
    const { scripts } = pageAssets(assets.manifest, {
      screens: screens.map((screen) => `src/app/${screen.slice(2)}`),
      namespaces: namespaces(),
      language,
    })
    const document = documentParts(assets.template, {
      language,
      head: headTags(page, { url, language, i18n }),
      manifest: manifestHref(language),
      scripts,
      ...(later && { wholeUrl: wholePageUrl(request.url) }),
      ...(assets.stylesheet !== undefined && {
        firstPaintCss: firstPaintCss(parsedStylesheet(assets.stylesheet), namesIn(drawn)),
      }),
    })
    // Made once the app has rendered (every loader ran before), so the head can list the files of the
    // texts the render used among the scripts to preload, and the rules its markup uses. A page with
    // later regions leaves its state to the later part.
    return [document.start, drawn, document.end(later ? null : state())]
  })
  const answer = answerOf(request.part, body)
  const { later } = cut
  return later ? { ...answer, laterPart: () => answerOf('later', Readable.from([laterJson(later)])) } : answer
}

/**
 * The page a visitor gets when theirs could not be drawn: the site's header and footer around what
 * happened and the request's id, for a visitor (no session: nothing is asked of the API), with no script.
 */
export const renderFailure: FailureRenderer = async (request, assets) => {
  const url = new URL(request.url)
  url.searchParams.delete(WHOLE_PAGE_PARAM)
  const language = pageLanguage(url.searchParams.get(LANGUAGE_PARAM), request.cookies.i18next)
  const i18n = createStaticI18n(language, allResources)
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } })
  const api = createApiClient({ baseUrl: new URL(env.apiBaseUrl, url).href, fetch: request.fetchApi })
  const failure = <ServerFailure requestId={request.requestId} retryHref={url.pathname + url.search} />
  const handler = createStaticHandler([{ element: <RootLayout />, children: [{ path: '*', element: failure }] }])
  const result = await handler.query(new Request(url, { headers: { accept: 'text/html' } }))
  if (result instanceof Response) throw new Error('The failure page has no loader to redirect')
  const app = appOf({ i18n, queryClient, api, origin: url.origin, token: '' }, handler, result)
  const body = await documentOf(app, (html) => {
    const document = documentParts(withoutScripts(assets.template), {
      language,
      head: headTags(serverFailureHead(i18n), { url, language, i18n }),
      manifest: manifestHref(language),
      scripts: [],
      ...(assets.stylesheet !== undefined && {
        firstPaintCss: firstPaintCss(parsedStylesheet(assets.stylesheet), namesIn(html)),
      }),
    })
    return [document.start, html, document.end(null)]
  })
  return {
    status: 500,
    headers: { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' },
    body,
  }
}

/** The app around a route table's answer, as the server renders it for the session `token` ('' for a visitor). */
function appOf(
  {
    i18n,
    queryClient,
    api,
    origin,
    token,
  }: Pick<RouteContext, 'i18n' | 'queryClient' | 'api'> & {
    origin: string
    token: string
  },
  handler: ReturnType<typeof createStaticHandler>,
  result: StaticHandlerContext,
) {
  return (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} api={api} origin={origin} renderedToken={token}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, result)}
          context={result}
          hydrate={false}
        />
      </App>
    </StrictMode>
  )
}

/** The page's own address with `?whole=1`, where a browser without script finds the whole page. */
function wholePageUrl(pageUrl: string): string {
  const url = new URL(pageUrl)
  url.searchParams.set(WHOLE_PAGE_PARAM, '1')
  return url.pathname + url.search
}

/** The deepest matched route's head, from the data its loaders put into the cache. */
function pageHead(
  result: StaticHandlerContext,
  url: URL,
  input: Pick<HeadInput, 'i18n' | 'language' | 'queryClient' | 'api' | 'shareCard'>,
) {
  const match = result.matches.findLast((candidate) => headOf(candidate.route.handle))
  return headOf(match?.route.handle)?.({
    ...input,
    params: match?.params ?? {},
    search: url.searchParams,
    handle: match?.route.handle,
    url: languageUrl(url, defaultLanguage),
  })
}

/**
 * The page: the app rendered whole (the loaders ran before, so no boundary waits), then its document
 * around it, which needs the markup (the rules its classes use go in the head, docs/adr/0042).
 */
function documentOf(app: React.ReactNode, around: (html: string) => string[]): Promise<PageResponse['body']> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        try {
          resolve(Readable.from(around(html)))
        } catch (error) {
          reject(error)
        }
        done()
      },
    })
    const { pipe } = renderToPipeableStream(app, {
      // An outlined boundary needs React's inline script, which the page's script policy would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink)
      },
      onShellError: reject,
      onError(error) {
        console.error(error)
      },
    })
  })
}

/** The namespaces whose texts the page used, for the browser to hydrate with ('common' always: every screen has it). */
function usedNamespaces(used: readonly string[]): Namespace[] {
  return [...new Set(['common', ...used])].filter(isNamespace)
}

/**
 * Route errors as React Router's browser router revives them (its own serialised form). The message is
 * not sent: the error page shows a generic text and the details stay in the server's log.
 */
function routeErrors(errors: StaticHandlerContext['errors']): PageState['router']['errors'] {
  if (!errors) return null
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error && typeof error === 'object' && 'status' in error && 'internal' in error
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: 'Unexpected error', __type: 'Error' },
    ]),
  )
}
