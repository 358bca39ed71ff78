import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runCli } from './support';

// What `bracken check` rejects, `bracken generate` rejects too, at the same place: a key
// written twice (the parsed value would silently keep one), a character YAML does not allow
// (NUL), in YAML and JSON, for every definition kind, in the definition and in the files it
// pulls in. Each case runs both commands of the built CLI.

let root: string;

/** A folder with `generators.yml` (one spec entry, as YAML lines) and the files given. */
function caseFolder(name: string, spec: string[], files: Record<string, string>): string {
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  writeFileSync(
    join(dir, 'generators.yml'),
    [
      'api:',
      '  specs:',
      ...spec.map((line) => `    ${line}`),
      'default-group: ts',
      'groups:',
      '  ts:',
      '    generators:',
      '      - name: bracken-typescript-sdk',
      '        version: 1.0.0',
      '        output:',
      '          location: local-file-system',
      '          path: ./sdk',
      '',
    ].join('\n'),
  );
  return dir;
}

/** Both commands fail with `reason` at `file:line:column`, with no stack trace. */
async function expectBothReject(
  dir: string,
  file: string,
  line: number,
  column: number,
  reason: RegExp,
): Promise<void> {
  const check = await runCli(['check'], dir);
  expect(check.status).toBe(1);
  expect(check.stdout).toMatch(
    new RegExp(`^${file.replace(/\./g, '\\.')}:${line}:${column}: error: ${reason.source}`, 'm'),
  );
  const generate = await runCli(['generate'], dir);
  expect(generate.status).toBe(1);
  expect(generate.stderr).toMatch(
    new RegExp(`^${file.replace(/\./g, '\\.')}:${line}:${column}: error: ${reason.source}`, 'm'),
  );
  for (const run of [check, generate]) expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}

const DUPLICATE_GET = /cannot parse the definition \(duplicate key "get"; each key may appear once\)/;

const openapiYaml = (operations: string[]): string =>
  [
    'openapi: 3.0.3',
    'info: { title: Twice, version: 1.0.0 }',
    'paths:',
    '  /items:',
    ...operations.map((line) => `    ${line}`),
    '',
  ].join('\n');
const operation = (id: string): string => `get: { operationId: ${id}, responses: { '200': { description: ok } } }`;

