import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  parseLocatedDocument,
  type Diagnostic,
  type LocatedDocument,
  type LoadedConfig,
  type OpenApiSpec,
} from '@bracken/config';
import { allEndpoints, findInlinedNameConflicts } from '@bracken/ir';
import { ImporterError } from './errors';
import {
  configureImported,
  definitionsKey,
  importDefinitions,
  importKey,
  importSpec,
  specEntries,
  specKind,
  type ImportApiOptions,
  type ImportedSpec,
} from './import-api';
import { type JsonObject } from './json';
import { validateOpenApiDocument } from './openapi/swagger-parser-worker';
import { swagger2RuleViolations } from './openapi/swagger2-rules';
import { escapePointerSegment } from '@bracken/errors';

function configDiagnostic(
  config: LoadedConfig,
  severity: Diagnostic['severity'],
  message: string,
  pointer: string,
): Diagnostic {
  const position = config.document.locate(pointer) ?? { line: 1, column: 1 };
  return { severity, message, file: config.document.file, line: position.line, column: position.column };
}

function errorDiagnostic(error: ImporterError, config: LoadedConfig, located: LocatedDocument | undefined): Diagnostic {
  const message = error.what;
  // The JSON pointer names the node inside a definition, shown after the message.
  const path =
    error.pointer !== undefined && error.pointer !== '' && error.file !== config.document.file
      ? { path: `#${error.pointer}` }
      : {};
  if (located && error.file === located.file && error.pointer !== undefined) {
    const position = located.locate(error.pointer) ?? { line: 1, column: 1 };
    return { severity: 'error', message, file: located.file, line: position.line, column: position.column, ...path };
  }
  if (error.file !== undefined)
    return { severity: 'error', message, file: error.file, line: error.line ?? 1, column: error.column ?? 1, ...path };
  return configDiagnostic(config, 'error', message, '/api/specs');
}

async function locatedDefinition(file: string, displayFile: string): Promise<LocatedDocument | undefined> {
  try {
    return parseLocatedDocument(await readFile(file, 'utf8'), displayFile);
  } catch {
    return undefined;
  }
}

/**
 * Validates an imported OpenAPI definition (as bundled: what the import read, nothing read
 * again) against the JSON Schema of its version, plus the Swagger 2.0 rules a schema cannot
 * say, as located diagnostics.
 */
async function validationDiagnostics(
  bundled: JsonObject,
  located: LocatedDocument | undefined,
  displayFile: string,
): Promise<Diagnostic[]> {
  const at = (pointer: string): { line: number; column: number } => located?.locate(pointer) ?? { line: 1, column: 1 };
  const result = await validateOpenApiDocument(bundled);
  if (!result.ok) {
    const details = result.details;
    if (details.length === 0)
      return [
        {
          severity: 'error',
          message: `invalid OpenAPI definition: ${result.message.split('\n')[0] ?? 'validation failed'}`,
          file: displayFile,
          ...at(''),
        },
      ];
    // ajv reports every failed branch; the first message per location is the useful one.
    const byPointer = new Map<string, string>();
    for (const detail of details) {
      const pointer =
        typeof detail.instancePath === 'string'
          ? detail.instancePath
          : Array.isArray(detail.path)
            ? `/${(detail.path as unknown[]).map((segment) => escapePointerSegment(String(segment))).join('/')}`
            : '';
      if (!byPointer.has(pointer)) byPointer.set(pointer, detail.message ?? 'invalid definition');
    }
    return [...byPointer].slice(0, 50).map(
      ([pointer, message]): Diagnostic => ({
        severity: 'error',
        message: `invalid OpenAPI definition: ${message} at #${pointer}`,
        file: displayFile,
        ...at(pointer),
      }),
    );
  }
  if (typeof bundled['swagger'] !== 'string') return [];
  return swagger2RuleViolations(bundled)
    .slice(0, 50)
    .map(
      ({ pointer, message }): Diagnostic => ({
        severity: 'error',
        message: `invalid OpenAPI definition: ${message}`,
        file: displayFile,
        ...at(pointer),
      }),
    );
}

/**
 * A located diagnostic for an import failure: at its line and column when it has them, else at
 * its JSON pointer inside the file it names (the config or a local definition), else at
 * `api.specs` of the config.
 *
 * @example
 * try { await importApi(config); } catch (e) { if (e instanceof ImporterError) console.error(formatDiagnostic(await diagnosticOfImporterError(e, config))); }
 */
export async function diagnosticOfImporterError(error: ImporterError, config: LoadedConfig): Promise<Diagnostic> {
  if (error.file !== undefined && error.line !== undefined) return errorDiagnostic(error, config, undefined);
  if (error.file !== undefined && error.pointer !== undefined) {
    if (error.file === config.document.file) return configDiagnostic(config, 'error', error.what, error.pointer);
    // Display paths of a local definition and the files it refers to are relative to the config folder.
    if (!/^[a-z][a-z0-9+.-]*:/i.test(error.file))
      return errorDiagnostic(error, config, await locatedDefinition(resolve(config.dir, error.file), error.file));
  }
  return errorDiagnostic(error, config, undefined);
}

