import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';

/** Where `/usr/bin/time` lives when the machine has GNU time. */
const GNU_TIME = '/usr/bin/time';
/** How much of each output stream a run keeps (the tail), so huge logs never fill memory. */
const KEEP_OUTPUT_CHARS = 256 * 1024;

/** A command to run as a child process. */
export interface ChildCommand {
  /** Executable (absolute path or a name on `PATH`). */
  command: string;
  /** Its arguments. */
  args: string[];
  /** Extra environment variables, merged over the benchmark's own. */
  env?: Record<string, string>;
  /** Working directory. @default the benchmark's working directory */
  cwd?: string;
}

/** What one measured child process did. */
export interface MeasuredRun {
  /** Wall time from spawn to exit, in milliseconds. */
  wallMs: number;
  /** Peak resident set size of the child, in bytes, when it could be read. */
  peakRssBytes: number | undefined;
  /** Exit code, or `null` when a signal ended the process. */
  exitCode: number | null;
  /** Whether the run hit its time limit and was stopped. */
  timedOut: boolean;
  /** The last part of the standard output. */
  stdout: string;
  /** The last part of the standard error. */
  stderr: string;
}

/** Options of {@link runMeasured}. */
export interface MeasureOptions {
  /** Stop the child after this many milliseconds. @default no limit */
  timeoutMs?: number;
}

function keepTail(current: string, chunk: string): string {
  const joined = current + chunk;
  return joined.length > KEEP_OUTPUT_CHARS ? joined.slice(joined.length - KEEP_OUTPUT_CHARS) : joined;
}

/** Reads `VmHWM` (the peak resident set) of a live process from `/proc`, in bytes. */
function readHighWaterMark(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return match?.[1] === undefined ? undefined : Number(match[1]) * 1024;
  } catch {
    return undefined;
  }
}

/** Parses the `%M` figure (kilobytes) that GNU time wrote as the last line of its output file. */
export function parseGnuTimeOutput(text: string): number | undefined {
  const lines = text.trim().split('\n');
  const last = lines[lines.length - 1]?.trim() ?? '';
  return /^\d+$/.test(last) ? Number(last) * 1024 : undefined;
}

/**
 * Runs a command as a child process and measures its wall time and peak memory. Peak RSS
 * comes from GNU time (`/usr/bin/time -f %M`) when present; otherwise `/proc/<pid>/status`
 * is polled for `VmHWM`. The child runs in its own process group so a time limit stops it
 * and everything it started.
 *
 * @example
 *     const run = await runMeasured({ command: 'node', args: ['-e', '1'] });
 *     console.log(run.wallMs, run.peakRssBytes);
 */
export async function runMeasured(child: ChildCommand, options: MeasureOptions = {}): Promise<MeasuredRun> {
  const useGnuTime = existsSync(GNU_TIME);
  const scratch = useGnuTime ? mkdtempSync(path.join(tmpdir(), 'bracken-bench-time-')) : undefined;
  const timeFile = scratch === undefined ? undefined : path.join(scratch, 'rss');
  const [command, args] =
    timeFile === undefined
      ? [child.command, child.args]
      : [GNU_TIME, ['-f', '%M', '-o', timeFile, child.command, ...child.args]];
  const started = performance.now();
  const process_ = spawn(command, args, {
    cwd: child.cwd,
    env: { ...process.env, ...child.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  let timedOut = false;
  let polledPeak: number | undefined;
  process_.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout = keepTail(stdout, chunk)));
  process_.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = keepTail(stderr, chunk)));
  const poller =
    timeFile === undefined && process_.pid !== undefined
      ? setInterval(() => {
          const value = process_.pid === undefined ? undefined : readHighWaterMark(process_.pid);
          if (value !== undefined) polledPeak = Math.max(polledPeak ?? 0, value);
        }, 20)
      : undefined;
  const stop = (): void => {
    if (process_.pid === undefined) return;
    try {
      process.kill(-process_.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const timer =
    options.timeoutMs === undefined ? undefined : setTimeout(() => ((timedOut = true), stop()), options.timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => {
    process_.on('error', (error) => {
      stderr = keepTail(stderr, `${error.message}\n`);
      resolve(null);
    });
    process_.on('close', (code) => resolve(code));
  });
  const wallMs = performance.now() - started;
  if (timer !== undefined) clearTimeout(timer);
  if (poller !== undefined) clearInterval(poller);
  let peakRssBytes = polledPeak;
  if (timeFile !== undefined && scratch !== undefined) {
    try {
      peakRssBytes = parseGnuTimeOutput(readFileSync(timeFile, 'utf8'));
    } catch {
      peakRssBytes = undefined;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
  return { wallMs, peakRssBytes: timedOut ? undefined : peakRssBytes, exitCode, timedOut, stdout, stderr };
}

/** The last non-empty lines of a run's output, for an error cell or a log. */
export function outputTail(run: Pick<MeasuredRun, 'stdout' | 'stderr'>, lines = 3): string {
  const text = `${run.stdout}\n${run.stderr}`
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return text.slice(-lines).join(' / ');
}
