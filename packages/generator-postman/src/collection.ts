import { createHash } from 'node:crypto';
import type {
  EndpointExample,
  HttpEndpoint,
  IntermediateRepresentation,
  Parameter,
  RequestBody,
  ResponseBody,
} from '@bracken/ir';
import { schemeAuth, type SchemeAuth } from './auth';
import { exampleFor, exampleText } from './examples';
import { BrackenPostmanError } from './errors';
import {
  COLLECTION_SCHEMA,
  type PostmanAuth,
  type PostmanBody,
  type PostmanCollection,
  type PostmanFolder,
  type PostmanKeyValue,
  type PostmanRequest,
  type PostmanRequestItem,
  type PostmanResponse,
  type PostmanVariable,
} from './postman-types';

/** Options of the Postman generator. */
export interface PostmanGeneratorOptions {
  /** Name of the collection. @default the API title */
  collectionName?: string;
  /** Value of `baseUrl` when the API declares no environments. @default "http://localhost" */
  baseUrl?: string;
  /** Attach an example response to every request. @default true */
  includeResponseExamples?: boolean;
}

export { BrackenPostmanError } from './errors';

/**
 * Builds a Postman Collection v2.1 from the IR: a folder per service, a request per
 * endpoint with example parameters and bodies, the API's auth, and its environments,
 * server variables, credentials and global headers as collection variables.
 *
 * @example
 * ```ts
 * const collection = buildPostmanCollection(ir, { baseUrl: 'http://127.0.0.1:8080' });
 * collection.item.map((folder) => folder.name); // ["pets", "store"]
 * ```
 */
export function buildPostmanCollection(
  ir: IntermediateRepresentation,
  options: PostmanGeneratorOptions = {},
): PostmanCollection {
  const name = options.collectionName ?? ir.title;
  if (name.trim() === '')
    throw new BrackenPostmanError('collection name is empty: set collectionName or give the API a title');
  const variables = new VariableList();
  const hosts = declareHosts(ir, options, variables);

  const schemes = new Map<string, SchemeAuth>();
  for (const scheme of ir.auth.schemes) {
    const mapped = schemeAuth(ir, scheme);
    schemes.set(scheme.id, mapped);
    for (const v of mapped.variables) variables.add(v);
  }
  const [primaryScheme] = ir.auth.schemes;
  const primary = primaryScheme !== undefined ? schemes.get(primaryScheme.id) : undefined;
  // With `all`, every other scheme travels as extra headers or query entries.
  const companions =
    ir.auth.requirement === 'all'
      ? ir.auth.schemes
          .slice(1)
          .map((s) => schemes.get(s.id))
          .filter((s): s is SchemeAuth => s !== undefined)
      : [];

  const globalHeaders: PostmanKeyValue[] = ir.headers.map((header) => {
    if (header.valueType.kind === 'literal')
      return { key: header.name.wireValue, value: String(header.valueType.value), type: 'text' };
    variables.add({
      key: header.name.camelCase,
      value: '',
      type: 'string',
      description: header.docs ?? `Value of the ${header.name.wireValue} header`,
    });
    return {
      key: header.name.wireValue,
      value: `{{${header.name.camelCase}}}`,
      type: 'text',
      ...(header.docs !== undefined ? { description: header.docs } : {}),
    };
  });

  const folders: PostmanFolder[] = [];
  for (const service of ir.services) {
    if (service.endpoints.length === 0) continue;
    const items = service.endpoints.map((endpoint) => {
      let auth: PostmanAuth | undefined;
      const extraHeaders: PostmanKeyValue[] = [];
      const extraQuery: PostmanKeyValue[] = [];
      if (!endpoint.secured) {
        auth = { type: 'noauth' };
      } else {
        const narrowed = endpoint.authSchemes?.[0];
        const chosen = narrowed !== undefined ? schemes.get(narrowed) : primary;
        if (chosen !== primary) auth = chosen?.auth ?? { type: 'noauth' };
        for (const companion of chosen === primary ? companions : []) {
          extraHeaders.push(...companion.headers);
          const apikey = companion.auth?.apikey;
          if (apikey !== undefined) {
            const field = (k: string) => apikey.find((entry) => entry.key === k)?.value ?? '';
            (field('in') === 'query' ? extraQuery : extraHeaders).push({
              key: field('key'),
              value: field('value'),
              type: 'text',
            });
          }
        }
        if (chosen !== undefined) extraHeaders.push(...chosen.headers);
      }
      return requestItem(
        ir,
        endpoint,
        hosts(endpoint),
        [...globalHeaders, ...extraHeaders],
        extraQuery,
        auth,
        options.includeResponseExamples ?? true,
      );
    });
    folders.push({
      name: service.name.wireValue,
      ...(service.docs !== undefined ? { description: service.docs } : {}),
      item: items,
    });
  }

  return {
    info: {
      _postman_id: stableId(`${name}\n${ir.apiVersion ?? ''}`),
      name,
      ...(ir.docs !== undefined ? { description: ir.docs } : {}),
      schema: COLLECTION_SCHEMA,
    },
    item: folders,
    ...(primary?.auth !== undefined ? { auth: primary.auth } : {}),
    variable: variables.list(),
  };
}

