import { isRecord, resolvePointer, type JsonObject } from '../json';
import { escapePointerSegment } from '@bracken/errors';

/** A Swagger 2.0 rule a definition breaks, and where. */
export interface RuleViolation {
  pointer: string;
  message: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];
const PRIMITIVE_TYPES = ['array', 'boolean', 'integer', 'number', 'string'];
const SCHEMA_TYPES = [...PRIMITIVE_TYPES, 'object', 'null', undefined];
const FORM_MEDIA = /multipart\/(.*\+)?form-data|application\/(.*\+)?x-www-form-urlencoded/;

/** A node and the pointer it was found at, after one local `$ref` (the rules never need more). */
interface Found {
  node: JsonObject;
  pointer: string;
}

function follow(root: JsonObject, value: unknown, pointer: string): Found | undefined {
  if (!isRecord(value)) return undefined;
  const ref = value['$ref'];
  if (typeof ref !== 'string') return { node: value, pointer };
  if (!ref.startsWith('#')) return undefined;
  const target = resolvePointer(root, ref.slice(1));
  return isRecord(target) && typeof target['$ref'] !== 'string' ? { node: target, pointer: ref.slice(1) } : undefined;
}

/** The properties a schema declares, its `allOf` parents' included (each schema visited once). */
function declaredProperties(root: JsonObject, schema: JsonObject): Set<string> {
  const names = new Set<string>();
  const seen = new Set<JsonObject>();
  const stack: JsonObject[] = [schema];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    if (isRecord(next['properties'])) for (const name of Object.keys(next['properties'])) names.add(name);
    if (Array.isArray(next['allOf']))
      for (const parent of next['allOf']) {
        const found = follow(root, parent, '');
        if (found) stack.push(found.node);
      }
  }
  return names;
}

function requiredExist(root: JsonObject, schema: JsonObject, pointer: string, out: RuleViolation[]): void {
  const type = schema['type'];
  if (Array.isArray(type) ? !type.includes('object') : type !== 'object') return;
  if (!Array.isArray(schema['required'])) return;
  const declared = declaredProperties(root, schema);
  for (const name of schema['required']) {
    if (typeof name === 'string' && !declared.has(name))
      out.push({ pointer, message: `property "${name}" is listed as required but not declared` });
  }
}

function checkType(
  schema: JsonObject,
  pointer: string,
  allowed: ReadonlyArray<string | undefined>,
  out: RuleViolation[],
): void {
  const type = schema['type'];
  if (!allowed.includes(type as string | undefined))
    out.push({ pointer, message: `invalid type ${JSON.stringify(type)}` });
  else if (type === 'array' && schema['items'] === undefined)
    out.push({ pointer, message: 'an array needs an "items" schema' });
}

/**
 * The Swagger 2.0 rules its JSON Schema cannot say: unique operation ids, unique parameters,
 * one body (and not with form data), path parameters that are required and match the path
 * template, valid parameter and response types, file parameters with a form media type,
 * response codes, and required properties that exist. Follows only the local `$ref`s of
 * parameters, responses and `allOf` parents, one step each, so the work grows with the
 * definition's size.
 */
