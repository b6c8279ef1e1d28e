// One ESLint config for the whole monorepo; each workspace runs `eslint .` and finds it here.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import fileNames from './eslint-rules/file-names.js'
import noCycle from './eslint-rules/no-cycle.js'

/**
 * The repository's root: the zones' paths are relative to it. import-x resolves them against the working
 * folder by default, which under `pnpm lint` (turbo) is each workspace, where `./apps/…` names nothing.
 */
const repoRoot = fileURLToPath(new URL('.', import.meta.url))

/** The storefront's features, each a folder of apps/web/src/features. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Apps compose, packages own: packages import no app, and neither app imports the other. */
const workspaceZones = [
  { target: './packages', from: './apps', message: 'Packages must not import apps.' },
  { target: './apps/server', from: './apps/web', message: 'The server must not import the storefront.' },
]

const serverSrc = './apps/server/src'
const serverSrcUrl = new URL('./apps/server/src/', import.meta.url)

/**
 * The server's layers (apps/server/README.md), each a folder of apps/server/src, and the layers below it
 * that it may import; any other server folder is out of bounds. Everything may import the base
 * (`contract.ts`, `files.ts`) and packages. Above them all, the composition (the other files directly in
 * src/: main.ts, app.ts, config.ts…) imports anything and is imported by nothing but tests.
 */
const serverLayers = {
  features: ['http', 'notifier', 'cards', 'db', 'auth', 'domain'],
  http: ['cards', 'crawl', 'db', 'domain'],
  notifier: ['cards', 'db', 'domain'],
  cards: ['domain'],
  crawl: [],
  db: ['auth', 'domain'],
  auth: [],
  domain: [],
}

/** The bottom of the server: the contract and where its files are; they import nothing else of the server. */
const serverBase = ['contract.ts', 'files.ts']

