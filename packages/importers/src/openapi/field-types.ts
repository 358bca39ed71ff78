import { isRecord, resolvePointer, type JsonObject } from '../json';
import { booleanField, listField, mappingField, stringField, wrongType, type ImportContext } from './context';
import { joinPointer } from '@bracken/errors';

/** A node reached through local `$ref`s (a few hops at most), with the pointer it lives at. */
function resolved(
  ctx: ImportContext,
  value: unknown,
  pointer: string,
): { node: JsonObject; pointer: string } | undefined {
  let current = value;
  let at = pointer;
  for (let hops = 0; hops < 16 && isRecord(current) && typeof current['$ref'] === 'string'; hops++) {
    const ref = current['$ref'];
    if (!ref.startsWith('#')) return undefined;
    at = ref.slice(1);
    current = resolvePointer(ctx.document, at);
  }
  return isRecord(current) ? { node: current, pointer: at } : undefined;
}

/** A mapping of media types: each a mapping whose `schema` is a mapping (or `true`/`false`). */
function checkContent(ctx: ImportContext, content: JsonObject | undefined, pointer: string): void {
  if (content === undefined) return;
  for (const media in content) {
    const at = joinPointer(pointer, 'content', media);
    const value = content[media];
    if (!isRecord(value)) throw wrongType(ctx, at, 'a mapping', value);
    const schema = value['schema'];
    if (schema !== undefined && typeof schema !== 'boolean' && !isRecord(schema))
      throw wrongType(ctx, `${at}/schema`, 'a schema (a mapping)', schema);
  }
}

const PARAMETER_LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

/**
 * Checks the type of every operation field the importer reads (and of its parameters,
 * request body and responses), so that a value of the wrong kind is a located error in
 * `generate` as it is in `check`, rather than a field quietly left out of the SDK. Each
 * check is one `typeof` on a value the importer reads anyway.
 *
 * @throws ImporterError at the first field of the wrong kind.
 */
export function checkOperationFields(
  ctx: ImportContext,
  item: JsonObject,
  itemPointer: string,
  operation: JsonObject,
  pointer: string,
): void {
  stringField(ctx, operation, 'operationId', pointer);
  stringField(ctx, operation, 'summary', pointer);
  stringField(ctx, operation, 'description', pointer);
  booleanField(ctx, operation, 'deprecated', pointer);
  const tags = listField(ctx, operation, 'tags', pointer);
  tags?.forEach((tag, index) => {
    if (typeof tag !== 'string') throw wrongType(ctx, `${pointer}/tags/${index}`, 'a string', tag);
  });
  listField(ctx, operation, 'security', pointer);
  for (const [holder, at] of [
    [item, itemPointer],
    [operation, pointer],
  ] as const) {
    listField(ctx, holder, 'parameters', at)?.forEach((raw, index) => {
      const parameterPointer = `${at}/parameters/${index}`;
      if (!isRecord(raw)) throw wrongType(ctx, parameterPointer, 'a mapping', raw);
      const found = resolved(ctx, raw, parameterPointer);
      if (!found) return;
      const { node, pointer: nodePointer } = found;
      if (typeof node['name'] !== 'string') throw wrongType(ctx, `${nodePointer}/name`, 'a string', node['name']);
      if (typeof node['in'] !== 'string' || !PARAMETER_LOCATIONS.has(node['in']))
        throw wrongType(ctx, `${nodePointer}/in`, 'one of path, query, header or cookie', node['in']);
      booleanField(ctx, node, 'required', nodePointer);
      booleanField(ctx, node, 'deprecated', nodePointer);
      booleanField(ctx, node, 'explode', nodePointer);
      stringField(ctx, node, 'description', nodePointer);
      stringField(ctx, node, 'style', nodePointer);
      const schema = node['schema'];
      if (schema !== undefined && typeof schema !== 'boolean' && !isRecord(schema))
        throw wrongType(ctx, `${nodePointer}/schema`, 'a schema (a mapping)', schema);
      checkContent(ctx, mappingField(ctx, node, 'content', nodePointer), nodePointer);
    });
  }
  const bodyRaw = mappingField(ctx, operation, 'requestBody', pointer);
  const body = bodyRaw && resolved(ctx, bodyRaw, `${pointer}/requestBody`);
  if (body) {
    booleanField(ctx, body.node, 'required', body.pointer);
    stringField(ctx, body.node, 'description', body.pointer);
    checkContent(ctx, mappingField(ctx, body.node, 'content', body.pointer), body.pointer);
  }
  const responses = mappingField(ctx, operation, 'responses', pointer);
  for (const code in responses ?? {}) {
    const at = joinPointer(pointer, 'responses', code);
    const raw = responses![code];
    if (code.startsWith('x-')) continue;
    if (!isRecord(raw)) throw wrongType(ctx, at, 'a mapping', raw);
    const response = resolved(ctx, raw, at);
    if (!response) continue;
    stringField(ctx, response.node, 'description', response.pointer);
    mappingField(ctx, response.node, 'headers', response.pointer);
    checkContent(ctx, mappingField(ctx, response.node, 'content', response.pointer), response.pointer);
  }
}
