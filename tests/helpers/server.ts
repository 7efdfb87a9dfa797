import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const BIN = path.resolve('node_modules/.bin')

export type AppServer = { baseUrl: string; process: ChildProcess; stop: () => Promise<void> }

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...env, PATH: `${BIN}:${env.PATH}` }, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Starts `next start` on the port and waits until the legacy API answers. */
export async function startAppServer(port: number, env: NodeJS.ProcessEnv): Promise<AppServer> {
  const child = spawn('next', ['start', '-p', String(port)], {
    env: { ...env, PATH: `${BIN}:${env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const baseUrl = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${output}`)
    try {
      const res = await fetch(`${baseUrl}/api/connection-site/1`)
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    baseUrl,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}
