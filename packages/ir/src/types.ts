/**
 * The Bracken intermediate representation (IR).
 *
 * Importers produce it, generators read it, and nothing else crosses that boundary. Every
 * node carries a `kind`, so nodes form discriminated unions. Inline schemas of a definition
 * are hoisted into named types by the importers, so a generator only ever meets
 * {@link TypeReference}s that are primitives, containers, literals or references to a
 * {@link TypeDeclaration} by id.
 */

/** HTTP methods the IR knows. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'TRACE';

/** Stable id of a named type, unique inside one IR (for example `Pet` or `v2::Pet`). */
export type TypeId = string;
/** Stable id of a declared error, unique inside one IR. */
export type ErrorId = string;

/**
 * A name with its original wire value and its cased forms. The cased forms already take
 * `smart-casing` into account.
 */
export interface Name {
  kind: 'name';
  /** The name as written in the definition (or on the wire). */
  wireValue: string;
  camelCase: string;
  pascalCase: string;
  snakeCase: string;
  screamingSnakeCase: string;
}

/** Where a node came from, for located diagnostics. `file` is relative to the config folder. */
export interface SourceLocation {
  kind: 'source';
  file: string;
  /** JSON pointer inside the definition, for example `/paths/~1pets/post`. */
  pointer: string;
  line?: number;
  column?: number;
}

/** Deprecation and release state. */
export type Availability = 'ga' | 'beta' | 'deprecated';

// ---------------------------------------------------------------------------------------------
// Type references

/** Primitive wire types. */
export type PrimitiveType =
  | 'string'
  | 'integer'
  | 'long'
  | 'bigInteger'
  | 'float'
  | 'double'
  | 'boolean'
  | 'uuid'
  | 'date'
  | 'dateTime'
  | 'base64'
  | 'uri'
  | 'email';

/** Validation rules carried by primitives, taken from the definition. */
export interface PrimitiveRules {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
}

export interface PrimitiveTypeReference {
  kind: 'primitive';
  primitive: PrimitiveType;
  /** The `format` as written, when it carried more detail than `primitive`. */
  format?: string;
  rules?: PrimitiveRules;
}

export interface NamedTypeReference {
  kind: 'named';
  typeId: TypeId;
}

export interface LiteralTypeReference {
  kind: 'literal';
  value: string | number | boolean;
}

export interface ListTypeReference {
  kind: 'list';
  itemType: TypeReference;
  minItems?: number;
  maxItems?: number;
}

export interface SetTypeReference {
  kind: 'set';
  itemType: TypeReference;
}

/** A map. An optional `valueType` means the map's values may be undefined. */
export interface MapTypeReference {
  kind: 'map';
  keyType: TypeReference;
  valueType: TypeReference;
}

/** May be absent (an optional property or parameter). */
export interface OptionalTypeReference {
  kind: 'optional';
  itemType: TypeReference;
}

/** Present, but may be `null`. Kept distinct from optional. */
export interface NullableTypeReference {
  kind: 'nullable';
  itemType: TypeReference;
}

/** Binary content: an upload or a download. */
export interface FileTypeReference {
  kind: 'file';
}

/** Anything at all (`{}` or a schema without a type). */
export interface UnknownTypeReference {
  kind: 'unknown';
}

export type TypeReference =
  | PrimitiveTypeReference
  | NamedTypeReference
  | LiteralTypeReference
  | ListTypeReference
  | SetTypeReference
  | MapTypeReference
  | OptionalTypeReference
  | NullableTypeReference
  | FileTypeReference
  | UnknownTypeReference;

// ---------------------------------------------------------------------------------------------
// Named types

/** An example value, as JSON on the wire. */
export interface Example {
  kind: 'example';
  name?: string;
  value: unknown;
}

export interface ObjectProperty {
  kind: 'property';
  /** `wireValue` is the JSON key; the cased forms name the TypeScript property. */
  name: Name;
  valueType: TypeReference;
  docs?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  audiences?: string[];
  availability?: Availability;
  /** Default value as JSON. */
  default?: unknown;
  example?: unknown;
}

export interface ObjectShape {
  kind: 'object';
  /** Parent types whose properties this object inherits (`allOf` when not inlined). */
  extends: TypeId[];
  /** Own properties, in definition order. */
  properties: ObjectProperty[];
  /** Type of undeclared keys, when the object allows them. */
  additionalProperties?: TypeReference;
}

