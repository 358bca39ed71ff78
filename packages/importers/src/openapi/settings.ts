import type { OpenApiSettings } from '@bracken/config';

/**
 * Settings of the OpenAPI importer, with the exact keys of `generators.yml`
 * (`api.specs[].settings` for an OpenAPI spec). The configuration package owns the shape.
 */
export type OpenApiImportSettings = OpenApiSettings;

/** {@link OpenApiImportSettings} with every default applied. */
export interface ResolvedOpenApiSettings {
  titleAsSchemaName: boolean;
  inlinePathParameters: boolean;
  inlineAllOfSchemas: boolean;
  preferUndiscriminatedUnionsWithLiterals: boolean;
  onlyIncludeReferencedSchemas: boolean;
  respectNullableSchemas: boolean;
  objectQueryParameters: boolean;
  wrapReferencesToNullableInOptional: boolean;
  coerceOptionalSchemasToNullable: boolean;
  respectReadonlySchemas: boolean;
  respectForwardCompatibleEnums: boolean;
  useBytesForBinaryResponse: boolean;
  defaultFormParameterEncoding: 'form' | 'json';
  additionalPropertiesDefaultsTo: boolean;
  typeDatesAsStrings: boolean;
  preserveSingleSchemaOneOf: boolean;
  filterEndpoints: string[] | undefined;
  requestExampleMaxDepth: number;
  responseExampleMaxDepth: number;
  coerceEnumsToLiterals: boolean;
  idiomaticRequestNames: boolean;
  resolveAliases: boolean;
  resolveAliasesExcept: string[];
  groupEnvironmentsByHost: boolean;
}

/** Default depth of example generation for optional properties. */
export const DEFAULT_EXAMPLE_MAX_DEPTH = 2;

/**
 * Applies the defaults of every OpenAPI setting.
 *
 * @example resolveOpenApiSettings({ 'inline-path-parameters': false }).respectNullableSchemas // true
 */
export function resolveOpenApiSettings(settings: OpenApiImportSettings = {}): ResolvedOpenApiSettings {
  const resolveAliases = settings['resolve-aliases'];
  return {
    titleAsSchemaName: settings['title-as-schema-name'] ?? false,
    inlinePathParameters: settings['inline-path-parameters'] ?? true,
    inlineAllOfSchemas: settings['inline-all-of-schemas'] ?? false,
    preferUndiscriminatedUnionsWithLiterals: settings['prefer-undiscriminated-unions-with-literals'] ?? false,
    onlyIncludeReferencedSchemas: settings['only-include-referenced-schemas'] ?? false,
    respectNullableSchemas: settings['respect-nullable-schemas'] ?? true,
    objectQueryParameters: settings['object-query-parameters'] ?? true,
    wrapReferencesToNullableInOptional: settings['wrap-references-to-nullable-in-optional'] ?? false,
    coerceOptionalSchemasToNullable: settings['coerce-optional-schemas-to-nullable'] ?? false,
    respectReadonlySchemas: settings['respect-readonly-schemas'] ?? false,
    respectForwardCompatibleEnums: settings['respect-forward-compatible-enums'] ?? false,
    useBytesForBinaryResponse: settings['use-bytes-for-binary-response'] ?? false,
    defaultFormParameterEncoding: settings['default-form-parameter-encoding'] ?? 'json',
    additionalPropertiesDefaultsTo: settings['additional-properties-defaults-to'] ?? false,
    typeDatesAsStrings: settings['type-dates-as-strings'] ?? false,
    preserveSingleSchemaOneOf: settings['preserve-single-schema-oneof'] ?? false,
    filterEndpoints: settings.filter?.endpoints,
    requestExampleMaxDepth: settings['example-generation']?.request?.['max-depth'] ?? DEFAULT_EXAMPLE_MAX_DEPTH,
    responseExampleMaxDepth: settings['example-generation']?.response?.['max-depth'] ?? DEFAULT_EXAMPLE_MAX_DEPTH,
    coerceEnumsToLiterals: settings['coerce-enums-to-literals'] ?? false,
    idiomaticRequestNames: settings['idiomatic-request-names'] ?? true,
    resolveAliases: resolveAliases === true || (typeof resolveAliases === 'object' && resolveAliases !== null),
    resolveAliasesExcept:
      typeof resolveAliases === 'object' && resolveAliases !== null ? (resolveAliases.except ?? []) : [],
    groupEnvironmentsByHost: settings['group-environments-by-host'] ?? false,
  };
}
