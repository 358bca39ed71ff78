import { createEmptyIr, type IntermediateRepresentation } from '@bracken/ir';
import { isRecord } from '../json';
import type { DefinitionInput } from './input';
import { TypeNamer } from './naming';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The IR a JSON-Schema-based definition (AsyncAPI, OpenRPC) starts from: title, version,
 * docs and namespace from its `info`, and the type namer its schemas share.
 *
 * @example const { ir, namer } = startDefinitionIr(document, input);
 */
export function startDefinitionIr(
  document: Record<string, unknown>,
  input: DefinitionInput,
): { ir: IntermediateRepresentation; namer: TypeNamer } {
  const info = isRecord(document['info']) ? document['info'] : {};
  const smartCasing = input.smartCasing ?? false;
  const ir = createEmptyIr(text(info['title']) ?? 'API', { smartCasing });
  const version = text(info['version']);
  if (version) ir.apiVersion = version;
  const docs = text(info['description']);
  if (docs) ir.docs = docs;
  if (input.namespace) ir.namespaces = [input.namespace];
  return { ir, namer: new TypeNamer(input.namespace, smartCasing) };
}
