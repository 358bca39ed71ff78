import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { anyOpenApiDocument } from './fixtures/openapi-arbitrary';
import { importDocument, REPO_ROOT, runTsc, writeFiles } from './support';

// Random valid OpenAPI definitions: every one imports, generates, and type-checks strictly.
// The seed changes on every run and is printed on failure; FC_SEED=<n> replays a run.

const WORK = join(REPO_ROOT, 'tmp', 'robustness', 'property');
const RUNS = 25;
const SEED = process.env['FC_SEED'] !== undefined ? Number(process.env['FC_SEED']) : Date.now() % 2 ** 31;

beforeAll(() => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
});

it(`${RUNS} random OpenAPI 3.0 and 3.1 definitions import, generate and pass one strict tsc program`, async () => {
  const documents = fc.sample(anyOpenApiDocument, { numRuns: RUNS, seed: SEED });
  const roots: string[] = [];
  for (const [i, document] of documents.entries()) {
    const name = `doc-${String(i).padStart(2, '0')}`;
    writeFileSync(join(WORK, `${name}.json`), JSON.stringify(document, null, 2));
    const where = `seed ${SEED}, ${name}.json`;
    const ir = await importDocument(document, `${name}.json`).catch((error: unknown) => {
      throw new Error(`import failed (${where}): ${String(error)}`);
    });
    const files = await generateTypeScriptSdk(ir, { packageName: `random-${i}`, packageVersion: '1.0.0' }).catch(
      (error: unknown) => {
        throw new Error(`generation failed (${where}): ${String(error)}`);
      },
    );
    writeFiles(
      join(WORK, name),
      files.filter((f) => f.path.startsWith('src/')),
    );
    roots.push(`${name}/src/**/*.ts`);
  }
  // One program with every SDK as a root keeps the type-check to a single tsc start.
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'commonjs',
      moduleResolution: 'node',
      strict: true,
      noImplicitOverride: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node'],
      typeRoots: [join(REPO_ROOT, 'node_modules', '@types')],
    },
    include: roots,
  };
  writeFileSync(join(WORK, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  const output = runTsc(WORK, ['-p', 'tsconfig.json']);
  expect({ seed: SEED, tsc: output }).toEqual({ seed: SEED, tsc: '' });
}, 180_000);
