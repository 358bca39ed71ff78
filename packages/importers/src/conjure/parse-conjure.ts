import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import * as path from 'node:path';
import type {
  AuthScheme,
  DiscriminatedUnionVariant,
  ErrorDeclaration,
  HttpEndpoint,
  HttpMethod,
  IntermediateRepresentation,
  ObjectProperty,
  Parameter,
  RequestBody,
  ResponseBody,
  Service,
  TypeReference,
  TypeShape,
} from '@bracken/ir';
import { createEmptyIr } from '@bracken/ir';
import { DefinitionError } from '../definition-kit/definition-error';
import type { DefinitionInput } from '../definition-kit/input';
import type { LocatedYaml } from '../definition-kit/located-yaml';
import { parseLocatedYaml } from '../definition-kit/located-yaml';
import { TypeNamer } from '../definition-kit/naming';
import { readDefinitionBytes } from '../definition-text';
import { confineFile, createReferencePolicy, type ReferencePolicy } from '../references/reference-policy';
import { CONJURE_ERROR_STATUS } from './error-codes';
import type { TypeExpression } from './type-expression';
import { parseTypeExpression, TypeExpressionSyntaxError } from './type-expression';
import { joinPointer } from '@bracken/errors';
import { isRecord, type JsonObject } from '../json';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}

/** JSON numbers a safelong may hold: the integers that survive a round trip through a double. */
const SAFELONG_LIMIT = 2 ** 53 - 1;

const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/** One Conjure file with the files it imports. */
interface ConjureFile {
  absolute: string;
  located: LocatedYaml;
  document: JsonObject;
  /** `conjure-imports` namespace → file. */
  imports: Map<string, ConjureFile>;
}

const CONJURE_FILE = /\.ya?ml$/i;

async function loadConjureFile(
  absolute: string,
  display: string,
  cache: Map<string, ConjureFile>,
  chain: string[],
  policy: ReferencePolicy,
): Promise<ConjureFile> {
  const cached = cache.get(absolute);
  if (cached) return cached;
  const located = parseLocatedYaml((await readDefinitionBytes(absolute, display)).toString('utf8'), display);
  const document = isRecord(located.value) ? located.value : {};
  const file: ConjureFile = { absolute, located, document, imports: new Map() };
  cache.set(absolute, file);
  const types = isRecord(document.types) ? document.types : {};
  const imports = isRecord(types['conjure-imports']) ? types['conjure-imports'] : {};
  for (const [namespace, target] of Object.entries(imports)) {
    const pointer = joinPointer('', 'types', 'conjure-imports', namespace);
    if (typeof target !== 'string')
      throw located.fail(`invalid conjure-imports entry "${namespace}" (expected a file path)`, pointer);
    const importedAbsolute = path.resolve(path.dirname(absolute), target);
    // An import is read only from the definition's own folder tree (or references.folders).
    const confined = await confineFile(policy, importedAbsolute, CONJURE_FILE);
    if (!confined.ok && confined.reason === 'file not found')
      throw located.fail(`conjure-imports file not found (${target})`, pointer);
    if (!confined.ok)
      throw located.fail(`cannot read conjure-imports file ${JSON.stringify(target)} (${confined.reason})`, pointer);
    if (chain.includes(importedAbsolute)) throw located.fail(`circular conjure-imports (${target})`, pointer);
    const importedDisplay = path.posix.join(path.posix.dirname(display), target.split(path.sep).join('/'));
    file.imports.set(
      namespace,
      await loadConjureFile(importedAbsolute, importedDisplay, cache, [...chain, absolute], policy),
    );
  }
  return file;
}

class ConjureConverter {
  private readonly ir: IntermediateRepresentation;
  private readonly namer: TypeNamer;
  private readonly declared = new Map<string, string>();
  private readonly errorIds = new Map<string, string>();
  private readonly schemes = new Map<string, AuthScheme>();

