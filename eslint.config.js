// One ESLint config for the whole monorepo; each workspace runs `eslint .` and finds it here.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import { readdirSync } from 'node:fs'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The storefront's features, each a folder of apps/web/src/features. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

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
      // A cycle makes load order matter and hides which module owns what: none anywhere.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages must not import apps.' },
            { target: './apps/server', from: './apps/web', message: 'The server must not import the storefront.' },
          ],
        },
      ],
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
