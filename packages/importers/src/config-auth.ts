import {
  suggest,
  type ApiAuthConfig,
  type AuthSchemeConfig,
  type GeneratorApiAuthConfig,
  type LoadedConfig,
  type TokenResponseProperties,
} from '@bracken/config';
import {
  allEndpoints,
  createName,
  type ApiAuth,
  type AuthScheme,
  type CasingOptions,
  type IntermediateRepresentation,
  type OAuthTokenEndpoint,
  type TypeReference,
} from '@bracken/ir';
import { ImporterError } from './errors';
import { normaliseEndpointReference } from './openapi/endpoints';
import { escapePointerSegment } from '@bracken/errors';

/**
 * Parses a header or auth `type` of the config (`string`, `number`, `literal<"v1">`…).
 *
 * @example parseConfigType('literal<"2024-01-01">') // { kind: 'literal', value: '2024-01-01' }
 */
export function parseConfigType(type: string | undefined): TypeReference {
  const written = (type ?? 'string').trim();
  const literal = /^literal<\s*(?:"([^"]*)"|'([^']*)'|(-?\d+(?:\.\d+)?)|(true|false))\s*>$/.exec(written);
  if (literal) {
    if (literal[1] !== undefined) return { kind: 'literal', value: literal[1] };
    if (literal[2] !== undefined) return { kind: 'literal', value: literal[2] };
    if (literal[3] !== undefined) return { kind: 'literal', value: Number(literal[3]) };
    return { kind: 'literal', value: literal[4] === 'true' };
  }
  const optional = /^optional<(.+)>$/.exec(written);
  if (optional) return { kind: 'optional', itemType: parseConfigType(optional[1]) };
  switch (written) {
    case 'integer':
      return { kind: 'primitive', primitive: 'integer' };
    case 'long':
      return { kind: 'primitive', primitive: 'long' };
    case 'number':
    case 'double':
      return { kind: 'primitive', primitive: 'double' };
    case 'boolean':
      return { kind: 'primitive', primitive: 'boolean' };
    case 'uuid':
      return { kind: 'primitive', primitive: 'uuid' };
    default:
      return { kind: 'primitive', primitive: 'string' };
  }
}

/** Where a config node is, for error messages. */
function locate(
  config: LoadedConfig,
  pointer: string,
): { file: string; line?: number; column?: number; pointer: string } {
  const position = config.document.locate(pointer);
  return { file: config.document.file, ...(position ? { line: position.line, column: position.column } : {}), pointer };
}

/**
 * Finds the endpoint an auth `endpoint` reference names: `METHOD /path` (optionally
 * `<namespace>::METHOD /path`), an operationId, or `service.method` (`auth.get_token`).
 *
 * @example resolveEndpointReference(ir, 'auth.get_token') // 'POST /oauth/token'
 */
export function resolveEndpointReference(ir: IntermediateRepresentation, reference: string): string | undefined {
  const endpoints = allEndpoints(ir);
  const normalised = normaliseEndpointReference(reference);
  const byId = endpoints.find((e) => e.id === normalised);
  if (byId) return byId.id;
  const byOperationId = endpoints.find((e) => e.operationId === reference);
  if (byOperationId) return byOperationId.id;
  const dot = reference.lastIndexOf('.');
  if (dot > 0) {
    const service = createName(reference.slice(0, dot)).camelCase;
    const method = createName(reference.slice(dot + 1)).camelCase;
    for (const candidate of ir.services) {
      if (candidate.name.camelCase !== service && createName(candidate.id).camelCase !== service) continue;
      const endpoint = candidate.endpoints.find(
        (e) =>
          e.name.camelCase === method ||
          (e.operationId !== undefined && createName(e.operationId).camelCase === method),
      );
      if (endpoint) return endpoint.id;
    }
  }
  return undefined;
}

function tokenEndpoint(
  ir: IntermediateRepresentation,
  config: LoadedConfig,
  pointer: string,
  reference: string,
  request: OAuthTokenEndpoint['requestProperties'],
  response: OAuthTokenEndpoint['responseProperties'],
): OAuthTokenEndpoint {
  const endpointId = resolveEndpointReference(ir, reference);
  if (endpointId === undefined)
    throw new ImporterError(
      `unknown token endpoint "${reference}", expected an operation id or METHOD /path of the definition`,
      locate(config, `${pointer}/endpoint`),
    );
  return { kind: 'tokenEndpoint', endpointId, requestProperties: request, responseProperties: response };
}

/** Where a token endpoint's reply keeps the token and its lifetimes: the config's names, or OAuth's own. */
function tokenResponse(properties: TokenResponseProperties = {}): OAuthTokenEndpoint['responseProperties'] {
  return {
    accessToken: properties['access-token'] ?? 'access_token',
    ...(properties['expires-in'] !== undefined ? { expiresIn: properties['expires-in'] } : {}),
    ...(properties['refresh-token'] !== undefined ? { refreshToken: properties['refresh-token'] } : {}),
  };
}

