import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assembleGeneratorsSchema,
  findGeneratorSchemas,
  GENERATORS_SCHEMA_ID,
  GENERATORS_SCHEMA_PATH,
  SEMVER_PATTERN,
} from './index';

type Node = Record<string, unknown>;
const schema = JSON.parse(readFileSync(GENERATORS_SCHEMA_PATH, 'utf8')) as Node;
const defs = schema['definitions'] as Record<string, Node>;

function isNode(v: unknown): v is Node {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Every `properties` entry in the schema, with its dotted location. */
function allProperties(): Array<[string, Node]> {
  const out: Array<[string, Node]> = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((n, i) => visit(n, `${where}[${i}]`));
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      // `if` conditions test a value; they declare no keys.
      if (key === 'if') continue;
      if (key === 'properties' && isNode(value)) {
        for (const [name, prop] of Object.entries(value)) {
          out.push([`${where}.${name}`, prop as Node]);
          visit(prop, `${where}.${name}`);
        }
      } else {
        visit(value, `${where}/${key}`);
      }
    }
  };
  visit(schema, '$');
  return out;
}

function prop(def: string, name: string): Node {
  const props = defs[def]?.['properties'] as Record<string, Node> | undefined;
  const found = props?.[name];
  if (!found) throw new Error(`no property ${def}.${name}`);
  return found;
}

describe('generators.schema.json', () => {
  it('has the published $id', () => {
    expect(schema['$id']).toBe(GENERATORS_SCHEMA_ID);
    expect(GENERATORS_SCHEMA_ID).toBe('https://bracken.dev/schemas/generators.schema.json');
  });

  it('ships in the package files', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files).toContain('schema');
  });

  it('describes every property', () => {
    const missing = allProperties()
      .filter(([, p]) => typeof p['description'] !== 'string' && typeof p['$ref'] !== 'string')
      .map(([where]) => where);
    expect(missing).toEqual([]);
    const undocumented = allProperties()
      .filter(([, p]) => typeof p['description'] !== 'string')
      .filter(([, p]) => {
        const ref = String(p['$ref']).replace('#/', '').split('/');
        let target: unknown = schema;
        for (const part of ref) target = isNode(target) ? target[part] : undefined;
        return !(isNode(target) && typeof target['description'] === 'string');
      })
      .map(([where]) => where);
    expect(undocumented).toEqual([]);
  });

  it('covers every top-level key of the specification', () => {
    expect(Object.keys(schema['properties'] as Node).sort()).toEqual(
      [
        'aliases',
        'api',
        'auth-schemes',
        'autorelease',
        'default-group',
        'groups',
        'metadata',
        'readme',
        'replay',
        'reviewers',
        'whitelabel',
      ].sort(),
    );
  });

  it('carries the OpenAPI defaults of the specification', () => {
    const expected: Record<string, unknown> = {
      'title-as-schema-name': false,
      'inline-path-parameters': true,
      'inline-all-of-schemas': false,
      'prefer-undiscriminated-unions-with-literals': false,
      'only-include-referenced-schemas': false,
      'respect-nullable-schemas': true,
      'object-query-parameters': true,
      'wrap-references-to-nullable-in-optional': false,
      'coerce-optional-schemas-to-nullable': false,
      'respect-forward-compatible-enums': false,
      'default-form-parameter-encoding': 'json',
      'additional-properties-defaults-to': false,
      'type-dates-as-strings': false,
      'preserve-single-schema-oneof': false,
      'coerce-enums-to-literals': false,
      'idiomatic-request-names': true,
      'resolve-aliases': false,
      'group-environments-by-host': false,
    };
    for (const [name, value] of Object.entries(expected))
      expect([name, prop('openapiSettings', name)['default']]).toEqual([name, value]);
    expect('default' in prop('openapiSettings', 'respect-readonly-schemas')).toBe(false);
    expect(prop('asyncapiSettings', 'message-naming')['default']).toBe('v1');
  });

  it('carries the other defaults of the specification', () => {
    expect(prop('generator', 'smart-casing')['default']).toBe(false);
    expect(prop('idempotencyKey', 'header-name')['default']).toBe('Idempotency-Key');
    expect(prop('idempotencyKey', 'methods')['default']).toEqual(['POST', 'PUT']);
    expect(defs['idempotencyKey']?.['default']).toBe(false);
    expect(prop('readme', 'exampleStyle')['default']).toBe('comprehensive');
    expect(prop('oauthAuthScheme', 'token-prefix')['default']).toBe('Bearer');
    expect(prop('oauthAuthScheme', 'token-header')['default']).toBe('Authorization');
    expect(prop('headerAuthScheme', 'type')['default']).toBe('string');
    expect(prop('basicAuthField', 'omit')['default']).toBe(false);
    expect(prop('protoSpec', 'proto')['properties']).toHaveProperty('local-generation.default', false);
    expect(prop('generatorConfig-bracken-typescript-sdk', 'includePlatformHeaders')['default']).toBe(false);
  });

  it('names every output location and TypeScript option', () => {
    expect(prop('output', 'location')['enum']).toEqual([
      'npm',
      'maven',
      'pypi',
      'nuget',
      'rubygems',
      'postman',
      'local-file-system',
    ]);
    const own = Object.entries(
      defs['generatorConfig-bracken-typescript-sdk']?.['properties'] as Record<string, Node>,
    ).filter(([, p]) => !('x-bracken-override' in p));
    expect(own.map(([key]) => key)).toEqual([
      'namespaceExport',
      'packageName',
      'noSerdeLayer',
      'defaultTimeout',
      'defaultTimeoutInSeconds',
      'timeoutInSeconds',
      'includePlatformHeaders',
      'omitBrackenHeaders',
      'generateReactQueryHooks',
      'inlinePathParameters',
      'tsNocheck',
    ]);
    expect(defs['generatorConfig-bracken-typescript-sdk']?.['additionalProperties']).toBe(false);
  });

  it("is assembled from every generator package's own config schema (run gen-schema.ts to update)", () => {
    const packages = join(__dirname, '..', '..');
    const generators = findGeneratorSchemas(packages);
    expect(generators.map((g) => g.name)).toEqual(['bracken-postman', 'bracken-python-sdk', 'bracken-typescript-sdk']);
    expect(assembleGeneratorsSchema(schema, generators)).toEqual(schema);
    expect(prop('generator', 'name')['enum']).toEqual([
      'bracken-postman',
      'bracken-python-sdk',
      'bracken-typescript-sdk',
    ]);
  });

  it('checks version with the pattern isValidVersion uses', () => {
    expect(prop('generator', 'version')['pattern']).toBe(SEMVER_PATTERN);
  });
});