  constructor(
    private readonly files: ConjureFile[],
    private readonly input: DefinitionInput,
    title: string,
  ) {
    const smartCasing = input.smartCasing ?? false;
    this.ir = createEmptyIr(title, { smartCasing });
    if (input.namespace) this.ir.namespaces = [input.namespace];
    this.namer = new TypeNamer(input.namespace, smartCasing);
  }

  convert(): IntermediateRepresentation {
    const all = new Set<ConjureFile>();
    const visit = (file: ConjureFile): void => {
      if (all.has(file)) return;
      all.add(file);
      file.imports.forEach(visit);
    };
    this.files.forEach(visit);
    for (const file of all) {
      for (const name of Object.keys(this.definitions(file).objects)) this.declare(file, name);
      for (const name of Object.keys(this.definitions(file).errors)) this.declareError(file, name);
    }
    for (const file of this.files) {
      const services = isRecord(file.document.services) ? file.document.services : {};
      for (const [name, raw] of Object.entries(services))
        this.ir.services.push(this.service(file, name, raw, joinPointer('', 'services', name)));
    }
    this.ir.auth = {
      kind: 'auth',
      requirement: this.schemes.size > 1 ? 'any' : 'single',
      schemes: [...this.schemes.values()],
    };
    return this.ir;
  }

  private definitions(file: ConjureFile): { objects: JsonObject; errors: JsonObject; external: JsonObject } {
    const types = isRecord(file.document.types) ? file.document.types : {};
    const definitions = isRecord(types.definitions) ? types.definitions : {};
    return {
      objects: isRecord(definitions.objects) ? definitions.objects : {},
      errors: isRecord(definitions.errors) ? definitions.errors : {},
      external: isRecord(types.imports) ? types.imports : {},
    };
  }

  private typeOf(
    file: ConjureFile,
    written: unknown,
    pointer: string,
    position: 'value' | 'body' = 'value',
  ): TypeReference {
    if (typeof written !== 'string') throw file.located.fail('invalid type (expected a type expression)', pointer);
    let expression: TypeExpression;
    try {
      expression = parseTypeExpression(written);
    } catch (error) {
      if (error instanceof TypeExpressionSyntaxError)
        throw file.located.fail(`invalid type: ${error.message}`, pointer);
      throw error;
    }
    return this.expressionType(file, expression, pointer, position);
  }

  private expressionType(
    file: ConjureFile,
    expression: TypeExpression,
    pointer: string,
    position: 'value' | 'body',
  ): TypeReference {
    switch (expression.kind) {
      case 'container': {
        const item = this.expressionType(file, expression.item, pointer, position);
        return expression.container === 'optional'
          ? { kind: 'optional', itemType: item }
          : { kind: expression.container, itemType: item };
      }
      case 'map':
        return {
          kind: 'map',
          keyType: this.expressionType(file, expression.key, pointer, 'value'),
          valueType: this.expressionType(file, expression.value, pointer, 'value'),
        };
      case 'reference':
        return this.reference(file, expression.name, pointer, position);
    }
  }

  private reference(file: ConjureFile, name: string, pointer: string, position: 'value' | 'body'): TypeReference {
    switch (name) {
      case 'any':
        return { kind: 'unknown' };
      case 'bearertoken':
        return { kind: 'primitive', primitive: 'string', format: 'bearertoken' };
      case 'binary':
        return position === 'body' ? { kind: 'file' } : { kind: 'primitive', primitive: 'base64' };
      case 'boolean':
        return { kind: 'primitive', primitive: 'boolean' };
      case 'datetime':
        return { kind: 'primitive', primitive: 'dateTime' };
      case 'double':
        return { kind: 'primitive', primitive: 'double' };
      case 'integer':
        return { kind: 'primitive', primitive: 'integer' };
      case 'rid':
        return { kind: 'primitive', primitive: 'string', format: 'rid' };
      case 'safelong':
        // A JSON number, never a string: within ±(2^53 − 1) it is exact in JavaScript.
        return {
          kind: 'primitive',
          primitive: 'integer',
          format: 'safelong',
          rules: { minimum: -SAFELONG_LIMIT, maximum: SAFELONG_LIMIT },
        };
      case 'string':
        return { kind: 'primitive', primitive: 'string' };
      case 'uuid':
        return { kind: 'primitive', primitive: 'uuid' };
      default:
        break;
    }
    const dot = name.indexOf('.');
    const owner = dot >= 0 ? file.imports.get(name.slice(0, dot)) : file;
    const local = dot >= 0 ? name.slice(dot + 1) : name;
    if (!owner)
      throw file.located.fail(`unknown conjure-imports namespace "${name.slice(0, dot)}" in type "${name}"`, pointer);
    const defs = this.definitions(owner);
    if (local in defs.objects) return { kind: 'named', typeId: this.declare(owner, local) };
    const external = defs.external[local];
    if (isRecord(external) && typeof external['base-type'] === 'string')
      return this.typeOf(
        owner,
        external['base-type'],
        joinPointer('', 'types', 'imports', local, 'base-type'),
        position,
      );
    throw file.located.fail(`unknown type "${name}"`, pointer);
  }

