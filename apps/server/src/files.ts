/**
 * Where the server finds the files it reads at run time. This module sits directly in `src/`, and the
 * production build bundles it into `dist/main.js`, directly in `dist/`: the same relative paths hold
 * from both, so the server finds the same files from source (tsx) and from its build (node).
 */
const fromHere = (path: string) => new URL(path, import.meta.url).pathname

export const serverFiles = {
  /** The SQL migrations (drizzle/), applied at start-up. */
  migrations: fromHere('../drizzle'),
  /** openapi/openapi.yaml, which the server routes and validates from. */
  contract: fromHere('../../../openapi/openapi.yaml'),
  /** The storefront's source (Vite's root for DEV_STOREFRONT=on) and its build. */
  webRoot: fromHere('../../web'),
  webDist: fromHere('../../web/dist'),
  /** Redoc's standalone bundle, which draws the API reference: copied here by the build (scripts/build.ts). */
  redocBundle: fromHere('./api-reference/redoc.standalone.js'),
}
