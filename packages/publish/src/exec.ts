import { spawn } from 'node:child_process';
import { PublishError, type PublishStep } from './errors';
import type { Redactor } from './redact';

/** Options of {@link runCommand}. */
export interface RunCommandOptions {
  cwd: string;
  step: PublishStep;
  target: string;
  redact: Redactor;
  /** Extra environment variables, added to the current environment. */
  env?: Record<string, string | undefined>;
  /** Called with each redacted output line. */
  log?: (line: string) => void;
  /** Also resolve (instead of failing) when the exit code is not 0. @default false */
  allowFailure?: boolean;
  /** Text written to the command's standard input. @default none (standard input is closed) */
  input?: string;
}

/** Outcome of a command. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program without a shell; a non-zero exit becomes a redacted {@link PublishError}. */
export function runCommand(command: string, args: string[], options: RunCommandOptions): Promise<CommandResult> {
  const { cwd, step, target, redact } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // Standard input is closed at once when there is nothing to write, as a command expects then.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error) => {
      reject(new PublishError(step, target, redact(`could not start ${command}: ${error.message}`)));
    });
    child.on('close', (code) => {
      const result = { code: code ?? 1, stdout: redact(stdout), stderr: redact(stderr) };
      if (options.log) {
        for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
          if (line.trim() !== '') options.log(line);
        }
      }
      if (result.code !== 0 && !options.allowFailure) {
        reject(
          new PublishError(
            step,
            target,
            `${describeCommand(command, args, redact)} exited with code ${result.code}${summarize(result)}`,
          ),
        );
        return;
      }
      resolve(result);
    });
  });
}

function describeCommand(command: string, args: string[], redact: Redactor): string {
  // The subcommand says what ran; the remaining arguments may hold URLs and paths.
  const subcommand = args.find((arg) => !arg.startsWith('-'));
  return `\`${redact(subcommand !== undefined ? `${command} ${subcommand}` : command)}\``;
}

function summarize(result: CommandResult): string {
  const lines = `${result.stderr}\n${result.stdout}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return '';
  return `: ${lines.slice(-6).join(' | ')}`;
}