export interface AliasShape {
  kind: 'alias';
  aliasOf: TypeReference;
}

export interface EnumValue {
  kind: 'enumValue';
  /** `wireValue` is the value on the wire; the cased forms name the member. */
  name: Name;
  docs?: string;
}

export interface EnumShape {
  kind: 'enum';
  values: EnumValue[];
  /** When true, generated code accepts values it does not know. */
  forwardCompatible: boolean;
  default?: string;
}

export interface DiscriminatedUnionVariant {
  kind: 'variant';
  /** The value the discriminant property takes for this variant. */
  discriminantValue: string;
  /** The object type holding the variant's properties. */
  typeId: TypeId;
  docs?: string;
}

export interface DiscriminatedUnionShape {
  kind: 'discriminatedUnion';
  /** The discriminant property. */
  discriminant: Name;
  variants: DiscriminatedUnionVariant[];
  /** Properties every variant shares, declared on the union itself. */
  baseProperties: ObjectProperty[];
}

export interface UndiscriminatedUnionMember {
  kind: 'member';
  type: TypeReference;
  docs?: string;
}

export interface UndiscriminatedUnionShape {
  kind: 'undiscriminatedUnion';
  members: UndiscriminatedUnionMember[];
}

export type TypeShape = ObjectShape | AliasShape | EnumShape | DiscriminatedUnionShape | UndiscriminatedUnionShape;

export interface TypeDeclaration {
  kind: 'type';
  id: TypeId;
  /** The generated type name. Distinct across the IR after casing; never a global. */
  name: Name;
  shape: TypeShape;
  docs?: string;
  namespace?: string;
  audiences?: string[];
  availability?: Availability;
  examples?: Example[];
  source?: SourceLocation;
}

// ---------------------------------------------------------------------------------------------
// Services and endpoints

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface Parameter {
  kind: 'parameter';
  location: ParameterLocation;
  /** `wireValue` is the name on the wire; the cased forms name the SDK option. */
  name: Name;
  valueType: TypeReference;
  docs?: string;
  /** Query serialization style. */
  style?: 'form' | 'deepObject' | 'pipeDelimited' | 'spaceDelimited' | 'simple';
  explode?: boolean;
  availability?: Availability;
  example?: unknown;
  source?: SourceLocation;
}

export interface JsonRequestBody {
  kind: 'json';
  contentType: string;
  bodyType: TypeReference;
  docs?: string;
}

export interface FormUrlEncodedRequestBody {
  kind: 'formUrlEncoded';
  contentType: string;
  bodyType: TypeReference;
  /** How nested values are encoded in a form body (`default-form-parameter-encoding`). */
  encoding: 'form' | 'json';
  docs?: string;
}

export interface MultipartPart {
  kind: 'part';
  name: Name;
  /** `file` for uploads (a list of files for several), otherwise the value's type. */
  valueType: TypeReference;
  isFile: boolean;
  contentType?: string;
  docs?: string;
}

export interface MultipartRequestBody {
  kind: 'multipart';
  contentType: string;
  parts: MultipartPart[];
  docs?: string;
}

export interface BytesRequestBody {
  kind: 'bytes';
  contentType: string;
  optional: boolean;
  docs?: string;
}

export interface TextRequestBody {
  kind: 'text';
  contentType: string;
  docs?: string;
}

export type RequestBody =
  | JsonRequestBody
  | FormUrlEncodedRequestBody
  | MultipartRequestBody
  | BytesRequestBody
  | TextRequestBody;

export interface JsonResponse {
  kind: 'json';
  statusCode: number;
  contentType: string;
  bodyType: TypeReference;
  docs?: string;
}

export interface TextResponse {
  kind: 'text';
  statusCode: number;
  contentType: string;
  docs?: string;
}

/** Binary download: bytes in memory when `asBytes`, otherwise a stream. */
export interface BinaryResponse {
  kind: 'binary';
  statusCode: number;
  contentType: string;
  asBytes: boolean;
  docs?: string;
}

export interface EmptyResponse {
  kind: 'empty';
  statusCode: number;
  docs?: string;
}

export type ResponseBody = JsonResponse | TextResponse | BinaryResponse | EmptyResponse;