  private declare(file: ConjureFile, name: string): string {
    const key = `${file.absolute}#${name}`;
    const existing = this.declared.get(key);
    if (existing) return existing;
    const typeName = this.namer.claim(name);
    const id = this.namer.idFor(typeName);
    this.declared.set(key, id);
    const pointer = joinPointer('', 'types', 'definitions', 'objects', name);
    const raw = this.definitions(file).objects[name];
    this.ir.types[id] = { kind: 'type', id, name: typeName, shape: { kind: 'alias', aliasOf: { kind: 'unknown' } } };
    if (!isRecord(raw)) throw file.located.fail(`invalid type definition "${name}" (expected an object)`, pointer);
    const shape = this.shape(file, name, raw, pointer, typeName.pascalCase);
    const docs = text(raw.docs);
    const at = file.located.locate(pointer);
    this.ir.types[id] = {
      kind: 'type',
      id,
      name: typeName,
      shape,
      ...(docs ? { docs } : {}),
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
      ...(raw.deprecated !== undefined ? { availability: 'deprecated' as const } : {}),
      source: { kind: 'source', file: file.located.file, pointer, line: at.line, column: at.column },
    };
    return id;
  }

  /** A field or variant written as `Type` or `{ type, docs, deprecated }`. */
  private member(
    file: ConjureFile,
    raw: unknown,
    pointer: string,
  ): { type: TypeReference; docs?: string; deprecated: boolean } {
    if (isRecord(raw)) {
      const docs = text(raw.docs);
      return {
        type: this.typeOf(file, raw.type, joinPointer(pointer, 'type')),
        ...(docs ? { docs } : {}),
        deprecated: raw.deprecated !== undefined,
      };
    }
    return { type: this.typeOf(file, raw, pointer), deprecated: false };
  }

