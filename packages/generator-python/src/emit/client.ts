import { NameScope, PYTHON_NAMES, type AuthScheme, type OAuthTokenEndpoint, type OutputFile } from '@bracken/ir';
import { snakeIdentifier, stripOptional, type PythonContext } from '../context';
import { pyDocstring, pyString } from '../printer/escape';
import { call, CodeWriter, dict, entry, Imports, kw, list, pythonModule, type Expr } from '../printer/printer';
import type { ServicePlan } from './resources';

/** Options of every client constructor that it hands on, as they are, to the client's settings. */
const SETTINGS_OPTIONS: ReadonlyArray<{ readonly name: string; readonly annotation: string }> = [
  { name: 'headers', annotation: 'typing.Optional[typing.Mapping[str, core.Supplier]]' },
  { name: 'timeout', annotation: 'typing.Optional[float]' },
  { name: 'max_retries', annotation: 'typing.Optional[int]' },
  { name: 'max_response_bytes', annotation: 'typing.Optional[float]' },
  { name: 'max_event_bytes', annotation: 'typing.Optional[float]' },
  { name: 'reconnection_enabled', annotation: 'typing.Optional[bool]' },
  { name: 'max_reconnection_attempts', annotation: 'typing.Optional[int]' },
  { name: 'logger', annotation: 'typing.Optional[logging.Logger]' },
];

/** Options every client constructor takes, which server variables and credentials may not hide. */
const CLIENT_OPTIONS = ['base_url', 'environment', 'httpx_client', ...SETTINGS_OPTIONS.map((o) => o.name)];

/** One constructor option besides the fixed ones. */
interface Option {
  readonly pyName: string;
  readonly annotation: string;
  /** The default, as Python. */
  readonly fallback: string;
  readonly env?: string;
  readonly docs: string;
}

/** The constructor's options, in order, and how `_client_settings` uses them. */
interface ClientPlan {
  readonly variables: ReadonlyArray<Option & { wire: string; default?: string }>;
  readonly credentials: ReadonlyArray<{ scheme: AuthScheme; options: Option[] }>;
  readonly headers: ReadonlyArray<Option & { wire: string; literal?: string }>;
}

function planClient(ctx: PythonContext): ClientPlan {
  const scope = new NameScope({
    kind: 'parameters',
    suffix: { kind: 'repeat', text: '_' },
    reserved: {
      words: new Set([...PYTHON_NAMES.keywords, ...PYTHON_NAMES.modules, ...PYTHON_NAMES.globals]),
      suffix: '_',
    },
  });
  scope.reserve(...CLIENT_OPTIONS);
  const variables = (ctx.ir.environments?.serverVariables ?? []).map((variable) => {
    const base = snakeIdentifier(variable.name, 'variable');
    // A variable named like an option of the client takes the `server_url_` prefix.
    const pyName = scope.claim(CLIENT_OPTIONS.includes(base) || scope.has(base) ? `server_url_${base}` : base);
    return {
      pyName,
      wire: variable.name.wireValue,
      annotation: 'typing.Optional[str]',
      fallback: 'None',
      default: variable.default,
      docs:
        variable.docs ??
        `The {${variable.name.wireValue}} of the server URL${variable.default !== undefined ? ` (default ${JSON.stringify(variable.default)})` : ''}.`,
    };
  });
  const credentials = ctx.ir.auth.schemes.map((scheme) => {
    const options: Option[] = [];
    const supplier = 'typing.Optional[core.Supplier]';
    switch (scheme.kind) {
      case 'bearer':
        options.push({
          pyName: scope.claim(snakeIdentifier(scheme.token, 'token')),
          annotation: supplier,
          fallback: 'None',
          env: scheme.env,
          docs: 'The bearer token, or a function returning it on every request.',
        });
        break;
      case 'basic':
        for (const field of [scheme.username, scheme.password]) {
          if (!field.omit)
            options.push({
              pyName: scope.claim(snakeIdentifier(field.name, 'credential')),
              annotation: supplier,
              fallback: 'None',
              env: field.env,
              docs: `The ${field.name.wireValue} of basic authentication.`,
            });
        }
        break;
      case 'header':
        options.push({
          pyName: scope.claim(snakeIdentifier(scheme.name, 'api_key')),
          annotation: supplier,
          fallback: 'None',
          env: scheme.env,
          docs: `The ${scheme.wireName} credential.`,
        });
        break;
      case 'oauth':
        options.push({
          pyName: scope.claim('client_id'),
          annotation: supplier,
          fallback: 'None',
          env: scheme.clientIdEnv,
          docs: 'The OAuth client id.',
        });
        options.push({
          pyName: scope.claim('client_secret'),
          annotation: supplier,
          fallback: 'None',
          env: scheme.clientSecretEnv,
          docs: 'The OAuth client secret.',
        });
        break;
    }
    return { scheme, options };
  });
  const headers = ctx.ir.headers.map((header) => {
    const type = stripOptional(header.valueType);
    const literal = type.kind === 'literal' ? String(type.value) : undefined;
    return {
      pyName: literal !== undefined ? '' : scope.claim(snakeIdentifier(header.name, 'header')),
      wire: header.name.wireValue,
      literal,
      annotation: 'typing.Optional[str]',
      fallback: 'None',
      env: header.env,
      docs: header.docs ?? `The ${header.name.wireValue} header of every request.`,
    };
  });
  return { variables, credentials, headers };
}

