import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadGeneratorsSchema, readGeneratorManifest } from '@bracken/config';
import { POSTMAN_GENERATOR } from '@bracken/generator-postman';
import { PYTHON_SDK_GENERATOR } from '@bracken/generator-python';
import { TYPESCRIPT_SDK_GENERATOR } from '@bracken/generator-typescript';
import { IrError } from '@bracken/ir';
import { PassThrough } from 'node:stream';
import { generate } from './generate';
import { createTextReporter } from './report';
import { findGenerator, generatorNames, registerGenerator, starterGenerator } from './generators';
import { installedGenerators } from './installed-generators';

/** A workspace with a tiny definition, for a generators.yml that names it. */
async function workspace(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'bracken-engine-registry-'));
  await writeFile(join(root, 'nx.json'), '{}');
  await mkdir(join(root, 'api'));
  await writeFile(
    join(root, 'api', 'openapi.yml'),
    'openapi: 3.0.3\ninfo: { title: Tiny, version: 1.0.0 }\npaths: {}\n',
  );
  return root;
}

describe('generators', () => {
  it('answers to the names the generator packages declare', () => {
    expect(
      installedGenerators()
        .map((g) => g.name)
        .sort(),
    ).toEqual([POSTMAN_GENERATOR, PYTHON_SDK_GENERATOR, TYPESCRIPT_SDK_GENERATOR].sort());
    expect(generatorNames()).toEqual([POSTMAN_GENERATOR, PYTHON_SDK_GENERATOR, TYPESCRIPT_SDK_GENERATOR].sort());
  });

  it('runs exactly the generators whose config schema generators.yml carries', () => {
    const definitions = loadGeneratorsSchema()['definitions'] as Record<
      string,
      { properties: Record<string, { enum?: string[] }> }
    >;
    expect(generatorNames()).toEqual(definitions['generator']!.properties['name']!.enum);
  });

  it('loads each installed package, whose generator is the one its package.json declares, with that schema', () => {
    for (const installed of installedGenerators()) {
      const manifest = readGeneratorManifest(dirname(require.resolve(`${installed.packageName}/package.json`)))!;
      const plugin = findGenerator(installed.name)!;
      expect({ name: plugin.name, version: installed.version, language: plugin.language.length > 0 }).toEqual({
        name: manifest.name,
        version: manifest.version,
        language: true,
      });
      expect(plugin.configSchema).toEqual(JSON.parse(readFileSync(manifest.configSchema, 'utf8')));
    }
    expect(findGenerator('acme-rust-sdk')).toBeUndefined();
  });

  it('starts new entries with the installed TypeScript generator at its version, or with a named one', () => {
    const typescript = installedGenerators().find((g) => g.name === TYPESCRIPT_SDK_GENERATOR)!;
    expect(starterGenerator()).toEqual({ name: TYPESCRIPT_SDK_GENERATOR, version: typescript.version });
    expect(starterGenerator(POSTMAN_GENERATOR)).toEqual({
      name: POSTMAN_GENERATOR,
      version: installedGenerators().find((g) => g.name === POSTMAN_GENERATOR)!.version,
    });
  });

  it('runs a registered generator in place of the installed one of that name', async () => {
    const root = await workspace();
    const installed = findGenerator(POSTMAN_GENERATOR)!;
    try {
      await writeFile(
        join(root, 'api', 'generators.yml'),
        `api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n  pm:\n    generators:\n      - name: ${POSTMAN_GENERATOR}\n        version: 1.0.0\n        config: { collectionName: Mine }\n        output: { location: local-file-system, path: ./out }\n`,
      );
      const seen: unknown[] = [];
      registerGenerator({
        name: POSTMAN_GENERATOR,
        language: 'text',
        configSchema: {},
        generate: (ir, config, context) => (
          seen.push([ir.title, config, context.version]), [{ path: 'title.txt', contents: ir.title }]
        ),
      });
      const result = await generate({ config: 'api/generators.yml', group: 'pm', cwd: root, env: {} });
      expect(result.ok).toBe(true);
      expect(seen).toEqual([['Tiny', { collectionName: 'Mine' }, '1.0.0']]);
      expect((await readdir(join(root, 'api', 'out'))).sort()).toEqual(['.generated-files.json', 'title.txt']);
    } finally {
      registerGenerator(installed);
      await rm(root, { recursive: true, force: true });
    }
  });

  it("reports a generator's own mistake with the job as its place, and a crash as an internal error", async () => {
    const root = await workspace();
    const installed = findGenerator(POSTMAN_GENERATOR)!;
    try {
      await writeFile(
        join(root, 'api', 'generators.yml'),
        `api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n  pm:\n    generators:\n      - name: ${POSTMAN_GENERATOR}\n        version: 1.0.0\n        output: { location: local-file-system, path: ./out }\n`,
      );
      const run = async (thrown: unknown): Promise<string> => {
        registerGenerator({
          name: POSTMAN_GENERATOR,
          language: 'text',
          configSchema: {},
          generate: () => Promise.reject(thrown),
        });
        const stderr = new PassThrough();
        let text = '';
        stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
        const result = await generate({
          config: 'api/generators.yml',
          group: 'pm',
          cwd: root,
          env: {},
          onEvent: createTextReporter({ stdout: new PassThrough(), stderr, cwd: root }),
        });
        expect(result.ok).toBe(false);
        return text;
      };
      expect(await run(new IrError('unknown type id: Pet'))).toBe(
        `error: pm/${POSTMAN_GENERATOR}: unknown type id: Pet\ngeneration failed: 1 generator failed, 0 succeeded\n`,
      );
      expect(await run(new TypeError('x is not a function'))).toBe(
        `internal error in pm/${POSTMAN_GENERATOR}: x is not a function (set BRACKEN_DEBUG=1 for details)\ngeneration failed: 1 generator failed, 0 succeeded\n`,
      );
    } finally {
      registerGenerator(installed);
      await rm(root, { recursive: true, force: true });
    }
  });
});
