import { BrackenError, type Diagnostic } from '@bracken/errors';
import { formatDiagnostic } from './diagnostic';

/**
 * Base class of every error thrown by `@bracken/config`.
 *
 * @example
 * ```ts
 * try { await loadConfig('generators.yml'); } catch (e) { if (e instanceof BrackenConfigError) console.error(e.message); }
 * ```
 */
export class BrackenConfigError extends BrackenError {
  static override readonly defaultCode = 'config';
  override name = 'BrackenConfigError';
}

/**
 * A configuration the user wrote is wrong. Carries every diagnostic found; its message
 * lists them in `file:line:column: error: ...` form, and its location is the first error's.
 *
 * @example
 * ```ts
 * try { await loadConfig('generators.yml'); } catch (e) {
 *   if (e instanceof ConfigError) for (const d of e.diagnostics) console.error(formatDiagnostic(d));
 * }
 * ```
 */
export class ConfigError extends BrackenConfigError {
  override name = 'ConfigError';
  /** Every problem found, errors first in source order, then warnings. */
  declare readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[], summary?: string) {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const first = errors[0] ?? diagnostics[0];
    const head = summary ?? (first ? `invalid configuration: ${first.file}` : 'invalid configuration');
    super([head, ...diagnostics.map(formatDiagnostic)].join('\n'), {
      code: 'config-invalid',
      diagnostics,
      ...(first !== undefined ? { location: { file: first.file, line: first.line, column: first.column } } : {}),
    });
  }
}
