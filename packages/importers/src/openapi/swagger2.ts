import { isRecord, resolvePointer, type JsonObject } from '../json';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PARAMETER_SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
];

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!isRecord(value)) return value;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') {
      result[key] = child
        .replace(/^#\/definitions\//, '#/components/schemas/')
        .replace(/^#\/responses\//, '#/components/responses/');
    } else if (key === 'type' && child === 'file') {
      result['type'] = 'string';
      result['format'] = 'binary';
    } else if (key === 'x-nullable') {
      result['nullable'] = child;
    } else {
      result[key] = rewriteRefs(child);
    }
  }
  return result;
}

function parameterSchema(parameter: JsonObject): JsonObject {
  const schema: JsonObject = {};
  for (const key of PARAMETER_SCHEMA_KEYS) if (parameter[key] !== undefined) schema[key] = parameter[key];
  if (isRecord(schema['items'])) schema['items'] = parameterSchema(schema['items']);
  return schema;
}

function collectionStyle(format: unknown): { style?: string; explode?: boolean } {
  switch (format) {
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      return { style: 'spaceDelimited', explode: false };
    case 'pipes':
      return { style: 'pipeDelimited', explode: false };
    case 'csv':
      return { style: 'form', explode: false };
    default:
      return {};
  }
}

function upgradeOperation(document: JsonObject, operation: JsonObject, inherited: JsonObject[]): JsonObject {
  const consumes = (Array.isArray(operation['consumes']) ? operation['consumes'] : document['consumes']) as unknown;
  const produces = (Array.isArray(operation['produces']) ? operation['produces'] : document['produces']) as unknown;
  const firstConsumes = Array.isArray(consumes) && typeof consumes[0] === 'string' ? consumes[0] : 'application/json';
  const firstProduces = Array.isArray(produces) && typeof produces[0] === 'string' ? produces[0] : 'application/json';
  const resolveParameter = (parameter: unknown): JsonObject | undefined => {
    if (isRecord(parameter) && typeof parameter['$ref'] === 'string' && parameter['$ref'].startsWith('#/')) {
      const target = resolvePointer(document, parameter['$ref'].slice(1));
      return isRecord(target) ? target : undefined;
    }
    return isRecord(parameter) ? parameter : undefined;
  };
  const byKey = new Map<string, JsonObject>();
  for (const parameter of [...inherited, ...(Array.isArray(operation['parameters']) ? operation['parameters'] : [])]) {
    const resolved = resolveParameter(parameter);
    if (resolved) byKey.set(`${String(resolved['in'])}:${String(resolved['name'])}`, resolved);
  }
  const parameters: JsonObject[] = [];
  let requestBody: JsonObject | undefined;
  const formProperties: JsonObject = {};
  const formRequired: string[] = [];
  let hasFile = false;
  for (const parameter of byKey.values()) {
    if (parameter['in'] === 'body') {
      requestBody = {
        content: {
          [firstConsumes.includes('json') || firstConsumes === '*/*' ? firstConsumes : 'application/json']: {
            schema: rewriteRefs(parameter['schema']),
          },
        },
        required: parameter['required'] === true,
        ...(parameter['description'] !== undefined ? { description: parameter['description'] } : {}),
      };
    } else if (parameter['in'] === 'formData') {
      if (parameter['type'] === 'file') hasFile = true;
      formProperties[String(parameter['name'])] = rewriteRefs({
        ...parameterSchema(parameter),
        ...(parameter['description'] !== undefined ? { description: parameter['description'] } : {}),
      });
      if (parameter['required'] === true) formRequired.push(String(parameter['name']));
    } else {
      const upgraded: JsonObject = {
        name: parameter['name'],
        in: parameter['in'],
        schema: rewriteRefs(parameterSchema(parameter)),
      };
      for (const key of ['description', 'required', 'deprecated'])
        if (parameter[key] !== undefined) upgraded[key] = parameter[key];
      for (const [key, value] of Object.entries(parameter)) if (key.startsWith('x-')) upgraded[key] = value;
      Object.assign(upgraded, collectionStyle(parameter['collectionFormat']));
      parameters.push(upgraded);
    }
  }
  if (Object.keys(formProperties).length > 0 && requestBody === undefined) {
    const contentType =
      hasFile || firstConsumes.startsWith('multipart/') ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
    requestBody = {
      content: {
        [contentType]: {
          schema: {
            type: 'object',
            properties: formProperties,
            ...(formRequired.length > 0 ? { required: formRequired } : {}),
          },
        },
      },
      required: formRequired.length > 0,
    };
  }
  const responses: JsonObject = {};
  for (const [status, response] of Object.entries(isRecord(operation['responses']) ? operation['responses'] : {})) {
    responses[status] =
      isRecord(response) && response['$ref'] === undefined
        ? upgradeResponse(response, firstProduces)
        : rewriteRefs(response);
  }
  const upgraded: JsonObject = {};
  for (const [key, value] of Object.entries(operation)) {
    if (['parameters', 'responses', 'consumes', 'produces', 'schemes'].includes(key)) continue;
    upgraded[key] = rewriteRefs(value);
  }
  if (parameters.length > 0) upgraded['parameters'] = parameters;
  if (requestBody) upgraded['requestBody'] = requestBody;
  upgraded['responses'] = responses;
  return upgraded;
}

