// `raqam/no-cycle`: no import loop anywhere, type-only imports included.
//
// import-x/no-cycle skips `import type` (and imports whose every name is a type) in two hard-coded
// places and has no option to count them (4.18). A loop of types still ties two modules together: neither
// can move or be read without the other, and it hides which of them owns what. This rule follows every
// import (value, type-only, re-export, dynamic, side effect) through the files of the repository, resolved
// by the same resolver as import-x (the `import-x/resolver-next` setting), and reports each import that
// leads back to the file it is in.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'

/** Files whose imports are followed: the repository's own code (packages in node_modules are not). */
const CODE = /\.(?:[cm]?[jt]sx?)$/
const inRepository = (path) => CODE.test(path) && !path.includes('/node_modules/')

/** Each file's imported files, resolved, for the whole run (files not being linted are read from disk). */
const importsOf = new Map()

function resolverOf(context) {
  const resolvers = [context.settings['import-x/resolver-next'] ?? []].flat()
  return (source, from) => {
    for (const resolver of resolvers) {
      const resolved = resolver.resolve(source, from)
      if (resolved?.found && resolved.path) return resolved.path
    }
    return null
  }
}

function importsOfFile(path, resolve) {
  let imports = importsOf.get(path)
  if (imports) return imports
  let text
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    text = ''
  }
  // Every module specifier, `import type` and `export … from` and `import()` included.
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName)
  imports = [...new Set(specifiers.map((specifier) => resolve(specifier, path)).filter(Boolean))].filter(inRepository)
  importsOf.set(path, imports)
  return imports
}

/** The specifier an import-like node names, if it is a plain string. */
function specifierOf(node) {
  const source = node.source ?? node.argument?.literal ?? node.argument
  return source && typeof source.value === 'string' ? source : null
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import loops, counting type-only imports.' },
    schema: [],
    messages: {
      loop: 'Import loop: {{loop}}. Type-only imports count: move what both need into a module below both.',
    },
  },
  create(context) {
    const filename = context.physicalFilename
    if (!inRepository(filename)) return {}
    const resolve = resolverOf(context)
    const root = context.cwd
    const nodes = []
    const collect = (node) => {
      const source = specifierOf(node)
      if (source) nodes.push({ node, source })
    }
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      TSImportType: collect,
      'Program:exit'() {
        const targets = nodes.map(({ node, source }) => ({ node, target: resolve(source.value, filename) }))
        // The file as it is being linted (an editor's unsaved text), not as it is on disk.
        importsOf.set(filename, [...new Set(targets.map(({ target }) => target).filter(Boolean))].filter(inRepository))
        // Files already searched without reaching this one: no later import finds it through them either.
        let explored = new Set()
        for (const { node, target } of targets) {
          if (!target || target === filename || !inRepository(target) || explored.has(target)) continue
          const cameFrom = new Map([[target, null]])
          const queue = [target]
          let loop = null
          while (queue.length > 0 && !loop) {
            const current = queue.shift()
            for (const next of importsOfFile(current, resolve)) {
              if (next === filename) {
                loop = [filename]
                for (let step = current; step; step = cameFrom.get(step)) loop.push(step)
                loop.push(filename)
                break
              }
              if (cameFrom.has(next) || explored.has(next)) continue
              cameFrom.set(next, current)
              queue.push(next)
            }
          }
          if (loop) {
            const [first, ...rest] = loop
            const chain = [first, ...rest.slice(0, -1).reverse(), rest.at(-1)]
            context.report({
              node,
              messageId: 'loop',
              data: { loop: chain.map((path) => relative(root, path)).join(' → ') },
            })
            // The search stopped early: some files it met were not followed to the end.
            explored = new Set()
          } else {
            for (const path of cameFrom.keys()) explored.add(path)
          }
        }
      },
    }
  },
}
