import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { loadConfig } from '@bracken/config';
import { parseOpenApi } from '@bracken/importers';
import { irFingerprint, PARALLEL_MIN_DEFINITION_BYTES, planThreads, workerScript } from './parallel';
import { runGenerate } from './run-generate';

const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
const PETSTORE = join(REPO_ROOT, 'examples', 'petstore');

function sink(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

async function tree(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out.set(relative(root, path), await readFile(path, 'utf8'));
    }
  };
  await walk(root);
  return out;
}

const GENERATORS_YML = `api:
  specs:
    - openapi: ./openapi.yml
default-group: local
groups:
  local:
    generators:
      - name: bracken-typescript-sdk
        version: 1.0.0
        output: { location: local-file-system, path: ./sdk }
`;

describe('generation on several threads', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bracken-threads-'));
    await writeFile(join(root, 'nx.json'), '{}');
    await cp(join(PETSTORE, 'openapi.yml'), join(root, 'openapi.yml'));
    await writeFile(join(root, 'generators.yml'), GENERATORS_YML);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('needs the built worker entry (npm run build)', () => {
    expect(workerScript()).toMatch(/shard-worker\.js$/);
  });

  it('writes exactly what one thread writes', async () => {
    const one = await runGenerate({ config: 'generators.yml', cwd: root, stdout: sink().stream, stderr: sink().stream, env: {}, threads: 1 });
    expect(one.exitCode).toBe(0);
    const single = await tree(join(root, 'sdk'));

    const err = sink();
    const three = await runGenerate({ config: 'generators.yml', cwd: root, stdout: sink().stream, stderr: err.stream, env: {}, threads: 3 });
    expect(three.exitCode).toBe(0);
    const split = await tree(join(root, 'sdk'));
    expect([...split.keys()].sort()).toEqual([...single.keys()].sort());
    for (const [path, contents] of single) expect(split.get(path) === contents).toBe(true);
    expect(three.outputs[0]).toMatchObject({ files: single.size, threads: 3 });
    expect(one.outputs[0]).toMatchObject({ files: single.size, threads: 1 });
    expect((await readdir(root)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('takes the thread count from BRACKEN_THREADS', async () => {
    const result = await runGenerate({ config: 'generators.yml', cwd: root, stdout: sink().stream, stderr: sink().stream, env: { BRACKEN_THREADS: '2' } });
    expect(result.outputs[0]?.threads).toBe(2);
  });

  it('reports a broken definition once and leaves the previous output alone', async () => {
    expect((await runGenerate({ config: 'generators.yml', cwd: root, stdout: sink().stream, stderr: sink().stream, env: {}, threads: 1 })).exitCode).toBe(0);
    const before = await tree(join(root, 'sdk'));
    await writeFile(join(root, 'openapi.yml'), 'openapi: 3.0.3\ninfo: { title: Broken, version: 1.0.0 }\npaths:\n  /a:\n    get:\n      responses:\n        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Missing" } } } }\n');
    const err = sink();
    const result = await runGenerate({ config: 'generators.yml', cwd: root, stdout: sink().stream, stderr: err.stream, env: {}, threads: 2 });
    expect(result.exitCode).toBe(1);
    expect(err.text()).toContain('Missing');
    expect(err.text()).not.toContain('generation thread');
    expect(await tree(join(root, 'sdk'))).toEqual(before);
    expect((await readdir(root)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('is chosen for large definitions only, and never for several generators', async () => {
    const small = await loadConfig(join(root, 'generators.yml'));
    expect(planThreads({ config: small, jobCount: 1, shardable: true, requested: undefined })).toBe(1);
    expect(planThreads({ config: small, jobCount: 1, shardable: true, requested: 3 })).toBe(3);
    expect(planThreads({ config: small, jobCount: 2, shardable: true, requested: 3 })).toBe(1);
    expect(planThreads({ config: small, jobCount: 1, shardable: false, requested: 3 })).toBe(1);

    await writeFile(join(root, 'openapi.yml'), `${await readFile(join(root, 'openapi.yml'), 'utf8')}\n# ${'x'.repeat(PARALLEL_MIN_DEFINITION_BYTES)}\n`);
    const large = await loadConfig(join(root, 'generators.yml'));
    expect(planThreads({ config: large, jobCount: 1, shardable: true, requested: undefined })).toBe(Math.min(availableParallelism(), 4));
    expect(planThreads({ config: large, jobCount: 1, shardable: true, requested: 1 })).toBe(1);
  });

  it('fingerprints what an IR declares', async () => {
    const ir = await parseOpenApi({ file: join(PETSTORE, 'openapi.yml') });
    const again = await parseOpenApi({ file: join(PETSTORE, 'openapi.yml') });
    expect(irFingerprint(again)).toBe(irFingerprint(ir));
    const fewer = { ...ir, types: Object.fromEntries(Object.entries(ir.types).slice(1)) };
    expect(irFingerprint(fewer)).not.toBe(irFingerprint(ir));
  });
});
