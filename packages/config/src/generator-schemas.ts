import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slug } from './docs/render-docs';
import type { SchemaNode } from './schema';

/** One generator's published `config` contract. */
export interface GeneratorSchema {
  /** The name `generators.yml` gives it (`name`, or `image.name`). */
  name: string;
  /** JSON Schema of its `config` block. */
  schema: SchemaNode;
}

/**
 * Reader settings a generator's `config` may override for that generator (in kebab-case or
 * camelCase): the OpenAPI ones and AsyncAPI's `message-naming`. The importers read exactly
 * these.
 */
export const GENERATOR_SETTING_OVERRIDES: readonly string[] = [
  'message-naming',
  'title-as-schema-name',
  'inline-path-parameters',
  'inline-all-of-schemas',
  'prefer-undiscriminated-unions-with-literals',
  'only-include-referenced-schemas',
  'respect-nullable-schemas',
  'object-query-parameters',
  'wrap-references-to-nullable-in-optional',
  'coerce-optional-schemas-to-nullable',
  'respect-readonly-schemas',
  'respect-forward-compatible-enums',
  'use-bytes-for-binary-response',
  'default-form-parameter-encoding',
  'additional-properties-defaults-to',
  'type-dates-as-strings',
  'preserve-single-schema-oneof',
  'coerce-enums-to-literals',
  'idiomatic-request-names',
  'resolve-aliases',
  'group-environments-by-host',
];

/** A generator package's declaration in its package.json. */
export interface GeneratorManifest {
  /** The name `generators.yml` gives the generator. */
  name: string;
  /** Absolute path of the JSON Schema of its `config` block. */
  configSchema: string;
  /** The package's npm name. */
  packageName: string;
  /** The package's version: what a new generator entry pins. */
  version: string;
}

/**
 * The generator a package declares in its package.json
 * (`"bracken": { "generator": name, "configSchema": path }`), or `undefined` when it declares
 * none or has no package.json. This declaration is the generator contract's half that needs no
 * code: the schema is built from it, and the engine finds generators by it.
 *
 * @example
 * ```ts
 * readGeneratorManifest('/repo/packages/generator-postman'); // { name: 'bracken-postman', configSchema: '/repo/packages/generator-postman/schema/config.schema.json', ... }
 * ```
 */
export function readGeneratorManifest(packageDir: string): GeneratorManifest | undefined {
  let manifest: { name?: unknown; version?: unknown; bracken?: { generator?: unknown; configSchema?: unknown } };
  try {
    manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as typeof manifest;
  } catch {
    return undefined;
  }
  const declared = manifest.bracken;
  if (typeof declared?.generator !== 'string' || typeof declared.configSchema !== 'string') return undefined;
  return {
    name: declared.generator,
    configSchema: join(packageDir, declared.configSchema),
    packageName: String(manifest.name),
    version: String(manifest.version),
  };
}

/**
 * Every workspace package under `packagesDir` that declares a generator in its package.json
 * (see {@link readGeneratorManifest}), with its schema, sorted by name. Adding a generator means
 * adding its package and schema; nothing here names one.
 */
export function findGeneratorSchemas(packagesDir: string): GeneratorSchema[] {
  const out: GeneratorSchema[] = [];
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    const declared = entry.isDirectory() ? readGeneratorManifest(join(packagesDir, entry.name)) : undefined;
    if (declared !== undefined)
      out.push({ name: declared.name, schema: JSON.parse(readFileSync(declared.configSchema, 'utf8')) as SchemaNode });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Name of the definition that holds a generator's `config` schema. */
export function generatorConfigDefinition(name: string): string {
  return `generatorConfig-${name}`;
}

/**
 * The `generators.yml` schema with every generator's `config` schema built in: `name` and
 * `image.name` list the generator names, and `if name is X then config follows X's schema`
 * for each. Each generator's schema also takes the reader settings it may override (and
 * `auto-generate-idempotency-key`), unless it defines a key of the same name itself. Whatever
 * the base held of an earlier assembly is replaced, so assembling twice gives the same schema.
 */
export function assembleGeneratorsSchema(base: SchemaNode, generators: readonly GeneratorSchema[]): SchemaNode {
  const schema = structuredClone(base);
  const definitions = schema['definitions'] as Record<string, SchemaNode>;
  for (const key of Object.keys(definitions)) if (key.startsWith('generatorConfig-')) delete definitions[key];
  const names = generators.map((g) => g.name);

  const overrides: Record<string, SchemaNode> = {};
  const settingsOf = (key: string): string => (key === 'message-naming' ? 'asyncapiSettings' : 'openapiSettings');
  for (const key of GENERATOR_SETTING_OVERRIDES) {
    const description = `Overrides the reader setting \`${key}\` for this generator.`;
    overrides[key] = {
      $ref: `#/definitions/${settingsOf(key)}/properties/${key}`,
      description,
      'x-bracken-override': key,
    };
    overrides[camelCase(key)] = {
      $ref: `#/definitions/${settingsOf(key)}/properties/${key}`,
      description,
      'x-bracken-override': key,
    };
  }
  overrides['auto-generate-idempotency-key'] = {
    $ref: '#/definitions/idempotencyKey',
    description:
      'Automatic idempotency keys for this generator; overrides `api.settings`, including an explicit `false`.',
    'x-bracken-override': 'auto-generate-idempotency-key',
  };

  const rules: SchemaNode[] = [];
  for (const generator of generators) {
    const own = structuredClone(generator.schema);
    delete own['$schema'];
    delete own['$id'];
    const properties = { ...(own['properties'] as Record<string, SchemaNode> | undefined) };
    for (const [key, value] of Object.entries(overrides)) if (!(key in properties)) properties[key] = value;
    own['properties'] = properties;
    const ref = `#/definitions/${generatorConfigDefinition(generator.name)}`;
    definitions[generatorConfigDefinition(generator.name)] = own;
    const then = { properties: { config: { $ref: ref } } };
    rules.push({ if: { required: ['name'], properties: { name: { const: generator.name } } }, then });
    rules.push({
      if: {
        required: ['image'],
        properties: { image: { type: 'object', required: ['name'], properties: { name: { const: generator.name } } } },
      },
      then,
    });
  }

  const generator = definitions['generator'] as SchemaNode;
  const props = generator['properties'] as Record<string, SchemaNode>;
  props['name'] = { ...props['name'], enum: names };
  const image = props['image'] as SchemaNode;
  const imageProps = image['properties'] as Record<string, SchemaNode>;
  imageProps['name'] = { ...imageProps['name'], enum: names };
  generator['allOf'] = rules;

  const links = generators.map(
    (g) => `[${String(g.schema['title'] ?? g.name)}](#${slug(String(g.schema['title'] ?? g.name))})`,
  );
  definitions['generatorConfig'] = {
    title: 'Generator config',
    description: `Language-specific options, checked against the named generator's own schema: ${links.join(', ')}. An unknown key is an error. Each generator also takes the reader settings of [OpenAPI settings](#openapi-settings) and [AsyncAPI settings](#asyncapi-settings) that a generator may override (in kebab-case or camelCase; not \`filter\` or \`example-generation\`) and \`auto-generate-idempotency-key\`, which then apply to it alone.`,
    type: 'object',
  };
  return schema;
}