beforeAll(() => {
  buildCli();
  root = mkdtempSync(join(tmpdir(), 'bracken-syntax-'));
}, 240_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a key written twice', () => {
  it('OpenAPI YAML: the second operation is not silently dropped', async () => {
    const dir = caseFolder('openapi-yaml', ['- openapi: openapi.yml'], {
      'openapi.yml': openapiYaml([operation('first'), operation('second')]),
    });
    await expectBothReject(dir, 'openapi.yml', 6, 5, DUPLICATE_GET);
  }, 60_000);

  it('OpenAPI JSON, written compactly or with spaces before colons', async () => {
    const compact =
      '{"openapi":"3.0.3","info":{"title":"Twice","version":"1.0.0"},"paths":{"/items":{"get":{"operationId":"first","responses":{"200":{"description":"ok"}}},\n"get":{"operationId":"second","responses":{"200":{"description":"ok"}}}}}}';
    await expectBothReject(
      caseFolder('openapi-json', ['- openapi: openapi.json'], { 'openapi.json': compact }),
      'openapi.json',
      2,
      1,
      DUPLICATE_GET,
    );
    const spaced = compact.replace(/":/g, '" :');
    await expectBothReject(
      caseFolder('openapi-json-spaced', ['- openapi: openapi.json'], { 'openapi.json': spaced }),
      'openapi.json',
      2,
      1,
      DUPLICATE_GET,
    );
  }, 60_000);

  it('OpenAPI JSON without a duplicate is still read, even with \\": inside strings and spaces before colons', async () => {
    const text = JSON.stringify(
      {
        openapi: '3.0.3',
        info: { title: 'Once', version: '1.0.0', description: 'a quoted "key": value' },
        paths: { '/items': { get: { operationId: 'first', responses: { '200': { description: 'ok' } } } } },
      },
      null,
      2,
    ).replace('"title":', '"title" :');
    const dir = caseFolder('openapi-json-clean', ['- openapi: openapi.json'], { 'openapi.json': text });
    for (const command of ['check', 'generate']) expect((await runCli([command], dir)).status).toBe(0);
  }, 60_000);

  it('in a file reached through $ref, and in an override file', async () => {
    const referenced = caseFolder('openapi-ref', ['- openapi: openapi.yml'], {
      'openapi.yml': openapiYaml(["get: { operationId: first, responses: { '200': { $ref: 'responses.yml#/ok' } } }"]),
      'responses.yml': 'ok:\n  description: ok\n  description: twice\n',
    });
    await expectBothReject(
      referenced,
      'responses.yml',
      3,
      3,
      /cannot parse the definition \(duplicate key "description"; each key may appear once\)/,
    );
    const overridden = caseFolder('openapi-override', ['- openapi: openapi.yml', '  overrides: overrides.yml'], {
      'openapi.yml': openapiYaml([operation('first')]),
      'overrides.yml': 'info:\n  title: One\n  title: Two\n',
    });
    await expectBothReject(
      overridden,
      'overrides.yml',
      3,
      3,
      /cannot parse the definition \(duplicate key "title"; each key may appear once\)/,
    );
  }, 60_000);

  it('AsyncAPI, OpenRPC and Conjure, in YAML and in JSON', async () => {
    const asyncapi = [
      'asyncapi: 3.0.0',
      'info: { title: Twice, version: 1.0.0 }',
      'channels:',
      '  chat:',
      '    address: /chat',
      '  chat:',
      '    address: /again',
      '',
    ].join('\n');
    await expectBothReject(
      caseFolder('asyncapi-yaml', ['- asyncapi: asyncapi.yml'], { 'asyncapi.yml': asyncapi }),
      'asyncapi.yml',
      6,
      3,
      /malformed YAML \(duplicate key "chat"; each key may appear once\)/,
    );
    const asyncapiJson =
      '{"asyncapi":"3.0.0","info":{"title":"Twice","version":"1.0.0"},\n"info":{"title":"Again","version":"1.0.0"},"channels":{}}';
    await expectBothReject(
      caseFolder('asyncapi-json', ['- asyncapi: asyncapi.json'], { 'asyncapi.json': asyncapiJson }),
      'asyncapi.json',
      2,
      1,
      /malformed YAML \(duplicate key "info"; each key may appear once\)/,
    );
    const openrpc = [
      'openrpc: 1.2.6',
      'info: { title: Twice, version: 1.0.0 }',
      'methods:',
      '  - name: a',
      '    params: []',
      '    name: b',
      '',
    ].join('\n');
    await expectBothReject(
      caseFolder('openrpc-yaml', ['- openrpc: openrpc.yml'], { 'openrpc.yml': openrpc }),
      'openrpc.yml',
      6,
      5,
      /malformed YAML \(duplicate key "name"; each key may appear once\)/,
    );
    const openrpcJson =
      '{"openrpc":"1.2.6","info":{"title":"Twice","version":"1.0.0"},"methods":[{"name":"a","params":[],\n"params":[]}]}';
    await expectBothReject(
      caseFolder('openrpc-json', ['- openrpc: openrpc.json'], { 'openrpc.json': openrpcJson }),
      'openrpc.json',
      2,
      1,
      /malformed YAML \(duplicate key "params"; each key may appear once\)/,
    );
    const conjure = [
      'types:',
      '  definitions:',
      '    default-package: com.acme',
      '    objects:',
      '      Item: { fields: { name: string } }',
      '      Item: { fields: { id: string } }',
      '',
    ].join('\n');
    await expectBothReject(
      caseFolder('conjure-yaml', ['- conjure: api.yml'], { 'api.yml': conjure }),
      'api.yml',
      6,
      7,
      /malformed YAML \(duplicate key "Item"; each key may appear once\)/,
    );
  }, 120_000);
});

describe('a NUL byte', () => {
  it('in OpenAPI, AsyncAPI, OpenRPC and Conjure YAML is refused where it is', async () => {
    await expectBothReject(
      caseFolder('nul-openapi', ['- openapi: openapi.yml'], { 'openapi.yml': openapiYaml([operation('fir\u0000st')]) }),
      'openapi.yml',
      5,
      28,
      /cannot parse the definition \(character U\+0000 is not allowed in YAML\)/,
    );
    const asyncapi = 'asyncapi: 3.0.0\ninfo: { title: "Nul\u0000", version: 1.0.0 }\nchannels: {}\n';
    await expectBothReject(
      caseFolder('nul-asyncapi', ['- asyncapi: asyncapi.yml'], { 'asyncapi.yml': asyncapi }),
      'asyncapi.yml',
      2,
      20,
      /malformed YAML \(character U\+0000 is not allowed\)/,
    );
    const openrpc =
      'openrpc: 1.2.6\ninfo: { title: Nul, version: 1.0.0 }\nmethods: [{ name: "a\u0000", params: [] }]\n';
    await expectBothReject(
      caseFolder('nul-openrpc', ['- openrpc: openrpc.yml'], { 'openrpc.yml': openrpc }),
      'openrpc.yml',
      3,
      21,
      /malformed YAML \(character U\+0000 is not allowed\)/,
    );
    const conjure =
      'types:\n  definitions:\n    default-package: com.acme\n    objects:\n      Item: { fields: { na\u0000me: string } }\n';
    await expectBothReject(
      caseFolder('nul-conjure', ['- conjure: api.yml'], { 'api.yml': conjure }),
      'api.yml',
      5,
      27,
      /malformed YAML \(character U\+0000 is not allowed\)/,
    );
  }, 120_000);
});

