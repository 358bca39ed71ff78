import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { loadConfig } from '@bracken/config';
import { createTempFolder, type TempFolder } from '@bracken/test-kit';
import { registerBuiltInImporters } from './builtin-importers';
import { listDefinitionInputs } from './definition-inputs';
import { importApi } from './import-api';

type Kind = 'openapi' | 'asyncapi' | 'openrpc';

const FILE: Record<Kind, string> = { openapi: 'openapi.yml', asyncapi: 'asyncapi.yml', openrpc: 'openrpc.yml' };

/** A definition of `kind` whose payload schema is `{ $ref: target }`. */
function definition(kind: Kind, target: string): string {
  const ref = JSON.stringify(target);
  if (kind === 'openapi') {
    return `openapi: 3.0.3\ninfo: { title: Refs, version: 1.0.0 }\npaths:\n  /items:\n    get:\n      operationId: listItems\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: ${ref} }\n`;
  }
  if (kind === 'asyncapi') {
    return `asyncapi: 3.0.0\ninfo: { title: Refs, version: 1.0.0 }\nchannels:\n  items:\n    address: /items\n    messages:\n      item:\n        payload: { $ref: ${ref} }\noperations:\n  onItem:\n    action: send\n    channel: { $ref: '#/channels/items' }\n`;
  }
  return `openrpc: 1.2.6\ninfo: { title: Refs, version: 1.0.0 }\nmethods:\n  - name: item_get\n    params: []\n    result:\n      name: item\n      schema: { $ref: ${ref} }\n`;
}

function config(kind: Kind, lines: string[] = []): string {
  return ['api:', '  specs:', `    - ${kind}: ./${FILE[kind]}`, ...lines.map((line) => `      ${line}`), ''].join('\n');
}

let folder: TempFolder;
const rel = (files: string[]): string[] =>
  files.map((file) => path.relative(folder.dir, file).split(path.sep).join('/'));

