import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseLocatedDocument, type Diagnostic, type LocatedDocument, type LoadedConfig, type OpenApiSpec } from '@bracken/config';
import { allEndpoints, findInlinedNameConflicts } from '@bracken/ir';
import { ImporterError } from './errors';
import { applyConfigAuth } from './config-auth';
import { importSpec, mergeImported, specEntries, specKind, type ImportedSpec } from './import-api';
import { isRecord, type JsonObject } from './json';
import { validateOpenApiDocument } from './openapi/swagger-parser-worker';
import { swagger2RuleViolations } from './openapi/swagger2-rules';

function configDiagnostic(config: LoadedConfig, severity: Diagnostic['severity'], message: string, pointer: string): Diagnostic {
  const position = config.document.locate(pointer) ?? { line: 1, column: 1 };
  return { severity, message, file: config.document.file, line: position.line, column: position.column };
}

function errorDiagnostic(error: ImporterError, config: LoadedConfig, located: LocatedDocument | undefined): Diagnostic {
  const message = error.what;
  if (located && error.file === located.file && error.pointer !== undefined) {
    const position = located.locate(error.pointer) ?? { line: 1, column: 1 };
    return { severity: 'error', message, file: located.file, line: position.line, column: position.column };
  }
  if (error.file !== undefined) return { severity: 'error', message, file: error.file, line: error.line ?? 1, column: error.column ?? 1 };
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
async function validationDiagnostics(bundled: JsonObject, located: LocatedDocument | undefined, displayFile: string): Promise<Diagnostic[]> {
  const at = (pointer: string): { line: number; column: number } => located?.locate(pointer) ?? { line: 1, column: 1 };
  const result = await validateOpenApiDocument(bundled);
  if (!result.ok) {
    const details = result.details;
    if (details.length === 0) return [{ severity: 'error', message: `invalid OpenAPI definition: ${result.message.split('\n')[0] ?? 'validation failed'}`, file: displayFile, ...at('') }];
    // ajv reports every failed branch; the first message per location is the useful one.
    const byPointer = new Map<string, string>();
    for (const detail of details) {
      const pointer = typeof detail.instancePath === 'string' ? detail.instancePath : Array.isArray(detail.path) ? `/${detail.path.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
      if (!byPointer.has(pointer)) byPointer.set(pointer, detail.message ?? 'invalid definition');
    }
    return [...byPointer].slice(0, 50).map(([pointer, message]): Diagnostic => ({ severity: 'error', message: `invalid OpenAPI definition: ${message} at #${pointer}`, file: displayFile, ...at(pointer) }));
  }
  if (typeof bundled['swagger'] !== 'string') return [];
  return swagger2RuleViolations(bundled)
    .slice(0, 50)
    .map(({ pointer, message }): Diagnostic => ({ severity: 'error', message: `invalid OpenAPI definition: ${message}`, file: displayFile, ...at(pointer) }));
}

function authDiagnostics(config: LoadedConfig, declared: Set<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const auth = config.raw.api?.auth;
  if (typeof auth === 'object' && 'any' in auth) {
    auth.any.forEach((name, index) => {
      if (!declared.has(name)) {
        diagnostics.push(configDiagnostic(config, 'warning', `auth scheme "${name}" under api.auth.any is not declared in the definition's securitySchemes and security, so generated SDKs ignore it`, `/api/auth/any/${index}`));
      }
    });
  }
  for (const [groupName, group] of Object.entries(config.raw.groups ?? {})) {
    (group.generators ?? []).forEach((generator, generatorIndex) => {
      const generatorAuth = generator.api?.auth;
      if (typeof generatorAuth !== 'object' || !('any' in generatorAuth)) return;
      generatorAuth.any.forEach((entry, index) => {
        const name = typeof entry === 'string' ? entry : entry.scheme;
        if (!declared.has(name)) {
          diagnostics.push(configDiagnostic(config, 'warning', `auth scheme "${name}" under api.auth.any of a generator in group "${groupName}" is not declared in the definition's securitySchemes and security, so generated SDKs ignore it`, `/groups/${groupName}/generators/${generatorIndex}/api/auth/any/${index}`));
        }
      });
    });
  }
  return diagnostics;
}

/** Applies `auth-schemes` to the merged IR to catch unresolvable token endpoints. */
function configAuthDiagnostics(config: LoadedConfig, imported: ImportedSpec[], declared: Set<string>): Diagnostic[] {
  if (imported.length === 0) return [];
  try {
    const ir = mergeImported(config, imported);
    applyConfigAuth(ir, { config, generatorAuth: undefined, generatorSchemes: undefined, specDeclared: declared, casing: {} });
    return [];
  } catch (error) {
    if (!(error instanceof ImporterError)) throw error;
    return [errorDiagnostic(error, config, undefined)];
  }
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
 * parameters that clash with an inlined body property, and a warning for each scheme under
 * `api.auth.any` that the definitions do not declare. Never throws for a user mistake.
 *
 * @example
 * const diagnostics = await checkDefinitions(await loadConfig('generators.yml'));
 */
export async function checkDefinitions(config: LoadedConfig): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const declared = new Set<string>();
  let allImported = true;
  const importedSpecs: ImportedSpec[] = [];
  const reservedNames = new Set<string>();
  for (const [index, spec] of specEntries(config).entries()) {
    let located: LocatedDocument | undefined;
    try {
      const imported = await importSpec(config, spec, index, {}, diagnostics, reservedNames);
      importedSpecs.push(imported);
      imported.declaredSchemes.forEach((name) => declared.add(name));
      if (specKind(spec) === 'openapi' && imported.source) {
        located = await locatedDefinition(imported.source.file, imported.source.displayFile);
        const openapi = spec as OpenApiSpec;
        if (openapi.overlays === undefined && openapi.overrides === undefined && imported.bundled !== undefined) diagnostics.push(...(await validationDiagnostics(imported.bundled, located, imported.source.displayFile)));
      }
      diagnostics.push(...conflictDiagnostics(imported, located));
    } catch (error) {
      allImported = false;
      if (!(error instanceof ImporterError)) throw error;
      // Display paths of a local definition and the files it refers to are relative to the config folder.
      if (error.file !== undefined && error.pointer !== undefined && error.line === undefined && !located && 'openapi' in spec && typeof spec.openapi === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(error.file)) {
        located = await locatedDefinition(resolve(config.dir, error.file), error.file);
      }
      diagnostics.push(errorDiagnostic(error, config, located));
    }
  }
  if (allImported) diagnostics.push(...authDiagnostics(config, declared), ...configAuthDiagnostics(config, importedSpecs, declared));
  return diagnostics;
}