describe('a syntax error in generators.yml', () => {
  it('prints its location, the offending line and a caret, and no token of the file', async () => {
    const dir = join(root, 'config-syntax');
    mkdirSync(dir, { recursive: true });
    const tokens = Array.from({ length: 60 }, (_, index) => `- token: "literal-${index}"`);
    writeFileSync(join(dir, 'generators.yml'), ['api:', '  specs: []', '}', ...tokens, ''].join('\n'));
    const expected =
      'generators.yml:3:1: error: malformed YAML: Unexpected flow-map-end token in YAML stream at $.api.specs\n  }\n  ^\n';
    const check = await runCli(['check'], dir);
    expect([check.status, check.stdout]).toEqual([1, expected]);
    const generate = await runCli(['generate'], dir);
    expect(generate.status).toBe(1);
    expect(generate.stderr).toContain(expected);
    for (const run of [check, generate]) expect(`${run.stdout}${run.stderr}`).not.toContain('literal-');
  }, 60_000);
});

describe('a value of the wrong type in a field the importer reads', () => {
  it.each([
    [
      'an operationId that is a number',
      [`get: { operationId: 12, responses: { '200': { description: ok } } }`],
      5,
      25,
      'invalid `operationId`, expected a string but found a number',
      '/paths/~1items/get/operationId',
    ],
    [
      'tags that are a string',
      [`get: { operationId: a, tags: pets, responses: { '200': { description: ok } } }`],
      5,
      34,
      'invalid `tags`, expected a list but found a string',
      '/paths/~1items/get/tags',
    ],
    [
      'a parameter without a name',
      [
        `get: { operationId: a, parameters: [{ in: query, schema: { type: string } }], responses: { '200': { description: ok } } }`,
      ],
      5,
      41,
      'invalid `name`, expected a string but found nothing',
      '/paths/~1items/get/parameters/0/name',
    ],
    [
      'a parameter required: "yes"',
      [
        `get: { operationId: a, parameters: [{ name: q, in: query, required: 'yes', schema: { type: string } }], responses: { '200': { description: ok } } }`,
      ],
      5,
      73,
      'invalid `required`, expected true or false but found a string',
      '/paths/~1items/get/parameters/0/required',
    ],
    [
      'a misspelt schema type',
      [
        `get: { operationId: a, responses: { '200': { description: ok, content: { application/json: { schema: { type: strng } } } } } }`,
      ],
      5,
      114,
      'invalid `type`, expected one of string, number, integer, boolean, array, object or null but found a string',
      '/paths/~1items/get/responses/200/content/application~1json/schema/type',
    ],
    [
      'a property written as a type name',
      [
        `get: { operationId: a, responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { name: string } } } } } } }`,
      ],
      5,
      142,
      'invalid `name`, expected a schema (a mapping) but found a string',
      '/paths/~1items/get/responses/200/content/application~1json/schema/properties/name',
    ],
    [
      'required: true on a property',
      [
        `get: { operationId: a, responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { name: { type: string, required: true } } } } } } } }`,
      ],
      5,
      168,
      'invalid `required`, expected a list of property names (mark the property required in its parent) but found a boolean',
      '/paths/~1items/get/responses/200/content/application~1json/schema/properties/name/required',
    ],
    [
      'an operation that is a string',
      ['get: list the items'],
      5,
      10,
      'invalid `get`, expected an operation (a mapping) but found a string',
      '/paths/~1items/get',
    ],
  ])(
    '%s is refused by both commands, where it is',
    async (name, operations, line, column, reason, _pointer) => {
      const dir = caseFolder(`wrong-type-${name.replace(/\W+/g, '-')}`, ['- openapi: openapi.yml'], {
        'openapi.yml': openapiYaml(operations),
      });
      const check = await runCli(['check'], dir);
      expect(check.status).toBe(1);
      expect(check.stdout).toContain(`openapi.yml:${line}:${column}: error: ${reason}`);
      const generate = await runCli(['generate'], dir);
      expect(generate.status).toBe(1);
      expect(generate.stderr).toContain(`openapi.yml:${line}:${column}: error: ${reason}`);
    },
    60_000,
  );
});