function allFiles(dir = folder.dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

/** The IR as JSON, or the failure's message: what generation would get. */
async function importResult(): Promise<string> {
  try {
    const loaded = await loadConfig(path.join(folder.dir, 'api', 'generators.yml'));
    return JSON.stringify((await importApi(loaded)).ir);
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

async function inputsOf(): Promise<Awaited<ReturnType<typeof listDefinitionInputs>>> {
  return listDefinitionInputs(await loadConfig(path.join(folder.dir, 'api', 'generators.yml')));
}

beforeAll(() => registerBuiltInImporters());

beforeEach(() => {
  folder = createTempFolder('bracken-definition-inputs-');
});

afterEach(() => folder.cleanup());

describe('listDefinitionInputs', () => {
  describe.each(['openapi', 'asyncapi', 'openrpc'] as const)('%s', (kind) => {
    beforeEach(() => {
      folder.write('api/generators.yml', config(kind, ['references:', '  folders: [../shared]']));
      folder.write(`api/${FILE[kind]}`, definition(kind, './schemas/item.yaml'));
      folder.write(
        'api/schemas/item.yaml',
        "type: object\nproperties:\n  thing: { $ref: '../../shared/common.yaml#/Thing' }\n",
      );
      folder.write('api/schemas/unused.yaml', 'type: string\n');
      folder.write('shared/common.yaml', 'Thing: { type: string }\n');
      folder.write('shared/unrelated.yaml', 'Other: { type: integer }\n');
    });

    it('lists the definition and every document its $refs reach, in other folders too', async () => {
      const inputs = await inputsOf();
      expect(inputs.problem).toBeUndefined();
      expect(rel(inputs.files)).toEqual([`api/${FILE[kind]}`, 'api/schemas/item.yaml', 'shared/common.yaml']);
      expect(inputs.folders).toEqual([]);
      expect(inputs.external).toEqual([]);
    });

    it('lists exactly what the import reads: a listed file changes the result, an unlisted one never does', async () => {
      const listed = new Set(rel((await inputsOf()).files));
      const baseline = await importResult();
      expect(baseline).not.toMatch(/^failed/);
      for (const file of rel(allFiles()).filter((name) => name !== 'api/generators.yml')) {
        const absolute = path.join(folder.dir, file);
        const text = readFileSync(absolute);
        rmSync(absolute);
        const without = await importResult();
        writeFileSync(absolute, text);
        if (listed.has(file)) expect({ file, changed: without !== baseline }).toEqual({ file, changed: true });
        else expect({ file, result: without }).toEqual({ file, result: baseline });
      }
    });

    it('stops at a $ref the policy refuses, naming it, and keeps what it reached', async () => {
      folder.write('api/generators.yml', config(kind));
      const inputs = await inputsOf();
      expect(inputs.problem).toMatch(
        /cannot read \$ref "\.\.\/\.\.\/shared\/common\.yaml#\/Thing" \(outside the definition's folder tree and references\.folders\): schemas\/item\.yaml/,
      );
      expect(rel(inputs.files)).toEqual([`api/${FILE[kind]}`, 'api/schemas/item.yaml']);
    });
  });

  it('follows $refs written in overlays and overrides, and lists both', async () => {
    folder.write('api/generators.yml', config('openapi', ['overlays: ./overlay.yml', 'overrides: [./override.yml]']));
    folder.write('api/openapi.yml', definition('openapi', './schemas/item.yaml'));
    folder.write('api/schemas/item.yaml', 'type: string\n');
    folder.write(
      'api/overlay.yml',
      "overlay: 1.0.0\ninfo: { title: o, version: 1.0.0 }\nactions:\n  - target: $.paths\n    update:\n      /owners:\n        get:\n          operationId: listOwners\n          responses:\n            '200': { description: ok, content: { application/json: { schema: { $ref: './schemas/owner.yaml' } } } }\n",
    );
    folder.write('api/schemas/owner.yaml', 'type: string\n');
    folder.write('api/override.yml', "components:\n  schemas:\n    Tag: { $ref: './schemas/tag.yaml' }\n");
    folder.write('api/schemas/tag.yaml', 'type: string\n');
    const inputs = await inputsOf();
    expect(inputs.problem).toBeUndefined();
    expect(rel(inputs.files)).toEqual([
      'api/openapi.yml',
      'api/overlay.yml',
      'api/override.yml',
      'api/schemas/item.yaml',
      'api/schemas/owner.yaml',
      'api/schemas/tag.yaml',
    ]);
  });

  describe('remote references', () => {
    let server: Server;
    let requests = 0;
    beforeEach(async () => {
      requests = 0;
      server = createServer((_request, response) => {
        requests += 1;
        response.end('type: string\n');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterEach(async () => new Promise<void>((resolve) => server.close(() => resolve())));

    it('are never fetched, and are reported as external', async () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/item.yaml`;
      folder.write(
        'api/generators.yml',
        config('openapi', ['references:', '  remote: true', '  private-network: true']),
      );
      folder.write('api/openapi.yml', definition('openapi', url));
      const inputs = await inputsOf();
      expect(inputs.problem).toBeUndefined();
      expect(rel(inputs.files)).toEqual(['api/openapi.yml']);
      expect(inputs.external).toEqual(['remote $refs: openapi.yml']);
      expect(requests).toBe(0);
      // The importer itself does fetch it: the server is reachable.
      expect(await importResult()).not.toMatch(/^failed/);
      expect(requests).toBe(1);
    });
  });

  it('lists the proto root and the reference folders as folders of .proto files', async () => {
    folder.write(
      'api/generators.yml',
      [
        'api:',
        '  specs:',
        '    - proto:',
        '        root: ./proto',
        '        overrides: ./proto-overrides.yml',
        '      references:',
        '        folders: [../shared-proto]',
        '',
      ].join('\n'),
    );
    folder.write(
      'api/proto/pets/v1/pets.proto',
      'syntax = "proto3";\npackage pets.v1;\nmessage Pet { string name = 1; }\n',
    );
    folder.write('api/proto-overrides.yml', '{}\n');
    folder.write('shared-proto/common/v1/common.proto', 'syntax = "proto3";\npackage common.v1;\n');
    const inputs = await inputsOf();
    expect(rel(inputs.files)).toEqual(['api/proto-overrides.yml']);
    expect(inputs.folders.map((f) => ({ path: rel([f.path])[0], extension: f.extension }))).toEqual([
      { path: 'api/proto', extension: '.proto' },
      { path: 'shared-proto', extension: '.proto' },
    ]);
  });

  it('follows conjure-imports from every file of a Conjure folder', async () => {
    folder.write(
      'api/generators.yml',
      ['api:', '  specs:', '    - conjure: ./conjure', '      references:', '        folders: [../shared]', ''].join(
        '\n',
      ),
    );
    folder.write('api/conjure/recipes.yml', 'types:\n  conjure-imports:\n    common: ../../shared/common.yml\n');
    folder.write('api/conjure/.hidden.yml', 'types: {}\n');
    folder.write('shared/common.yml', 'types:\n  conjure-imports:\n    units: ./units.yml\n');
    folder.write('shared/units.yml', 'types: {}\n');
    folder.write('shared/unused.yml', 'types: {}\n');
    const inputs = await inputsOf();
    expect(inputs.problem).toBeUndefined();
    expect(rel(inputs.files)).toEqual(['api/conjure/recipes.yml', 'shared/common.yml', 'shared/units.yml']);
  });

  it('reports a git source as external and lists nothing for it', async () => {
    folder.write(
      'api/generators.yml',
      [
        'api:',
        '  specs:',
        '    - openapi: { repo: https://example.com/acme/api.git, ref: v1, path: openapi.yml }',
        '',
      ].join('\n'),
    );
    const inputs = await inputsOf();
    expect(inputs).toEqual({
      files: [],
      folders: [],
      external: ['git: https://example.com/acme/api.git@v1 openapi.yml'],
    });
  });
});
