import type { Role } from '@raqam/api/schema'
import type { Decorator } from '@storybook/react-vite'
import { ConsoleLayout } from './console-layout.tsx'

/** Stories of a console page draw it inside the console's frame, as a moderator (or `parameters.role`) sees it. */
export const withConsole: Decorator = (Story, context) => (
  <ConsoleLayout role={(context.parameters.role as Role | undefined) ?? 'moderator'}>
    <Story />
  </ConsoleLayout>
)
