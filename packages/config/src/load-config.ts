import { readFile } from 'node:fs/promises';
import { dirname, normalize, resolve } from 'node:path';
import type { Diagnostic } from './diagnostic';
import { sortDiagnostics } from './diagnostic';
import { ConfigError } from './errors';
import type { LocatedDocument } from './located-document';
import { analyseDocument } from './located-document';
import { validateAgainstSchema } from './schema';
import { collectReferencedPaths, runSemanticChecks } from './semantic-checks';
import type { GeneratorsYml } from './types';

/** A `generators.yml` that passed every check. */
export interface LoadedConfig {
  /** Absolute path of the file. */
  file: string;
  /** Absolute folder of the file; relative paths inside it resolve against this. */
  dir: string;
  /** The parsed configuration. */
  raw: GeneratorsYml;
  /** The parsed document, for locating nodes in later diagnostics. */
  document: LocatedDocument;
  /** Warnings found while loading (there are no errors, or loading would have failed). */
  diagnostics: Diagnostic[];
}

/** Options of {@link loadConfig}. */
export interface LoadConfigOptions {
  /**
   * Environment to check credential references against. When given, a credential that
   * names an unset variable is reported as a warning; values are never read into the result.
   * @default undefined (references are not checked)
   */
  env?: Record<string, string | undefined>;
  /**
   * File name to print in diagnostics.
   * @default the `file` argument, normalised
   */
  displayPath?: string;
}

function errnoCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * Read, parse and validate a `generators.yml`: YAML syntax, duplicate keys, the JSON
 * Schema, and the semantic rules (group and alias names, auth references, endpoint
 * filters, maven coordinates, local files). Diagnostics name the file as it was given.
 *
 * @throws ConfigError with every diagnostic when there is at least one error.
 * @example
 * ```ts
 * const config = await loadConfig('examples/petstore/generators.yml');
 * for (const group of resolveGroups(config)) console.log(group.name);
 * ```
 */
export async function loadConfig(file: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const display = options.displayPath ?? normalize(file);
  const absolute = resolve(file);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    const code = errnoCode(error);
    const what =
      code === 'ENOENT'
        ? 'configuration file not found; expected a generators.yml (create one with `bracken init`)'
        : code === 'EISDIR'
          ? 'configuration path is a folder; expected a generators.yml file'
          : `cannot read configuration file (${code ?? 'unknown error'})`;
    throw new ConfigError([{ severity: 'error', message: what, file: display, line: 1, column: 1 }]);
  }
  const analysed = analyseDocument(text, display);
  if (analysed.diagnostics.length > 0) throw new ConfigError(sortDiagnostics(analysed.diagnostics));
  const value = analysed.document.value;
  const diagnostics = sortDiagnostics([
    ...validateAgainstSchema(value, analysed, display),
    ...runSemanticChecks({ value, analysed, file: display, dir: dirname(absolute), env: options.env }),
  ]);
  if (diagnostics.some((d) => d.severity === 'error')) throw new ConfigError(diagnostics);
  return {
    file: absolute,
    dir: dirname(absolute),
    raw: value as GeneratorsYml,
    document: analysed.document,
    diagnostics,
  };
}

/**
 * Like {@link loadConfig} but returns the diagnostics (errors and warnings) instead of
 * throwing for mistakes in the file. An empty list means the file is clean.
 *
 * @example
 * ```ts
 * const problems = await checkConfig('generators.yml');
 * problems.forEach((d) => console.error(formatDiagnostic(d)));
 * ```
 */
export async function checkConfig(file: string, options: LoadConfigOptions = {}): Promise<Diagnostic[]> {
  try {
    return (await loadConfig(file, options)).diagnostics;
  } catch (error) {
    if (error instanceof ConfigError) return error.diagnostics;
    throw error;
  }
}

/**
 * Absolute paths of every local spec, override, overlay, proto root (and target), reference folder,
 * OpenRPC and Conjure file the config names, sorted and unique. Git sources are left out.
 *
 * @example
 * ```ts
 * const inputs = listReferencedFiles(await loadConfig('generators.yml'));
 * ```
 */
export function listReferencedFiles(config: LoadedConfig): string[] {
  const files = collectReferencedPaths(config.raw).map((ref) => resolve(config.dir, ref.relative));
  return [...new Set(files)].sort();
}