  private shape(file: ConjureFile, name: string, raw: JsonObject, pointer: string, typeName: string): TypeShape {
    if (raw.alias !== undefined)
      return { kind: 'alias', aliasOf: this.typeOf(file, raw.alias, joinPointer(pointer, 'alias')) };
    if (Array.isArray(raw.values)) {
      return {
        kind: 'enum',
        // Conjure clients keep values they do not know.
        forwardCompatible: true,
        values: raw.values.map((v, i) => {
          const value = isRecord(v) ? v.value : v;
          if (typeof value !== 'string')
            throw file.located.fail(`invalid enum value of "${name}"`, joinPointer(pointer, 'values', i));
          const docs = isRecord(v) ? text(v.docs) : undefined;
          return { kind: 'enumValue' as const, name: this.namer.name(value), ...(docs ? { docs } : {}) };
        }),
      };
    }
    if (isRecord(raw.union)) {
      const variants: DiscriminatedUnionVariant[] = Object.entries(raw.union).map(([variant, value]) => {
        const at = joinPointer(pointer, 'union', variant);
        const member = this.member(file, value, at);
        // On the wire a variant is `{ "type": "<variant>", "<variant>": value }`.
        const variantName = this.namer.claim(`${typeName}${this.namer.name(variant).pascalCase}`);
        const id = this.namer.idFor(variantName);
        this.ir.types[id] = {
          kind: 'type',
          id,
          name: variantName,
          shape: {
            kind: 'object',
            extends: [],
            properties: [
              {
                kind: 'property',
                name: this.namer.name(variant),
                valueType: member.type,
                ...(member.docs ? { docs: member.docs } : {}),
              },
            ],
          },
          ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
        };
        return {
          kind: 'variant',
          discriminantValue: variant,
          typeId: id,
          ...(member.docs ? { docs: member.docs } : {}),
        };
      });
      return { kind: 'discriminatedUnion', discriminant: this.namer.name('type'), variants, baseProperties: [] };
    }
    if (raw.fields !== undefined && !isRecord(raw.fields))
      throw file.located.fail(`invalid fields of "${name}" (expected a map)`, joinPointer(pointer, 'fields'));
    if (
      raw.fields === undefined &&
      Object.keys(raw).some((k) => k !== 'docs' && k !== 'package' && k !== 'deprecated')
    ) {
      throw file.located.fail(`invalid type definition "${name}" (expected alias, fields, values or union)`, pointer);
    }
    const fields = isRecord(raw.fields) ? raw.fields : {};
    return {
      kind: 'object',
      extends: [],
      properties: Object.entries(fields).map(([field, value]): ObjectProperty => {
        const member = this.member(file, value, joinPointer(pointer, 'fields', field));
        return {
          kind: 'property',
          name: this.namer.name(field),
          valueType: member.type,
          ...(member.docs ? { docs: member.docs } : {}),
          ...(member.deprecated ? { availability: 'deprecated' as const } : {}),
        };
      }),
    };
  }

  private declareError(file: ConjureFile, name: string): string {
    const key = `${file.absolute}#${name}`;
    const existing = this.errorIds.get(key);
    if (existing) return existing;
    const pointer = joinPointer('', 'types', 'definitions', 'errors', name);
    const raw = this.definitions(file).errors[name];
    if (!isRecord(raw)) throw file.located.fail(`invalid error definition "${name}" (expected an object)`, pointer);
    const namespace = text(raw.namespace);
    if (!namespace) throw file.located.fail(`error "${name}" has no namespace`, pointer);
    const code = text(raw.code);
    const status = code === undefined ? undefined : CONJURE_ERROR_STATUS[code];
    if (status === undefined)
      throw file.located.fail(
        `unknown error code "${code ?? ''}" of error "${name}" (expected one of ${Object.keys(CONJURE_ERROR_STATUS).join(', ')})`,
        joinPointer(pointer, code === undefined ? '' : 'code'),
      );
    const errorName = `${namespace}:${name}`;
    const id = this.input.namespace ? `${this.input.namespace}::${errorName}` : errorName;
    this.errorIds.set(key, id);
    const args: ObjectProperty[] = [];
    for (const safety of ['safe-args', 'unsafe-args'] as const) {
      const written = isRecord(raw[safety]) ? (raw[safety] as JsonObject) : {};
      for (const [arg, value] of Object.entries(written)) {
        const member = this.member(file, value, joinPointer(pointer, safety, arg));
        const note = safety === 'safe-args' ? 'Safe to log.' : 'Unsafe: may hold sensitive data; do not log.';
        args.push({
          kind: 'property',
          name: this.namer.name(arg),
          valueType: member.type.kind === 'optional' ? member.type : { kind: 'optional', itemType: member.type },
          docs: member.docs ? `${member.docs}\n\n${note}` : note,
        });
      }
    }
    const parametersName = this.namer.claim(`${name}Parameters`);
    const parametersId = this.namer.idFor(parametersName);
    const ns = this.input.namespace ? { namespace: this.input.namespace } : {};
    this.ir.types[parametersId] = {
      kind: 'type',
      id: parametersId,
      name: parametersName,
      docs: `Arguments of the ${errorName} error.`,
      shape: { kind: 'object', extends: [], properties: args },
      ...ns,
    };
    const bodyName = this.namer.claim(`${name}Body`);
    const bodyId = this.namer.idFor(bodyName);
    this.ir.types[bodyId] = {
      kind: 'type',
      id: bodyId,
      name: bodyName,
      docs: `The serialized ${errorName} error.`,
      shape: {
        kind: 'object',
        extends: [],
        properties: [
          { kind: 'property', name: this.namer.name('errorCode'), valueType: { kind: 'literal', value: code! } },
          { kind: 'property', name: this.namer.name('errorName'), valueType: { kind: 'literal', value: errorName } },
          {
            kind: 'property',
            name: this.namer.name('errorInstanceId'),
            valueType: { kind: 'primitive', primitive: 'uuid' },
          },
          { kind: 'property', name: this.namer.name('parameters'), valueType: { kind: 'named', typeId: parametersId } },
        ],
      },
      ...ns,
    };
    const docs = text(raw.docs);
    const declaration: ErrorDeclaration = {
      kind: 'error',
      id,
      name: this.namer.name(name),
      statusCode: status,
      bodyType: { kind: 'named', typeId: bodyId },
      ...(docs ? { docs } : {}),
    };
    this.ir.errors[id] = declaration;
    return id;
  }