/** Converts one `auth-schemes` entry of the config to an IR auth scheme. */
export function convertConfigScheme(
  id: string,
  scheme: AuthSchemeConfig,
  ir: IntermediateRepresentation,
  config: LoadedConfig,
  pointer: string,
  casing: CasingOptions,
): AuthScheme {
  if ('header' in scheme) {
    const result: AuthScheme = {
      kind: 'header',
      id,
      location: 'header',
      wireName: scheme.header,
      name: createName(scheme.name ?? scheme.header, casing),
      valueType: parseConfigType(scheme.type),
    };
    if (scheme.prefix !== undefined) result.prefix = scheme.prefix;
    if (scheme.env !== undefined) result.env = scheme.env;
    return result;
  }
  if (scheme.scheme === 'basic') {
    const field = (value: typeof scheme.username, fallback: string) => ({
      kind: 'basicField' as const,
      name: createName(value?.name ?? fallback, casing),
      omit: value?.omit ?? false,
      ...(value?.env !== undefined ? { env: value.env } : {}),
    });
    return {
      kind: 'basic',
      id,
      username: field(scheme.username, 'username'),
      password: field(scheme.password, 'password'),
    };
  }
  if (scheme.scheme === 'bearer') {
    return {
      kind: 'bearer',
      id,
      token: createName(scheme.token?.name ?? 'token', casing),
      prefix: 'Bearer',
      ...(scheme.token?.env !== undefined ? { env: scheme.token.env } : {}),
    };
  }
  const oauth: AuthScheme = {
    kind: 'oauth',
    id,
    flow: 'client-credentials',
    scopes: scheme.scopes ?? [],
    tokenPrefix: scheme['token-prefix'] ?? 'Bearer',
    tokenHeader: scheme['token-header'] ?? 'Authorization',
  };
  if (scheme['client-id-env'] !== undefined) oauth.clientIdEnv = scheme['client-id-env'];
  if (scheme['client-secret-env'] !== undefined) oauth.clientSecretEnv = scheme['client-secret-env'];
  const getToken = scheme['get-token'];
  if (getToken) {
    const request = getToken['request-properties'] ?? {};
    oauth.getToken = tokenEndpoint(
      ir,
      config,
      `${pointer}/get-token`,
      getToken.endpoint,
      {
        clientId: request['client-id'] ?? 'client_id',
        clientSecret: request['client-secret'] ?? 'client_secret',
        ...(request.scopes !== undefined ? { scopes: request.scopes } : {}),
      },
      tokenResponse(getToken['response-properties']),
    );
  }
  const refresh = scheme['refresh-token'];
  if (refresh) {
    oauth.refreshToken = tokenEndpoint(
      ir,
      config,
      `${pointer}/refresh-token`,
      refresh.endpoint,
      {
        clientId: 'client_id',
        clientSecret: 'client_secret',
        refreshToken: refresh['request-properties']['refresh-token'],
      },
      tokenResponse(refresh['response-properties']),
    );
  }
  return oauth;
}

type NormalisedAuth = { requirement: ApiAuth['requirement']; names: Array<{ name: string; pointer: string }> };

function normaliseAuth(auth: ApiAuthConfig | GeneratorApiAuthConfig, pointer: string): NormalisedAuth {
  if (typeof auth === 'string') return { requirement: 'single', names: [{ name: auth, pointer }] };
  if ('scheme' in auth) return { requirement: 'single', names: [{ name: auth.scheme, pointer: `${pointer}/scheme` }] };
  if ('all' in auth)
    return { requirement: 'all', names: auth.all.map((name, i) => ({ name, pointer: `${pointer}/all/${i}` })) };
  return {
    requirement: 'any',
    names: auth.any.map((entry, i) =>
      typeof entry === 'string'
        ? { name: entry, pointer: `${pointer}/any/${i}` }
        : { name: entry.scheme, pointer: `${pointer}/any/${i}/scheme` },
    ),
  };
}

/** Inputs of {@link applyConfigAuth}. */
export interface ConfigAuthInput {
  config: LoadedConfig;
  generatorAuth: GeneratorApiAuthConfig | undefined;
  generatorSchemes: Record<string, AuthSchemeConfig> | undefined;
  /**
   * JSON pointer of the generator entry whose `api` is applied (`/groups/ts/generators/0`), for
   * locating its mistakes. @default located at `/api`
   */
  generatorPointer?: string;
  /** Schemes every definition declares in `securitySchemes` and uses in a `security` array. */
  specDeclared: Set<string>;
  casing: CasingOptions;
}

/** A mistake in the configured auth, located in `generators.yml`. */
export interface ConfigAuthProblem {
  severity: 'error' | 'warning';
  message: string;
  file: string;
  line: number;
  column: number;
  pointer: string;
}

function problemAt(
  config: LoadedConfig,
  severity: ConfigAuthProblem['severity'],
  message: string,
  pointer: string,
): ConfigAuthProblem {
  const position = config.document.locate(pointer) ?? { line: 1, column: 1 };
  return { severity, message, file: config.document.file, line: position.line, column: position.column, pointer };
}

