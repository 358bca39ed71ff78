/**
 * TypeScript shapes of `generators.yml`. They mirror `schema/generators.schema.json`;
 * keys keep their YAML spelling.
 */

/** A definition kept in a git repository, shallow-cloned at generation time. */
export interface GitSource {
  /** Repository URL to clone. */
  repo: string;
  /** Branch, tag or commit. @default the repository's default branch */
  ref?: string;
  /** Path of the spec file (or proto directory) inside the repository. */
  path: string;
}

/** Settings for an OpenAPI definition. */
export interface OpenApiSettings {
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

/** Settings for an AsyncAPI definition. */
export interface AsyncApiSettings {
  /** @default "v1" */
  'message-naming'?: 'v1' | 'v2';
  /** @default false */
  'title-as-schema-name'?: boolean;
  /** @default true */
  'respect-nullable-schemas'?: boolean;
  /** @default true */
  'idiomatic-request-names'?: boolean;
  /** @default false */
  'wrap-references-to-nullable-in-optional'?: boolean;
  /** @default false */
  'coerce-optional-schemas-to-nullable'?: boolean;
  /** @default false */
  'group-environments-by-host'?: boolean;
}

/** `auto-generate-idempotency-key` as written in YAML. */
export type IdempotencyKeySetting = boolean | { 'header-name'?: string; methods?: string[] };

/** Resolved idempotency key generation. */
export interface IdempotencyKeyConfig {
  /** Header that carries the key. @default "Idempotency-Key" */
  headerName: string;
  /** HTTP methods that get a key. @default ["POST", "PUT"] */
  methods: string[];
}

/** `api.settings`: every OpenAPI and AsyncAPI setting plus idempotency keys. */
export interface ApiSettings extends OpenApiSettings {
  /** @default "v1" */
  'message-naming'?: 'v1' | 'v2';
  /** @default false */
  'auto-generate-idempotency-key'?: IdempotencyKeySetting;
}

/**
 * Where the files and documents a definition refers to (`$ref`s, Conjure and proto imports)
 * may come from. Without it, only files inside the definition's own folder tree are read
 * (the proto root for protobuf, the clone for a git source) and nothing is fetched.
 */
export interface SpecReferences {
  /**
   * More folders whose files `$ref`s and imports may read, relative to `generators.yml`.
   * @default []
   */
  folders?: string[];
  /**
   * Fetch `http` and `https` `$ref`s.
   * @default false
   */
  remote?: boolean;
  /**
   * Let remote `$ref`s reach loopback, private and shared (CGNAT) addresses, such as an
   * intranet spec server. Link-local and cloud metadata addresses stay refused.
   * @default false
   */
  'private-network'?: boolean;
  /**
   * Largest remote document read, in bytes.
   * @default 16777216
   */
  'max-bytes'?: number;
  /**
   * Time all remote `$ref`s of the definition may take together, in seconds.
   * @default 30
   */
  'timeout-seconds'?: number;
}

/** An OpenAPI spec entry. */
export interface OpenApiSpec {
  openapi: string | GitSource;
  origin?: string;
  overlays?: string;
  overrides?: string | string[];
  namespace?: string;
  settings?: OpenApiSettings;
  references?: SpecReferences;
}

/** An AsyncAPI spec entry. */
export interface AsyncApiSpec {
  asyncapi: string | GitSource;
  origin?: string;
  overrides?: string | string[];
  namespace?: string;
  settings?: AsyncApiSettings;
  references?: SpecReferences;
}

/** A protobuf spec entry. */
export interface ProtoSpec {
  proto: {
    root: string | GitSource;
    target?: string;
    overrides?: string | string[];
    /** @default false */
    'local-generation'?: boolean;
  };
  references?: SpecReferences;
}

/** An OpenRPC spec entry. */
export interface OpenRpcSpec {
  openrpc: string;
  overrides?: string | string[];
  namespace?: string;
  references?: SpecReferences;
}

/** A Conjure spec entry. */
export interface ConjureSpec {
  conjure: string;
  references?: SpecReferences;
}

/** One API definition; the key that is present says its kind. */
export type SpecEntry = OpenApiSpec | AsyncApiSpec | ProtoSpec | OpenRpcSpec | ConjureSpec;

/** `api.auth`: a scheme name, `{any: [...]}` or `{all: [...]}`. */
export type ApiAuthConfig = string | { any: string[] } | { all: string[] };

/** A generator's `api.auth`: a name, `{scheme}` or `{any: [...]}`. */
export type GeneratorApiAuthConfig = string | { scheme: string } | { any: Array<string | { scheme: string }> };

/** A global header: its code type, or `{name, type}`. */
export type HeaderConfig = string | { name?: string; type?: string };

/** A server URL variable: its default value, or an object. */
export type EnvironmentVariableConfig = string | { default?: string; enum?: string[]; description?: string };

/** An environment: a base URL, or `url`/`urls` with optional variables. */
export type EnvironmentConfig =
  | string
  | {
      url?: string;
      urls?: Record<string, string>;
      variables?: Record<string, EnvironmentVariableConfig>;
    };

/** The `api` block. */
export interface ApiConfig {
  specs?: SpecEntry[] | ConjureSpec;
  auth?: ApiAuthConfig;
  headers?: Record<string, HeaderConfig>;
  environments?: Record<string, EnvironmentConfig>;
  settings?: ApiSettings;
}

/** A custom header scheme. */
export interface HeaderAuthScheme {
  header: string;
  name?: string;
  /** @default "string" */
  type?: string;
  prefix?: string;
  env?: string;
}

/** A field of a basic or bearer scheme. */
export interface AuthFieldConfig {
  name?: string;
  env?: string;
  /** Basic auth only. @default false */
  omit?: boolean;
}

/** HTTP Basic. */
export interface BasicAuthScheme {
  scheme: 'basic';
  username?: AuthFieldConfig;
  password?: AuthFieldConfig;
}

/** Bearer token. */
export interface BearerAuthScheme {
  scheme: 'bearer';
  token?: AuthFieldConfig;
}

/** Names of token response fields. */
export interface TokenResponseProperties {
  'access-token'?: string;
  'expires-in'?: string;
  'refresh-token'?: string;
}

/** OAuth 2.0 client credentials. */
export interface OAuthScheme {
  scheme: 'oauth';
  type: 'client-credentials';
  scopes?: string[];
  'client-id-env'?: string;
  'client-secret-env'?: string;
  /** @default "Bearer" */
  'token-prefix'?: string;
  /** @default "Authorization" */
  'token-header'?: string;
  'get-token'?: {
    endpoint: string;
    'request-properties'?: { 'client-id'?: string; 'client-secret'?: string; scopes?: string };
    'response-properties'?: TokenResponseProperties;
  };
  'refresh-token'?: {
    endpoint: string;
    'request-properties': { 'refresh-token': string };
    'response-properties'?: TokenResponseProperties;
  };
}

/** One entry of `auth-schemes`. */
export type AuthSchemeConfig = HeaderAuthScheme | BasicAuthScheme | BearerAuthScheme | OAuthScheme;

/** Reviewers of generated code. */
export interface ReviewersConfig {
  teams?: Array<{ name: string }>;
  users?: Array<{ name: string }>;
}

/** `readme`. */
export interface ReadmeConfig {
  bannerLink?: string;
  introduction?: string;
  apiReferenceLink?: string;
  apiName?: string;
  /** @default "comprehensive" */
  exampleStyle?: 'minimal' | 'comprehensive';
  disabledSections?: Array<'contributing'>;
  defaultEndpoint?: { method: string; path: string; stream?: boolean };
  customSections?: Array<{ title: string; language: 'java' | 'typescript'; content: string }>;
  features?: Record<string, Array<string | { method: string; path: string }>>;
}

/** Global `metadata`. */
export interface MetadataConfig {
  description?: string;
  authors?: Array<{ name: string; email: string }>;
}

/** Per-generator `metadata`. */
export interface GeneratorMetadataConfig {
  'package-description'?: string;
  email?: string;
  'reference-url'?: string;
  author?: string;
  license?: string;
}

/** `output`, by `location`. */
export type OutputConfig =
  | { location: 'npm'; 'package-name': string; url?: string; token?: string }
  | {
      location: 'maven';
      coordinate: string;
      url?: string;
      username?: string;
      password?: string;
      signature?: { keyId: string; password: string; secretKey: string };
    }
  | {
      location: 'pypi';
      'package-name': string;
      url?: string;
      token?: string;
      username?: string;
      password?: string;
      metadata?: { keywords?: string[]; 'documentation-link'?: string; 'homepage-link'?: string };
    }
  | { location: 'nuget'; 'package-name': string; url?: string; 'api-key'?: string }
  | { location: 'rubygems'; 'package-name': string; url?: string; 'api-key'?: string }
  | { location: 'postman'; 'api-key': string; 'workspace-id': string; 'collection-id'?: string }
  | { location: 'local-file-system'; path: string };

/** `github`: repository delivery (release, push, pull-request) or self-hosted. */
export type GithubConfig =
  | {
      repository: string;
      /** @default "release" */
      mode?: 'release' | 'push' | 'pull-request';
      branch?: string;
      license?: string;
      reviewers?: ReviewersConfig;
    }
  | { uri: string; token: string; mode?: 'push' | 'pull-request'; branch?: string };

/** Options of the TypeScript generator; other languages add their own keys. */
export interface GeneratorConfigOptions {
  namespaceExport?: string;
  /** @default false */
  noSerdeLayer?: boolean;
  defaultTimeout?: number | 'infinity';
  defaultTimeoutInSeconds?: number;
  timeoutInSeconds?: number;
  /** @default false */
  includePlatformHeaders?: boolean;
  /** @default false */
  omitBrackenHeaders?: boolean;
  /** @default false */
  generateReactQueryHooks?: boolean;
  /** @default true */
  inlinePathParameters?: boolean;
  /** @default true */
  tsNocheck?: boolean;
  'auto-generate-idempotency-key'?: IdempotencyKeySetting;
  [key: string]: unknown;
}

/** One generator of a group. */
export interface GeneratorEntry {
  name?: string;
  image?: { name: string; registry: string };
  version: string;
  /** @default false */
  'smart-casing'?: boolean;
  config?: GeneratorConfigOptions;
  output?: OutputConfig;
  github?: GithubConfig;
  metadata?: GeneratorMetadataConfig;
  autorelease?: boolean;
  /** Replay of hand-written changes for this generator; the file's `replay.enabled: false` overrides it. */
  replay?: { enabled?: boolean };
  snippets?: { path: string };
  api?: { auth?: GeneratorApiAuthConfig; 'auth-schemes'?: Record<string, AuthSchemeConfig> };
  reviewers?: ReviewersConfig;
}

/** A group of generators. */
export interface GroupConfig {
  audiences?: string[];
  generators?: GeneratorEntry[];
  reviewers?: ReviewersConfig;
}

/** The whole `generators.yml`. */
export interface GeneratorsYml {
  api?: ApiConfig;
  'auth-schemes'?: Record<string, AuthSchemeConfig>;
  whitelabel?: { github?: { username: string; email: string; token: string } };
  metadata?: MetadataConfig;
  readme?: ReadmeConfig;
  'default-group'?: string;
  autorelease?: boolean;
  replay?: { enabled?: boolean };
  aliases?: Record<string, string[]>;
  groups?: Record<string, GroupConfig>;
  reviewers?: ReviewersConfig;
}