function defaultTimeout(ctx: PythonContext): string {
  const timeout = ctx.options.timeoutInSeconds;
  if (timeout === 'infinity') return 'None';
  const seconds = timeout ?? 60;
  return Number.isInteger(seconds) ? `${seconds}.0` : String(seconds);
}

function constructorParams(ctx: PythonContext, plan: ClientPlan, async: boolean): Expr[] {
  const environments = ctx.ir.environments;
  const defaultEnvironment =
    environments?.environments.find((e) => e.id === environments.defaultEnvironmentId) ?? environments?.environments[0];
  const params: Expr[] = ['self', '*'];
  params.push(defaultEnvironment === undefined ? 'base_url: str' : 'base_url: typing.Optional[str] = None');
  if (defaultEnvironment !== undefined)
    params.push(
      `environment: typing.Union[${ctx.environmentName}, str] = ${ctx.environmentName}.${environmentMember(defaultEnvironment.name.screamingSnakeCase)}`,
    );
  for (const option of plan.variables) params.push(`${option.pyName}: ${option.annotation} = ${option.fallback}`);
  for (const { options } of plan.credentials)
    for (const option of options) params.push(`${option.pyName}: ${option.annotation} = ${option.fallback}`);
  for (const header of plan.headers)
    if (header.literal === undefined) params.push(`${header.pyName}: ${header.annotation} = ${header.fallback}`);
  params.push(
    'headers: typing.Optional[typing.Mapping[str, core.Supplier]] = None',
    `timeout: typing.Optional[float] = ${defaultTimeout(ctx)}`,
    'max_retries: typing.Optional[int] = None',
    'max_response_bytes: typing.Optional[float] = None',
    'max_event_bytes: typing.Optional[float] = None',
    'reconnection_enabled: typing.Optional[bool] = None',
    'max_reconnection_attempts: typing.Optional[int] = None',
    `httpx_client: typing.Optional[httpx.${async ? 'AsyncClient' : 'Client'}] = None`,
    'logger: typing.Optional[logging.Logger] = None',
  );
  return params;
}

/** An enum member name from a screaming-snake name. */
export function environmentMember(text: string): string {
  const cleaned = text
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+/, '')
    .toUpperCase();
  if (cleaned === '') return 'DEFAULT';
  return /^[0-9]/.test(cleaned) ? `ENV_${cleaned}` : cleaned;
}