/**
 * Works out the auth a generated SDK gets: `auth-schemes` (and a generator's
 * `api.auth-schemes`) replace the definition's schemes of the same name, and `api.auth` (a
 * generator's own wins) picks the schemes. A name no scheme defines is an error; under `any`,
 * a scheme the definitions do not declare and use is dropped, with a warning. The string form
 * and `all` are the default of every endpoint (but one whose operation says it takes no
 * credential); under `any` each endpoint keeps the definition's choice among the kept schemes.
 * Returns the new auth and per-endpoint changes without touching the IR.
 */
export function planConfigAuth(
  ir: IntermediateRepresentation,
  input: ConfigAuthInput,
): { auth: ApiAuth; secureEveryEndpoint: boolean; kept: Set<string>; problems: ConfigAuthProblem[] } {
  const { config, casing } = input;
  const problems: ConfigAuthProblem[] = [];
  const schemes = new Map<string, AuthScheme>(ir.auth.schemes.map((s) => [s.id, s]));
  // A scheme that failed to convert is reported once, not again as an unknown name.
  const failed = new Set<string>();
  const convert = (id: string, scheme: AuthSchemeConfig, pointer: string): void => {
    try {
      schemes.set(id, convertConfigScheme(id, scheme, ir, config, pointer, casing));
    } catch (error) {
      if (!(error instanceof ImporterError)) throw error;
      failed.add(id);
      problems.push({
        severity: 'error',
        message: error.what,
        file: error.file ?? config.document.file,
        line: error.line ?? 1,
        column: error.column ?? 1,
        pointer: error.pointer ?? pointer,
      });
    }
  };
  for (const [id, scheme] of Object.entries(config.raw['auth-schemes'] ?? {}))
    convert(id, scheme, `/auth-schemes/${escapePointerSegment(id)}`);
  const generatorPointer = input.generatorPointer;
  for (const [id, scheme] of Object.entries(input.generatorSchemes ?? {}))
    convert(id, scheme, `${generatorPointer ?? ''}/api/auth-schemes/${escapePointerSegment(id)}`);
  const fromGenerator = input.generatorAuth !== undefined;
  const written = input.generatorAuth ?? config.raw.api?.auth;
  if (written === undefined) {
    return {
      auth: { ...ir.auth, schemes: ir.auth.schemes.map((s) => schemes.get(s.id) ?? s) },
      secureEveryEndpoint: false,
      kept: new Set(ir.auth.schemes.map((s) => s.id)),
      problems,
    };
  }
  const { requirement, names } = normaliseAuth(
    written,
    fromGenerator ? `${generatorPointer ?? ''}/api/auth` : '/api/auth',
  );
  const known = [...schemes.keys()];
  const kept: string[] = [];
  for (const { name, pointer } of names) {
    if (failed.has(name)) continue;
    if (!schemes.has(name)) {
      const hint = suggest(name, known);
      const defined =
        known.length > 0
          ? `; defined schemes: ${known.join(', ')}`
          : '; neither auth-schemes nor the definition defines any';
      problems.push(
        problemAt(
          config,
          'error',
          `unknown auth scheme "${name}": no scheme of auth-schemes or of the definition's securitySchemes has that name${hint !== undefined ? `; did you mean "${hint}"?` : defined}`,
          pointer,
        ),
      );
      continue;
    }
    if (requirement === 'any' && !input.specDeclared.has(name)) {
      problems.push(
        problemAt(
          config,
          'warning',
          `auth scheme "${name}" under api.auth.any is not declared in the definition's securitySchemes and security, so generated SDKs ignore it`,
          pointer,
        ),
      );
      continue;
    }
    if (!kept.includes(name)) kept.push(name);
  }
  const auth: ApiAuth = {
    kind: 'auth',
    requirement: kept.length === 1 ? 'single' : requirement,
    schemes: kept.map((name) => schemes.get(name)!),
  };
  return { auth, secureEveryEndpoint: requirement !== 'any', kept: new Set(kept), problems };
}

/**
 * Applies `auth-schemes` and `api.auth` (and a generator's `api.auth` / `api.auth-schemes`,
 * which win) to the IR, as {@link planConfigAuth} decides. When there is an error among the
 * problems it returns, the IR is left as it was.
 */
export function applyConfigAuth(ir: IntermediateRepresentation, input: ConfigAuthInput): ConfigAuthProblem[] {
  const plan = planConfigAuth(ir, input);
  if (plan.problems.some((p) => p.severity === 'error')) return plan.problems;
  ir.auth = plan.auth;
  // Without api.auth the endpoints keep what the definition says.
  if (input.generatorAuth === undefined && input.config.raw.api?.auth === undefined) return plan.problems;
  for (const endpoint of allEndpoints(ir)) {
    if (plan.secureEveryEndpoint) {
      if (endpoint.noAuth === true) continue;
      endpoint.secured = true;
      delete endpoint.authSchemes;
    } else if (endpoint.authSchemes !== undefined) {
      // Under `any` an endpoint narrows to the kept schemes it names, or takes them all.
      const narrowed = endpoint.authSchemes.filter((id) => plan.kept.has(id));
      if (narrowed.length > 0) endpoint.authSchemes = narrowed;
      else delete endpoint.authSchemes;
    }
  }
  return plan.problems;
}