export function swagger2RuleViolations(root: JsonObject): RuleViolation[] {
  const out: RuleViolation[] = [];
  const operationIds = new Map<string, string>();
  const paths = isRecord(root['paths']) ? root['paths'] : {};
  for (const [route, rawItem] of Object.entries(paths)) {
    if (!route.startsWith('/')) continue;
    const itemPointer = `/paths/${escapePointerSegment(route)}`;
    const item = follow(root, rawItem, itemPointer);
    if (!item) continue;
    const listed = (value: unknown, at: string): Found[] =>
      Array.isArray(value) ? value.flatMap((p, index) => follow(root, p, `${at}/${index}`) ?? []) : [];
    const shared = listed(item.node['parameters'], `${item.pointer}/parameters`);
    const placeholders: string[] = route.match(/\{[^}]+\}/g) ?? [];
    for (const method of METHODS) {
      const operation = item.node[method];
      if (!isRecord(operation)) continue;
      const at = `${item.pointer}/${method}`;
      const id = operation['operationId'];
      if (typeof id === 'string') {
        if (operationIds.has(id)) out.push({ pointer: `${at}/operationId`, message: `duplicate operationId "${id}"` });
        else operationIds.set(id, at);
      }
      const own = listed(operation['parameters'], `${at}/parameters`);
      for (const list of [shared, own]) {
        const keys = new Set<string>();
        for (const parameter of list) {
          const key = `${String(parameter.node['in'])} ${String(parameter.node['name'])}`;
          if (keys.has(key))
            out.push({
              pointer: parameter.pointer,
              message: `duplicate ${String(parameter.node['in'])} parameter "${String(parameter.node['name'])}"`,
            });
          keys.add(key);
        }
      }
      // The operation's own parameters win over the path's.
      const combined = [
        ...own,
        ...shared.filter((p) => !own.some((o) => o.node['in'] === p.node['in'] && o.node['name'] === p.node['name'])),
      ];
      const bodies = combined.filter((p) => p.node['in'] === 'body');
      if (bodies.length > 1)
        out.push({ pointer: at, message: `${bodies.length} body parameters, at most one is allowed` });
      if (bodies.length > 0 && combined.some((p) => p.node['in'] === 'formData'))
        out.push({ pointer: at, message: 'both body and formData parameters, only one kind is allowed' });
      const remaining = [...placeholders];
      for (const duplicate of placeholders.filter((p, index) => placeholders.indexOf(p) !== index))
        out.push({ pointer: itemPointer, message: `path placeholder ${duplicate} appears more than once` });
      for (const parameter of combined) {
        const node = parameter.node;
        if (node['in'] === 'path') {
          if (node['required'] !== true)
            out.push({
              pointer: parameter.pointer,
              message: `path parameter "${String(node['name'])}" must be required`,
            });
          const index = remaining.indexOf(`{${String(node['name'])}}`);
          if (index === -1)
            out.push({
              pointer: parameter.pointer,
              message: `path parameter "${String(node['name'])}" has no {${String(node['name'])}} in the path`,
            });
          else remaining.splice(index, 1);
        }
        if (node['in'] === 'body') {
          const schema = follow(root, node['schema'], `${parameter.pointer}/schema`);
          if (schema) {
            checkType(schema.node, schema.pointer, SCHEMA_TYPES, out);
            requiredExist(root, schema.node, schema.pointer, out);
          }
        } else {
          checkType(
            node,
            parameter.pointer,
            node['in'] === 'formData' ? [...PRIMITIVE_TYPES, 'file'] : PRIMITIVE_TYPES,
            out,
          );
          if (node['type'] === 'file') {
            const consumes = Array.isArray(operation['consumes'])
              ? operation['consumes']
              : Array.isArray(root['consumes'])
                ? root['consumes']
                : [];
            if (!consumes.some((media) => typeof media === 'string' && FORM_MEDIA.test(media)))
              out.push({
                pointer: parameter.pointer,
                message:
                  'a file parameter needs the operation to consume multipart/form-data or application/x-www-form-urlencoded',
              });
          }
        }
      }
      if (remaining.length > 0) out.push({ pointer: at, message: `no path parameter for ${remaining.join(', ')}` });
      const responses = isRecord(operation['responses']) ? operation['responses'] : {};
      for (const [code, rawResponse] of Object.entries(responses)) {
        const responseAt = `${at}/responses/${escapePointerSegment(code)}`;
        if (code !== 'default' && !code.startsWith('x-') && !(Number(code) >= 100 && Number(code) <= 599))
          out.push({ pointer: responseAt, message: `invalid response code ${code}` });
        const response = follow(root, rawResponse, responseAt);
        if (!response) continue;
        const headers = isRecord(response.node['headers']) ? response.node['headers'] : {};
        for (const [name, header] of Object.entries(headers))
          if (isRecord(header))
            checkType(header, `${response.pointer}/headers/${escapePointerSegment(name)}`, PRIMITIVE_TYPES, out);
        const schema = follow(root, response.node['schema'], `${response.pointer}/schema`);
        if (schema) checkType(schema.node, schema.pointer, [...SCHEMA_TYPES, 'file'], out);
      }
    }
  }
  const definitions = isRecord(root['definitions']) ? root['definitions'] : {};
  for (const [name, definition] of Object.entries(definitions))
    if (isRecord(definition)) requiredExist(root, definition, `/definitions/${escapePointerSegment(name)}`, out);
  return out;
}
