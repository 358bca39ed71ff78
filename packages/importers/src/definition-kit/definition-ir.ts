import { createEmptyIr, type IntermediateRepresentation } from '@bracken/ir';
import { isRecord, nonEmptyString } from '../json';
import type { DefinitionInput } from './input';
import { TypeNamer } from './naming';

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
  const ir = createEmptyIr(nonEmptyString(info['title']) ?? 'API', { smartCasing });
  const version = nonEmptyString(info['version']);
  if (version) ir.apiVersion = version;
  const docs = nonEmptyString(info['description']);
  if (docs) ir.docs = docs;
  if (input.namespace) ir.namespaces = [input.namespace];
  return { ir, namer: new TypeNamer(input.namespace, smartCasing) };
}