/** `client.py`: the client and the async client, each with a sub-client per service. */
export function emitClient(ctx: PythonContext, services: readonly ServicePlan[]): OutputFile {
  const plan = planClient(ctx);
  const imports = new Imports()
    .annotations()
    .std('import logging')
    .std('import typing')
    .external('import httpx')
    .relative('.', 'core');
  if (ctx.ir.environments !== undefined) imports.relative('.environment', ctx.environmentName);
  if (
    plan.variables.length + plan.credentials.length + plan.headers.length > 0 &&
    [...plan.credentials.flatMap((c) => c.options), ...plan.headers].some((o) => o.env !== undefined)
  )
    imports.std('import os');
  for (const service of services) {
    imports.relative(`.resources.${service.file}`, `Async${service.className}`);
    imports.relative(`.resources.${service.file}`, service.className);
  }
  const code = new CodeWriter();
  emitSettingsFunction(ctx, plan, code);
  for (const async of [false, true]) {
    const name = async ? ctx.asyncClientName : ctx.clientName;
    code.blank(2).line(`class ${name}:`);
    code.block(() => {
      code.raw(pyDocstring(clientDocstring(ctx, plan, async), code.indent));
      code.blank();
      code.expr('def __init__', call('', constructorParams(ctx, plan, async)), ' -> None:');
      code.block(() => {
        const args: Expr[] = [kw('base_url', 'base_url')];
        if (ctx.ir.environments !== undefined) args.push(kw('environment', 'environment'));
        for (const option of [
          ...plan.variables,
          ...plan.credentials.flatMap((c) => c.options),
          ...plan.headers.filter((h) => h.literal === undefined),
        ])
          args.push(kw(option.pyName, option.pyName));
        for (const { name: option } of SETTINGS_OPTIONS) args.push(kw(option, option));
        code.expr('settings = ', call('_client_settings', args));
        code.line(`self._core = core.${async ? 'AsyncClientCore' : 'SyncClientCore'}(settings, httpx_client)`);
        for (const service of services)
          code.line(`self.${service.attribute} = ${async ? 'Async' : ''}${service.className}(self._core)`);
      });
      if (async) {
        code.blank();
        code.line(`async def __aenter__(self) -> ${name}:`);
        code.block(() => code.line('return self'));
        code.blank();
        code.line('async def __aexit__(self, *args: object) -> None:');
        code.block(() => code.line('await self._core.http.client.aclose()'));
      } else {
        code.blank();
        code.line(`def __enter__(self) -> ${name}:`);
        code.block(() => code.line('return self'));
        code.blank();
        code.line('def __exit__(self, *args: object) -> None:');
        code.block(() => code.line('self._core.http.client.close()'));
      }
    });
  }
  return pythonModule(`src/${ctx.module}/client.py`, pyDocstring(`The ${ctx.ir.title} clients.`, ''), imports, code);
}

function clientDocstring(ctx: PythonContext, plan: ClientPlan, async: boolean): string {
  const lines = [`${async ? 'The async client' : 'The client'} of the ${ctx.ir.title} API.`];
  if (ctx.ir.docs !== undefined) lines.push('', ctx.ir.docs);
  lines.push('', 'Args:');
  lines.push(`    base_url: The API's URL${ctx.ir.environments !== undefined ? '; wins over ``environment``' : ''}.`);
  if (ctx.ir.environments !== undefined) lines.push('    environment: The environment to call, or a URL of your own.');
  for (const option of plan.variables) lines.push(`    ${option.pyName}: ${option.docs}`);
  for (const { options } of plan.credentials)
    for (const option of options)
      lines.push(
        `    ${option.pyName}: ${option.docs}${option.env !== undefined ? ` Defaults to the ${option.env} environment variable.` : ''}`,
      );
  for (const header of plan.headers)
    if (header.literal === undefined) lines.push(`    ${header.pyName}: ${header.docs}`);
  lines.push(
    '    headers: Headers sent with every request.',
    '    timeout: Seconds each request may take; None for no limit.',
    '    max_retries: Retries of a failed request (default 2).',
    '    max_response_bytes: The largest response body read into memory (default 100 MiB).',
    '    httpx_client: The httpx client to send requests with.',
    '    logger: Where requests are logged, credentials redacted.',
  );
  return lines.join('\n');
}

