import { join } from 'node:path';
import { readConfigSchema, type GeneratorPlugin, type IntermediateRepresentation } from '@bracken/ir';
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
export function generatePostmanCollection(
  ir: IntermediateRepresentation,
  options: PostmanGeneratorOptions = {},
): GeneratedFile[] {
  const collection = buildPostmanCollection(ir, options);
  return [{ path: 'collection.json', contents: `${JSON.stringify(collection, null, 2)}\n` }];
}

/**
 * The `bracken-postman` generator: a collection from the IR and its entry's `config` block
 * (`collectionName`, `baseUrl`, `includeResponseExamples`).
 *
 * @example
 * ```ts
 * const [file] = await generator.generate(ir, { baseUrl: 'http://127.0.0.1:8080' }, { version: '1.0.0', whitelabel: false, snippets: false, metadata: {} });
 * ```
 */
export const generator: GeneratorPlugin = {
  name: POSTMAN_GENERATOR,
  language: 'postman',
  get configSchema(): Readonly<Record<string, unknown>> {
    return readConfigSchema(join(__dirname, '..'));
  },
  generate: (ir, config) => {
    const text = (key: string): string | undefined =>
      typeof config[key] === 'string' ? (config[key] as string) : undefined;
    return generatePostmanCollection(ir, {
      ...(text('collectionName') !== undefined ? { collectionName: text('collectionName') } : {}),
      ...(text('baseUrl') !== undefined ? { baseUrl: text('baseUrl') } : {}),
      ...(typeof config['includeResponseExamples'] === 'boolean'
        ? { includeResponseExamples: config['includeResponseExamples'] }
        : {}),
    });
  },
};
