import { resolve } from 'node:path';
import { ConfigError, formatDiagnostic, loadConfig } from '@bracken/config';
import type { Diagnostic, LoadedConfig } from '@bracken/config';
import type { Command } from './command';
import { createChecks, definitionChecks } from './definition-checks';
import type { TextOutput } from '../io';
import { configDisplayPath, relocateDiagnostic } from '../locations';

/** A check that runs after the configuration loaded cleanly, for example over the API definitions. */
export type ExtraCheck = (config: LoadedConfig) => Promise<Diagnostic[]>;

/** Options of {@link runCheck}. */
export interface RunCheckOptions {
  /** Path of `generators.yml`, relative to `cwd`. */
  config: string;
  /** Folder `config` resolves against. @default process.cwd() */
  cwd?: string;
  /** Receives one formatted diagnostic per line. @default process.stdout */
  stdout?: TextOutput;
  /** Receives the summary line. @default process.stderr */
  stderr?: TextOutput;
  /** Checks run once the configuration itself is valid. @default [] */
  extraChecks?: ExtraCheck[];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Validate a `generators.yml` (and, through `extraChecks`, anything it references),
 * print each diagnostic as `file:line:column: severity: message`, and return the exit
 * code: 1 when there is any error, otherwise 0.
 *
 * @example
 * ```ts
 * const code = await runCheck({ config: 'generators.yml', cwd: '/repo/api' });
 * process.exitCode = code;
 * ```
 */
export async function runCheck(options: RunCheckOptions): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const absolute = resolve(cwd, options.config);
  const displayPath = configDisplayPath(cwd, options.config);
  let diagnostics: Diagnostic[];
  try {
    const loaded = await loadConfig(absolute, { displayPath });
    diagnostics = [...loaded.diagnostics];
    for (const check of options.extraChecks ?? []) {
      try {
        diagnostics.push(...(await check(loaded)).map((d) => relocateDiagnostic(d, loaded, cwd)));
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        diagnostics.push(...error.diagnostics.map((d) => relocateDiagnostic(d, loaded, cwd)));
      }
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    diagnostics = error.diagnostics;
  }
  for (const d of diagnostics) stdout.write(`${formatDiagnostic(d)}\n`);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  if (errors > 0) {
    stderr.write(`${displayPath}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}\n`);
    return 1;
  }
  stderr.write(`${displayPath}: valid${warnings > 0 ? ` (${plural(warnings, 'warning')})` : ''}\n`);
  return 0;
}

/** `bracken check`. */
export const checkCommand: Command = {
  name: 'check',
  summary: 'Validate generators.yml and print every problem as file:line:column',
  usage: 'bracken check [--config <generators.yml>]',
  options: [
    {
      name: 'config',
      short: 'c',
      type: 'string',
      valueName: 'generators.yml',
      description: 'Configuration file to check',
      defaultText: './generators.yml',
    },
    { name: 'allow-outside-workspace', type: 'boolean', description: 'Accept local-file-system paths outside the workspace, as generate does with the flag' },
  ],
  run(args, io) {
    const config = typeof args.options['config'] === 'string' ? args.options['config'] : 'generators.yml';
    const extraChecks = args.options['allow-outside-workspace'] === true ? createChecks({ allowOutsideWorkspace: true }) : definitionChecks;
    return runCheck({ config, cwd: io.cwd, stdout: io.stdout, stderr: io.stderr, extraChecks });
  },
};