function emitSettingsFunction(ctx: PythonContext, plan: ClientPlan, code: CodeWriter): void {
  const environments = ctx.ir.environments;
  const params: Expr[] = ['*', environments === undefined ? 'base_url: str' : 'base_url: typing.Optional[str]'];
  if (environments !== undefined) params.push(`environment: typing.Union[${ctx.environmentName}, str]`);
  for (const option of [
    ...plan.variables,
    ...plan.credentials.flatMap((c) => c.options),
    ...plan.headers.filter((h) => h.literal === undefined),
  ])
    params.push(`${option.pyName}: ${option.annotation}`);
  for (const option of SETTINGS_OPTIONS) params.push(`${option.name}: ${option.annotation}`);
  code.expr('def _client_settings', call('', params), ' -> core.ClientSettings:');
  code.block(() => {
    // Environment variables stand in for options left out.
    for (const option of [...plan.credentials.flatMap((c) => c.options), ...plan.headers]) {
      if (option.env === undefined || option.pyName === '') continue;
      code.line(`if ${option.pyName} is None:`);
      code.block(() => code.line(`${option.pyName} = os.environ.get(${pyString(option.env!)})`));
    }
    emitCredentialCheck(ctx, plan, code);
    code.line('');
    code.line('def resolve_base_url(base_url_id: typing.Optional[str]) -> str:');
    code.block(() => {
      if (environments === undefined) {
        code.line('return base_url');
        return;
      }
      code.line('if base_url is not None:');
      code.block(() => code.line('return base_url'));
      code.line('if isinstance(environment, str):');
      code.block(() => code.line('return environment'));
      const values = dict(plan.variables.map((v) => entry(pyString(v.wire), v.pyName)));
      const defaults = dict(
        plan.variables.filter((v) => v.default !== undefined).map((v) => entry(pyString(v.wire), pyString(v.default!))),
      );
      code.expr('return core.format_server_url', call('', ['environment.url(base_url_id)', values, defaults]));
    });
    code.line('');
    const schemes: Expr[] = plan.credentials.map(({ scheme, options }) => schemeExpr(ctx, scheme, options));
    const headerValues = plan.headers.map((h) =>
      entry(pyString(h.wire), h.literal !== undefined ? pyString(h.literal) : h.pyName),
    );
    const secretHeaders = ctx.ir.auth.schemes.flatMap((s) =>
      s.kind === 'header' && s.location === 'header' ? [s.wireName] : s.kind === 'oauth' ? [s.tokenHeader] : [],
    );
    const secretQuery = ctx.ir.auth.schemes.flatMap((s) =>
      s.kind === 'header' && s.location === 'query' ? [s.wireName] : [],
    );
    const args: Expr[] = [
      kw('client_name', pyString(ctx.clientName)),
      kw('base_url', 'resolve_base_url'),
      kw('schemes', list(schemes)),
      kw('requirement', pyString(ctx.ir.auth.requirement)),
      kw('credential_headers', tuple(secretHeaders)),
      kw('credential_query_parameters', tuple(secretQuery)),
      kw(
        'platform_headers',
        call('core.platform_headers', [
          ctx.brand === undefined ? 'None' : pyString(ctx.brand),
          pyString(ctx.options.packageName),
          pyString(ctx.options.packageVersion),
          kw(
            'structured_user_agent',
            ctx.options.includePlatformHeaders === true || ctx.brand === undefined ? 'True' : 'False',
          ),
          kw('omit', ctx.options.omitBrackenHeaders === true ? 'True' : 'False'),
        ]),
      ),
      kw(
        'global_headers',
        headerValues.length === 0 ? 'dict' : { head: 'lambda: ', open: '{', items: headerValues, close: '}' },
      ),
      ...SETTINGS_OPTIONS.map(({ name }) => kw(name, name)),
    ];
    code.expr('return core.ClientSettings', call('', args, true));
  });
}

function tuple(values: string[]): string {
  if (values.length === 0) return '()';
  return `(${values.map(pyString).join(', ')}${values.length === 1 ? ',' : ''})`;
}

