// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { chunkNames } from './chunks.ts'

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))
const react = '/node_modules/react/index.js'

const graph: Record<string, string[]> = {
  [source('boot.ts')]: [source('app/page-state.ts'), '\0vite/preload-helper.js'],
  [source('main.tsx')]: [source('app/page-state.ts'), react, source('app/router.tsx')],
  [source('app/router.tsx')]: [source('app/paths.ts')],
  [source('app/routes/home.route.tsx')]: [source('app/paths.ts'), source('components/card.tsx'), source('home.tsx')],
  [source('app/routes/details.route.tsx')]: [source('components/card.tsx'), source('components/seller.tsx')],
  [source('app/routes/my-profile.route.tsx')]: [source('components/seller.tsx'), source('profile.tsx')],
  [source('components/card.tsx')]: [react, source('app/page-state.ts')],
}
const name = chunkNames()
const chunkOf = (id: string) => name(id, { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) })

test("the app's chunk holds what the app imports statically, not boot's modules", () => {
  for (const id of [source('main.tsx'), source('app/router.tsx'), source('app/paths.ts'), react])
    expect(chunkOf(id), id).toBe('main')
  for (const id of [source('boot.ts'), source('app/page-state.ts'), '\0vite/preload-helper.js'])
    expect(chunkOf(id), id).toBeNull()
})

test('what landing screens import beyond the app is grouped by the set of landing screens importing it', () => {
  expect(chunkOf(source('components/card.tsx'))).toBe('for-home+details')
  expect(chunkOf(source('home.tsx'))).toBe('for-home')
  // Also imported by a screen no one lands on, which then loads the details page's chunk.
  expect(chunkOf(source('components/seller.tsx'))).toBe('for-details')
})

test("screens' own modules, and what only other screens import, are left to the bundler", () => {
  for (const id of [
    source('app/routes/home.route.tsx'),
    source('app/routes/details.route.tsx'),
    source('app/routes/my-profile.route.tsx'),
    source('profile.tsx'),
  ])
    expect(chunkOf(id), id).toBeNull()
})
