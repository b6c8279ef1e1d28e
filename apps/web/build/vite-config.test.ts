// @vitest-environment node
import { expect, test } from 'vitest'
import type { UserConfig, UserConfigFnObject } from 'vite'
import viteConfig from '../vite.config.ts'

type PreloadContext = { hostId: string; hostType: 'html' | 'js' }
type Resolve = (file: string, deps: string[], context: PreloadContext) => string[]

test("Vite preloads nothing for boot's import of the app (boot lists the files itself), and every later import's files", () => {
  const config = (viteConfig as UserConfigFnObject)({
    command: 'build',
    mode: 'production',
    isSsrBuild: false,
  }) as UserConfig
  const { entryFileNames } = config.build?.rolldownOptions?.output as { entryFileNames: string }
  const resolve = (config.build?.modulePreload as { resolveDependencies: Resolve }).resolveDependencies
  const boot = entryFileNames.replace('[hash]', 'DjwSuK1v')
  const deps = ['assets/react-1a.js', 'assets/api-2b.js']
  expect(resolve('assets/main-3c.js', deps, { hostId: boot, hostType: 'js' })).toEqual([])
  expect(resolve('assets/list.route-4d.js', deps, { hostId: 'assets/main-3c.js', hostType: 'js' })).toEqual(deps)
  expect(resolve('assets/list.route-4d.js', deps, { hostId: 'assets/index.esm-5e.js', hostType: 'js' })).toEqual(deps)
})