function emitCredentialCheck(ctx: PythonContext, plan: ClientPlan, code: CodeWriter): void {
  if (plan.credentials.length === 0) return;
  const describe = (options: Option[]): string =>
    options
      .map((o) => `${o.pyName}=${o.env !== undefined ? ` (or the ${o.env} environment variable)` : ''}`)
      .join(' and ');
  const missing = (options: Option[]): string => options.map((o) => `${o.pyName} is None`).join(' or ');
  const withOptions = plan.credentials.filter((c) => c.options.length > 0);
  if (withOptions.length === 0) return;
  if (ctx.ir.auth.requirement === 'any') {
    code.line(`if ${withOptions.map((c) => `(${missing(c.options)})`).join(' and ')}:`);
    code.block(() =>
      code.expr(
        'raise core.CoreError',
        call('', [
          pyString(
            `Missing credentials: ${ctx.clientName} needs one of ${withOptions.map((c) => describe(c.options)).join(', ')}`,
          ),
        ]),
      ),
    );
    return;
  }
  for (const { options } of withOptions) {
    code.line(`if ${missing(options)}:`);
    code.block(() =>
      code.expr(
        'raise core.CoreError',
        call('', [pyString(`Missing credentials: ${ctx.clientName} needs ${describe(options)}`)]),
      ),
    );
  }
}

function schemeExpr(ctx: PythonContext, scheme: AuthScheme, options: Option[]): Expr {
  const id = kw('id', pyString(scheme.id));
  switch (scheme.kind) {
    case 'bearer':
      return call('core.BearerAuth', [id, kw('token', options[0]!.pyName), kw('prefix', pyString(scheme.prefix))]);
    case 'basic': {
      let index = 0;
      const username = scheme.username.omit ? 'None' : options[index++]!.pyName;
      const password = scheme.password.omit ? 'None' : options[index++]!.pyName;
      return call('core.BasicAuth', [
        id,
        kw('username', username),
        kw('password', password),
        kw('username_omitted', scheme.username.omit ? 'True' : 'False'),
        kw('password_omitted', scheme.password.omit ? 'True' : 'False'),
      ]);
    }
    case 'header':
      return call('core.HeaderAuth', [
        id,
        kw('wire_name', pyString(scheme.wireName)),
        kw('value', options[0]!.pyName),
        kw('location', pyString(scheme.location)),
        kw('prefix', scheme.prefix === undefined ? 'None' : pyString(scheme.prefix)),
      ]);
    case 'oauth':
      return call('core.OAuthClientCredentials', [
        id,
        kw('client_id', options[0]!.pyName),
        kw('client_secret', options[1]!.pyName),
        kw('token_request', tokenRequest(ctx, scheme.getToken, scheme.tokenUrl, 'client_credentials', scheme.scopes)),
        kw(
          'refresh_request',
          scheme.refreshToken === undefined
            ? 'None'
            : tokenRequest(ctx, scheme.refreshToken, undefined, 'refresh_token', []),
        ),
        kw('header', pyString(scheme.tokenHeader)),
        kw('prefix', pyString(scheme.tokenPrefix)),
      ]);
  }
}