  private errorReference(file: ConjureFile, written: string, pointer: string): string {
    const dot = written.indexOf('.');
    const owner = dot >= 0 ? file.imports.get(written.slice(0, dot)) : file;
    const local = dot >= 0 ? written.slice(dot + 1) : written;
    if (!owner || !(local in this.definitions(owner).errors))
      throw file.located.fail(`unknown error "${written}"`, pointer);
    return this.declareError(owner, local);
  }

  /** `header` is a bearer token in `Authorization`; `cookie:<name>` the same token in a cookie. */
  private authScheme(file: ConjureFile, written: unknown, pointer: string): string | undefined {
    if (written === undefined || written === 'none') return undefined;
    if (written === 'header') {
      if (!this.schemes.has('header'))
        this.schemes.set('header', {
          kind: 'bearer',
          id: 'header',
          token: this.namer.name('token'),
          prefix: 'Bearer',
          docs: 'A bearer token in the Authorization header.',
        });
      return 'header';
    }
    if (typeof written === 'string' && written.startsWith('cookie:') && written.length > 'cookie:'.length) {
      const cookie = written.slice('cookie:'.length);
      const id = `cookie:${cookie}`;
      if (!this.schemes.has(id)) {
        this.schemes.set(id, {
          kind: 'header',
          id,
          location: 'cookie',
          wireName: cookie,
          name: this.namer.name(cookie),
          valueType: { kind: 'primitive', primitive: 'string' },
          docs: `A bearer token in the ${cookie} cookie.`,
        });
      }
      return id;
    }
    throw file.located.fail(`invalid auth "${String(written)}" (expected none, header or cookie:<name>)`, pointer);
  }

  private service(file: ConjureFile, name: string, raw: unknown, pointer: string): Service {
    if (!isRecord(raw)) throw file.located.fail(`invalid service "${name}" (expected an object)`, pointer);
    const basePath = text(raw['base-path']) ?? '';
    const defaultAuth = this.authScheme(file, raw['default-auth'], joinPointer(pointer, 'default-auth'));
    const endpoints = isRecord(raw.endpoints) ? raw.endpoints : {};
    const docs = text(raw.docs);
    return {
      kind: 'service',
      id: this.input.namespace ? `${this.input.namespace}::${name}` : name,
      name: this.namer.name(name),
      ...(docs ? { docs } : {}),
      endpoints: Object.entries(endpoints).map(([endpoint, value]) =>
        this.endpoint(file, endpoint, value, joinPointer(pointer, 'endpoints', endpoint), basePath, defaultAuth),
      ),
    };
  }