function upgradeResponse(response: JsonObject, contentType: string): JsonObject {
  const upgraded: JsonObject = { description: response['description'] ?? '' };
  if (response['schema'] !== undefined) {
    const schema = rewriteRefs(response['schema']);
    const binary = isRecord(schema) && schema['format'] === 'binary';
    upgraded['content'] = {
      [binary && contentType.includes('json') ? 'application/octet-stream' : contentType]: {
        schema,
        ...(isRecord(response['examples']) && response['examples'][contentType] !== undefined
          ? { example: response['examples'][contentType] }
          : {}),
      },
    };
  }
  if (isRecord(response['headers'])) {
    const headers: JsonObject = {};
    for (const [name, header] of Object.entries(response['headers']))
      if (isRecord(header))
        headers[name] = {
          schema: parameterSchema(header),
          ...(header['description'] !== undefined ? { description: header['description'] } : {}),
        };
    upgraded['headers'] = headers;
  }
  for (const [key, value] of Object.entries(response)) if (key.startsWith('x-')) upgraded[key] = value;
  return upgraded;
}

function upgradeSecurityScheme(scheme: JsonObject): JsonObject {
  const extensions = Object.fromEntries(Object.entries(scheme).filter(([key]) => key.startsWith('x-')));
  const description = scheme['description'] !== undefined ? { description: scheme['description'] } : {};
  switch (scheme['type']) {
    case 'basic':
      return { type: 'http', scheme: 'basic', ...description, ...extensions };
    case 'apiKey':
      return { type: 'apiKey', name: scheme['name'], in: scheme['in'], ...description, ...extensions };
    case 'oauth2': {
      const flowName =
        scheme['flow'] === 'application'
          ? 'clientCredentials'
          : scheme['flow'] === 'accessCode'
            ? 'authorizationCode'
            : String(scheme['flow']);
      const flow: JsonObject = { scopes: isRecord(scheme['scopes']) ? scheme['scopes'] : {} };
      if (scheme['tokenUrl'] !== undefined) flow['tokenUrl'] = scheme['tokenUrl'];
      if (scheme['authorizationUrl'] !== undefined) flow['authorizationUrl'] = scheme['authorizationUrl'];
      return { type: 'oauth2', flows: { [flowName]: flow }, ...description, ...extensions };
    }
    default:
      return { ...scheme };
  }
}

/**
 * Upgrades a Swagger 2.0 document to the OpenAPI 3.0 shape the importer reads: servers from
 * `host`/`basePath`/`schemes`, bodies and form fields to `requestBody`, `definitions` to
 * `components.schemas` (with `$ref`s rewritten), `securityDefinitions` to security schemes.
 */
export function upgradeSwagger2(document: JsonObject): JsonObject {
  const upgraded: JsonObject = { openapi: '3.0.3' };
  for (const [key, value] of Object.entries(document)) {
    if (key.startsWith('x-') || key === 'info' || key === 'tags' || key === 'externalDocs' || key === 'security')
      upgraded[key] = value;
  }
  const host = typeof document['host'] === 'string' ? document['host'] : undefined;
  const basePath = typeof document['basePath'] === 'string' ? document['basePath'] : '';
  const schemes =
    Array.isArray(document['schemes']) && document['schemes'].length > 0 ? document['schemes'] : ['https'];
  if (host !== undefined)
    upgraded['servers'] = schemes.map((scheme) => ({ url: `${String(scheme)}://${host}${basePath}` }));
  else if (basePath !== '') upgraded['servers'] = [{ url: basePath }];
  const components: JsonObject = {};
  if (isRecord(document['definitions'])) components['schemas'] = rewriteRefs(document['definitions']);
  if (isRecord(document['responses'])) {
    const produces =
      Array.isArray(document['produces']) && typeof document['produces'][0] === 'string'
        ? document['produces'][0]
        : 'application/json';
    components['responses'] = Object.fromEntries(
      Object.entries(document['responses']).map(([name, response]) => [
        name,
        isRecord(response) ? upgradeResponse(response, produces) : response,
      ]),
    );
  }
  if (isRecord(document['securityDefinitions'])) {
    components['securitySchemes'] = Object.fromEntries(
      Object.entries(document['securityDefinitions']).map(([name, scheme]) => [
        name,
        isRecord(scheme) ? upgradeSecurityScheme(scheme) : scheme,
      ]),
    );
  }
  upgraded['components'] = components;
  const paths: JsonObject = {};
  for (const [route, item] of Object.entries(isRecord(document['paths']) ? document['paths'] : {})) {
    if (!isRecord(item)) continue;
    const inherited = Array.isArray(item['parameters']) ? item['parameters'].filter(isRecord) : [];
    const upgradedItem: JsonObject = {};
    for (const [key, value] of Object.entries(item)) {
      if (METHODS.includes(key) && isRecord(value)) upgradedItem[key] = upgradeOperation(document, value, inherited);
      else if (key.startsWith('x-')) upgradedItem[key] = value;
    }
    paths[route] = upgradedItem;
  }
  upgraded['paths'] = paths;
  return upgraded;
}
