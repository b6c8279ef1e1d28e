import { spawn, type ChildProcess } from 'node:child_process'
import { join, relative } from 'node:path'
import { serverEntry } from '../../scripts/build.ts'

const serverDir = new URL('../..', import.meta.url).pathname

/** A server process: `pnpm start`'s command, the production build run by plain Node. */
export interface ServerProcess {
  child: ChildProcess
  /** Where it listens, as it printed it (`http://127.0.0.1:port`). */
  url: string
  /** Everything it printed so far. */
  output: () => string
}

function spawnServer(env: Record<string, string>, directory = serverDir): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', join(directory, relative(serverDir, serverEntry))], {
    cwd: directory,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * Starts the built server (global-setup.ts builds it first), or the one deployed in `directory`, and
 * resolves once it is listening.
 */
export function startServer(env: Record<string, string>, directory?: string): Promise<ServerProcess> {
  const child = spawnServer(env, directory)
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Raqam is running at (http:\/\/\S+)/)
      if (match) resolve({ child, url: match[1]!, output: () => output })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
}

/** Stops a server with SIGTERM, as a process manager would, and resolves when it has exited. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.on('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Runs the server to its end (it is expected to refuse), with its exit code and everything it printed. */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(env)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}