class VariableList {
  private readonly byKey = new Map<string, PostmanVariable>();
  add(variable: PostmanVariable): void {
    if (!this.byKey.has(variable.key)) this.byKey.set(variable.key, variable);
  }
  list(): PostmanVariable[] {
    return [...this.byKey.values()];
  }
}

/** Declares base URL variables and returns, per endpoint, the variable its host uses. */
function declareHosts(
  ir: IntermediateRepresentation,
  options: PostmanGeneratorOptions,
  variables: VariableList,
): (endpoint: HttpEndpoint) => string {
  const envs = ir.environments;
  const templated = (url: string) => url.replace(/\{([^{}]+)\}/g, '{{$1}}');
  if (envs === undefined || envs.environments.length === 0) {
    variables.add({
      key: 'baseUrl',
      value: options.baseUrl ?? 'http://localhost',
      type: 'string',
      description: 'Base URL of the API',
    });
    return () => 'baseUrl';
  }
  const fallback = envs.environments.find((env) => env.id === envs.defaultEnvironmentId) ?? envs.environments[0];
  const chosen = options.baseUrl;
  if (envs.mode === 'single' || envs.baseUrls.length === 0) {
    const url = fallback?.kind === 'singleUrl' ? fallback.url : (Object.values(fallback?.urls ?? {})[0] ?? '');
    variables.add({
      key: 'baseUrl',
      value: chosen ?? templated(url),
      type: 'string',
      description: `Base URL; ${fallback?.name.wireValue ?? 'default'} by default`,
    });
  } else {
    for (const base of envs.baseUrls) {
      const url = fallback?.kind === 'multiUrl' ? (fallback.urls[base.id] ?? '') : '';
      variables.add({
        key: `${base.name.camelCase}BaseUrl`,
        value: chosen ?? templated(url),
        type: 'string',
        description: `Base URL of ${base.name.wireValue}`,
      });
    }
  }
  for (const env of envs.environments) {
    if (env.kind === 'singleUrl') {
      variables.add({
        key: `${env.name.camelCase}Url`,
        value: templated(env.url),
        type: 'string',
        description: `The ${env.name.wireValue} environment; copy into baseUrl to use it`,
      });
    } else {
      for (const [id, url] of Object.entries(env.urls)) {
        const base = envs.baseUrls.find((b) => b.id === id);
        variables.add({
          key: `${env.name.camelCase}${base?.name.pascalCase ?? id}Url`,
          value: templated(url),
          type: 'string',
          description: `${base?.name.wireValue ?? id} in the ${env.name.wireValue} environment`,
        });
      }
    }
  }
  for (const serverVariable of envs.serverVariables) {
    variables.add({
      key: serverVariable.name.wireValue,
      value: serverVariable.default ?? serverVariable.values?.[0] ?? '',
      type: 'string',
      description:
        serverVariable.docs ??
        (serverVariable.values !== undefined ? `One of ${serverVariable.values.join(', ')}` : 'Server URL variable'),
    });
  }
  const multi = envs.mode === 'multi' && envs.baseUrls.length > 0;
  return (endpoint) => {
    if (!multi) return 'baseUrl';
    const base = envs.baseUrls.find((b) => b.id === endpoint.baseUrlId) ?? envs.baseUrls[0];
    return `${base?.name.camelCase ?? 'base'}BaseUrl`;
  };
}