/** Server-sent events (`x-bracken-streaming` with `format: sse`, or `text/event-stream`). */
export interface SseStreaming {
  kind: 'sse';
  /** Type of each event's parsed `data`. */
  eventType: TypeReference;
  /** A `data` value that ends the stream, for example `[DONE]`. */
  terminator?: string;
  /** Reconnect with `Last-Event-ID` when the stream drops. */
  resumable: boolean;
  /** Dispatch by the SSE `event` field into union members: event name → member type. */
  eventDiscriminator?: {
    kind: 'eventDiscriminator';
    variants: Array<{ kind: 'eventVariant'; event: string; type: TypeReference }>;
  };
}

/** Newline-delimited JSON streaming. */
export interface JsonLinesStreaming {
  kind: 'jsonLines';
  eventType: TypeReference;
  terminator?: string;
}

export type Streaming = SseStreaming | JsonLinesStreaming;

/** A property path inside a response or request, for example `["meta", "next_cursor"]` (wire names). */
export type PropertyPath = string[];

export interface CursorPagination {
  kind: 'cursor';
  /** Query (or body) parameter carrying the cursor. */
  cursorParameter: string;
  nextCursor: PropertyPath;
  results: PropertyPath;
}

export interface OffsetPagination {
  kind: 'offset';
  /** Query parameter carrying the offset or page number. */
  offsetParameter: string;
  /** `page` increments by one; `offset` increments by the number of items received. */
  step: 'page' | 'offset';
  limitParameter?: string;
  results: PropertyPath;
  hasNextPage?: PropertyPath;
}

export interface NextUrlPagination {
  kind: 'nextUrl';
  nextUrl: PropertyPath;
  results: PropertyPath;
}

export type Pagination = CursorPagination | OffsetPagination | NextUrlPagination;

export interface EndpointExample {
  kind: 'endpointExample';
  name?: string;
  pathParameters?: Record<string, unknown>;
  queryParameters?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  requestBody?: unknown;
  response?: { statusCode: number; body?: unknown };
}

export interface HttpEndpoint {
  kind: 'endpoint';
  /** Stable reference: `METHOD /path`, prefixed with `<namespace>::` when namespaced. */
  id: string;
  /** The operationId as written, when there was one. */
  operationId?: string;
  /** Method name in the SDK (from `x-bracken-sdk-method-name` or the operationId). */
  name: Name;
  method: HttpMethod;
  /** Path template relative to the base URL, for example `/pets/{petId}`. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  headers: Parameter[];
  cookies: Parameter[];
  requestBody?: RequestBody;
  /** Whether the body is required. */
  requestBodyRequired: boolean;
  /** Name of the generated request type (`idiomatic-request-names` decides its word order). */
  requestName: Name;
  /** Whether path parameters are part of the inlined request (`inline-path-parameters`). */
  inlinePathParameters: boolean;
  response: ResponseBody;
  /** Declared errors, by id. */
  errors: ErrorId[];
  streaming?: Streaming;
  pagination?: Pagination;
  /** Requires authentication. */
  secured: boolean;
  /** Auth scheme ids that apply, when the endpoint narrows the API's default. */
  authSchemes?: string[];
  /** The definition says this endpoint takes no credential (an empty `security` on the operation), so `api.auth` leaves it alone. */
  noAuth?: boolean;
  /** Marked `x-bracken-idempotent`: accepts an `idempotencyKey` request option. */
  idempotent: boolean;
  /** Id of the base URL (multi-host environments) this endpoint uses. */
  baseUrlId?: string;
  docs?: string;
  summary?: string;
  availability?: Availability;
  audiences?: string[];
  namespace?: string;
  examples: EndpointExample[];
  source?: SourceLocation;
}

export interface Service {
  kind: 'service';
  /** Stable id, the service's wire name (`x-bracken-sdk-group-name` or the first tag). */
  id: string;
  /** Name of the sub-client property (camelCase) and of its class (PascalCase). */
  name: Name;
  docs?: string;
  endpoints: HttpEndpoint[];
}

// ---------------------------------------------------------------------------------------------
// Errors

export interface ErrorDeclaration {
  kind: 'error';
  id: ErrorId;
  /** Class name of the generated error, for example `NotFoundError`. */
  name: Name;
  statusCode: number;
  bodyType?: TypeReference;
  docs?: string;
}

