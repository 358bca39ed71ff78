export { BrackenImporterError, ImporterError } from './errors';
export type { ImporterErrorLocation } from './errors';
export { RESERVED_NAME_SUFFIX, RESERVED_TYPE_NAMES } from './naming';
export { parseOpenApi } from './openapi/parse-openapi';
export type { OpenApiInput, OpenApiParseOptions } from './openapi/parse-openapi';
export { DEFAULT_EXAMPLE_MAX_DEPTH, resolveOpenApiSettings } from './openapi/settings';
export type { OpenApiImportSettings, ResolvedOpenApiSettings } from './openapi/settings';
export { applyOverlay } from './openapi/overlay';
export type { OverlayAction, OverlayDocument } from './openapi/overlay';
export { DEFAULT_SERVICE_ID, normaliseEndpointReference } from './openapi/endpoints';
export { importApi, importKey } from './import-api';
export type { ImportApiOptions, ImportApiResult } from './import-api';
export { checkDefinitions, diagnosticOfImporterError } from './check-definitions';
export { resolveReadmeEndpoint } from './readme-references';
export type { ReadmeEndpointResolution } from './readme-references';
export { listDefinitionInputs } from './definition-inputs';
export type { DefinitionInputFolder, DefinitionInputs } from './definition-inputs';
export { registerImporter } from './registry';
export type { ImporterContext, ImporterFunction, ImporterKind } from './registry';
export { cloneGitSource } from './git-source';
export type { CloneOptions, GitSourceInput } from './git-source';
export { parseConfigType, resolveEndpointReference } from './config-auth';
export { validateOpenApiDocument, validateOpenApiFile } from './openapi/swagger-parser-worker';
export {
  createReferencePolicy,
  DEFAULT_REMOTE_MAX_BYTES,
  DEFAULT_REMOTE_TIMEOUT_SECONDS,
} from './references/reference-policy';
export type { ReferencePolicy } from './references/reference-policy';
export { fetchRemoteDocument, RemoteReferenceError } from './references/remote-fetch';
export type { FetchedDocument, FetchLimits } from './references/remote-fetch';
export { MAX_REMOTE_REDIRECTS } from './references/reference-policy';
export type { SwaggerParserResult } from './openapi/swagger-parser-worker';
export {
  DefinitionError,
  parseAsyncApi,
  readAsyncApiSettings,
  registerAsyncApiImporter,
  toDefinitionInput,
} from './asyncapi';
export type { AsyncApiImportSettings, DefinitionInput } from './asyncapi';
export { collectProtoSources, parseProto, registerProtoImporter } from './proto';
export type { ProtoSourceFile } from './proto';
export { parseOpenRpc, registerOpenRpcImporter } from './openrpc';
export { CONJURE_ERROR_STATUS, parseConjure, parseTypeExpression, registerConjureImporter } from './conjure';
export type { TypeExpression } from './conjure';
import { registerBuiltInImporters } from './builtin-importers';
export { registerBuiltInImporters };

// Every definition kind works out of the box; registerImporter can still replace one.
registerBuiltInImporters();