function requestItem(
  ir: IntermediateRepresentation,
  endpoint: HttpEndpoint,
  hostVariable: string,
  inheritedHeaders: PostmanKeyValue[],
  extraQuery: PostmanKeyValue[],
  auth: PostmanAuth | undefined,
  includeResponses: boolean,
): PostmanRequestItem {
  const example: EndpointExample | undefined = endpoint.examples[0];
  const valueOf = (parameter: Parameter, fromExample: Record<string, unknown> | undefined) =>
    exampleText(
      fromExample?.[parameter.name.wireValue] ?? parameter.example ?? exampleFor(ir, parameter.valueType, 'request'),
    );

  const pathVariables: PostmanKeyValue[] = [];
  const segments = endpoint.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const whole = /^\{([^{}]+)\}$/.exec(segment);
      if (whole?.[1] !== undefined) {
        const parameter = endpoint.pathParameters.find((p) => p.name.wireValue === whole[1]);
        const value = parameter !== undefined ? valueOf(parameter, example?.pathParameters) : '';
        pathVariables.push({
          key: whole[1],
          value,
          ...(parameter?.docs !== undefined ? { description: parameter.docs } : {}),
        });
        return `:${whole[1]}`;
      }
      return segment.replace(/\{([^{}]+)\}/g, (_m, wire: string) => {
        const parameter = endpoint.pathParameters.find((p) => p.name.wireValue === wire);
        return parameter !== undefined ? encodeURIComponent(valueOf(parameter, example?.pathParameters)) : '';
      });
    });

  const query: PostmanKeyValue[] = [
    ...endpoint.queryParameters.map((parameter) => ({
      key: parameter.name.wireValue,
      value: valueOf(parameter, example?.queryParameters),
      ...(parameter.docs !== undefined ? { description: parameter.docs } : {}),
      ...(parameter.valueType.kind === 'optional' &&
      example?.queryParameters?.[parameter.name.wireValue] === undefined &&
      parameter.example === undefined
        ? { disabled: true }
        : {}),
    })),
    ...extraQuery,
  ];
  const enabled = query.filter((q) => q.disabled !== true);
  const host = `{{${hostVariable}}}`;
  const raw = `${host}/${segments.join('/')}${enabled.length > 0 ? `?${enabled.map((q) => `${q.key}=${q.value}`).join('&')}` : ''}`;

  const header: PostmanKeyValue[] = [
    ...inheritedHeaders,
    ...endpoint.headers.map((parameter) => ({
      key: parameter.name.wireValue,
      value: valueOf(parameter, example?.headers),
      type: 'text' as const,
      ...(parameter.docs !== undefined ? { description: parameter.docs } : {}),
      ...(parameter.valueType.kind === 'optional' &&
      example?.headers?.[parameter.name.wireValue] === undefined &&
      parameter.example === undefined
        ? { disabled: true }
        : {}),
    })),
  ];
  if (endpoint.cookies.length > 0) {
    header.push({
      key: 'Cookie',
      value: endpoint.cookies.map((c) => `${c.name.wireValue}=${valueOf(c, undefined)}`).join('; '),
      type: 'text',
    });
  }
  const body = endpoint.requestBody !== undefined ? requestBody(ir, endpoint.requestBody, example) : undefined;
  if (endpoint.requestBody !== undefined && endpoint.requestBody.kind !== 'multipart') {
    header.push({ key: 'Content-Type', value: endpoint.requestBody.contentType, type: 'text' });
  }
  if (endpoint.response.kind === 'json')
    header.push({ key: 'Accept', value: endpoint.response.contentType, type: 'text' });

  const request: PostmanRequest = {
    method: endpoint.method,
    header,
    url: {
      raw,
      host: [host],
      path: segments,
      ...(query.length > 0 ? { query } : {}),
      ...(pathVariables.length > 0 ? { variable: pathVariables } : {}),
    },
    ...(body !== undefined ? { body } : {}),
    ...(auth !== undefined ? { auth } : {}),
    ...(endpoint.docs !== undefined ? { description: endpoint.docs } : {}),
  };
  const response = includeResponses ? responseExample(ir, endpoint.response, request, example) : undefined;
  return {
    name: endpoint.summary ?? `${endpoint.method} ${endpoint.path}`,
    request,
    response: response !== undefined ? [response] : [],
  };
}