  private endpoint(
    file: ConjureFile,
    name: string,
    raw: unknown,
    pointer: string,
    basePath: string,
    defaultAuth: string | undefined,
  ): HttpEndpoint {
    if (!isRecord(raw)) throw file.located.fail(`invalid endpoint "${name}" (expected an object)`, pointer);
    const http = typeof raw.http === 'string' ? /^\s*([A-Z]+)\s+(\S+)\s*$/.exec(raw.http) : null;
    const method = http?.[1] as HttpMethod | undefined;
    if (!http || !method || !HTTP_METHODS.includes(method))
      throw file.located.fail(
        `invalid http of endpoint "${name}" (expected "METHOD /path")`,
        joinPointer(pointer, 'http'),
      );
    const written = http[2]!;
    const joined = `${basePath.replace(/\/+$/, '')}${written === '/' ? '' : written}`;
    const fullPath = joined.length === 0 ? '/' : joined;
    const templateNames = new Set([...fullPath.matchAll(/\{([^}*]+)\*?\}/g)].map((m) => m[1]!));
    const pathParameters: Parameter[] = [];
    const queryParameters: Parameter[] = [];
    const headers: Parameter[] = [];
    let requestBody: RequestBody | undefined;
    let requestBodyRequired = false;
    const args = isRecord(raw.args) ? raw.args : {};
    for (const [arg, value] of Object.entries(args)) {
      const at = joinPointer(pointer, 'args', arg);
      const spec = isRecord(value) ? value : { type: value };
      const typeAt = isRecord(value) ? joinPointer(at, 'type') : at;
      const paramType = text(spec['param-type']) ?? 'auto';
      const location = paramType === 'auto' ? (templateNames.has(arg) ? 'path' : 'body') : paramType;
      const docs = text(spec.docs);
      const wire = text(spec['param-id']) ?? arg;
      const base = { kind: 'parameter' as const, ...(docs ? { docs } : {}) };
      if (location === 'path') {
        if (!templateNames.has(arg))
          throw file.located.fail(`path argument "${arg}" is not in the path ${fullPath}`, at);
        pathParameters.push({
          ...base,
          location: 'path',
          name: this.namer.name(arg),
          valueType: this.typeOf(file, spec.type, typeAt),
        });
      } else if (location === 'query') {
        queryParameters.push({
          ...base,
          location: 'query',
          name: { ...this.namer.name(arg), wireValue: wire },
          valueType: this.typeOf(file, spec.type, typeAt),
        });
      } else if (location === 'header') {
        if (!text(spec['param-id']))
          throw file.located.fail(`header argument "${arg}" needs a param-id (the header name)`, at);
        headers.push({
          ...base,
          location: 'header',
          name: { ...this.namer.name(arg), wireValue: wire },
          valueType: this.typeOf(file, spec.type, typeAt),
        });
      } else if (location === 'body') {
        if (requestBody) throw file.located.fail(`endpoint "${name}" has more than one body argument`, at);
        const type = this.typeOf(file, spec.type, typeAt, 'body');
        const inner = type.kind === 'optional' ? type.itemType : type;
        requestBodyRequired = type.kind !== 'optional';
        requestBody =
          inner.kind === 'file'
            ? {
                kind: 'bytes',
                contentType: 'application/octet-stream',
                optional: !requestBodyRequired,
                ...(docs ? { docs } : {}),
              }
            : { kind: 'json', contentType: 'application/json', bodyType: type, ...(docs ? { docs } : {}) };
      } else {
        throw file.located.fail(
          `invalid param-type "${paramType}" (expected auto, path, query, header or body)`,
          joinPointer(at, 'param-type'),
        );
      }
    }
    for (const param of templateNames) {
      if (!pathParameters.some((p) => p.name.wireValue === param))
        throw file.located.fail(`path parameter "{${param}}" has no argument`, joinPointer(pointer, 'http'));
    }
    let response: ResponseBody;
    if (raw.returns === undefined) response = { kind: 'empty', statusCode: 204 };
    else {
      const type = this.typeOf(file, raw.returns, joinPointer(pointer, 'returns'), 'body');
      const inner = type.kind === 'optional' ? type.itemType : type;
      response =
        inner.kind === 'file'
          ? { kind: 'binary', statusCode: 200, contentType: 'application/octet-stream', asBytes: false }
          : { kind: 'json', statusCode: 200, contentType: 'application/json', bodyType: type };
    }
    const errors = (Array.isArray(raw.errors) ? raw.errors : []).map((e, i) => {
      const ref = isRecord(e) ? e.error : e;
      if (typeof ref !== 'string')
        throw file.located.fail('invalid error reference (expected an error name)', joinPointer(pointer, 'errors', i));
      return this.errorReference(file, ref, joinPointer(pointer, 'errors', i));
    });
    const auth = raw.auth === undefined ? defaultAuth : this.authScheme(file, raw.auth, joinPointer(pointer, 'auth'));
    const docs = text(raw.docs);
    const endpointName = this.namer.name(name);
    const at = file.located.locate(pointer);
    return {
      kind: 'endpoint',
      id: `${this.input.namespace ? `${this.input.namespace}::` : ''}${method} ${fullPath}`,
      operationId: name,
      name: endpointName,
      method,
      path: fullPath,
      pathParameters,
      queryParameters,
      headers,
      cookies: [],
      ...(requestBody ? { requestBody } : {}),
      requestBodyRequired,
      requestName: this.namer.name(`${endpointName.pascalCase}Request`),
      inlinePathParameters: true,
      response,
      errors,
      secured: auth !== undefined,
      ...(auth !== undefined ? { authSchemes: [auth] } : {}),
      idempotent: false,
      examples: [],
      ...(docs ? { docs } : {}),
      ...(raw.deprecated !== undefined ? { availability: 'deprecated' as const } : {}),
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
      source: { kind: 'source', file: file.located.file, pointer, line: at.line, column: at.column },
    };
  }
}

