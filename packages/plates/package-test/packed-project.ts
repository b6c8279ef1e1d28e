/**
 * The package test's throwaway project: @raqam/plates and @raqam/listing-rules built and packed by pnpm as
 * they would be published, installed with plain npm into an empty project outside the workspace, with the
 * docs' snippets and a small consumer (consumer/render.tsx) compiled and run there.
 */
import { execFile } from 'node:child_process'
import { copyFile, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** packages/plates/ */
export const platesDir = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = join(platesDir, '..', '..')

/** The published packages and their folders; dependencies first. */
const workspaces = {
  '@raqam/listing-rules': join(repoRoot, 'packages', 'listing-rules'),
  '@raqam/plates': platesDir,
} as const
export type PublishedName = keyof typeof workspaces
export const publishedNames = Object.keys(workspaces) as PublishedName[]

/** What the consumer installs next to the tarballs, at the workspace catalog's versions. */
const companions = ['react', 'react-dom', '@resvg/resvg-js', '@types/react', '@types/react-dom', '@types/node']

/** A code block of the docs whose opening line names a file (```ts plate-svg.ts): a snippet the test runs. */
export type Snippet = { id: string; doc: string; file: string; code: string }

/** The docs whose snippets must work as written. */
const docs = [
  { id: 'plates-readme', path: join(platesDir, 'README.md') },
  { id: 'plates-storybook', path: join(platesDir, 'src', 'use-it-in-your-app.mdx') },
  { id: 'listing-rules-readme', path: join(workspaces['@raqam/listing-rules'], 'README.md') },
]

export function docSnippets(): Snippet[] {
  return docs.flatMap(({ id, path }) =>
    [...readFileSync(path, 'utf8').matchAll(/^```\w+ ([\w.-]+\.tsx?)\n([\s\S]*?)^```$/gm)].map(([, file, code]) => ({
      id: `${id}/${file}`,
      doc: relative(repoRoot, path),
      file: file!,
      code: code!,
    })),
  )
}

type Packed = {
  /** The tarball. */
  tarball: string
  /** The files in it, without the leading `package/`. */
  files: string[]
  /** Its package.json, as npm reads it. */
  manifest: Record<string, unknown> & { version: string }
  /** Its unpacked copy. */
  dir: string
}

type RunResult = { code: number; output: string }

/** What consumer/render.tsx made of each React snippet: its exported components rendered, or the error. */
type Snippets = Record<string, { rendered: Record<string, string> } | { error: string }>

export type PackedProject = {
  packed: Record<PublishedName, Packed>
  /** `npm ls --json` of the consumer. */
  installed: { dependencies: Record<string, { version: string; resolved?: string }> }
  consumerDir: string
  /** tsc over the consumer and the snippets, against the installed declarations. */
  typecheck: RunResult
  /** Each snippet of `docSnippets()`, by id: a script's run, or a React snippet's rendered exports. */
  snippets: Record<string, Snippets[string] | { run: RunResult; wrote: Record<string, Buffer> }>
  /** What consumer/render.tsx printed. */
  drawn: {
    svg: Record<string, string>
    png: Record<string, string>
    pngWidth: number
    react: { alone: string; together: string; togetherLight: string }
    warnings: string[]
  }
}

/** Makes the project in `tmp`, an empty folder outside the workspace (the caller removes it). */
export async function packedProject(tmp: string): Promise<PackedProject> {
  const packed = await pack(tmp)
  const consumerDir = join(tmp, 'consumer')
  const installed = await install(consumerDir, packed)
  const snippets = docSnippets()
  for (const snippet of snippets) {
    await mkdir(join(consumerDir, 'src', 'snippets', dirname(snippet.id)), { recursive: true })
    await writeFile(join(consumerDir, 'src', 'snippets', snippet.id), snippet.code)
  }
  await copyFile(join(platesDir, 'package-test', 'consumer', 'render.tsx'), join(consumerDir, 'src', 'render.tsx'))
  const typecheck = await typecheckConsumer(consumerDir)

  const results: PackedProject['snippets'] = {}
  for (const snippet of snippets.filter(({ file }) => file.endsWith('.ts'))) {
    // Node runs a TypeScript file as it is (its types erased), as a reader of the docs would.
    const cwd = join(tmp, 'runs', snippet.id)
    await mkdir(cwd, { recursive: true })
    const run = await result(process.execPath, [join(consumerDir, 'src', 'snippets', snippet.id)], cwd)
    const wrote: Record<string, Buffer> = {}
    for (const name of await readdir(cwd)) wrote[name] = await readFile(join(cwd, name))
    results[snippet.id] = { run, wrote }
  }
  const compiled = (snippet: Snippet) => join(consumerDir, 'out', 'snippets', snippet.id.replace(/\.tsx$/, '.js'))
  const reactSnippets = snippets.filter(({ file }) => file.endsWith('.tsx'))
  const pngFolder = join(tmp, 'png')
  await mkdir(pngFolder)
  const renderJs = join(consumerDir, 'out', 'render.js')
  const render = await result(process.execPath, [renderJs, pngFolder, ...reactSnippets.map(compiled)], consumerDir)
  if (render.code !== 0) throw new Error(`consumer/render.tsx failed in ${consumerDir}:\n${render.output}`)
  const { snippets: rendered, ...drawn } = JSON.parse(render.stdout) as PackedProject['drawn'] & { snippets: Snippets }
  for (const snippet of reactSnippets)
    results[snippet.id] = rendered[compiled(snippet)] ?? { error: `consumer/render.tsx did not render ${snippet.id}` }
  return { packed, installed, consumerDir, typecheck, snippets: results, drawn }
}

/**
 * Builds each package with its own tsdown config and packs it with pnpm, as publishing would (pnpm turns
 * `publishConfig`, `workspace:` and `catalog:` into what npm reads). The build goes to a staged copy of
 * the package (its package.json and README, a link to its node_modules), never to its dist/: a turbo
 * build running at the same time writes that one.
 */
async function pack(tmp: string): Promise<Record<PublishedName, Packed>> {
  const stage = join(tmp, 'stage')
  await mkdir(stage)
  await copyFile(join(repoRoot, 'pnpm-workspace.yaml'), join(stage, 'pnpm-workspace.yaml'))
  await copyFile(join(repoRoot, 'LICENSE'), join(stage, 'LICENSE'))
  await writeFile(join(stage, 'package.json'), '{ "private": true }\n')
  const packed = {} as Record<PublishedName, Packed>
  for (const name of publishedNames) {
    const source = workspaces[name]
    const staged = join(stage, 'packages', basename(source))
    await mkdir(staged, { recursive: true })
    for (const file of ['package.json', 'README.md']) await copyFile(join(source, file), join(staged, file))
    await symlink(join(source, 'node_modules'), join(staged, 'node_modules'), 'dir')
    await run('pnpm', ['exec', 'tsdown', '--out-dir', join(staged, 'dist'), '--logLevel', 'warn'], source)
    const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', join(tmp, 'tarballs')], staged)
    // Lifecycle scripts (prepack, postpack) print their command lines before the JSON.
    const { filename } = JSON.parse(stdout.slice(stdout.search(/^\{/m))) as { filename: string }
    const dir = join(tmp, 'unpacked', basename(source))
    await mkdir(dir, { recursive: true })
    await run('tar', ['-xzf', filename, '-C', dir], tmp)
    const files = (await readdir(join(dir, 'package'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(dir, 'package'), join(entry.parentPath, entry.name)))
      .sort()
    const manifest = JSON.parse(await readFile(join(dir, 'package', 'package.json'), 'utf8')) as Packed['manifest']
    packed[name] = { tarball: filename, files, manifest, dir: join(dir, 'package') }
  }
  return packed
}

/** An empty npm project outside the workspace, with both tarballs and the companions installed by npm. */
async function install(
  consumerDir: string,
  packed: Record<PublishedName, Packed>,
): Promise<PackedProject['installed']> {
  await mkdir(consumerDir)
  await writeFile(
    join(consumerDir, 'package.json'),
    '{ "name": "plates-consumer", "private": true, "type": "module" }\n',
  )
  const versions = catalogVersions()
  const specs = companions.map((name) => {
    const version = versions.get(name)
    if (!version) throw new Error(`${name} is not in the pnpm catalog (pnpm-workspace.yaml)`)
    return `${name}@${version}`
  })
  const tarballs = publishedNames.map((name) => packed[name].tarball)
  // Exact versions, so a cached copy is as good as a download; the http log says which download failed.
  const flags = ['--prefer-offline', '--no-audit', '--no-fund', '--save-exact', '--loglevel=http']
  await run('npm', ['install', ...flags, ...tarballs, ...specs], consumerDir, 6)
  return JSON.parse((await run('npm', ['ls', '--json'], consumerDir)).stdout) as PackedProject['installed']
}

/** The workspace catalog's versions (pnpm-workspace.yaml, `catalog:`). */
function catalogVersions(): Map<string, string> {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
  const catalog = yaml.slice(yaml.search(/^catalog:/m)).split(/\n(?=\S)/)[0]!
  return new Map(
    [...catalog.matchAll(/^\s+'?([^'\s:]+)'?:\s*([^\s#]+)/gm)].map(([, name, version]) => [name!, version!]),
  )
}

/**
 * The workspace's tsc over the consumer: how a TypeScript app on Node resolves packages (`nodenext`: only
 * what `exports` offers), strict, with the installed packages' own declarations checked too, and only
 * syntax Node can run by erasing types.
 */
async function typecheckConsumer(consumerDir: string): Promise<RunResult> {
  const tsconfig = {
    compilerOptions: {
      target: 'es2023',
      lib: ['es2023', 'dom'],
      module: 'nodenext',
      moduleResolution: 'nodenext',
      jsx: 'react-jsx',
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      erasableSyntaxOnly: true,
      skipLibCheck: false,
      types: ['node'],
      rootDir: 'src',
      outDir: 'out',
    },
    include: ['src'],
  }
  await writeFile(join(consumerDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  return result(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], consumerDir)
}

/**
 * The environment of every command: the test's own, without what pnpm and vitest set for themselves (the
 * package being run, NODE_ENV=test…), so npm and node in the throwaway project see what a person's would.
 */
const environment = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      !/^(npm_|pnpm_|VITEST|NODE_ENV$|NODE_OPTIONS$|INIT_CWD$)/i.test(key) ||
      /^(npm_config_(registry|cafile|userconfig|cache|proxy|https_proxy|noproxy)|PNPM_HOME)$/i.test(key),
  ),
)

type Output = RunResult & { stdout: string }

/** Runs a command to its end, or `minutes` at most: a stalled download fails the test rather than hanging it. */
function result(command: string, args: string[], cwd: string, minutes = 3): Promise<Output> {
  const limit = { timeout: minutes * 60_000, killSignal: 'SIGKILL' as const }
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd, env: environment, maxBuffer: 2 ** 28, ...limit },
      (error, stdout, stderr) => {
        // An exit status, or none: killed (out of time), or never started (not installed).
        const status = typeof error?.code === 'number' ? error.code : undefined
        const why =
          !error || status !== undefined ? '' : error.killed ? `killed after ${minutes} minutes` : error.message
        resolve({ code: error ? (status ?? -1) : 0, stdout, output: [stdout, stderr, why].join('\n').trim() })
      },
    )
    // Nothing to read: a command that asks a question gets no answer rather than waiting for one.
    child.stdin?.end()
  })
}

async function run(command: string, args: string[], cwd: string, minutes?: number): Promise<Output> {
  const output = await result(command, args, cwd, minutes)
  if (output.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (in ${cwd}):\n${output.output}`)
  return output
}
