// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { appChunkName } from './app-chunk.ts'

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))

test("the app's chunk holds what the app imports statically, not boot's modules nor what only screens import", () => {
  const graph: Record<string, string[]> = {
    [source('boot.ts')]: [source('app/page-state.ts'), '\0vite/preload-helper.js'],
    [source('main.tsx')]: [source('app/page-state.ts'), '/node_modules/react/index.js', source('app/router.tsx')],
    [source('app/router.tsx')]: [source('app/paths.ts')],
    [source('app/routes/home.route.tsx')]: [source('app/paths.ts'), source('components/card.tsx')],
    [source('components/card.tsx')]: ['/node_modules/react/index.js'],
  }
  const context = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) }
  const name = appChunkName()
  const chunkOf = (id: string) => name(id, context)

  for (const id of [
    source('main.tsx'),
    source('app/router.tsx'),
    source('app/paths.ts'),
    '/node_modules/react/index.js',
  ]) {
    expect(chunkOf(id), id).toBe('main')
  }
  for (const id of [source('boot.ts'), source('app/page-state.ts'), '\0vite/preload-helper.js']) {
    expect(chunkOf(id), id).toBeNull()
  }
  expect(chunkOf(source('app/routes/home.route.tsx'))).toBeNull()
  expect(chunkOf(source('components/card.tsx'))).toBeNull()
})