/** The composition: every other file directly in src/ (read from the folder, like the features). */
const serverComposition = readdirSync(serverSrcUrl, { withFileTypes: true })
  .filter((entry) => entry.isFile() && !serverBase.includes(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => `${serverSrc}/${entry.name}`)

/** The server's features, each a folder of apps/server/src/features (`shared/` is what they share). */
const serverFeatures = readdirSync(new URL('./features', serverSrcUrl), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)

/** The server's layer rules as import-x zones: a layer imports only what its row names, never upwards. */
const serverZones = [
  ...Object.entries(serverLayers).map(([layer, below]) => ({
    target: `${serverSrc}/${layer}`,
    from: [
      ...Object.keys(serverLayers)
        .filter((other) => other !== layer && !below.includes(other))
        .map((other) => `${serverSrc}/${other}`),
      ...serverComposition,
      `${serverSrc}/test`,
      `${serverSrc}/bench`,
    ],
    message:
      below.length > 0
        ? `${layer}/ imports only ${below.map((other) => `${other}/`).join(', ')} of the server's layers (apps/server/README.md).`
        : `${layer}/ imports no other layer of the server, only contract.ts, files.ts and packages (apps/server/README.md).`,
  })),
  {
    target: serverBase.map((file) => `${serverSrc}/${file}`),
    from: serverSrc,
    except: serverBase.map((file) => `./${file}`),
    message: 'contract.ts and files.ts are the bottom of the server: they import nothing else of it.',
  },
  ...serverFeatures.map((feature) => ({
    target: `${serverSrc}/features/${feature}`,
    from: `${serverSrc}/features`,
    except: [`./${feature}`, './shared'],
    message:
      'A feature imports no other feature: what features share moves into features/shared/, and what it needs of the others it names in its own needs, which app.ts meets (features/compose.ts).',
  })),
  {
    target: `${serverSrc}/features/shared`,
    from: `${serverSrc}/features`,
    except: ['./shared'],
    message:
      'features/shared/ is below every feature: it imports no feature and not the composition (features/compose.ts).',
  },
]

/** Apps compose, packages own: nothing under packages/ may reach into an app. */
const noAppImports = {
  group: ['@raqam/web', '@raqam/web/*', '@raqam/server', '@raqam/server/*'],
  message: 'Packages must not import apps: move the shared code into a package instead.',
}

/** Reusable UI packages take every string through props and know nothing of the API. */
const noAppConcerns = {
  group: ['i18next', 'react-i18next', '@raqam/api', '@raqam/api/*'],
  message: '@raqam/ui and @raqam/plates take text and data through props; only apps/web translates or fetches.',
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/src/generated/**',
      '**/storybook-static/**',
      '**/reports/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    plugins: { raqam: { rules: { 'no-cycle': noCycle, 'file-names': fileNames } } },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      // A cycle makes load order matter and hides which module owns what: none anywhere, and a loop through
      // type-only imports counts (import-x/no-cycle ignores those and has no option to count them).
      'raqam/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: workspaceZones }],
    },
  },
  {
    // Source files are named in kebab-case with at most one of the house's roles (`.handlers`,
    // `.repository`, `.feature`…) and one test kind (eslint-rules/file-names.js). Tools' own files
    // (vitest.config.ts, vitest.setup.ts) keep the names their tools look for.
    files: [
      'apps/*/src/**',
      'packages/*/src/**',
      'eslint-rules/**',
      'scripts/**',
      'apps/*/scripts/**',
      'packages/*/scripts/**',
    ],
    rules: { 'raqam/file-names': 'error' },
  },
  {
    // The server's layers (apps/server/README.md): composition (main.ts, app.ts…) → features/<name> →
    // http → notifier → cards → db → auth, crawl, domain → contract.ts, files.ts, each importing only the
    // layers its row of serverLayers names. A feature never imports another feature (what they share is in
    // features/shared/, and what it needs of the others it names in its needs, which app.ts meets). Tests and
    // the test and bench helpers may reach across to assemble a server.
    files: ['apps/server/src/**'],
    ignores: ['**/*.test.*', 'apps/server/src/test/**', 'apps/server/src/bench/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: [...workspaceZones, ...serverZones] }],
    },
  },
  {
    // The storefront's layers, bottom to top: i18n and lib, components, features, app (which composes).
    // A layer imports only those below it, and a feature never imports another feature (what two
    // features share moves down into components or lib). Tests may reach across to assemble a screen.
    files: ['apps/web/src/**'],
    ignores: ['**/*.test.*', '**/*.stories.*', 'apps/web/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repoRoot,
          zones: [
            { target: './apps/web', from: './apps/server', message: 'The storefront must not import the server.' },
            ...['i18n', 'lib'].map((layer) => ({
              target: `./apps/web/src/${layer}`,
              from: [
                './apps/web/src/components',
                './apps/web/src/features',
                './apps/web/src/app',
                './apps/web/src/server',
              ],
              message: `${layer}/ is the bottom layer: it imports no components, features or app.`,
            })),
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/server'],
              message: 'Components are shared by features: they import no feature and no app module.',
            },
            ...webFeatures.flatMap((feature) => [
              {
                target: `./apps/web/src/features/${feature}`,
                from: './apps/web/src/features',
                except: [`./${feature}`],
                message: 'A feature imports no other feature: move what they share into components/ or lib/.',
              },
              {
                target: `./apps/web/src/features/${feature}`,
                from: ['./apps/web/src/app', './apps/web/src/server'],
                message: 'A feature imports no app module: the app composes the features.',
              },
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{tsx,jsx}', 'apps/web/**/*.ts', 'packages/api/**/*.ts'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['packages/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImports] }] },
  },
  {
    files: ['packages/ui/**', 'packages/plates/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImports, noAppConcerns] }] },
  },
  {
    files: ['**/*.stories.{ts,tsx}'],
    extends: [storybook.configs['flat/recommended']],
  },
)
