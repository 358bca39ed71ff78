import { formatDiagnostic, formatError } from '@bracken/errors';
import type { PublishResult } from '@bracken/publish';
import type { EngineEvent, EventListener, Failure } from './events';
import { displayPath } from './write-output';

/** Where text goes: `process.stdout`, any writable stream, or an object with `write`. */
export interface TextOutput {
  write(text: string): unknown;
}

/** Options of {@link createTextReporter}. */
export interface TextReporterOptions {
  /** Results. @default process.stdout */
  stdout?: TextOutput;
  /** Progress, warnings and problems. @default process.stderr */
  stderr?: TextOutput;
  /** Folder paths are shown relative to. @default process.cwd() */
  cwd?: string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

function describePublished(result: PublishResult): string {
  const what = result.dryRun ? 'would publish' : 'published';
  const version = result.version && !result.target.endsWith(result.version) ? `@${result.version}` : '';
  const url = result.url ? ` (${result.url})` : '';
  const github = result.github ? `; ${describePublished(result.github)}` : '';
  return `${what} ${result.kind} ${result.target}${version}${url}${github}`;
}

/** A failure as the lines users read: its located diagnostics, one clean message, or an internal error in its job. */
function describeFailure(failure: Failure): string {
  if (failure.diagnostics !== undefined) return failure.diagnostics.map(formatDiagnostic).join('\n');
  return formatError(failure.error, {
    ...(failure.job !== undefined ? { label: failure.job } : {}),
    stack: process.env['BRACKEN_DEBUG'] === '1',
  });
}

/**
 * Prints engine events the way the `bracken` command does, for the command line and the Nx
 * executors alike: results on `stdout`; warnings, problems (`file:line:column: error: …`) and
 * progress on `stderr`. Progress appears only once a run has taken a second, so quick runs
 * stay quiet, and problems that several generators share print once.
 *
 * @example
 * ```ts
 * const result = await generate({ config: 'generators.yml', onEvent: createTextReporter() });
 * ```
 */
export function createTextReporter(options: TextReporterOptions = {}): EventListener {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const cwd = options.cwd ?? process.cwd();
  const created = Date.now();
  const problems: string[] = [];
  let announced = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const progress = (line: string): void => {
    if (!announced && Date.now() - created < 1000) return;
    announced = true;
    stderr.write(`${line}\n`);
  };
  return (event: EngineEvent): void => {
    switch (event.kind) {
      case 'warning':
        stderr.write(`${formatDiagnostic(event.diagnostic)}\n`);
        break;
      case 'notice':
        stderr.write(`warning: ${event.message}\n`);
        break;
      case 'created':
        stdout.write(`created ${event.path}\n`);
        break;
      case 'started':
        timer = setTimeout(() => progress(`generating ${plural(event.jobs, 'SDK')}…`), 1000);
        timer.unref();
        break;
      case 'imported':
        break;
      case 'generated': {
        const { output, ms } = event;
        progress(
          `✓ ${output.group}/${output.generator} → ${displayPath(cwd, output.path)} (${plural(output.files, 'file')}, ${seconds(ms)})`,
        );
        break;
      }
      case 'failed': {
        const problem = describeFailure(event.failure);
        // Generators that share an import share its failure: it is printed once.
        if (event.failure.job !== undefined && problems.includes(problem)) break;
        if (event.failure.job !== undefined) problems.push(problem);
        stderr.write(`${problem}\n`);
        break;
      }
      case 'finished':
        clearTimeout(timer);
        if (event.failed > 0) {
          stderr.write(
            `generation failed: ${plural(problems.length, 'generator')} failed, ${event.outputs.length} succeeded\n`,
          );
        } else {
          const where = event.outputs.map((o) => `${o.group}/${o.generator} → ${displayPath(cwd, o.path)}`).join(', ');
          stdout.write(`Generated ${plural(event.outputs.length, 'SDK')} in ${seconds(event.ms)}: ${where}\n`);
        }
        break;
      case 'checked': {
        for (const d of event.diagnostics) stdout.write(`${formatDiagnostic(d)}\n`);
        const errors = event.diagnostics.filter((d) => d.severity === 'error').length;
        const warnings = event.diagnostics.length - errors;
        if (errors > 0) stderr.write(`${event.file}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}\n`);
        else stderr.write(`${event.file}: valid${warnings > 0 ? ` (${plural(warnings, 'warning')})` : ''}\n`);
        break;
      }
      case 'skipped':
        stderr.write(`${event.job}: ${event.reason}\n`);
        break;
      case 'log':
        stderr.write(`${event.job}: ${event.line}\n`);
        break;
      case 'published':
        stdout.write(`${event.job}: ${describePublished(event.result)}\n`);
        break;
      case 'diffed': {
        const { job, previousVersion, nextVersion, diff } = event.result;
        if (diff === undefined || previousVersion === undefined)
          stdout.write(`${job}: no release recorded yet; the first release is ${nextVersion}\n`);
        else if (diff.bump === 'none') stdout.write(`${job}: no changes since ${previousVersion}\n`);
        else {
          stdout.write(
            `${job}: ${diff.bump} (${previousVersion} → ${nextVersion}), ${plural(diff.changes.length, 'change')}\n`,
          );
          for (const change of diff.changes)
            stdout.write(`  ${change.bump.padEnd(5)}  ${change.subject}: ${change.description}\n`);
        }
        break;
      }
      case 'api-updated': {
        const { update } = event;
        const verb =
          update.status === 'unchanged' ? 'up to date with' : update.status === 'behind' ? 'is behind' : 'updated from';
        stdout.write(
          `${update.file}: ${verb} ${update.origin}${update.status === 'unchanged' ? '' : ` (${plural(update.changes.length, 'endpoint change')})`}\n`,
        );
        for (const line of update.changes) stdout.write(`  ${line}\n`);
        break;
      }
    }
  };
}
