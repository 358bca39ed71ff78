import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@bracken/config';
import type { Diagnostic, LoadedConfig } from '@bracken/config';
import { createDestinationCheck } from './destinations';
import type { RunOptions } from './events';
import { importers } from './importers';
import { configDisplayPath, relocateDiagnostic } from './locations';

/** A check that runs after the configuration loaded cleanly, for example over the API definitions. */
export type ExtraCheck = (config: LoadedConfig) => Promise<Diagnostic[]>;

/** Options of {@link check}. */
export interface CheckOptions extends RunOptions {
  /** Accept `local-file-system` paths outside the workspace, as `generate` does with the same option. @default false */
  allowOutsideWorkspace?: boolean;
  /** Workspace root for the path check. @default the nearest folder with nx.json or .git above the config */
  workspaceRoot?: string;
  /**
   * Checks run once the configuration itself is valid. @default the definitions' checks, then
   * every destination's, with the rules `generate` applies
   */
  checks?: ExtraCheck[];
}

/** Result of {@link check}. */
export interface CheckResult {
  /** Whether no error was found (warnings allowed). */
  ok: boolean;
  /** The config file as diagnostics name it. */
  file: string;
  /** Every problem found, errors and warnings, located relative to the run's folder. */
  diagnostics: Diagnostic[];
}

/**
 * Validates a `generators.yml`, every definition it names and every destination, with every
 * rule `generate` applies before it writes, and reports what it found as one `checked` event.
 *
 * @example
 * ```ts
 * const { ok } = await check({ config: 'generators.yml', cwd: '/repo/api', onEvent: createTextReporter() });
 * ```
 */
export async function check(options: CheckOptions): Promise<CheckResult> {
  const cwd = options.cwd ?? process.cwd();
  const file = configDisplayPath(cwd, options.config);
  const checks = options.checks ?? [
    (config: LoadedConfig) => importers().checkDefinitions(config),
    createDestinationCheck({
      allowOutsideWorkspace: options.allowOutsideWorkspace ?? false,
      ...(options.workspaceRoot !== undefined ? { workspaceRoot: options.workspaceRoot } : {}),
    }),
  ];
  let diagnostics: Diagnostic[];
  try {
    const loaded = await loadConfig(resolve(cwd, options.config), { displayPath: file });
    diagnostics = [...loaded.diagnostics];
    for (const extra of checks) {
      try {
        diagnostics.push(...(await extra(loaded)).map((d) => relocateDiagnostic(d, loaded, cwd)));
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        diagnostics.push(...error.diagnostics.map((d) => relocateDiagnostic(d, loaded, cwd)));
      }
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    diagnostics = error.diagnostics;
  }
  options.onEvent?.({ kind: 'checked', file, diagnostics });
  return { ok: !diagnostics.some((d) => d.severity === 'error'), file, diagnostics };
}