/**
 * Applies the config to the definitions once per distinct import setting of the generators
 * of every group (what `generate` imports for each), and returns every mistake and warning
 * found, once each: unknown auth schemes, unknown token endpoints, `readme` endpoint references
 * that name no endpoint of the SDK, definitions that cannot be merged.
 */
async function configurationDiagnostics(config: LoadedConfig, plain: ImportedSpec[]): Promise<Diagnostic[]> {
  const jobs = new Map<string, ImportApiOptions>();
  for (const group of Object.values(config.raw.groups ?? {})) {
    for (const generator of group.generators ?? []) {
      const key = importKey(config, generator, group.audiences);
      if (!jobs.has(key))
        jobs.set(key, {
          generator,
          ...(group.audiences !== undefined ? { audiences: group.audiences } : {}),
          smartCasing: generator['smart-casing'] ?? false,
        });
    }
  }
  if (jobs.size === 0) jobs.set('', {});
  const plainKey = definitionsKey(config, undefined);
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const add = (diagnostics: Diagnostic[]): void => {
    for (const d of diagnostics) {
      const key = `${d.severity}:${d.file}:${d.line}:${d.column}:${d.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(d);
    }
  };
  for (const options of jobs.values()) {
    try {
      let imported: ImportedSpec[];
      if (definitionsKey(config, options.generator) === plainKey) {
        imported = jobs.size === 1 ? plain : plain.map((spec) => ({ ...spec, ir: structuredClone(spec.ir) }));
      } else {
        const result = await importDefinitions(config, options);
        imported = result.imported;
        add(result.diagnostics);
      }
      add(configureImported(config, imported, options).problems);
    } catch (error) {
      if (!(error instanceof ImporterError)) throw error;
      add([await diagnosticOfImporterError(error, config)]);
    }
  }
  return out;
}

function conflictDiagnostics(imported: ImportedSpec, located: LocatedDocument | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const endpoint of allEndpoints(imported.ir)) {
    for (const conflict of findInlinedNameConflicts(imported.ir, endpoint)) {
      const pointer = conflict.parameter.source?.pointer ?? endpoint.source?.pointer ?? '';
      const position = located?.locate(pointer) ?? { line: 1, column: 1 };
      diagnostics.push({
        severity: 'error',
        message: `path parameter "${conflict.parameter.name.wireValue}" of ${endpoint.method} ${endpoint.path} and request body property "${conflict.property.name.wireValue}" share the inlined name "${conflict.parameter.name.camelCase}"; rename one, for example with x-bracken-parameter-name on the parameter`,
        file: imported.source?.displayFile ?? conflict.parameter.source?.file ?? '',
        line: position.line,
        column: position.column,
      });
    }
  }
  return diagnostics;
}

/**
 * Checks every definition of a loaded `generators.yml` and returns located diagnostics
 * (`file:line:col` inside the definition): swagger-parser validation errors, inlined path
 * parameters that clash with an inlined body property; then every mistake `generate` would
 * find applying the config to them, for every generator (see `configureImported`). Never
 * throws for a user mistake.
 *
 * @example
 * const diagnostics = await checkDefinitions(await loadConfig('generators.yml'));
 */
export async function checkDefinitions(config: LoadedConfig): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  let allImported = true;
  const importedSpecs: ImportedSpec[] = [];
  const reservedNames = new Set<string>();
  for (const [index, spec] of specEntries(config).entries()) {
    let located: LocatedDocument | undefined;
    try {
      const imported = await importSpec(config, spec, index, {}, diagnostics, reservedNames);
      importedSpecs.push(imported);
      if (specKind(spec) === 'openapi' && imported.source) {
        located = await locatedDefinition(imported.source.file, imported.source.displayFile);
        const openapi = spec as OpenApiSpec;
        if (openapi.overlays === undefined && openapi.overrides === undefined && imported.bundled !== undefined)
          diagnostics.push(...(await validationDiagnostics(imported.bundled, located, imported.source.displayFile)));
      }
      diagnostics.push(...conflictDiagnostics(imported, located));
    } catch (error) {
      allImported = false;
      if (!(error instanceof ImporterError)) throw error;
      // Display paths of a local definition and the files it refers to are relative to the config folder.
      if (
        error.file !== undefined &&
        error.pointer !== undefined &&
        error.line === undefined &&
        !located &&
        'openapi' in spec &&
        typeof spec.openapi === 'string' &&
        !/^[a-z][a-z0-9+.-]*:/i.test(error.file)
      ) {
        located = await locatedDefinition(resolve(config.dir, error.file), error.file);
      }
      diagnostics.push(errorDiagnostic(error, config, located));
    }
  }
  if (allImported) diagnostics.push(...(await configurationDiagnostics(config, importedSpecs)));
  return diagnostics;
}
