/*
 * A screen's code is its own file (code-split). Moving to a screen whose file is not loaded yet can fail
 * two ways: a new release replaced the hashed files (the old name is gone: one fresh page load fixes it),
 * or the network or the server is down (a reload would only show the browser's error page; the visitor
 * needs to be told, and a retry that works once the connection is back).
 */

/** The errors browsers and Vite give when a module file cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message)
}

const RELOADED_AT = 'raqam:chunk-reload'
/** A second failure this soon after the automatic reload is not a stale release: stop reloading. */
const RELOAD_GRACE_MS = 30_000

/**
 * Reloads the page once when the server answers (a stale release); resolves `false` when it did not
 * (the server or the network is down, or the reload already happened and did not help).
 */
export async function recoverFromChunkFailure(now = Date.now()): Promise<boolean> {
  const last = Number(sessionStorage.getItem(RELOADED_AT))
  if (Number.isFinite(last) && now - last < RELOAD_GRACE_MS) return false
  try {
    const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    if (!answer.ok) return false
  } catch {
    return false
  }
  sessionStorage.setItem(RELOADED_AT, String(now))
  window.location.reload()
  return true
}
