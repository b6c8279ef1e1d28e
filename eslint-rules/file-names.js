// `raqam/file-names`: a source file's name says what it holds, the house's way.
//
// kebab-case words, then at most one role the house uses (`.handlers`, `.repository`, `.queries`, `.keys`,
// `.mutations`, `.route`, `.feature`, `.context`), then at most one kind of test or story (`.test`,
// `.stories`, `.screenshot.test`, `.exhaustive`) or `.d`. Anything else between dots (`pattern-table`,
// `account-checks`) reads like a role nobody defined: name it with words instead (`pattern-table`).
import { basename } from 'node:path'

/** The roles a file may name after its words (what the module is to its folder). */
const ROLES = ['handlers', 'repository', 'queries', 'keys', 'mutations', 'route', 'feature', 'context']
/** What a test runner or Storybook picks a file up by. */
const KINDS = ['screenshot.test', 'test', 'stories', 'exhaustive', 'd']

const pattern = new RegExp(
  `^[a-z0-9]+(?:-[a-z0-9]+)*(?:\\.(?:${ROLES.join('|')}))?(?:\\.(?:${KINDS.map((kind) => kind.replace('.', '\\.')).join('|')}))?\\.(?:ts|tsx|js|mjs|cjs|mts)$`,
)

const isHouseName = (name) => pattern.test(name)

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names in kebab-case with at most one of the house roles and one test kind' },
    schema: [],
    messages: {
      name: '{{name}}: name files in kebab-case, with at most one role ({{roles}}) and one kind ({{kinds}}).',
    },
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename)
        if (isHouseName(name)) return
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'name',
          data: {
            name,
            roles: ROLES.map((role) => `.${role}`).join(', '),
            kinds: KINDS.map((kind) => `.${kind}`).join(', '),
          },
        })
      },
    }
  },
}
