import {
  NameScope,
  PYTHON_NAMES,
  inlinedBodyProperties,
  type HttpEndpoint,
  type OutputFile,
  type Parameter,
  type PropertyPath,
  type Service,
  type TypeDeclaration,
  type TypeReference,
} from '@bracken/ir';
import {
  PARAMETER_RESERVED,
  isOptional,
  resolveDeclaration,
  snakeIdentifier,
  stripOptional,
  type ModelField,
  type PythonContext,
} from '../context';
import { pyDocstring, pyString } from '../printer/escape';
import { call, CodeWriter, dict, entry, Imports, kw, list, pythonModule, type Expr } from '../printer/printer';

/** One parameter of a generated method. */
interface Param {
  readonly pyName: string;
  readonly annotation: string;
  readonly required: boolean;
  /** Path parameters come first and may be passed by position. */
  readonly positional: boolean;
  readonly wire: string;
}

/** What a method sends and returns, decided once for its four forms (sync, async, raw or not). */
export interface EndpointPlan {
  readonly endpoint: HttpEndpoint;
  readonly methodName: string;
  readonly params: readonly Param[];
  readonly paramByWire: ReadonlyMap<string, Param>;
  /** `core.EndpointRequest(...)` arguments. */
  readonly request: readonly Expr[];
  /** The type of `data`, and of the method without the raw response. */
  readonly returns: string;
  readonly kind: 'json' | 'text' | 'bytes' | 'download' | 'empty' | 'sse' | 'json-lines' | 'pager';
  /** The parsed type of a JSON body, an event, or a page. */
  readonly parsed?: string;
  readonly itemType?: string;
  readonly docs?: string;
}

/** Names of a service's module and classes. */
export interface ServicePlan {
  readonly service: Service;
  readonly file: string;
  readonly attribute: string;
  readonly className: string;
  readonly endpoints: readonly EndpointPlan[];
}

/** Plans every service: module and class names, then each endpoint's method. */
export function planServices(ctx: PythonContext, grantTypes: ReadonlyMap<string, string>): ServicePlan[] {
  const files = new NameScope({
    kind: 'folder',
    suffix: { kind: 'number', separator: '_' },
    reserved: { words: new Set([...PYTHON_NAMES.keywords, '__init__']), suffix: '_' },
    compare: 'ignoring case',
  });
  const attributes = new NameScope({
    kind: 'class',
    suffix: { kind: 'repeat', text: '_' },
    reserved: { words: new Set([...PYTHON_NAMES.keywords, 'with_raw_response']), suffix: '_' },
  });
  // client.py imports every sub-client class beside the root client, so none may take its name.
  const classes = new NameScope({
    kind: 'module',
    suffix: { kind: 'number' },
    reserved: { words: new Set([ctx.clientName]), suffix: 'Resource' },
  });
  return ctx.ir.services
    .filter((service) => service.endpoints.length > 0)
    .map((service) => {
      const base = snakeIdentifier(service.name, 'service');
      const methods = new NameScope({
        kind: 'class',
        suffix: { kind: 'number', separator: '_' },
        reserved: { words: new Set([...PYTHON_NAMES.keywords, 'with_raw_response']), suffix: '_' },
      });
      return {
        service,
        file: files.claim(base),
        attribute: attributes.claim(base),
        className: classes.claim(`${pascal(service.name.pascalCase)}Client`),
        endpoints: service.endpoints.map((endpoint) =>
          planEndpoint(
            ctx,
            endpoint,
            methods.claim(snakeIdentifier(endpoint.name, 'call')),
            grantTypes.get(endpoint.id),
          ),
        ),
      };
    });
}

function pascal(text: string): string {
  const cleaned = text.replace(/[^A-Za-z0-9]+/g, '');
  if (cleaned === '') return 'Service';
  return /^[0-9]/.test(cleaned) ? `Service${cleaned}` : `${cleaned[0]!.toUpperCase()}${cleaned.slice(1)}`;
}

