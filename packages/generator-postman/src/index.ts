import type { IntermediateRepresentation } from '@bracken/ir';
import { buildPostmanCollection, type PostmanGeneratorOptions } from './collection';

export { BrackenPostmanError, buildPostmanCollection } from './collection';
export type { PostmanGeneratorOptions } from './collection';
export { COLLECTION_SCHEMA } from './postman-types';
export type {
  PostmanAuth,
  PostmanBody,
  PostmanCollection,
  PostmanFolder,
  PostmanKeyValue,
  PostmanRequest,
  PostmanRequestItem,
  PostmanResponse,
  PostmanUrl,
  PostmanVariable,
} from './postman-types';

/** Name of the generator in `generators.yml`. */
export const POSTMAN_GENERATOR = 'bracken-postman';

/** A file the generator writes: a posix path relative to the output folder, and its text. */
export interface GeneratedFile {
  path: string;
  contents: string;
}

/**
 * Generates `collection.json`, a Postman Collection v2.1, from the IR. The output is
 * deterministic: the same IR and options give the same bytes.
 *
 * @example
 * ```ts
 * const [file] = generatePostmanCollection(ir, { baseUrl: 'http://127.0.0.1:8080' });
 * await writeFile(join(outDir, file.path), file.contents);
 * ```
 */
export function generatePostmanCollection(ir: IntermediateRepresentation, options: PostmanGeneratorOptions = {}): GeneratedFile[] {
  const collection = buildPostmanCollection(ir, options);
  return [{ path: 'collection.json', contents: `${JSON.stringify(collection, null, 2)}\n` }];
}
