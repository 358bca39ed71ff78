/**
 * Settings of the OpenAPI importer, with the exact keys of `generators.yml`
 * (`api.specs[].settings` for an OpenAPI spec).
 */
export interface OpenApiImportSettings {
  /**
   * Use schema titles as type names.
   * @default false
   */
  'title-as-schema-name'?: boolean;
  /**
   * Include path parameters in the generated inlined request.
   * @default true
   */
  'inline-path-parameters'?: boolean;
  /**
   * Inline `allOf` schemas into the child; when false a child extends its `$ref` parents.
   * When true a child may make a parent's required property optional.
   * @default false
   */
  'inline-all-of-schemas'?: boolean;
  /**
   * Turn discriminated `oneOf`s into undiscriminated unions whose variants carry the
   * discriminant as a literal.
   * @default false
   */
  'prefer-undiscriminated-unions-with-literals'?: boolean;
  /**
   * Keep only the schemas that endpoints, errors and webhooks reach.
   * @default false
   */
  'only-include-referenced-schemas'?: boolean;
  /**
   * Keep `nullable` schemas as nullable; when false they are treated as optional.
   * @default true
   */
  'respect-nullable-schemas'?: boolean;
  /**
   * Parse object (deep object) query parameters; when false they are left out.
   * @default true
   */
  'object-query-parameters'?: boolean;
  /**
   * Wrap an optional property that references a nullable schema in `optional`; when false it
   * is required and nullable.
   * @default false
   */
  'wrap-references-to-nullable-in-optional'?: boolean;
  /**
   * Make every optional property nullable as well.
   * @default false
   */
  'coerce-optional-schemas-to-nullable'?: boolean;
  /**
   * Mark `readOnly` and `writeOnly` properties in the IR.
   * @default false
   */
  'respect-readonly-schemas'?: boolean;
  /**
   * Make enums forward compatible (generated code accepts unknown values).
   * @default false
   */
  'respect-forward-compatible-enums'?: boolean;
  /**
   * Read binary responses into bytes instead of a stream.
   * @default false
   */
  'use-bytes-for-binary-response'?: boolean;
  /**
   * How nested values of `application/x-www-form-urlencoded` bodies are encoded.
   * @default 'json'
   */
  'default-form-parameter-encoding'?: 'form' | 'json';
  /**
   * `additionalProperties` of an object schema that does not say.
   * @default false
   */
  'additional-properties-defaults-to'?: boolean;
  /**
   * Keep `format: date` strings as plain strings.
   * @default false
   */
  'type-dates-as-strings'?: boolean;
  /**
   * Keep a `oneOf`/`anyOf` with a single schema as a union instead of unwrapping it.
   * @default false
   */
  'preserve-single-schema-oneof'?: boolean;
  /** Endpoint filter. */
  filter?: {
    /**
     * Only these endpoints are imported: `METHOD /path`, optionally `<namespace>::METHOD /path`.
     * @default undefined (every endpoint)
     */
    endpoints?: string[];
  };
  /** Example generation depth for optional properties. */
  'example-generation'?: {
    request?: {
      /**
       * Depth up to which optional request properties get example values; 0 means none.
       * @default 2
       */
      'max-depth'?: number;
    };
    response?: {
      /**
       * Depth up to which optional response properties get example values; 0 means none.
       * @default 2
       */
      'max-depth'?: number;
    };
  };
  /**
   * Turn enums into literals (a literal for one value, a union of literals for several).
   * @default false
   */
  'coerce-enums-to-literals'?: boolean;
  /**
   * Name request types verb first (`CreatePetRequest`) instead of service first
   * (`PetsCreatePetRequest`).
   * @default true
   */
  'idiomatic-request-names'?: boolean;
  /**
   * Inline every type alias (`true`), or all but the listed ones (`{ except }`).
   * @default false
   */
  'resolve-aliases'?: boolean | { except?: string[] };
  /**
   * Group servers by host into environments with several base URLs.
   * @default false
   */
  'group-environments-by-host'?: boolean;
}

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
    resolveAliasesExcept: typeof resolveAliases === 'object' && resolveAliases !== null ? (resolveAliases.except ?? []) : [],
    groupEnvironmentsByHost: settings['group-environments-by-host'] ?? false,
  };
}