function planEndpoint(
  ctx: PythonContext,
  endpoint: HttpEndpoint,
  methodName: string,
  grantType: string | undefined,
): EndpointPlan {
  const use = new Set<string>();
  const scope = new NameScope({
    kind: 'parameters',
    suffix: { kind: 'repeat', text: '_' },
    reserved: { words: PARAMETER_RESERVED, suffix: '_' },
  });
  const params: Param[] = [];
  const byWire = new Map<string, Param>();
  const add = (
    name: Parameter['name'] | string,
    wire: string,
    type: TypeReference,
    positional: boolean,
    key: string,
    annotation?: string,
  ): Param => {
    const param: Param = {
      pyName: scope.claim(snakeIdentifier(name, 'param')),
      annotation: annotation ?? ctx.annotation(type, true, use),
      required: !isOptional(type),
      positional,
      wire,
    };
    params.push(param);
    byWire.set(key, param);
    return param;
  };
  const path = endpoint.pathParameters.map((p) =>
    add(p.name, p.name.wireValue, stripOptional(p.valueType), true, `path:${p.name.wireValue}`),
  );
  const query = endpoint.queryParameters.map((p) => ({
    p,
    param: add(p.name, p.name.wireValue, p.valueType, false, `query:${p.name.wireValue}`),
  }));
  const headers = endpoint.headers.map((p) =>
    add(p.name, p.name.wireValue, p.valueType, false, `header:${p.name.wireValue}`),
  );
  const cookies = endpoint.cookies.map((p) =>
    add(p.name, p.name.wireValue, p.valueType, false, `cookie:${p.name.wireValue}`),
  );

  const request: Expr[] = [
    kw('method', pyString(endpoint.method)),
    kw(
      'path',
      path.length === 0
        ? pyString(endpoint.path.replace(/^\//, ''))
        : call('core.format_path', [
            pyString(endpoint.path.replace(/^\//, '')),
            dict(path.map((p) => entry(pyString(p.wire), p.pyName))),
          ]),
    ),
    kw('endpoint_name', pyString(`${endpoint.method} ${endpoint.path}`)),
  ];
  if (endpoint.baseUrlId !== undefined) request.push(kw('base_url_id', pyString(endpoint.baseUrlId)));
  if (query.length > 0)
    request.push(kw('query', dict(query.map(({ param }) => entry(pyString(param.wire), param.pyName)))));
  const styled = query.filter(({ p }) => p.style !== undefined || p.explode !== undefined);
  if (styled.length > 0) {
    request.push(
      kw(
        'query_styles',
        dict(
          styled.map(({ p }) =>
            entry(
              pyString(p.name.wireValue),
              `(${pyString(p.style ?? 'form')}, ${(p.explode ?? p.style === 'form') ? 'True' : 'False'})`,
            ),
          ),
        ),
      ),
    );
  }
  if (headers.length > 0) request.push(kw('headers', dict(headers.map((p) => entry(pyString(p.wire), p.pyName)))));
  if (cookies.length > 0) request.push(kw('cookies', list(cookies.map((p) => `(${pyString(p.wire)}, ${p.pyName})`))));

  const body = endpoint.requestBody;
  if (body !== undefined) {
    const inlined =
      body.kind === 'json' || body.kind === 'formUrlEncoded' ? inlinedBodyProperties(ctx.ir, endpoint) : undefined;
    const bodyKind =
      body.kind === 'json'
        ? 'json'
        : body.kind === 'formUrlEncoded'
          ? body.encoding === 'json'
            ? 'form-json'
            : 'form'
          : body.kind === 'multipart'
            ? 'multipart'
            : body.kind === 'bytes'
              ? 'bytes'
              : 'text';
    request.push(kw('body_kind', pyString(bodyKind)));
    if (body.contentType && body.kind !== 'multipart' && !isDefaultContentType(body.kind, body.contentType))
      request.push(kw('content_type', pyString(body.contentType)));
    if (inlined !== undefined) {
      const required: Expr[] = [];
      const optional: Expr[] = [];
      for (const property of inlined) {
        if (grantType !== undefined && property.name.wireValue === 'grant_type') {
          required.push(entry(pyString('grant_type'), pyString(grantType)));
          continue;
        }
        const optionalProperty = isOptional(property.valueType) || !endpoint.requestBodyRequired;
        const param = add(
          property.name,
          property.name.wireValue,
          optionalProperty && !isOptional(property.valueType)
            ? { kind: 'optional', itemType: property.valueType }
            : property.valueType,
          false,
          `body:${property.name.wireValue}`,
        );
        (param.required ? required : optional).push(entry(pyString(property.name.wireValue), param.pyName));
      }
      request.push(kw('body', call('core.body_of', [dict(required), dict(optional)])));
    } else if (body.kind === 'multipart') {
      const fields: Expr[] = [];
      const files: Expr[] = [];
      for (const part of body.parts) {
        const inner = stripOptional(part.valueType);
        if (part.isFile) {
          const many = inner.kind === 'list' || inner.kind === 'set';
          const annotation = many ? 'typing.Sequence[core.File]' : 'core.File';
          const param = add(
            part.name,
            part.name.wireValue,
            part.valueType,
            false,
            `part:${part.name.wireValue}`,
            isOptional(part.valueType) ? `typing.Optional[${annotation}]` : annotation,
          );
          files.push(
            many
              ? `*core.uploads(${pyString(part.name.wireValue)}, ${param.pyName})`
              : param.required
                ? `(${pyString(part.name.wireValue)}, core.to_upload(${param.pyName}, ${pyString(part.name.wireValue)}))`
                : `*core.uploads(${pyString(part.name.wireValue)}, ${param.pyName}, single=True)`,
          );
        } else {
          const param = add(part.name, part.name.wireValue, part.valueType, false, `part:${part.name.wireValue}`);
          fields.push(entry(pyString(part.name.wireValue), param.pyName));
        }
      }
      request.push(kw('body', dict(fields)));
      request.push(kw('files', list(files)));
    } else {
      const annotation =
        body.kind === 'bytes'
          ? 'typing.Union[bytes, typing.IO[bytes]]'
          : body.kind === 'text'
            ? 'str'
            : ctx.annotation((body as { bodyType: TypeReference }).bodyType, true, use);
      const optional =
        body.kind === 'bytes' ? body.optional || !endpoint.requestBodyRequired : !endpoint.requestBodyRequired;
      const param = add(
        'request',
        'request',
        { kind: 'unknown' },
        false,
        'body',
        optional && !annotation.startsWith('typing.Optional[') ? `typing.Optional[${annotation}]` : annotation,
      );
      (param as { required: boolean }).required = !optional;
      request.push(kw('body', param.pyName));
    }
  }
  const secured = endpoint.secured && endpoint.noAuth !== true && ctx.ir.auth.schemes.length > 0;
  if (secured) request.push(kw('secured', 'True'));
  if (secured && endpoint.authSchemes !== undefined)
    request.push(
      kw(
        'auth_schemes',
        `(${endpoint.authSchemes
          .map((s) => `${pyString(s)}, `)
          .join('')
          .replace(/, $/, ',')})`,
      ),
    );
  const generation = ctx.ir.idempotencyKeyGeneration;
  const generates = generation !== undefined && generation.methods.includes(endpoint.method);
  if (endpoint.idempotent || generates) {
    request.push(kw('idempotency_header', pyString(generation?.headerName ?? 'Idempotency-Key')));
    if (generates) request.push(kw('generate_idempotency_key', 'True'));
  }

  // What comes back.
  const response = endpoint.response;
  let kind: EndpointPlan['kind'];
  let returns: string;
  let parsed: string | undefined;
  let itemType: string | undefined;
  if (endpoint.streaming !== undefined) {
    request.push(kw('stream', 'True'));
    parsed = ctx.annotation(endpoint.streaming.eventType, true, use);
    kind = endpoint.streaming.kind === 'sse' ? 'sse' : 'json-lines';
    returns = kind === 'sse' ? `core.Stream[${parsed}]` : `typing.Iterator[${parsed}]`;
  } else if (endpoint.pagination !== undefined && response.kind === 'json') {
    parsed = ctx.annotation(response.bodyType, true, use);
    itemType = pageItemType(ctx, response.bodyType, endpoint.pagination.results, use);
    kind = 'pager';
    returns = `core.SyncPager[${itemType}]`;
  } else if (response.kind === 'json') {
    parsed = ctx.annotation(response.bodyType, true, use);
    kind = 'json';
    returns = parsed;
  } else if (response.kind === 'text') {
    kind = 'text';
    returns = 'str';
  } else if (response.kind === 'binary') {
    kind = response.asBytes ? 'bytes' : 'download';
    if (!response.asBytes) request.push(kw('stream', 'True'));
    returns = response.asBytes ? 'bytes' : 'typing.Iterator[bytes]';
  } else {
    kind = 'empty';
    returns = 'None';
  }
  // Required parameters first, so that no parameter without a default follows one with it.
  const ordered = [
    ...params.filter((p) => p.positional),
    ...params.filter((p) => !p.positional && p.required),
    ...params.filter((p) => !p.positional && !p.required),
  ];
  return {
    endpoint,
    methodName,
    params: ordered,
    paramByWire: byWire,
    request,
    returns,
    kind,
    parsed,
    itemType,
    docs: endpoint.docs ?? endpoint.summary,
  };
}

function isDefaultContentType(kind: string, contentType: string): boolean {
  return (
    (kind === 'json' && contentType === 'application/json') ||
    (kind === 'formUrlEncoded' && contentType === 'application/x-www-form-urlencoded') ||
    (kind === 'bytes' && contentType === 'application/octet-stream')
  );
}

/** The Python attribute names of a property path (wire names) inside `type`. */
export function attributePath(ctx: PythonContext, type: TypeReference, path: PropertyPath): string[] {
  const out: string[] = [];
  let current: TypeReference | undefined = type;
  for (const wire of path) {
    const declaration: TypeDeclaration | undefined =
      current === undefined ? undefined : resolveDeclaration(ctx.ir, current);
    const field: ModelField | undefined =
      declaration?.shape.kind === 'object'
        ? ctx.fields(declaration.id).find((f) => f.property.name.wireValue === wire)
        : undefined;
    out.push(field?.pyName ?? wire);
    current = field?.property.valueType;
  }
  return out;
}

function pageItemType(ctx: PythonContext, type: TypeReference, path: PropertyPath, use: Set<string>): string {
  let current: TypeReference | undefined = type;
  for (const wire of path) {
    const declaration: TypeDeclaration | undefined =
      current === undefined ? undefined : resolveDeclaration(ctx.ir, current);
    current =
      declaration?.shape.kind === 'object'
        ? ctx.fields(declaration.id).find((f) => f.property.name.wireValue === wire)?.property.valueType
        : undefined;
  }
  const list = current === undefined ? undefined : stripOptional(current);
  if (list === undefined || (list.kind !== 'list' && list.kind !== 'set')) return 'typing.Any';
  return ctx.annotation(list.itemType, true, use);
}

/** `resources/<service>.py`: the sync and async sub-clients of one service, each with its raw form. */
export function emitService(ctx: PythonContext, plan: ServicePlan): OutputFile {
  const imports = new Imports().annotations().std('import typing').relative('..', 'core');
  const code = new CodeWriter();
  const text = plan.endpoints.map((e) => [e.returns, ...e.params.map((p) => p.annotation)].join(' ')).join(' ');
  if (/\btypes\./.test(text) || plan.endpoints.some((e) => e.parsed?.includes('types.')))
    imports.relative('..', 'types');
  if (/\bdt\./.test(text)) imports.std('import datetime as dt');
  if (plan.endpoints.some((e) => e.endpoint.errors.length > 0)) imports.relative('..', 'errors');
  for (const async of [false, true]) {
    emitClass(ctx, plan, code, async, true);
    emitClass(ctx, plan, code, async, false);
  }
  return pythonModule(
    `src/${ctx.module}/resources/${plan.file}.py`,
    pyDocstring(plan.service.docs ?? `The ${plan.service.name.wireValue} endpoints.`, ''),
    imports,
    code,
  );
}

function classNameOf(plan: ServicePlan, async: boolean, raw: boolean): string {
  return `${async ? 'Async' : ''}${raw ? 'Raw' : ''}${plan.className}`;
}

function signature(plan: EndpointPlan, async: boolean, returns: string): Expr[] {
  const items: Expr[] = ['self'];
  const positional = plan.params.filter((p) => p.positional);
  const keyword = plan.params.filter((p) => !p.positional);
  for (const p of positional) items.push(`${p.pyName}: ${p.annotation}`);
  items.push('*');
  for (const p of keyword)
    items.push(
      p.required
        ? `${p.pyName}: ${p.annotation}`
        : `${p.pyName}: ${p.annotation.startsWith('typing.Optional[') || p.annotation === 'typing.Any' ? p.annotation : `typing.Optional[${p.annotation}]`} = None`,
    );
  items.push('request_options: typing.Optional[core.RequestOptions] = None');
  void async;
  void returns;
  return items;
}

function asyncReturns(plan: EndpointPlan): string {
  switch (plan.kind) {
    case 'sse':
      return `core.AsyncStream[${plan.parsed!}]`;
    case 'json-lines':
      return `typing.AsyncIterator[${plan.parsed!}]`;
    case 'download':
      return 'typing.AsyncIterator[bytes]';
    case 'pager':
      return `core.AsyncPager[${plan.itemType!}]`;
    default:
      return plan.returns;
  }
}

function emitClass(ctx: PythonContext, plan: ServicePlan, code: CodeWriter, async: boolean, raw: boolean): void {
  const name = classNameOf(plan, async, raw);
  const coreClass = async ? 'core.AsyncClientCore' : 'core.SyncClientCore';
  code.blank(2).line(`class ${name}:`);
  code.block(() => {
    code.raw(
      pyDocstring(
        raw
          ? `The ${plan.service.name.wireValue} endpoints, each returning the parsed body with the response's status and headers.`
          : (plan.service.docs ?? `The ${plan.service.name.wireValue} endpoints.`),
        code.indent,
      ),
    );
    code.blank();
    code.line(`def __init__(self, client_core: ${coreClass}) -> None:`);
    code.block(() => {
      code.line('self._core = client_core');
      if (!raw) code.line(`self.with_raw_response = ${classNameOf(plan, async, true)}(client_core)`);
    });
    for (const endpoint of plan.endpoints) {
      code.blank();
      const returns = async ? asyncReturns(endpoint) : endpoint.returns;
      const type = raw ? `core.HttpResponse[${returns}]` : returns;
      code.expr(
        `${async ? 'async ' : ''}def ${endpoint.methodName}`,
        call('', signature(endpoint, async, type)),
        ` -> ${type}:`,
      );
      code.block(() => {
        code.raw(pyDocstring(endpoint.docs, code.indent));
        if (!raw) {
          const args: Expr[] = [
            ...endpoint.params.filter((p) => p.positional).map((p) => p.pyName),
            ...endpoint.params.filter((p) => !p.positional).map((p) => kw(p.pyName, p.pyName)),
            kw('request_options', 'request_options'),
          ];
          code.expr(
            `_response = ${async ? 'await ' : ''}`,
            call(`self.with_raw_response.${endpoint.methodName}`, args),
          );
          code.line('return _response.data');
          return;
        }
        emitRawBody(ctx, endpoint, code, async);
      });
    }
  });
}

function emitRawBody(ctx: PythonContext, plan: EndpointPlan, code: CodeWriter, async: boolean): void {
  const aw = async ? 'await ' : '';
  const endpoint = plan.endpoint;
  const name = pyString(`${endpoint.method} ${endpoint.path}`);
  code.expr('_endpoint = ', call('core.EndpointRequest', plan.request, true));
  code.blank();
  code.line(`def _check(_response: core.RawResponse) -> None:`);
  code.block(() => {
    for (const id of endpoint.errors) {
      const error = ctx.ir.errors[id];
      if (error === undefined) continue;
      code.line(`if _response.status_code == ${error.statusCode}:`);
      code.block(() => code.line(`raise errors.${ctx.errorName(id)}.from_response(_response, ${name})`));
    }
    code.line(`core.raise_for_failure(_response, ${name})`);
  });
  code.blank();
  switch (plan.kind) {
    case 'pager':
      emitPager(ctx, plan, code, async);
      return;
    case 'sse': {
      const parse = sseParser(ctx, plan);
      code.expr(
        `return ${aw}self._core.stream_events`,
        call('', [
          '_endpoint',
          'request_options',
          '_check',
          parse,
          kw(
            'terminator',
            endpoint.streaming?.terminator === undefined ? 'None' : pyString(endpoint.streaming.terminator),
          ),
          kw('resumable', endpoint.streaming?.kind === 'sse' && endpoint.streaming.resumable ? 'True' : 'False'),
        ]),
      );
      return;
    }
    case 'json-lines':
      code.expr(
        `return ${aw}self._core.stream_json_lines`,
        call('', [
          '_endpoint',
          'request_options',
          '_check',
          call('lambda _data: typing.cast', [plan.parsed!, `core.parse_obj_as(${plan.parsed!}, _data)`]),
          kw(
            'terminator',
            endpoint.streaming?.terminator === undefined ? 'None' : pyString(endpoint.streaming.terminator),
          ),
        ]),
      );
      return;
    case 'download':
      code.line(`return ${aw}self._core.download(_endpoint, request_options, _check)`);
      return;
    default:
  }
  code.line(`_response = ${aw}self._core.request(_endpoint, request_options)`);
  code.line('_check(_response)');
  switch (plan.kind) {
    case 'json':
      code.expr(
        '_data = ',
        call('typing.cast', [plan.parsed!, `core.parse_obj_as(${plan.parsed!}, _response.json())`]),
      );
      code.line('return core.respond(_data, _response)');
      return;
    case 'text':
      code.line('return core.respond(_response.text(), _response)');
      return;
    case 'bytes':
      code.line('return core.respond(_response.content, _response)');
      return;
    default:
      code.line('return core.respond(None, _response)');
  }
}

function sseParser(ctx: PythonContext, plan: EndpointPlan): Expr {
  const streaming = plan.endpoint.streaming;
  const parsed = plan.parsed!;
  const args: Expr[] = ['_event', parsed];
  if (streaming?.kind === 'sse' && streaming.eventDiscriminator !== undefined) {
    args.push(
      dict(streaming.eventDiscriminator.variants.map((v) => entry(pyString(v.event), ctx.annotation(v.type, true)))),
    );
  }
  return call('lambda _event: typing.cast', [parsed, call('core.parse_event', args)]);
}

function emitPager(ctx: PythonContext, plan: EndpointPlan, code: CodeWriter, async: boolean): void {
  const endpoint = plan.endpoint;
  const pagination = endpoint.pagination!;
  const response = endpoint.response;
  if (response.kind !== 'json') return;
  const results = attributePath(ctx, response.bodyType, pagination.results).map(pyString).join(', ');
  const pager = async ? 'core.AsyncPager' : 'core.SyncPager';
  const aw = async ? 'await ' : '';
  const item = plan.itemType!;
  code.line(
    `${async ? 'async ' : ''}def _page(_request: core.EndpointRequest) -> core.HttpResponse[${pager}[${item}]]:`,
  );
  code.block(() => {
    code.line(`_response = ${aw}self._core.request(_request, request_options)`);
    code.line('_check(_response)');
    code.expr('_data = ', call('typing.cast', [plan.parsed!, `core.parse_obj_as(${plan.parsed!}, _response.json())`]));
    code.line(`_items = typing.cast(typing.List[${item}], core.pick(_data, ${results}) or [])`);
    let next: string;
    let hasNext: string;
    if (pagination.kind === 'cursor') {
      code.line(
        `_cursor = core.pick(_data, ${attributePath(ctx, response.bodyType, pagination.nextCursor).map(pyString).join(', ')})`,
      );
      next = `core.with_query(_request, ${pyString(pagination.cursorParameter)}, _cursor)`;
      hasNext = '_cursor is not None and _cursor != ""';
    } else if (pagination.kind === 'offset') {
      const parameter = pyString(pagination.offsetParameter);
      next =
        pagination.step === 'page'
          ? `core.with_query(_request, ${parameter}, core.next_page_number(_request, ${parameter}))`
          : `core.with_query(_request, ${parameter}, core.next_offset(_request, ${parameter}, len(_items)))`;
      hasNext =
        pagination.hasNextPage !== undefined
          ? `bool(core.pick(_data, ${attributePath(ctx, response.bodyType, pagination.hasNextPage).map(pyString).join(', ')}))`
          : 'len(_items) > 0';
    } else {
      code.line(
        `_next_url = core.pick(_data, ${attributePath(ctx, response.bodyType, pagination.nextUrl).map(pyString).join(', ')})`,
      );
      next = 'core.with_url(_request, _next_url)';
      hasNext = 'isinstance(_next_url, str) and _next_url != ""';
    }
    code.line(`_has_next = ${hasNext}`);
    if (async) {
      code.blank();
      code.line(`async def _next() -> ${pager}[${item}]:`);
      code.block(() => code.line(`return (await _page(${next})).data`));
      code.blank();
    }
    code.expr(
      '_pager = ',
      call(pager, [
        kw('items', '_items'),
        kw('response', '_data'),
        kw('has_next', '_has_next'),
        kw('get_next', async ? '_next' : `lambda: _page(${next}).data`),
      ]),
    );
    code.line('return core.respond(_pager, _response)');
  });
  code.blank();
  code.line(`return ${aw}_page(_endpoint)`);
}
