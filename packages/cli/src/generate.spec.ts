import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SPEC = `openapi: 3.0.3
info: { title: Tiny Pets, version: 1.0.0 }
paths:
  /pets:
    get:
      operationId: listPets
      responses: { '204': { description: ok } }
`;

describe('bracken generate', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bracken-cli-gen-'));
    await writeFile(join(root, 'nx.json'), '{}');
    await mkdir(join(root, 'api'));
    await writeFile(join(root, 'api', 'openapi.yml'), SPEC);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('collects garbage after an import only when the heap is past the threshold', async () => {
    await writeFile(
      join(root, 'api', 'generators.yml'),
      `api:\n  specs:\n    - openapi: ./openapi.yml\ndefault-group: ts
groups:
  ts:
    generators:
      - name: bracken-typescript-sdk
        version: 1.0.0
        output: { location: local-file-system, path: ../sdk }
`,
    );
    // A child with --trace-gc, so that an explicit collection shows in its output.
    const dist = join(__dirname, '..', 'dist', 'commands.js');
    const run = (threshold: number | undefined) =>
      spawnSync(
        process.execPath,
        [
          '--trace-gc',
          '-e',
          `require(${JSON.stringify(dist)}).runGenerate({ config: 'api/generators.yml', cwd: ${JSON.stringify(root)}, collectAfterImportBytes: ${String(threshold)}, stdout: { write() {} }, stderr: { write() {} } }).then((code) => { process.exitCode = code; });`,
        ],
        { encoding: 'utf8' },
      );
    const collected = run(0);
    expect(collected.status).toBe(0);
    expect(collected.stdout).toMatch(/Mark-Compact .*testing/);
    const skipped = run(undefined);
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).not.toMatch(/testing/);
    expect(await readFile(join(root, 'sdk', 'package.json'), 'utf8')).toContain('"version": "1.0.0"');
  });
});