// ---------------------------------------------------------------------------------------------
// Auth

export interface BearerAuthScheme {
  kind: 'bearer';
  id: string;
  /** Constructor option; `token` unless the scheme names it. */
  token: Name;
  env?: string;
  /** Prefix before the token. */
  prefix: string;
  docs?: string;
}

export interface BasicAuthField {
  kind: 'basicField';
  name: Name;
  env?: string;
  /** Removed from the public API and encoded as an empty string. */
  omit: boolean;
}

export interface BasicAuthScheme {
  kind: 'basic';
  id: string;
  username: BasicAuthField;
  password: BasicAuthField;
  docs?: string;
}

/** An API key or custom header (also an API key in the query or a cookie). */
export interface HeaderAuthScheme {
  kind: 'header';
  id: string;
  location: 'header' | 'query' | 'cookie';
  /** Header (query parameter, cookie) name on the wire. */
  wireName: string;
  /** Constructor option. */
  name: Name;
  valueType: TypeReference;
  prefix?: string;
  env?: string;
  docs?: string;
}

export interface OAuthTokenEndpoint {
  kind: 'tokenEndpoint';
  /** Endpoint id (`METHOD /path`, namespaced when needed). */
  endpointId: string;
  /** Request property names (wire) for the credentials. */
  requestProperties: { clientId: string; clientSecret: string; scopes?: string; refreshToken?: string };
  /** Response property names (wire). */
  responseProperties: { accessToken: string; expiresIn?: string; refreshToken?: string };
}

export interface OAuthClientCredentialsScheme {
  kind: 'oauth';
  id: string;
  flow: 'client-credentials';
  scopes: string[];
  clientIdEnv?: string;
  clientSecretEnv?: string;
  tokenPrefix: string;
  tokenHeader: string;
  /** The token URL from the definition, used when no token endpoint is configured. */
  tokenUrl?: string;
  getToken?: OAuthTokenEndpoint;
  refreshToken?: OAuthTokenEndpoint;
  docs?: string;
}

export type AuthScheme = BearerAuthScheme | BasicAuthScheme | HeaderAuthScheme | OAuthClientCredentialsScheme;

export interface ApiAuth {
  kind: 'auth';
  /** `single` for one scheme; `any` for the first scheme with a credential; `all` for every scheme. */
  requirement: 'single' | 'any' | 'all';
  schemes: AuthScheme[];
  docs?: string;
}

// ---------------------------------------------------------------------------------------------
// Headers, environments, idempotency

export interface GlobalHeader {
  kind: 'globalHeader';
  /** `wireValue` is the header; the cased forms name the constructor option. */
  name: Name;
  /** `string`, a number, or a literal (a literal needs no option). */
  valueType: TypeReference;
  env?: string;
  docs?: string;
}

export interface ServerVariable {
  kind: 'serverVariable';
  /** `wireValue` is the `{variable}` in URL templates; the cased form is the option name. */
  name: Name;
  default?: string;
  values?: string[];
  docs?: string;
}

export interface SingleUrlEnvironment {
  kind: 'singleUrl';
  id: string;
  name: Name;
  /** URL template; `{variable}` placeholders refer to {@link ServerVariable}s. */
  url: string;
  docs?: string;
}

export interface MultiUrlEnvironment {
  kind: 'multiUrl';
  id: string;
  name: Name;
  /** Base URL id → URL template. */
  urls: Record<string, string>;
  docs?: string;
}

export interface BaseUrl {
  kind: 'baseUrl';
  id: string;
  name: Name;
}

export interface Environments {
  kind: 'environments';
  /** `single`: one URL per environment; `multi`: several base URLs per environment. */
  mode: 'single' | 'multi';
  environments: Array<SingleUrlEnvironment | MultiUrlEnvironment>;
  /** Declared base URLs when `mode` is `multi`. */
  baseUrls: BaseUrl[];
  defaultEnvironmentId?: string;
  serverVariables: ServerVariable[];
}

export interface IdempotencyKeyGeneration {
  kind: 'idempotencyKeyGeneration';
  headerName: string;
  methods: HttpMethod[];
}

// ---------------------------------------------------------------------------------------------
// Webhooks