function tokenRequest(
  ctx: PythonContext,
  endpointSpec: OAuthTokenEndpoint | undefined,
  tokenUrl: string | undefined,
  grantType: string,
  scopes: string[],
): Expr {
  const endpoint =
    endpointSpec === undefined
      ? undefined
      : ctx.ir.services.flatMap((s) => s.endpoints).find((e) => e.id === endpointSpec.endpointId);
  const args: Expr[] = [];
  if (endpoint !== undefined) {
    args.push(
      kw('method', pyString(endpoint.method)),
      kw('path', pyString(endpoint.path.replace(/^\//, ''))),
      kw('endpoint_name', pyString(`${endpoint.method} ${endpoint.path}`)),
    );
    args.push(kw('form', endpoint.requestBody?.kind === 'formUrlEncoded' ? 'True' : 'False'));
    if (endpoint.baseUrlId !== undefined) args.push(kw('base_url_id', pyString(endpoint.baseUrlId)));
  } else {
    const url = tokenUrl ?? '/oauth/token';
    args.push(
      kw('method', pyString('POST')),
      kw('path', pyString('')),
      kw('endpoint_name', pyString(`POST ${url}`)),
      kw('form', 'True'),
      kw('url', pyString(url)),
    );
  }
  const request = endpointSpec?.requestProperties;
  const response = endpointSpec?.responseProperties;
  if (request !== undefined) {
    args.push(kw('client_id_key', pyString(request.clientId)), kw('client_secret_key', pyString(request.clientSecret)));
    if (request.scopes !== undefined) args.push(kw('scopes_key', pyString(request.scopes)));
    if (request.refreshToken !== undefined) args.push(kw('refresh_token_key', pyString(request.refreshToken)));
  } else args.push(kw('scopes_key', pyString('scope')));
  if (scopes.length > 0) args.push(kw('scopes', pyString(scopes.join(' '))));
  args.push(kw('grant_type', pyString(grantType)));
  if (response !== undefined) {
    args.push(kw('access_token_key', pyString(response.accessToken)));
    args.push(kw('expires_in_key', response.expiresIn === undefined ? 'None' : pyString(response.expiresIn)));
    args.push(
      kw('refresh_token_response_key', response.refreshToken === undefined ? 'None' : pyString(response.refreshToken)),
    );
  }
  return call('core.OAuthTokenRequest', args);
}

/** The endpoints whose `grant_type` the SDK fills in: the OAuth token and refresh endpoints. */
export function grantTypes(ctx: PythonContext): Map<string, string> {
  const out = new Map<string, string>();
  for (const scheme of ctx.ir.auth.schemes) {
    if (scheme.kind !== 'oauth') continue;
    if (scheme.getToken) out.set(scheme.getToken.endpointId, 'client_credentials');
    if (scheme.refreshToken) out.set(scheme.refreshToken.endpointId, 'refresh_token');
  }
  return out;
}

/** `environment.py`: the environments as an enum whose members know their URLs. */
export function emitEnvironment(ctx: PythonContext): OutputFile | undefined {
  const environments = ctx.ir.environments;
  if (environments === undefined) return undefined;
  const imports = new Imports().annotations().std('import enum').std('import typing');
  const code = new CodeWriter();
  const members = new NameScope({
    kind: 'class',
    suffix: { kind: 'number', separator: '_' },
    reserved: { words: new Set(['URL', 'MRO']), suffix: '_' },
  });
  const names = environments.environments.map((e) => members.claim(environmentMember(e.name.screamingSnakeCase)));
  code.line(`class ${ctx.environmentName}(enum.Enum):`);
  code.block(() => {
    code.raw(pyDocstring(`Where the ${ctx.ir.title} API runs.`, code.indent));
    code.blank();
    environments.environments.forEach((environment, index) => {
      code.line(`${names[index]!} = ${pyString(environment.id)}`);
      code.raw(pyDocstring(environment.docs, code.indent));
    });
    code.blank();
    code.line('def url(self, base_url_id: typing.Optional[str] = None) -> str:');
    code.block(() => {
      code.raw(
        pyDocstring('The URL template of a base URL of this environment (its only one when it has one).', code.indent),
      );
      code.line('urls = _URLS[self.value]');
      code.line('if base_url_id is not None and base_url_id in urls:');
      code.block(() => code.line('return urls[base_url_id]'));
      code.line('return next(iter(urls.values()))');
    });
  });
  code.blank(2);
  const table = dict(
    environments.environments.map((environment) =>
      entry(
        pyString(environment.id),
        dict(
          environment.kind === 'singleUrl'
            ? [entry(pyString(''), pyString(environment.url))]
            : baseUrlIds(
                environment.urls,
                environments.baseUrls.map((b) => b.id),
              ).map((id) => entry(pyString(id), pyString(environment.urls[id]!))),
        ),
      ),
    ),
  );
  code.expr('_URLS: typing.Dict[str, typing.Dict[str, str]] = ', { ...table, exploded: true });
  return pythonModule(
    `src/${ctx.module}/environment.py`,
    pyDocstring(`Environments of the ${ctx.ir.title} API.`, ''),
    imports,
    code,
  );
}

/** The base URL ids of a multi-URL environment: the declared order first, then any others by name. */
function baseUrlIds(urls: Record<string, string>, declared: string[]): string[] {
  const known = declared.filter((id) => id in urls);
  return [
    ...known,
    ...Object.keys(urls)
      .filter((id) => !known.includes(id))
      .sort(),
  ];
}
