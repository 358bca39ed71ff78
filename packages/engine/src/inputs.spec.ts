import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { InputsCache, listInputs, type ConfigInputs } from './inputs';

let root: string;
let walks: number;

function write(path: string, contents: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), contents);
}

async function read(version = '1.0.0'): Promise<ConfigInputs> {
  const cache = InputsCache.open(join(root, '.nx', 'workspace-data', 'bracken-inputs.json'), version);
  try {
    return await listInputs({ config: 'api/generators.yml', cwd: root, cache });
  } finally {
    walks += cache.walks;
    cache.flush();
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-engine-inputs-'));
  walks = 0;
  write('api/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\n');
  write(
    'api/openapi.yml',
    "openapi: 3.1.0\ninfo: { title: A, version: 1.0.0 }\npaths: {}\ncomponents:\n  schemas:\n    Pet: { $ref: './pet.yaml' }\n",
  );
  write('api/pet.yaml', 'type: string\n');
  write('api/unrelated.yaml', 'type: string\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('listInputs', () => {
  it('walks a definition once, then answers from the cache while nothing it read changes', async () => {
    const first = await read();
    expect(first).toEqual({ files: ['api/openapi.yml', 'api/pet.yaml'], globs: [], complete: true });
    expect(await read()).toEqual(first);
    write('api/unrelated.yaml', 'type: integer\n');
    expect(await read()).toEqual(first);
    expect(walks).toBe(1);
  });

  it('walks again when the config, the definition or a referenced file changes', async () => {
    await read();
    write('api/pet.yaml', "type: object\nproperties:\n  tag: { $ref: './tag.yaml' }\n");
    write('api/tag.yaml', 'type: string\n');
    expect((await read()).files).toEqual(['api/openapi.yml', 'api/pet.yaml', 'api/tag.yaml']);
    write('api/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\n      overrides: ./override.yml\n');
    write('api/override.yml', '{}\n');
    expect((await read()).files).toEqual(['api/openapi.yml', 'api/override.yml', 'api/pet.yaml', 'api/tag.yaml']);
    expect(walks).toBe(3);
  });

  it('never keeps a partial walk: the missing file may appear', async () => {
    write('api/pet.yaml', "type: object\nproperties:\n  tag: { $ref: './tag.yaml' }\n");
    const partial = await read();
    expect(partial.complete).toBe(false);
    expect(partial.problem).toMatch(/cannot read \$ref "\.\/tag\.yaml" \(file not found\): pet\.yaml/);
    write('api/tag.yaml', 'type: string\n');
    expect(await read()).toEqual({
      files: ['api/openapi.yml', 'api/pet.yaml', 'api/tag.yaml'],
      globs: [],
      complete: true,
    });
    expect(walks).toBe(2);
  });

  it('walks again after an upgrade of the plugin', async () => {
    await read('1.0.0');
    await read('1.1.0');
    expect(walks).toBe(2);
  });

  it('reports a config that does not load with the files it names', async () => {
    write('api/generators.yml', 'api:\n  specs:\n    - openapi: ./openapi.yml\n  unknown-key: 1\n');
    const inputs = await read();
    expect(inputs).toMatchObject({ files: ['api/openapi.yml'], globs: [], complete: false });
    expect(inputs.problem).toMatch(/^api\/generators\.yml:4:3: unknown key "unknown-key"/);
  });
});
