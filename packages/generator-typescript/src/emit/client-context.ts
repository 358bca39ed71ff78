import type { AuthScheme, HttpEndpoint, OAuthClientCredentialsScheme, OAuthTokenEndpoint } from '@bracken/ir';
import { allEndpoints, resolveNamedType, unwrapType } from '@bracken/ir';
import {
  baseErrorSymbol,
  coreSymbol,
  memo,
  objectProperties,
  renderType,
  timeoutErrorSymbol,
  viaNamespace,
  type GeneratorContext,
} from '../context';
import { escapeIdentifier, escapePropertyAccess, escapeString, safeObjectKey } from '../printer/escape';
import { SERVICE_CLIENT_PREAMBLE } from './unchecked-modules';
import { FileBuilder, importSymbol, type GeneratedFile, type Printable } from '../printer/printer';

/** A constructor option the generated client exposes. */
export interface ClientOption {
  name: string;
  type: Printable[];
  required: boolean;
  docs: string;
}

/** Options every client has, whose names credentials and server URL variables must avoid. */
export const FIXED_OPTION_NAMES = [
  'environment',
  'baseUrl',
  'headers',
  'timeoutInSeconds',
  'maxRetries',
  'maxResponseBytes',
  'maxEventBytes',
  'fetch',
  'logging',
  'reconnectionEnabled',
  'maxReconnectionAttempts',
];

/**
 * The client option of a credential named `name` by the definition: never a member every
 * object inherits (`constructor`), nor one of the client's own options.
 */
function credentialOption(name: string): string {
  const key = safeObjectKey(name);
  return FIXED_OPTION_NAMES.includes(key) ? `${key}_` : key;
}

/** The constructor option names auth schemes use, in scheme order. */
export function authOptions(ctx: GeneratorContext): ClientOption[] {
  return memo(ctx, 'authOptions', () => computeAuthOptions(ctx));
}

function computeAuthOptions(ctx: GeneratorContext): ClientOption[] {
  const options: ClientOption[] = [];
  for (const scheme of ctx.ir.auth.schemes) {
    const core = coreSymbol(true);
    const supplier = (): Printable[] => [core, '.Supplier<string>'];
    const envNote = (env: string | undefined): string =>
      env ? ` Defaults to the \`${env}\` environment variable.` : '';
    switch (scheme.kind) {
      case 'bearer':
        options.push({
          name: credentialOption(scheme.token.camelCase || 'token'),
          type: supplier(),
          required: false,
          docs: `Bearer token, or a function returning one (called on each request).${envNote(scheme.env)}`,
        });
        break;
      case 'basic':
        if (!scheme.username.omit)
          options.push({
            name: credentialOption(scheme.username.name.camelCase || 'username'),
            type: supplier(),
            required: false,
            docs: `Basic auth user name.${envNote(scheme.username.env)}`,
          });
        if (!scheme.password.omit)
          options.push({
            name: credentialOption(scheme.password.name.camelCase || 'password'),
            type: supplier(),
            required: false,
            docs: `Basic auth password.${envNote(scheme.password.env)}`,
          });
        break;
      case 'header':
        options.push({
          name: credentialOption(scheme.name.camelCase || 'apiKey'),
          type: headerCredentialType(ctx, scheme) ?? supplier(),
          required: false,
          docs: `Sent as \`${scheme.wireName}\`.${envNote(scheme.env)}`,
        });
        break;
      case 'oauth':
        options.push({
          name: 'clientId',
          type: supplier(),
          required: false,
          docs: `OAuth client id.${envNote(scheme.clientIdEnv)}`,
        });
        options.push({
          name: 'clientSecret',
          type: supplier(),
          required: false,
          docs: `OAuth client secret.${envNote(scheme.clientSecretEnv)}`,
        });
        break;
    }
  }
  const seen = new Set<string>();
  return options.filter((o) => (seen.has(o.name) ? false : (seen.add(o.name), true)));
}

/** `Supplier<T>` of a custom header scheme whose `type` is not a string; `undefined` for a string. */
function headerCredentialType(
  ctx: GeneratorContext,
  scheme: Extract<AuthScheme, { kind: 'header' }>,
): Printable[] | undefined {
  const type = unwrapType(scheme.valueType);
  if (type.kind === 'primitive' && type.primitive === 'string') return undefined;
  return [coreSymbol(true), '.Supplier<', ...renderType(ctx, type, viaNamespace(ctx)), '>'];
}

/** Global header options (literal headers need none). */
export function headerOptions(ctx: GeneratorContext): Array<ClientOption & { wire: string; env?: string }> {
  return memo(ctx, 'headerOptions', () => computeHeaderOptions(ctx));
}

