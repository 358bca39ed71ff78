import { spawn } from 'node:child_process';

/** What a finished command printed and how it ended. */
export interface CommandResult {
  /** Exit code; `null` when a signal ended it. */
  code: number | null;
  /** Everything written to stdout. */
  stdout: string;
  /** Everything written to stderr. */
  stderr: string;
}

/** Options of {@link runCommand}. */
export interface RunCommandOptions {
  /** Working folder. */
  cwd: string;
  /** Complete environment of the child. */
  env: NodeJS.ProcessEnv;
  /** Kill the command after this long. @default 300000 */
  timeoutMs?: number;
}

/**
 * Runs a program without a shell and collects its output.
 *
 * @example
 * const { code, stdout } = await runCommand('git', ['status'], { cwd, env: process.env });
 */
export function runCommand(command: string, args: string[], options: RunCommandOptions): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The parent's environment without the variables npm, Nx and Jest set for themselves, so
 * a child workspace behaves as if started from a clean shell.
 *
 * @example
 * const env = { ...cleanEnvironment(), NX_DAEMON: 'false' };
 */
export function cleanEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|NX_|JEST_|INIT_CWD$|NODE_OPTIONS$)/i.test(key)) continue;
    env[key] = value;
  }
  return env;
}
