import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Diagnostic, LoadedConfig } from '@bracken/config';

function posix(path: string): string {
  return path.split(sep).join('/');
}

/**
 * How `check` and `generate` name the configuration file in every message: relative to the
 * current folder (`api/generators.yml`), whether it was given as a relative or an absolute path.
 *
 * @example
 * ```ts
 * configDisplayPath('/repo', '/repo/api/generators.yml'); // 'api/generators.yml'
 * ```
 */
export function configDisplayPath(cwd: string, config: string): string {
  return posix(relative(cwd, resolve(cwd, config))) || posix(config);
}

/**
 * A diagnostic with its file named relative to the current folder. The config's own
 * diagnostics already are (see {@link configDisplayPath}); a definition's are relative to the
 * config's folder, as the importers name them. Remote definitions keep their URL.
 */
export function relocateDiagnostic(d: Diagnostic, config: LoadedConfig | undefined, cwd: string): Diagnostic {
  if (config === undefined || d.file === config.document.file || /^[a-z][a-z0-9+.-]*:/i.test(d.file)) return d;
  const absolute = isAbsolute(d.file) ? d.file : resolve(config.dir, d.file);
  return { ...d, file: posix(relative(cwd, absolute)) || d.file };
}