function computeHeaderOptions(ctx: GeneratorContext): Array<ClientOption & { wire: string; env?: string }> {
  return ctx.ir.headers
    .filter((h) => unwrapType(h.valueType).kind !== 'literal')
    .map((h) => ({
      name: h.name.camelCase || 'header',
      wire: h.name.wireValue,
      type: [coreSymbol(true), '.Supplier<', ...renderType(ctx, unwrapType(h.valueType), viaNamespace(ctx)), '>'],
      required: h.valueType.kind !== 'optional' && h.valueType.kind !== 'nullable' && !h.env,
      docs: `${h.docs ?? `Sent as \`${h.name.wireValue}\` on every request.`}${h.env ? ` Defaults to the \`${h.env}\` environment variable.` : ''}`,
      ...(h.env ? { env: h.env } : {}),
    }));
}

/** Server URL variables as options; reserved names get the `serverUrl` prefix. */
export function serverVariableOptions(
  ctx: GeneratorContext,
): Array<{ option: string; wire: string; default?: string; docs?: string; values?: string[] }> {
  const reserved = new Set([
    ...FIXED_OPTION_NAMES,
    ...authOptions(ctx).map((o) => o.name),
    ...headerOptions(ctx).map((o) => o.name),
  ]);
  return (ctx.ir.environments?.serverVariables ?? []).map((v) => {
    const camel = v.name.camelCase || 'variable';
    const option = reserved.has(camel) ? `serverUrl${v.name.pascalCase}` : safeObjectKey(escapeIdentifier(camel));
    return {
      option,
      wire: v.name.wireValue,
      ...(v.default !== undefined ? { default: v.default } : {}),
      ...(v.docs ? { docs: v.docs } : {}),
      ...(v.values ? { values: v.values } : {}),
    };
  });
}

/** Whether any endpoint needs credentials. */
export function hasSecuredEndpoints(ctx: GeneratorContext): boolean {
  return ctx.ir.auth.schemes.length > 0 && allEndpoints(ctx.ir).some((e) => e.secured);
}

function findEndpoint(ctx: GeneratorContext, id: string): HttpEndpoint | undefined {
  return allEndpoints(ctx.ir).find((e) => e.id === id);
}

/** The `grant_type` the token request should carry, if its body models one. */
function grantType(ctx: GeneratorContext, endpoint: HttpEndpoint | undefined, value: string): string | undefined {
  const body = endpoint?.requestBody;
  if (!body || (body.kind !== 'json' && body.kind !== 'formUrlEncoded')) return undefined;
  const declaration = resolveNamedType(ctx.ir, body.bodyType);
  if (!declaration) return undefined;
  const property = objectProperties(ctx, declaration.id).find((p) => p.name.wireValue === 'grant_type');
  if (!property) return undefined;
  const type = unwrapType(property.valueType);
  if (type.kind === 'literal') return String(type.value);
  if (type.kind === 'primitive' && type.primitive === 'string') return value;
  return undefined;
}

function pathOf(
  endpoint: HttpEndpoint | undefined,
  scheme: OAuthClientCredentialsScheme,
): { path?: string; url?: string } {
  if (endpoint) return { path: endpoint.path };
  return { url: scheme.tokenUrl ?? '/oauth/token' };
}

const HEADER_HELPERS = `type HeaderValue = string | core.Supplier<string | undefined> | undefined | null;

/** Credentials and where they go, for one request. */
interface AuthResult {
    headers: Record<string, string>;
    query: Record<string, string>;
    cookies: Array<[string, string]>;
    /** Every credential value sent, so that no message or log line repeats it. */
    values: string[];
    oauth: boolean;
}

function noCredentials(): AuthResult {
    return { headers: {}, query: {}, cookies: [], values: [], oauth: false };
}

/** The credentials of a request that needs none: read only, so every such request shares them. */
const NO_CREDENTIALS: AuthResult = noCredentials();

function readEnv(name: string): string | undefined {
    const scope = globalThis as { process?: { env?: Record<string, string | undefined> } };
    const value = scope.process?.env?.[name];
    return value === undefined || value === "" ? undefined : value;
}

function setHeader(headers: Record<string, string>, name: string, value: string): void {
    const lower = name.toLowerCase();
    for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) delete headers[key];
    // Assigning "__proto__" would replace the prototype instead of adding a header.
    if (name === "__proto__") Object.defineProperty(headers, name, { value, writable: true, enumerable: true, configurable: true });
    else headers[name] = value;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
    const lower = name.toLowerCase();
    return Object.keys(headers).some((key) => key.toLowerCase() === lower);
}

async function applyHeaders(headers: Record<string, string>, source: Record<string, HeaderValue> | undefined): Promise<void> {
    if (source === undefined) return;
    for (const [name, value] of Object.entries(source)) {
        const resolved = typeof value === "function" ? await value() : value;
        if (resolved !== undefined && resolved !== null) setHeader(headers, name, resolved);
    }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
    return typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

function allows(schemes: readonly string[] | undefined, id: string): boolean {
    return schemes === undefined || schemes.includes(id);
}
`;

function hasNextUrlPagination(ctx: GeneratorContext): boolean {
  return memo(ctx, 'hasNextUrlPagination', () => allEndpoints(ctx.ir).some((e) => e.pagination?.kind === 'nextUrl'));
}

/** The base URL of a request: a plain `baseUrl` string is taken as is, without a turn of the event loop. */
const BASE_URL =
  '(typeof this.options.baseUrl === "string" ? this.options.baseUrl : await this.baseUrl(request.baseUrlId))';

/** How `sendOnce` finds the URL; a next-page link from a response is resolved and keeps the API's origin. */
function urlLines(ctx: GeneratorContext, core: Printable): Printable[] {
  if (!hasNextUrlPagination(ctx)) return ['const url = request.url ?? ', core, `.joinUrl(${BASE_URL}, request.path);`];
  return [
    'let url = request.url ?? "";\n',
    '        let origin: string | undefined;\n',
    '        if (request.url === undefined) url = ',
    core,
    `.joinUrl(${BASE_URL}, request.path);\n`,
    '        else if (request.urlFromResponse === true) {\n',
    "            // A link from a response may point anywhere: credentials stay with the API's origin.\n",
    '            const base = parseUrl(await this.baseUrl(request.baseUrlId));\n',
    '            const link = base !== undefined ? parseUrl(request.url, base) : undefined;\n',
    '            if (base !== undefined && link !== undefined) {\n',
    '                url = link.href;\n',
    '                origin = base.origin;\n',
    '            }\n',
    '        }',
  ];
}

/** Header and query parameter names the API's auth schemes put credentials in, sorted. */
function credentialNames(ctx: GeneratorContext): { headers: string[]; query: string[] } {
  const headers = new Set<string>();
  const query = new Set<string>();
  for (const scheme of ctx.ir.auth.schemes) {
    switch (scheme.kind) {
      case 'bearer':
      case 'basic':
        headers.add('Authorization');
        break;
      case 'oauth':
        headers.add(scheme.tokenHeader || 'Authorization');
        break;
      case 'header':
        if (scheme.location === 'query') query.add(scheme.wireName);
        else if (scheme.location !== 'cookie') headers.add(scheme.wireName);
        break;
    }
  }
  const sorted = (names: Set<string>): string[] => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { headers: sorted(headers), query: sorted(query) };
}

/** Joins cookie parameters and cookie credentials into one header: only for APIs that have either. */
function COOKIE_LINES(core: Printable): Printable[] {
  return [
    '        // Cookie parameters and cookie credentials share one header; neither may replace the other.\n',
    '        const cookie = ',
    core,
    '.cookieHeader([...(request.cookies ?? []), ...auth.cookies]);\n',
    '        if (cookie !== undefined) setHeader(headers, "Cookie", cookie);\n',
  ];
}

const SEND_WITH_AUTH = `        const auth: AuthResult = request.secured ? await this.authenticate(request.authSchemes) : NO_CREDENTIALS;
        const response = await this.sendOnce<T>(request, requestOptions, auth, idempotencyKey);
        if (auth.oauth && response.ok === false && response.error.reason === "status-code" && response.error.statusCode === 401) {
            this.invalidateTokens();
            return await this.sendOnce<T>(request, requestOptions, await this.authenticate(request.authSchemes), idempotencyKey);
        }
        return response;
    }
`;

const IDEMPOTENCY_LINES = `        let idempotent = false;
        if (request.idempotencyHeader !== undefined) {
            if (requestOptions?.idempotencyKey !== undefined) {
                setHeader(headers, request.idempotencyHeader, requestOptions.idempotencyKey);
                idempotent = true;
            } else if (hasHeader(headers, request.idempotencyHeader)) {
                idempotent = true;
            } else if (idempotencyKey !== undefined) {
                setHeader(headers, request.idempotencyHeader, idempotencyKey);
                idempotent = true;
            }
        }
`;

/**
 * What of cookies and idempotency keys the API uses: code for the rest is left out of
 * `ClientContext`, so that a bundler does not keep the runtime helpers it would call.
 */
function requestFeatures(ctx: GeneratorContext): {
  usesCookies: boolean;
  usesIdempotency: { header: boolean; generated: boolean };
} {
  const endpoints = allEndpoints(ctx.ir);
  const usesCookies =
    endpoints.some((e) => e.cookies.length > 0) ||
    ctx.ir.auth.schemes.some((s) => s.kind === 'header' && s.location === 'cookie');
  const generation = ctx.ir.idempotencyKeyGeneration;
  const generated = generation !== undefined && endpoints.some((e) => generation.methods.includes(e.method));
  return { usesCookies, usesIdempotency: { header: generated || endpoints.some((e) => e.idempotent), generated } };
}

/**
 * The body formats the API's calls use: `none` (no request bodies), `json`, or `any`. The
 * client hands the fetcher only these, so that a bundler leaves out the code of the others.
 */
function bodyFormats(ctx: GeneratorContext): { encode: 'none' | 'json' | 'any'; read: 'json' | 'any' } {
  const endpoints = allEndpoints(ctx.ir);
  // The OAuth token request may be a form.
  const oauth = ctx.ir.auth.schemes.some((s) => s.kind === 'oauth');
  const bodies = endpoints.flatMap((e) => (e.requestBody ? [e.requestBody.kind] : []));
  const encode = oauth || bodies.some((kind) => kind !== 'json') ? 'any' : bodies.length > 0 ? 'json' : 'none';
  const read = endpoints.every(
    (e) => e.streaming === undefined && (e.response.kind === 'json' || e.response.kind === 'empty'),
  )
    ? 'json'
    : 'any';
  return { encode, read };
}

/** Whether an endpoint writes a query parameter in a style of its own; without, the fetcher needs only the default one. */
function hasQueryStyles(ctx: GeneratorContext): boolean {
  return allEndpoints(ctx.ir).some((e) =>
    e.queryParameters.some((p) => p.style !== undefined || p.explode !== undefined),
  );
}

const ENCODERS = { none: 'encodeNoBody', json: 'encodeJsonBody', any: 'encodeAnyBody' } as const;
const READERS = { json: 'readJsonBody', any: 'readAnyBody' } as const;

/** `src/ClientContext.ts`: what every endpoint shares (URLs, headers, auth, errors). */
export function emitClientContext(ctx: GeneratorContext): GeneratedFile {
  const file = new FileBuilder('src/ClientContext.ts');
  if (ctx.options.tsNocheck !== false) file.setPreamble(SERVICE_CLIENT_PREAMBLE);
  file.declareLocal('ClientContext');
  file.declareLocal('EndpointRequest');
  const core = coreSymbol();
  const client = importSymbol(ctx.clientName, 'src/Client', { typeOnly: true });
  const baseError = baseErrorSymbol(ctx);
  const timeoutError = timeoutErrorSymbol(ctx);
  const envSymbol = importSymbol(ctx.environmentName, 'src/environments');
  const version = importSymbol('SDK_VERSION', 'src/version');
  const schemes = ctx.ir.auth.schemes;
  const secured = hasSecuredEndpoints(ctx);
  const { usesCookies, usesIdempotency } = requestFeatures(ctx);
  const environments = ctx.ir.environments;
  const hasEnvironments = (environments?.environments.length ?? 0) > 0;
  const defaultEnvironment = environments?.environments.find((e) => e.id === environments.defaultEnvironmentId);
  const envKey = (id: string): string => {
    const index = environments!.environments.findIndex((e) => e.id === id);
    return escapeIdentifier(environments!.environments[index]!.name.pascalCase || 'Default');
  };

  file.print(
    HEADER_HELPERS.replace(/core\./g, '__CORE__.')
      .split('__CORE__')
      .flatMap((part, i) => (i === 0 ? [part] : [core, part])) as Printable[],
  );
  if (hasNextUrlPagination(ctx)) {
    file.print(`function parseUrl(url: string, base?: URL): URL | undefined {
    try {
        return new URL(url, base);
    } catch {
        return undefined;
    }
}
`);
  }
  const names = credentialNames(ctx);
  file.print('/** Where the auth schemes put credentials: never logged, never sent to another origin. */');
  file.print(`const CREDENTIAL_HEADERS: readonly string[] = [${names.headers.map(escapeString).join(', ')}];`);
  file.print(`const CREDENTIAL_QUERY_PARAMETERS: readonly string[] = [${names.query.map(escapeString).join(', ')}];`);
  file.print(`const SDK_NAME = ${escapeString(ctx.options.packageName)};`);
  file.print(
    `const DEFAULT_TIMEOUT_MS: number | undefined = ${ctx.defaultTimeoutMs === undefined ? 'undefined' : String(ctx.defaultTimeoutMs)};`,
  );
  const formats = bodyFormats(ctx);
  const lean = formats.encode !== 'any' || formats.read !== 'any';
  if (lean) {
    file.print(
      '/** The fetcher with only the body and query formats this API uses: a bundler leaves out the others. */',
    );
    file.print(
      'const FETCHER = ',
      core,
      '.createFetcher({ encode: ',
      core,
      `.${ENCODERS[formats.encode]}, read: `,
      core,
      `.${READERS[formats.read]}`,
      ...(hasQueryStyles(ctx) ? [', query: ', core, '.toQueryString'] : []),
      ' });',
    );
  }
  file.print('');
  file.print(
    `/** One request, as an endpoint describes it. */
export interface EndpointRequest {
    method: `,
    core,
    `.HttpMethod;
    /** Path below the base URL. */
    path: string;
    /** An absolute URL that replaces base URL and path (next-page links). */
    url?: string;
    /** \`url\` came from a response: it is resolved against the base URL, and only that origin gets credentials. */
    urlFromResponse?: boolean;
    baseUrlId?: string;
    queryParameters?: Record<string, unknown>;
    queryStyle?: `,
    core,
    `.FetcherArgs["queryStyle"];
    headers?: Record<string, string | undefined>;
    /** Cookie parameters by wire name; sent with any cookie credential in one \`Cookie\` header. */
    cookies?: ReadonlyArray<readonly [string, string | undefined]>;
    body?: unknown;
    requestType?: `,
    core,
    `.FetcherArgs["requestType"];
    contentType?: string;
    responseType?: `,
    core,
    `.FetcherArgs["responseType"];
    secured: boolean;
    /** Auth schemes the endpoint accepts; every scheme of the API when absent. */
    authSchemes?: readonly string[];
    /** Header carrying an idempotency key, when the endpoint takes one. */
    idempotencyHeader?: string;
    /** Whether a fresh key is generated when the caller gives none. */
    generateIdempotencyKey?: boolean;
    duplex?: "half";
    /** \`METHOD /path\`, for error messages. */
    endpointName: string;
}
`,
  );

  // ---- class
  file.print('/** Shared state of a client and its sub-clients. */');
  file.print('export class ClientContext {');
  const credentialFields: Printable[] = [];
  schemes.forEach((scheme, i) => {
    switch (scheme.kind) {
      case 'bearer':
        credentialFields.push(`    private readonly _bearer${i}: `, core, '.Supplier<string> | undefined;\n');
        break;
      case 'basic':
        credentialFields.push(`    private readonly _username${i}: `, core, '.Supplier<string> | undefined;\n');
        credentialFields.push(`    private readonly _password${i}: `, core, '.Supplier<string> | undefined;\n');
        break;
      case 'header': {
        // A typed credential may still come from its environment variable, as text.
        const typed = headerCredentialType(ctx, scheme);
        if (typed)
          credentialFields.push(
            `    private readonly _apiKey${i}: `,
            ...typed,
            scheme.env ? ' | string' : '',
            ' | undefined;\n',
          );
        else credentialFields.push(`    private readonly _apiKey${i}: `, core, '.Supplier<string> | undefined;\n');
        break;
      }
      case 'oauth':
        credentialFields.push(`    private readonly _clientId${i}: `, core, '.Supplier<string> | undefined;\n');
        credentialFields.push(`    private readonly _clientSecret${i}: `, core, '.Supplier<string> | undefined;\n');
        credentialFields.push(`    private readonly _oauth${i}: `, core, '.OAuthTokenProvider | undefined;\n');
        break;
    }
  });
  file.append(...credentialFields);
  file.print('    private readonly _platformHeaders: Record<string, string>;');
  file.print('');
  file.print('    constructor(readonly options: ', client, '.Options) {');
  file.print('        ', core, `.assertRequestSettings(options, ${escapeString(`${ctx.clientName} options`)});`);
  if (!hasEnvironments || !defaultEnvironment) {
    file.print(`        if (options.baseUrl === undefined && options.environment === undefined) {`);
    file.print(
      `            throw new `,
      baseError,
      `({ message: ${escapeString(`Missing base URL: pass baseUrl or environment to ${ctx.clientName}`)} });`,
    );
    file.print('        }');
  }
  const option = (name: string): string => `options${escapePropertyAccess(name)}`;
  const envOr = (name: string, env: string | undefined): string =>
    env ? `${option(name)} ?? readEnv(${escapeString(env)})` : option(name);
  schemes.forEach((scheme, i) => {
    switch (scheme.kind) {
      case 'bearer':
        file.print(
          `        this._bearer${i} = ${envOr(credentialOption(scheme.token.camelCase || 'token'), scheme.env)};`,
        );
        break;
      case 'basic':
        file.print(
          `        this._username${i} = ${scheme.username.omit ? '""' : envOr(credentialOption(scheme.username.name.camelCase || 'username'), scheme.username.env)};`,
        );
        file.print(
          `        this._password${i} = ${scheme.password.omit ? '""' : envOr(credentialOption(scheme.password.name.camelCase || 'password'), scheme.password.env)};`,
        );
        break;
      case 'header':
        file.print(
          `        this._apiKey${i} = ${envOr(credentialOption(scheme.name.camelCase || 'apiKey'), scheme.env)};`,
        );
        break;
      case 'oauth': {
        file.print(`        this._clientId${i} = ${envOr('clientId', scheme.clientIdEnv)};`);
        file.print(`        this._clientSecret${i} = ${envOr('clientSecret', scheme.clientSecretEnv)};`);
        file.print(`        this._oauth${i} =`);
        file.print(`            this._clientId${i} !== undefined && this._clientSecret${i} !== undefined`);
        file.print(`                ? new `, core, `.OAuthTokenProvider({`);
        file.print(`                      fetchToken: () => this._fetchToken${i}(),`);
        if (scheme.refreshToken)
          file.print(`                      refreshToken: (refreshToken) => this._refreshToken${i}(refreshToken),`);
        file.print(`                  })`);
        file.print(`                : undefined;`);
        break;
      }
    }
  });
  // Required credentials.
  if (secured && schemes.length > 0) {
    const checks = schemes
      .map((scheme, i) => credentialCheck(scheme, i))
      .filter((c): c is { present: string; describe: string } => c !== undefined);
    if (ctx.ir.auth.requirement === 'any') {
      if (checks.length === schemes.length && checks.length > 0) {
        file.print(`        if (!(${checks.map((c) => c.present).join(' || ')})) {`);
        file.print(
          `            throw new `,
          baseError,
          `({ message: ${escapeString(`Missing credentials: ${ctx.clientName} needs one of ${checks.map((c) => c.describe).join('; or ')}`)} });`,
        );
        file.print('        }');
      }
    } else {
      for (const check of checks) {
        file.print(`        if (!(${check.present})) {`);
        file.print(
          `            throw new `,
          baseError,
          `({ message: ${escapeString(`Missing credential: ${ctx.clientName} needs ${check.describe}`)} });`,
        );
        file.print('        }');
      }
    }
  }
  // Platform headers.
  const brand = ctx.options.whitelabel ? undefined : 'Bracken';
  file.print('        this._platformHeaders = {};');
  if (brand && !ctx.options.omitBrackenHeaders) {
    file.print(`        this._platformHeaders[${escapeString(`X-${brand}-Language`)}] = "typescript";`);
    file.print(`        this._platformHeaders[${escapeString(`X-${brand}-SDK-Name`)}] = SDK_NAME;`);
    file.print(`        this._platformHeaders[${escapeString(`X-${brand}-SDK-Version`)}] = `, version, ';');
    if (!ctx.options.includePlatformHeaders) {
      file.print('        const runtime = ', core, '.detectRuntime();');
      file.print(`        this._platformHeaders[${escapeString(`X-${brand}-Runtime`)}] = runtime.type;`);
      file.print(
        `        if (runtime.version !== undefined) this._platformHeaders[${escapeString(`X-${brand}-Runtime-Version`)}] = runtime.version;`,
      );
    }
  }
  if (ctx.options.includePlatformHeaders && !ctx.options.omitBrackenHeaders) {
    file.print(
      '        this._platformHeaders["User-Agent"] = ',
      core,
      '.buildUserAgent(SDK_NAME, ',
      version,
      ', ',
      core,
      '.detectRuntime());',
    );
  }
  // Token at construction.
  schemes.forEach((scheme, i) => {
    if (scheme.kind === 'oauth') file.print(`        this._oauth${i}?.getToken().catch(() => undefined);`);
  });
  file.print('    }');
  file.print('');

  // ---- baseUrl
  const serverVariables = serverVariableOptions(ctx);
  file.print('    /** The base URL for a request: an explicit `baseUrl` always wins. */');
  file.print('    async baseUrl(baseUrlId?: string): Promise<string> {');
  file.print('        const explicit = await ', core, '.Supplier.get(this.options.baseUrl);');
  file.print('        if (explicit !== undefined) return explicit;');
  if (!hasEnvironments) {
    file.print(
      `        throw new `,
      baseError,
      `({ message: ${escapeString(`Missing base URL: pass baseUrl to ${ctx.clientName}`)} });`,
    );
  } else {
    const fallback = defaultEnvironment ? [envSymbol, `.${envKey(defaultEnvironment.id)}`] : ['undefined'];
    file.print(
      '        const environment = (await ',
      core,
      '.Supplier.get(this.options.environment)) ?? ',
      ...fallback,
      ';',
    );
    if (!defaultEnvironment) {
      file.print(
        `        if (environment === undefined) throw new `,
        baseError,
        `({ message: ${escapeString(`Missing base URL: pass baseUrl or environment to ${ctx.clientName}`)} });`,
      );
    }
    // Without a placeholder in any server URL, filling them would change nothing.
    const templated =
      serverVariables.length > 0 ||
      environments!.environments.some((e) =>
        (e.kind === 'singleUrl' ? [e.url] : Object.values(e.urls)).some((url) => url.includes('{')),
      );
    const first = [...environments!.baseUrls.map((b) => b.id)].sort()[0] ?? '';
    if (!templated) {
      if (environments!.mode === 'multi') {
        file.print('        const urls: Record<string, string | undefined> = { ...environment };');
        file.print(`        return urls[baseUrlId ?? ${escapeString(first)}] ?? "";`);
      } else {
        file.print('        void baseUrlId;');
        file.print('        return environment;');
      }
    } else {
      file.print('        const known: readonly unknown[] = Object.values(', envSymbol, ');');
      file.print('        const variables: Record<string, string | undefined> = {');
      for (const v of serverVariables)
        file.print('            ', escapeString(v.wire), `: this.options${escapePropertyAccess(v.option)},`);
      file.print('        };');
      file.print('        const defaults: Record<string, string> = {');
      for (const v of serverVariables)
        if (v.default !== undefined)
          file.print('            ', escapeString(v.wire), ': ', escapeString(v.default), ',');
      file.print('        };');
      if (environments!.mode === 'multi') {
        file.print('        const urls: Record<string, string | undefined> = { ...environment };');
        file.print(`        const template = urls[baseUrlId ?? ${escapeString(first)}] ?? "";`);
        file.print(
          '        return known.includes(environment) ? ',
          core,
          '.formatServerUrl(template, variables, defaults) : template;',
        );
      } else {
        file.print('        void baseUrlId;');
        file.print(
          '        return known.includes(environment) ? ',
          core,
          '.formatServerUrl(environment, variables, defaults) : environment;',
        );
      }
    }
  }
  file.print('    }');
  file.print('');

  // ---- auth (an API without auth schemes sends no credentials, and a class keeps every method it declares)
  const hasSchemes = schemes.length > 0;
  if (hasSchemes)
    file.print('    private async authenticate(schemes: readonly string[] | undefined): Promise<AuthResult> {');
  if (hasSchemes) file.print('        const result = noCredentials();');
  schemes.forEach((scheme, i) => {
    file.print(`        if (allows(schemes, ${escapeString(scheme.id)})) {`);
    file.print(`            const found = await this._scheme${i}(result);`);
    if (ctx.ir.auth.requirement === 'any') file.print('            if (found) return result;');
    else file.print('            void found;');
    file.print('        }');
  });
  if (hasSchemes) {
    file.print('        return result;');
    file.print('    }');
    file.print('');
  }
  schemes.forEach((scheme, i) => emitScheme(ctx, file, scheme, i));

  // ---- send
  file.print(
    `    /** Sends a request with the client's URL, headers, auth, timeout and retries. */
    ${hasSchemes ? 'async ' : ''}send<T = unknown>(request: EndpointRequest, requestOptions?: `,
    client,
    `.RequestOptions): Promise<`,
    core,
    `.APIResponse<T>> {
        `,
    // Checked before any credential is fetched; without auth, in `sendOnce`, whose frame is async anyway.
    ...(hasSchemes ? [core, '.assertRequestSettings(requestOptions, request.endpointName);\n        '] : []),
    `const idempotencyKey = `,
    ...(usesIdempotency.generated
      ? ['request.generateIdempotencyKey === true ? ', core, '.uuidv4() : undefined']
      : ['undefined']),
    `;
`,
    ...(hasSchemes
      ? [SEND_WITH_AUTH]
      : [
          '        // Returned, not awaited: a method that only hands a promise on needs no async frame.\n',
          '        return this.sendOnce<T>(request, requestOptions, NO_CREDENTIALS, idempotencyKey);\n    }\n',
        ]),
  );
  if (hasSchemes) {
    file.print('');
    file.print('    private invalidateTokens(): void {');
    schemes.forEach((scheme, i) => {
      if (scheme.kind === 'oauth') file.print(`        this._oauth${i}?.invalidate();`);
    });
    file.print('    }');
  }
  file.print(
    `
    private async sendOnce<T>(
        request: EndpointRequest,
        requestOptions: `,
    client,
    `.RequestOptions | undefined,
        auth: AuthResult,
        idempotencyKey: string | undefined,
    ): Promise<`,
    core,
    `.APIResponse<T>> {
`,
    ...(hasSchemes ? [] : ['        ', core, '.assertRequestSettings(requestOptions, request.endpointName);\n']),
    `        const headers: Record<string, string> = { ...this._platformHeaders };`,
  );
  for (const header of ctx.ir.headers) {
    const type = unwrapType(header.valueType);
    if (type.kind === 'literal')
      file.print(
        '        setHeader(headers, ',
        escapeString(header.name.wireValue),
        ', ',
        escapeString(String(type.value)),
        ');',
      );
  }
  const globalOptions = headerOptions(ctx);
  if (globalOptions.length > 0) {
    file.print('        await applyHeaders(headers, {');
    for (const h of globalOptions) {
      const value = `this.options${escapePropertyAccess(h.name)}`;
      const read = h.env ? `(${value} ?? readEnv(${escapeString(h.env)}))` : value;
      const declared = ctx.ir.headers.find((x) => x.name.wireValue === h.wire);
      const declaredType = declared ? unwrapType(declared.valueType) : undefined;
      // A date-time header is a `Date` with the serialization layer; the wire gets its ISO form.
      const text =
        ctx.serde && declaredType?.kind === 'primitive' && declaredType.primitive === 'dateTime'
          ? '(value instanceof Date ? value.toISOString() : String(value))'
          : 'String(value)';
      file.print(
        '            ',
        escapeString(h.wire),
        `: async () => { const value = await `,
        core,
        `.Supplier.get(${read}); return value === undefined || value === null ? undefined : ${text}; },`,
      );
    }
    file.print('        });');
  }
  file.print(
    `        for (const [name, value] of Object.entries(auth.headers)) setHeader(headers, name, value);
        for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) setHeader(headers, name, value);
`,
    ...(usesCookies ? [COOKIE_LINES(core)] : []),
    `        if (this.options.headers !== undefined) await applyHeaders(headers, this.options.headers);
        if (requestOptions?.headers !== undefined) await applyHeaders(headers, requestOptions.headers);
`,
    usesIdempotency.header
      ? IDEMPOTENCY_LINES
      : `        // No endpoint carries an idempotency key.
        void idempotencyKey;
        const idempotent = false;
`,
    bodyFormats(ctx).encode === 'none'
      ? `        // No endpoint sends a body to merge additional body parameters into.
        const body = request.body;
`
      : `        let body = request.body;
        const extra = requestOptions?.additionalBodyParameters;
        if (extra !== undefined && body !== undefined && (request.requestType === "json" || request.requestType === "form") && isPlainObject(body)) {
            body = { ...body, ...extra };
        }
`,
    `        const timeoutInSeconds = requestOptions?.timeoutInSeconds ?? this.options.timeoutInSeconds;
        `,
    ...urlLines(ctx, core),
    `
        // Awaited here rather than returned: an async function handing back a promise costs two more turns.
        return await `,
    ...(lean ? ['FETCHER'] : [core, '.fetcher']),
    `<T>({
            url,
            method: request.method,
            headers,
            queryParameters: ${
              // Without query credentials there is often nothing to merge, and the fetcher then writes no query.
              names.query.length > 0
                ? '{ ...request.queryParameters, ...auth.query, ...requestOptions?.queryParams }'
                : 'requestOptions?.queryParams === undefined ? request.queryParameters : { ...request.queryParameters, ...requestOptions.queryParams }'
            },
            // The fetcher takes an \`undefined\` field as not set.
            queryStyle: request.queryStyle,
            body,
            requestType: request.requestType,
            contentType: request.contentType,
            responseType: request.responseType,
            timeoutMs: timeoutInSeconds !== undefined ? timeoutInSeconds * 1000 : DEFAULT_TIMEOUT_MS,
            maxRetries: requestOptions?.maxRetries ?? this.options.maxRetries,
            maxResponseBytes: requestOptions?.maxResponseBytes ?? this.options.maxResponseBytes,
            secrets: { headers: CREDENTIAL_HEADERS, queryParameters: CREDENTIAL_QUERY_PARAMETERS, values: auth.values },
            idempotencyHeader: request.idempotencyHeader,`,
    ...(hasNextUrlPagination(ctx)
      ? [
          `
            origin,`,
        ]
      : []),
    `
            abortSignal: requestOptions?.abortSignal,
            idempotent,
            fetchFn: this.options.fetch,
            logging: this.options.logging,
            duplex: request.duplex,
        });
    }

    /** The error to throw for a failed response that no declared error matched. */
    toError(error: `,
    core,
    `.FetcherError, rawResponse: `,
    core,
    `.RawResponse, endpointName: string): Error {
        switch (error.reason) {
            case "status-code":
            case "non-json":
                return new `,
    baseError,
    `({ message: \`Request failed: \${endpointName}\`, statusCode: error.statusCode, body: error.reason === "status-code" ? error.body : error.rawBody, rawResponse });
            case "timeout":
                return new `,
    timeoutError,
    `(\`Request timed out: \${endpointName}\`);
            default:
                return new `,
    baseError,
    `({ message: \`\${error.errorMessage}: \${endpointName}\`, cause: error.cause });
        }
    }`,
  );
  schemes.forEach((scheme, i) => {
    if (scheme.kind === 'oauth') emitTokenMethods(ctx, file, scheme, i, baseError);
  });
  file.print('}');
  if (schemes.some((s) => s.kind === 'oauth')) {
    file.print(`
function readToken(body: unknown, keys: { accessToken: string; expiresIn?: string; refreshToken?: string }, endpointName: string, error: (message: string) => Error): { accessToken: string; expiresInSeconds?: number; refreshToken?: string } {
    const record: Record<string, unknown> = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const accessToken = record[keys.accessToken];
    if (typeof accessToken !== "string" || accessToken === "") throw error(\`Token response has no \${keys.accessToken}: \${endpointName}\`);
    const expiresIn = keys.expiresIn !== undefined ? record[keys.expiresIn] : undefined;
    const refreshToken = keys.refreshToken !== undefined ? record[keys.refreshToken] : undefined;
    return {
        accessToken,
        ...(typeof expiresIn === "number" ? { expiresInSeconds: expiresIn } : typeof expiresIn === "string" && expiresIn !== "" && !Number.isNaN(Number(expiresIn)) ? { expiresInSeconds: Number(expiresIn) } : {}),
        ...(typeof refreshToken === "string" && refreshToken !== "" ? { refreshToken } : {}),
    };
}`);
  }
  return file.toFile();
}

function credentialCheck(scheme: AuthScheme, i: number): { present: string; describe: string } | undefined {
  const env = (e: string | undefined): string => (e ? ` (or the ${e} environment variable)` : '');
  switch (scheme.kind) {
    case 'bearer':
      return {
        present: `this._bearer${i} !== undefined`,
        describe: `the "${credentialOption(scheme.token.camelCase || 'token')}" option${env(scheme.env)}`,
      };
    case 'basic': {
      const parts: string[] = [];
      const present: string[] = [];
      if (!scheme.username.omit) {
        parts.push(
          `the "${credentialOption(scheme.username.name.camelCase || 'username')}" option${env(scheme.username.env)}`,
        );
        present.push(`this._username${i} !== undefined`);
      }
      if (!scheme.password.omit) {
        parts.push(
          `the "${credentialOption(scheme.password.name.camelCase || 'password')}" option${env(scheme.password.env)}`,
        );
        present.push(`this._password${i} !== undefined`);
      }
      if (present.length === 0) return undefined;
      return { present: present.join(' && '), describe: parts.join(' and ') };
    }
    case 'header':
      return {
        present: `this._apiKey${i} !== undefined`,
        describe: `the "${credentialOption(scheme.name.camelCase || 'apiKey')}" option${env(scheme.env)}`,
      };
    case 'oauth':
      return {
        present: `this._oauth${i} !== undefined`,
        describe: `the "clientId" option${env(scheme.clientIdEnv)} and the "clientSecret" option${env(scheme.clientSecretEnv)}`,
      };
  }
}

function emitScheme(ctx: GeneratorContext, file: FileBuilder, scheme: AuthScheme, i: number): void {
  const core = coreSymbol();
  file.print(`    private async _scheme${i}(result: AuthResult): Promise<boolean> {`);
  switch (scheme.kind) {
    case 'bearer':
      file.print(`        if (this._bearer${i} === undefined) return false;`);
      file.print(`        const token = await `, core, `.Supplier.get(this._bearer${i});`);
      file.print(
        `        const header = `,
        core,
        `.BearerToken.toAuthorizationHeader(token, ${escapeString(scheme.prefix || 'Bearer')});`,
      );
      file.print('        if (header === undefined) return false;');
      file.print('        setHeader(result.headers, "Authorization", header);');
      file.print('        result.values.push(token);');
      file.print('        return true;');
      break;
    case 'basic':
      if (scheme.username.omit && scheme.password.omit) {
        file.print('        void result;');
        file.print('        return true;');
        break;
      }
      file.print(`        if (this._username${i} === undefined || this._password${i} === undefined) return false;`);
      file.print(`        const username = (await `, core, `.Supplier.get(this._username${i})) ?? "";`);
      file.print(`        const password = (await `, core, `.Supplier.get(this._password${i})) ?? "";`);
      file.print('        const header = ', core, '.BasicAuth.toAuthorizationHeader({ username, password });');
      file.print('        if (header === undefined) return false;');
      file.print('        setHeader(result.headers, "Authorization", header);');
      file.print('        result.values.push(password, header);');
      file.print('        return true;');
      break;
    case 'header': {
      file.print(`        if (this._apiKey${i} === undefined) return false;`);
      if (headerCredentialType(ctx, scheme)) {
        file.print(`        const supplied = await `, core, `.Supplier.get(this._apiKey${i});`);
        file.print('        if (supplied === undefined) return false;');
        file.print('        const raw = String(supplied);');
      } else {
        file.print(`        const raw = await `, core, `.Supplier.get(this._apiKey${i});`);
        file.print('        if (raw === undefined) return false;');
      }
      const prefix = scheme.prefix ? (/\s$/.test(scheme.prefix) ? scheme.prefix : `${scheme.prefix} `) : '';
      file.print(`        const value = ${prefix ? `${escapeString(prefix)} + raw` : 'raw'};`);
      file.print('        result.values.push(raw);');
      if (scheme.location === 'query') {
        // Assigning "__proto__" would replace the prototype instead of adding the parameter.
        if (scheme.wireName === '__proto__')
          file.print(
            '        Object.defineProperty(result.query, "__proto__", { value, writable: true, enumerable: true, configurable: true });',
          );
        else file.print(`        result.query[${escapeString(scheme.wireName)}] = value;`);
      } else if (scheme.location === 'cookie')
        file.print(`        result.cookies.push([${escapeString(scheme.wireName)}, value]);`);
      else file.print(`        setHeader(result.headers, ${escapeString(scheme.wireName)}, value);`);
      file.print('        return true;');
      break;
    }
    case 'oauth':
      file.print(`        if (this._oauth${i} === undefined) return false;`);
      file.print(`        const token = await this._oauth${i}.getToken();`);
      file.print('        result.values.push(token);');
      file.print(
        `        setHeader(result.headers, ${escapeString(scheme.tokenHeader || 'Authorization')}, ${scheme.tokenPrefix ? `${escapeString(`${scheme.tokenPrefix} `)} + token` : 'token'});`,
      );
      file.print('        result.oauth = true;');
      file.print('        return true;');
      break;
  }
  file.print('    }');
  file.print('');
  void ctx;
}

function emitTokenMethods(
  ctx: GeneratorContext,
  file: FileBuilder,
  scheme: OAuthClientCredentialsScheme,
  i: number,
  baseError: Printable,
): void {
  const core = coreSymbol();
  const emit = (method: string, config: OAuthTokenEndpoint | undefined, refresh: boolean): void => {
    const endpoint = config ? findEndpoint(ctx, config.endpointId) : undefined;
    const location = pathOf(endpoint, scheme);
    const name = endpoint ? `${endpoint.method} ${endpoint.path}` : `POST ${location.url}`;
    const requestProperties = config?.requestProperties ?? {
      clientId: 'client_id',
      clientSecret: 'client_secret',
      scopes: 'scope',
    };
    const responseProperties = config?.responseProperties ?? {
      accessToken: 'access_token',
      expiresIn: 'expires_in',
      refreshToken: 'refresh_token',
    };
    const grant = endpoint
      ? grantType(ctx, endpoint, refresh ? 'refresh_token' : 'client_credentials')
      : refresh
        ? 'refresh_token'
        : 'client_credentials';
    const bodyKind = endpoint?.requestBody?.kind === 'formUrlEncoded' || !endpoint ? 'form' : 'json';
    file.print('');
    file.print(
      `    private async ${method}(${refresh ? 'refreshToken: string' : ''}): Promise<{ accessToken: string; expiresInSeconds?: number; refreshToken?: string }> {`,
    );
    file.print('        const body: Record<string, string> = {};');
    if (refresh) {
      file.print(
        `        body[${escapeString(config?.requestProperties.refreshToken ?? 'refresh_token')}] = refreshToken;`,
      );
    } else {
      file.print(
        `        body[${escapeString(requestProperties.clientId)}] = (await `,
        core,
        `.Supplier.get(this._clientId${i})) ?? "";`,
      );
      file.print(
        `        body[${escapeString(requestProperties.clientSecret)}] = (await `,
        core,
        `.Supplier.get(this._clientSecret${i})) ?? "";`,
      );
      if (requestProperties.scopes && scheme.scopes.length > 0)
        file.print(
          `        body[${escapeString(requestProperties.scopes)}] = ${escapeString(scheme.scopes.join(' '))};`,
        );
    }
    if (grant !== undefined) file.print(`        body.grant_type = ${escapeString(grant)};`);
    file.print('        const response = await this.send<unknown>({');
    file.print(`            method: ${escapeString(endpoint?.method ?? 'POST')},`);
    file.print(`            path: ${escapeString(location.path ?? '')},`);
    if (location.url) file.print(`            url: ${escapeString(location.url)},`);
    if (endpoint?.baseUrlId) file.print(`            baseUrlId: ${escapeString(endpoint.baseUrlId)},`);
    file.print('            body,');
    file.print(`            requestType: ${escapeString(bodyKind)},`);
    file.print('            responseType: "json",');
    file.print('            secured: false,');
    file.print(`            endpointName: ${escapeString(name)},`);
    file.print('        });');
    file.print(
      `        if (response.ok === false) throw this.toError(response.error, response.rawResponse, ${escapeString(name)});`,
    );
    file.print('        return readToken(');
    file.print('            response.body,');
    file.print(
      `            { accessToken: ${escapeString(responseProperties.accessToken)}${responseProperties.expiresIn ? `, expiresIn: ${escapeString(responseProperties.expiresIn)}` : ''}${responseProperties.refreshToken ? `, refreshToken: ${escapeString(responseProperties.refreshToken)}` : ''} },`,
    );
    file.print(`            ${escapeString(name)},`);
    file.print('            (message) => new ', baseError, '({ message }),');
    file.print('        );');
    file.print('    }');
  };
  emit(`_fetchToken${i}`, scheme.getToken, false);
  if (scheme.refreshToken) emit(`_refreshToken${i}`, scheme.refreshToken, true);
}