export interface WebhookSignature {
  kind: 'hmac';
  algorithm: 'sha1' | 'sha256' | 'sha512';
  encoding: 'hex' | 'base64';
  /** Header carrying the signature. */
  header: string;
  /** Text before the signature in the header, for example `sha256=`. */
  prefix?: string;
  /** Signed payload template; `{body}`, `{timestamp}` and `{url}` are replaced. Default `{body}`. */
  payloadTemplate?: string;
  timestamp?: { kind: 'timestamp'; header: string; toleranceSeconds: number; format: 'unix' | 'iso' };
  /** Body-hash binding: a separate hash of the raw body sent as a query parameter. */
  bodyHash?: {
    kind: 'bodyHash';
    algorithm: 'sha1' | 'sha256' | 'sha512' | 'md5';
    encoding: 'hex' | 'base64';
    queryParameter: string;
  };
}

export interface Webhook {
  kind: 'webhook';
  id: string;
  name: Name;
  method: HttpMethod;
  headers: Parameter[];
  payloadType: TypeReference;
  signature?: WebhookSignature;
  docs?: string;
}

// ---------------------------------------------------------------------------------------------
// Message channels (AsyncAPI) and RPC (gRPC, JSON-RPC)

export interface ChannelMessage {
  kind: 'channelMessage';
  name: Name;
  type: TypeReference;
  docs?: string;
}

export interface Channel {
  kind: 'channel';
  id: string;
  name: Name;
  /** Address template, for example `/rooms/{roomId}`. */
  address: string;
  protocol: 'ws' | 'sse' | 'other';
  parameters: Parameter[];
  /** Messages the client sends. */
  send: ChannelMessage[];
  /** Messages the client receives. */
  receive: ChannelMessage[];
  secured: boolean;
  docs?: string;
  namespace?: string;
  source?: SourceLocation;
}

export interface RpcMethod {
  kind: 'rpcMethod';
  /** Name on the wire (`Package.Service/Method` part, or the JSON-RPC method). */
  wireName: string;
  name: Name;
  requestType?: TypeReference;
  responseType?: TypeReference;
  clientStreaming: boolean;
  serverStreaming: boolean;
  /** JSON-RPC: how params are sent. */
  paramStructure?: 'by-name' | 'by-position' | 'either';
  /** JSON-RPC: the params in order. */
  params?: Array<{ kind: 'rpcParam'; name: Name; type: TypeReference; required: boolean; docs?: string }>;
  /** JSON-RPC: declared errors. */
  errors?: Array<{ kind: 'rpcError'; code: number; message: string; dataType?: TypeReference }>;
  docs?: string;
  source?: SourceLocation;
}

export interface RpcService {
  kind: 'rpcService';
  protocol: 'grpc' | 'json-rpc';
  id: string;
  name: Name;
  /** gRPC: fully qualified service name (`errors.v1.ErrorDemoService`). */
  fullName?: string;
  methods: RpcMethod[];
  docs?: string;
  namespace?: string;
}

/** A definition file a generated client loads at run time (the `.proto` files of gRPC services). */
export interface ProtoFile {
  kind: 'protoFile';
  /** Import path, for example `greeter/v1/greeter.proto`. */
  path: string;
  contents: string;
}

// ---------------------------------------------------------------------------------------------
// The API

export interface IntermediateRepresentation {
  kind: 'ir';
  irVersion: string;
  /** The API title as written. */
  title: string;
  /** Cased forms of the API name (from the title, or `readme.apiName`). */
  apiName: Name;
  /** The API's own version (`info.version`). */
  apiVersion?: string;
  docs?: string;
  /** Namespaces of the specs merged into this IR. */
  namespaces: string[];
  /** Named types, keyed by id. */
  types: Record<TypeId, TypeDeclaration>;
  services: Service[];
  errors: Record<ErrorId, ErrorDeclaration>;
  auth: ApiAuth;
  headers: GlobalHeader[];
  environments?: Environments;
  idempotencyKeyGeneration?: IdempotencyKeyGeneration;
  webhooks: Webhook[];
  channels: Channel[];
  rpcServices: RpcService[];
  /** `.proto` files the gRPC services need at run time, sorted by path. */
  protoFiles?: ProtoFile[];
  /** Whether casing used `smart-casing`. */
  smartCasing: boolean;
}
