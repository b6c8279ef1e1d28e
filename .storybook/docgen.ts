import type { StorybookConfig } from '@storybook/react-vite'

type DocgenOptions = NonNullable<NonNullable<StorybookConfig['typescript']>['reactDocgenTypescriptOptions']>

/**
 * How Storybook reads the components' props for autodocs (react-docgen-typescript). The root tsconfig
 * holds only this folder, which left every component out of the docgen's program (autodocs then showed
 * each prop as plain text): this tsconfig, at the repository's root, holds the components themselves.
 * A test in @raqam/ui parses components with these very options.
 */
export const docgenTsconfig = 'tsconfig.docgen.json'

export const docgenParserOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: (prop: { parent?: { fileName: string } }) => !prop.parent?.fileName.includes('node_modules'),
} satisfies DocgenOptions
