import * as path from 'node:path';
import {
  allEndpoints,
  type HttpEndpoint,
  type IntermediateRepresentation,
  type ObjectProperty,
  type TypeDeclaration,
} from '@bracken/ir';
import { parseOpenApi, type OpenApiInput, type OpenApiParseOptions } from './parse-openapi';
import type { OpenApiImportSettings } from './settings';
import { createTempFolder } from '@bracken/test-kit';

/** Absolute path of a fixture definition. */
export function fixture(name: string): string {
  return path.join(__dirname, '__fixtures__', name);
}

/** Imports a fixture definition. */
export function importFixture(
  name: string,
  settings?: OpenApiImportSettings,
  options?: OpenApiParseOptions,
  input: Partial<OpenApiInput> = {},
): Promise<IntermediateRepresentation> {
  return parseOpenApi({ file: fixture(name), displayFile: name, ...input }, settings, options);
}

/** A type declaration by id, failing loudly when it is missing. */
export function typeOf(ir: IntermediateRepresentation, id: string): TypeDeclaration {
  const declaration = ir.types[id];
  if (!declaration) throw new Error(`no type ${id}; have ${Object.keys(ir.types).join(', ')}`);
  return declaration;
}

/** A property of an object type, by wire name. */
export function propertyOf(ir: IntermediateRepresentation, typeId: string, wire: string): ObjectProperty {
  const shape = typeOf(ir, typeId).shape;
  if (shape.kind !== 'object') throw new Error(`${typeId} is a ${shape.kind}`);
  const property = shape.properties.find((p) => p.name.wireValue === wire);
  if (!property) throw new Error(`no property ${wire} on ${typeId}`);
  return property;
}

/** An endpoint by id (`METHOD /path`). */
export function endpointOf(ir: IntermediateRepresentation, id: string): HttpEndpoint {
  const endpoint = allEndpoints(ir).find((e) => e.id === id);
  if (!endpoint)
    throw new Error(
      `no endpoint ${id}; have ${allEndpoints(ir)
        .map((e) => e.id)
        .join(', ')}`,
    );
  return endpoint;
}

/** Imports a definition given as text, from a file `openapi.yml` in a folder of its own. */
export async function importText(text: string): Promise<IntermediateRepresentation> {
  const folder = createTempFolder('bracken-openapi-');
  try {
    return await parseOpenApi({ file: folder.write('openapi.yml', text), displayFile: 'openapi.yml' });
  } finally {
    folder.cleanup();
  }
}
