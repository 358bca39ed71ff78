export { addGeneratorEntry } from './add-generator-entry';
export type { AddGeneratorEntryResult, GeneratorEntryInput } from './add-generator-entry';
export { formatDiagnostic } from './diagnostic';
export {
  assembleGeneratorsSchema,
  findGeneratorSchemas,
  GENERATOR_SETTING_OVERRIDES,
  readGeneratorManifest,
} from './generator-schemas';
export type { GeneratorManifest, GeneratorSchema } from './generator-schemas';
export type { Diagnostic } from './diagnostic';
export { BrackenConfigError, ConfigError } from './errors';
export { parseLocatedDocument } from './located-document';
export { NON_PRINTABLE, positionAt, readYamlPositions, yamlErrorReason, yamlErrorStart } from './yaml-positions';
export type { YamlNodePosition, YamlPositionOptions, YamlPositions, YamlProblem } from './yaml-positions';
export type { LocatedDocument, SourcePosition } from './located-document';
export { checkConfig, listReferencedFiles, loadConfig } from './load-config';
export { listCredentialVariables } from './credential-variables';
export { outlineConfig } from './outline';
export type { ConfigOutline, LocalOutput } from './outline';
export { listOutputPaths, replaceOutputPaths } from './output-paths';
export type { WrittenOutputPath } from './output-paths';
export type { LoadConfigOptions, LoadedConfig } from './load-config';
export { GroupNotFoundError, normalizeIdempotencyKey, resolveGeneratorSettings, resolveGroups } from './resolve';
export type { ResolvedGeneratorSettings, ResolvedGroup } from './resolve';
export { editDistance, GENERATORS_SCHEMA_ID, GENERATORS_SCHEMA_PATH, loadGeneratorsSchema, suggest } from './schema';
export { isSecretReference, resolveSecret } from './secrets';
export { isValidVersion, SEMVER_PATTERN } from './version';
export type {
  ApiAuthConfig,
  ApiConfig,
  ApiSettings,
  AsyncApiSettings,
  AsyncApiSpec,
  AuthFieldConfig,
  AuthSchemeConfig,
  BasicAuthScheme,
  BearerAuthScheme,
  ConjureSpec,
  EnvironmentConfig,
  EnvironmentVariableConfig,
  GeneratorApiAuthConfig,
  GeneratorConfigOptions,
  GeneratorEntry,
  GeneratorMetadataConfig,
  GeneratorsYml,
  GitSource,
  GithubConfig,
  GroupConfig,
  HeaderAuthScheme,
  HeaderConfig,
  IdempotencyKeyConfig,
  IdempotencyKeySetting,
  MetadataConfig,
  OAuthScheme,
  OpenApiSettings,
  OpenApiSpec,
  OpenRpcSpec,
  OutputConfig,
  ProtoSpec,
  ReadmeConfig,
  ReviewersConfig,
  SpecEntry,
  SpecReferences,
  TokenResponseProperties,
} from './types';