function requestBody(
  ir: IntermediateRepresentation,
  body: RequestBody,
  example: EndpointExample | undefined,
): PostmanBody {
  switch (body.kind) {
    case 'json': {
      const value = example?.requestBody ?? exampleFor(ir, body.bodyType, 'request');
      return { mode: 'raw', raw: JSON.stringify(value, null, 2), options: { raw: { language: 'json' } } };
    }
    case 'formUrlEncoded': {
      const value = example?.requestBody ?? exampleFor(ir, body.bodyType, 'request');
      const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
      return {
        mode: 'urlencoded',
        urlencoded: entries.map(([key, v]) => ({ key, value: exampleText(v), type: 'text' })),
      };
    }
    case 'multipart':
      return {
        mode: 'formdata',
        formdata: body.parts.map((part) =>
          part.isFile
            ? {
                key: part.name.wireValue,
                value: '',
                type: 'file' as const,
                ...(part.docs !== undefined ? { description: part.docs } : {}),
              }
            : {
                key: part.name.wireValue,
                value: exampleText(exampleFor(ir, part.valueType, 'request')),
                type: 'text' as const,
                ...(part.docs !== undefined ? { description: part.docs } : {}),
              },
        ),
      };
    case 'bytes':
      return { mode: 'file', file: {} };
    case 'text':
      return {
        mode: 'raw',
        raw: typeof example?.requestBody === 'string' ? example.requestBody : 'string',
        options: { raw: { language: 'text' } },
      };
  }
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content' };

function responseExample(
  ir: IntermediateRepresentation,
  response: ResponseBody,
  request: PostmanRequest,
  example: EndpointExample | undefined,
): PostmanResponse | undefined {
  if (response.kind === 'binary') return undefined;
  const code = example?.response?.statusCode ?? response.statusCode;
  const status = STATUS_TEXT[code] ?? 'OK';
  if (response.kind === 'json') {
    const value = example?.response?.body ?? exampleFor(ir, response.bodyType, 'response');
    return {
      name: example?.name ?? 'Example response',
      originalRequest: request,
      status,
      code,
      header: [{ key: 'Content-Type', value: response.contentType }],
      body: JSON.stringify(value, null, 2),
      _postman_previewlanguage: 'json',
    };
  }
  return {
    name: example?.name ?? 'Example response',
    originalRequest: request,
    status,
    code,
    header: response.kind === 'text' ? [{ key: 'Content-Type', value: response.contentType }] : [],
    body: response.kind === 'text' && typeof example?.response?.body === 'string' ? example.response.body : '',
    _postman_previewlanguage: 'text',
  };
}

/** A UUID-shaped id derived from the collection's name, so output is deterministic. */
function stableId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
