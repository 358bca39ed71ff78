import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { generate, stagingDirFor, type GenerateOptions } from './generate';
import { createTextReporter, type TextOutput } from './report';

const SPEC = `openapi: 3.0.3
info: { title: Tiny Pets, version: 1.0.0 }
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      tags: [pets]
      parameters:
        - { name: petId, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } }
components:
  schemas:
    Pet:
      type: object
      required: [id]
      properties: { id: { type: string }, name: { type: string } }
`;

/** `generate` printing as the command line does, with the exit code the command returns. */
async function runGenerate(options: GenerateOptions & { stdout: TextOutput; stderr: TextOutput }) {
  const { stdout, stderr, ...rest } = options;
  const result = await generate({
    ...rest,
    onEvent: createTextReporter({ stdout, stderr, ...(rest.cwd !== undefined ? { cwd: rest.cwd } : {}) }),
  });
  return { exitCode: result.ok ? 0 : 1, outputs: result.outputs };
}

function capture(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('runGenerate', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bracken-gen-'));
    await writeFile(join(root, 'nx.json'), '{}');
    await mkdir(join(root, 'api'));
    await writeFile(join(root, 'api', 'openapi.yml'), SPEC);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function config(body: string): Promise<void> {
    await writeFile(join(root, 'api', 'generators.yml'), `api:\n  specs:\n    - openapi: ./openapi.yml\n${body}`);
  }

  it('runs default-group, writes local output and staging, and summarises', async () => {
    await config(`default-group: all
aliases:
  all: [local, npm]
groups:
  local:
    generators:
      - name: bracken-typescript-sdk
        version: 1.2.3
        output: { location: local-file-system, path: ./sdk }
  npm:
    generators:
      - name: bracken-postman
        version: 0.1.0
        output: { location: postman, api-key: '\${POSTMAN_KEY}', workspace-id: w1 }
`);
    const out = capture();
    const err = capture();
    const result = await runGenerate({
      config: 'api/generators.yml',
      cwd: root,
      stdout: out.stream,
      stderr: err.stream,
      env: {},
    });
    expect(err.text()).not.toContain('error');
    expect(result.exitCode).toBe(0);
    expect(result.outputs.map((o) => [o.group, o.generator, o.location])).toEqual([
      ['local', 'bracken-typescript-sdk', 'local-file-system'],
      ['npm', 'bracken-postman', 'staging'],
    ]);
    const pkg = JSON.parse(await readFile(join(root, 'api', 'sdk', 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(pkg).toMatchObject({ name: 'tiny-pets-sdk', version: '1.2.3' });
    expect(await readdir(stagingDirFor(join(root, 'api'), 'npm', 'bracken-postman', 0))).toEqual([
      '.generated-files.json',
      'collection.json',
    ]);
    expect(out.text()).toMatch(
      /^Generated 2 SDKs in \d+\.\ds: local\/bracken-typescript-sdk → api\/sdk, npm\/bracken-postman → api\/dist\/bracken\/npm\/bracken-postman\n$/,
    );
  });

  it('reports through events and its result, and prints nothing itself', async () => {
    await config(
      `groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n        output: { location: local-file-system, path: ./sdk }\n`,
    );
    const printed = [jest.spyOn(process.stdout, 'write'), jest.spyOn(process.stderr, 'write')];
    const events: string[] = [];
    try {
      const result = await generate({
        config: 'api/generators.yml',
        group: 'ts',
        cwd: root,
        env: {},
        onEvent: (event) => events.push(event.kind),
      });
      expect(result).toMatchObject({
        ok: true,
        failures: [],
        outputs: [{ group: 'ts', generator: 'bracken-typescript-sdk', path: join(root, 'api', 'sdk') }],
      });
      const missing = await generate({ config: 'api/missing.yml', cwd: root, env: {} });
      expect(missing.ok).toBe(false);
      expect(missing.failures[0]?.diagnostics?.[0]?.message).toContain('configuration file not found');
      for (const spy of printed) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of printed) spy.mockRestore();
    }
    expect(events).toEqual(['started', 'imported', 'generated', 'finished']);
  });

  it('accepts an absolute --config path', async () => {
    await config(`groups:
  local:
    generators:
      - name: bracken-typescript-sdk
        version: 1.0.0
        output: { location: local-file-system, path: ./sdk }
`);
    const err = capture();
    const result = await runGenerate({
      config: join(root, 'api', 'generators.yml'),
      group: 'local',
      cwd: join(root, 'api', 'sdk-elsewhere'),
      stdout: capture().stream,
      stderr: err.stream,
      env: {},
    });
    expect(err.text()).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.outputs[0]?.path).toBe(join(root, 'api', 'sdk'));
  });

  it('refuses a --version that is not a semantic version, before reading anything', async () => {
    const err = capture();
    const result = await runGenerate({
      config: 'api/missing.yml',
      version: 'latest',
      cwd: root,
      stdout: capture().stream,
      stderr: err.stream,
    });
    expect(result.exitCode).toBe(1);
    expect(err.text()).toBe(
      'error: --version "latest" is not a valid version; expected a semantic version such as 1.2.3\n',
    );
  });

  it('writes the README example of a readme.features entry with a <namespace>:: prefix', async () => {
    await writeFile(
      join(root, 'api', 'generators.yml'),
      `api:\n  specs:\n    - openapi: ./openapi.yml\n      namespace: v1\nreadme:\n  features:\n    Fetching a pet:\n      - "v1::GET /pets/{petId}"\ngroups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n        output: { location: local-file-system, path: ./sdk }\n`,
    );
    const err = capture();
    const result = await runGenerate({
      config: 'api/generators.yml',
      group: 'ts',
      cwd: root,
      stdout: capture().stream,
      stderr: err.stream,
    });
    expect(err.text()).toBe('');
    expect(result.exitCode).toBe(0);
    const readme = await readFile(join(root, 'api', 'sdk', 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Fetching a pet'),
      readme.indexOf('## ', readme.indexOf('## Fetching a pet') + 3),
    );
    expect(section).toMatch(/await client\.pets\.getPet\(/);
  });

  it('keeps every metadata.authors entry in package.json: the first is the author, the others contributors', async () => {
    const authors =
      'metadata:\n  authors:\n    - { name: Ada, email: ada@example.com }\n    - { name: Grace, email: grace@example.com }\n    - { name: Linus, email: linus@example.com }\n';
    const group = (metadata: string) =>
      `groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n        output: { location: local-file-system, path: ./sdk }\n${metadata}`;
    await config(authors + group(''));
    expect(
      (
        await runGenerate({
          config: 'api/generators.yml',
          group: 'ts',
          cwd: root,
          stdout: capture().stream,
          stderr: capture().stream,
        })
      ).exitCode,
    ).toBe(0);
    expect(JSON.parse(await readFile(join(root, 'api', 'sdk', 'package.json'), 'utf8'))).toMatchObject({
      author: 'Ada <ada@example.com>',
      contributors: ['Grace <grace@example.com>', 'Linus <linus@example.com>'],
    });
    // A generator's own author is the author; then every entry of authors is a contributor.
    await config(authors + group('        metadata: { author: Acme SDK Team }\n'));
    expect(
      (
        await runGenerate({
          config: 'api/generators.yml',
          group: 'ts',
          cwd: root,
          stdout: capture().stream,
          stderr: capture().stream,
        })
      ).exitCode,
    ).toBe(0);
    expect(JSON.parse(await readFile(join(root, 'api', 'sdk', 'package.json'), 'utf8'))).toMatchObject({
      author: 'Acme SDK Team',
      contributors: ['Ada <ada@example.com>', 'Grace <grace@example.com>', 'Linus <linus@example.com>'],
    });
  });

  it("passes a Postman generator's config to it", async () => {
    await config(
      `groups:\n  pm:\n    generators:\n      - name: bracken-postman\n        version: 1.0.0\n        config: { collectionName: Pets by Config, baseUrl: 'http://127.0.0.1:9' }\n        output: { location: local-file-system, path: ./collection }\n`,
    );
    expect(
      (
        await runGenerate({
          config: 'api/generators.yml',
          group: 'pm',
          cwd: root,
          stdout: capture().stream,
          stderr: capture().stream,
        })
      ).exitCode,
    ).toBe(0);
    const collection = JSON.parse(await readFile(join(root, 'api', 'collection', 'collection.json'), 'utf8')) as {
      info: { name: string };
      variable: Array<{ key: string; value: string }>;
    };
    expect(collection.info.name).toBe('Pets by Config');
    expect(collection.variable).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: 'http://127.0.0.1:9' }),
    );
  });

  it('uses --version for the package version', async () => {
    await config(
      `groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 0.0.1\n        output: { location: local-file-system, path: ./sdk }\n`,
    );
    const result = await runGenerate({
      config: 'api/generators.yml',
      group: 'ts',
      version: '9.9.9',
      cwd: root,
      stdout: capture().stream,
      stderr: capture().stream,
    });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(await readFile(join(root, 'api', 'sdk', 'package.json'), 'utf8'))).toMatchObject({
      version: '9.9.9',
    });
  });

  it('names the available generators when one is unknown', async () => {
    await config(`groups:\n  ts:\n    generators:\n      - name: acme-rust-sdk\n        version: 1.0.0\n`);
    const err = capture();
    const result = await runGenerate({
      config: 'api/generators.yml',
      group: 'ts',
      cwd: root,
      stdout: capture().stream,
      stderr: err.stream,
    });
    expect(result.exitCode).toBe(1);
    expect(err.text()).toBe(
      'api/generators.yml:7:15: error: expected one of "bracken-postman", "bracken-python-sdk", "bracken-typescript-sdk" but found "acme-rust-sdk" at $.groups.ts.generators[0].name\n',
    );
  });

  it('lists groups and aliases for an unknown group', async () => {
    await config(`groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n`);
    const err = capture();
    const result = await runGenerate({
      config: 'api/generators.yml',
      group: 'python',
      cwd: root,
      stdout: capture().stream,
      stderr: err.stream,
    });
    expect(result.exitCode).toBe(1);
    expect(err.text()).toContain('group not found: "python"');
    expect(err.text()).toContain('available groups: ts');
  });

  it('prints located config errors without a stack trace', async () => {
    await config(`groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n`);
    const err = capture();
    const result = await runGenerate({
      config: 'api/generators.yml',
      cwd: root,
      stdout: capture().stream,
      stderr: err.stream,
    });
    expect(result.exitCode).toBe(1);
    expect(err.text()).toMatch(/^api\/generators\.yml:\d+:\d+: error: .*version/m);
    expect(err.text()).not.toMatch(/\n\s+at /);
  });

  it('refuses an output path outside the workspace and leaves nothing behind', async () => {
    await config(
      `groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n        output: { location: local-file-system, path: ../../outside-sdk }\n`,
    );
    const err = capture();
    const result = await runGenerate({
      config: 'api/generators.yml',
      group: 'ts',
      cwd: root,
      stdout: capture().stream,
      stderr: err.stream,
    });
    expect(result.exitCode).toBe(1);
    expect(err.text()).toContain('output path leaves the workspace');
    expect(err.text()).toContain('--allow-outside-workspace');
  });

  it('generates byte-identical trees from two different folders', async () => {
    await config(
      `groups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n        output: { location: local-file-system, path: ./sdk }\n`,
    );
    const other = await mkdtemp(join(tmpdir(), 'bracken-gen-other-'));
    try {
      await writeFile(join(other, 'nx.json'), '{}');
      await mkdir(join(other, 'nested', 'api'), { recursive: true });
      await writeFile(join(other, 'nested', 'api', 'openapi.yml'), SPEC);
      await writeFile(
        join(other, 'nested', 'api', 'generators.yml'),
        await readFile(join(root, 'api', 'generators.yml')),
      );
      const quiet = (): { stdout: PassThrough; stderr: PassThrough } => ({
        stdout: capture().stream,
        stderr: capture().stream,
      });
      expect(
        (await runGenerate({ config: 'api/generators.yml', group: 'ts', cwd: root, ...quiet(), env: { HOME: '/a' } }))
          .exitCode,
      ).toBe(0);
      expect(
        (
          await runGenerate({
            config: 'nested/api/generators.yml',
            group: 'ts',
            cwd: other,
            ...quiet(),
            env: { HOME: '/b', TZ: 'Asia/Tokyo' },
          })
        ).exitCode,
      ).toBe(0);
      const list = async (dir: string, prefix = ''): Promise<string[]> => {
        const entries = await readdir(dir, { withFileTypes: true });
        const out: string[] = [];
        for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
          if (e.isDirectory()) out.push(...(await list(join(dir, e.name), `${prefix}${e.name}/`)));
          else out.push(`${prefix}${e.name}:${await readFile(join(dir, e.name), 'utf8')}`);
        }
        return out;
      };
      const a = await list(join(root, 'api', 'sdk'));
      const b = await list(join(other, 'nested', 'api', 'sdk'));
      expect(a.length).toBeGreaterThan(10);
      expect(b).toEqual(a);
      expect(a.join('\n')).not.toContain(root);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