/**
 * Imports Conjure definitions from one YAML file or from every `.yml`/`.yaml` file of a
 * folder: objects, aliases, enums (forward compatible), unions, errors with their HTTP
 * status, and services whose endpoints use `default-auth` (`header` or `cookie:<name>`).
 * `conjure-imports` are followed relative to the importing file.
 *
 * @throws DefinitionError located at the first problem (an unknown type, a bad `http`, …).
 * @example
 * ```ts
 * const ir = await parseConjure({ absolutePath: '/repo/conjure/recipes.yml', displayPath: 'conjure/recipes.yml' });
 * ir.errors['Recipes:RecipeNotFound'].statusCode; // 404
 * ```
 */
export async function parseConjure(input: DefinitionInput): Promise<IntermediateRepresentation> {
  if (!existsSync(input.absolutePath))
    throw new DefinitionError('Conjure definition not found', { file: input.displayPath });
  const cache = new Map<string, ConjureFile>();
  const files: ConjureFile[] = [];
  if (statSync(input.absolutePath).isDirectory()) {
    const policy = input.references ?? createReferencePolicy(input.absolutePath, undefined, input.absolutePath);
    const entries = (await readdir(input.absolutePath)).filter((e) => /\.ya?ml$/.test(e) && !e.startsWith('.')).sort();
    for (const entry of entries) {
      const file = path.join(input.absolutePath, entry);
      const display = path.posix.join(input.displayPath, entry);
      // A file of the folder may be a symbolic link to somewhere else.
      const confined = await confineFile(policy, file, CONJURE_FILE);
      if (!confined.ok)
        throw new DefinitionError(`cannot read the Conjure file (${confined.reason})`, { file: display });
      files.push(await loadConjureFile(file, display, cache, [], policy));
    }
  } else {
    const folder = path.dirname(input.absolutePath);
    files.push(
      await loadConjureFile(
        input.absolutePath,
        input.displayPath,
        cache,
        [],
        input.references ?? createReferencePolicy(folder, undefined, folder),
      ),
    );
  }
  const firstService = files.flatMap((f) =>
    Object.entries(isRecord(f.document.services) ? f.document.services : {}),
  )[0];
  const title =
    (firstService && isRecord(firstService[1]) ? text(firstService[1].name) : undefined) ??
    firstService?.[0] ??
    path.basename(input.absolutePath).replace(/\.ya?ml$/, '');
  return new ConjureConverter(files, input, title).convert();
}
