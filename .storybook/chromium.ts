/**
 * Debian's Chromium and the flags it needs on these machines: no browser is ever downloaded (the
 * machines reach no browser download host), and without the background-networking flags Chromium keeps
 * trying hosts that the closed network refuses. Shared by vitest browser mode and Playwright.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The Chromium build every committed screenshot was taken with (Debian's package). Another build may rasterise
 * differently: `pnpm test` says so when they differ, and the baselines are re-taken when Debian moves on.
 */
export const baselineChromium = '156.0.8078.108'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Text and shapes must rasterise identically on every machine for strict screenshots.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
  // Partial raster repaints only the invalidated part of a tile, and anti-aliasing at that part's edge
  // can come out one colour unit different from run to run; whole-tile raster keeps shots stable.
  '--disable-partial-raster',
  // Scrollbars are drawn by the host's theme: keep them out of every shot (Playwright adds this in headless
  // mode too; said here so the shots never depend on that default).
  '--hide-scrollbars',
]
