import { joinPointer } from '@bracken/errors';
import { createEmptyIr, type IntermediateRepresentation } from '@bracken/ir';
import { isRecord, nonEmptyString } from '../json';
import type { ReferencedDocument } from '../references/reference-loader';
import type { DefinitionInput } from './input';
import { JsonSchemaConverter, type SchemaSettings } from './json-schema';
import type { LocatedYaml } from './located-yaml';
import { TypeNamer } from './naming';

/** What a JSON-Schema-based definition's schemas are converted with, beside the document itself. */
export interface DefinitionSchemaOptions {
  /** Where the document's nodes are, for errors and source locations. */
  located: LocatedYaml;
  settings: SchemaSettings;
  /** The documents the definition refers to, already read under its reference policy. */
  references: ReadonlyMap<string, ReferencedDocument<LocatedYaml>>;
}

/** The start of a JSON-Schema-based definition's IR, with what names and converts its types. */
export interface DefinitionIr {
  ir: IntermediateRepresentation;
  namer: TypeNamer;
  /** Converts the document's schemas into types of `ir`. */
  schemas: JsonSchemaConverter;
}

/**
 * The IR a JSON-Schema-based definition (AsyncAPI, OpenRPC) starts from: title, version,
 * docs and namespace from its `info`, the type namer its schemas share and the converter
 * that declares them in the IR.
 *
 * @example const { ir, namer, schemas } = startDefinitionIr(document, input, { located, settings, references });
 */
export function startDefinitionIr(
  document: Record<string, unknown>,
  input: DefinitionInput,
  options: DefinitionSchemaOptions,
): DefinitionIr {
  const info = isRecord(document['info']) ? document['info'] : {};
  const smartCasing = input.smartCasing ?? false;
  const ir = createEmptyIr(nonEmptyString(info['title']) ?? 'API', { smartCasing });
  const version = nonEmptyString(info['version']);
  if (version) ir.apiVersion = version;
  const docs = nonEmptyString(info['description']);
  if (docs) ir.docs = docs;
  if (input.namespace) ir.namespaces = [input.namespace];
  const namer = new TypeNamer(input.namespace, smartCasing);
  const schemas = new JsonSchemaConverter({
    root: document,
    located: options.located,
    namer,
    types: ir.types,
    settings: options.settings,
    namespace: input.namespace,
    file: input.absolutePath,
    references: options.references,
  });
  return { ir, namer, schemas };
}

/** Declares every schema of the document's `components.schemas` as a type of the API, used or not. */
export function declareComponentSchemas(document: Record<string, unknown>, schemas: JsonSchemaConverter): void {
  const components = isRecord(document['components']) ? document['components'] : {};
  if (!isRecord(components['schemas'])) return;
  for (const [name, schema] of Object.entries(components['schemas']))
    schemas.declareNamed(name, schema, joinPointer('', 'components', 'schemas', name));
}
