import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  classifySdkResults,
  failureClasses,
  renderSdkSummary,
  runSdkCorpus,
  sdkSlug,
  typecheckSdks,
  type SdkRunInput,
} from './sdk-step';
import { readSubset, runSubset, SUBSET_FIXTURES } from './subset';

const SDK_TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'commonjs',
    moduleResolution: 'node',
    strict: true,
    noImplicitOverride: true,
    skipLibCheck: true,
    types: ['node'],
  },
  include: ['src'],
});

function writeTinySdk(dir: string, files: Record<string, string>): void {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'tsconfig.json'), SDK_TSCONFIG);
  for (const [name, contents] of Object.entries(files)) writeFileSync(path.join(dir, 'src', name), contents);
}

describe('corpus SDK steps', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'bracken-corpus-sdk-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('names SDK folders after the corpus id without nesting', () => {
    expect(sdkSlug('amazonaws.com/ecr')).toBe('amazonaws.com--ecr');
    expect(sdkSlug('vtex.local/Marketplace-APIs-')).toBe('vtex.local--Marketplace-APIs-');
  });

  it('checks SDKs with identical module paths in one program and blames each error on its own SDK', () => {
    const good = path.join(work, 'good');
    const bad = path.join(work, 'bad');
    // Same relative module names in both SDKs: they must stay separate.
    writeTinySdk(good, {
      'index.ts': 'import { size } from "./core";\nexport const n: number = size("abc");\n',
      'core.ts': 'export function size(s: string): number { return s.length; }\n',
    });
    writeTinySdk(bad, {
      'index.ts': 'import { size } from "./core";\nexport const n: string = size("abc");\n',
      'core.ts': 'export function size(s: string): number { return s.length; }\n',
    });
    const outcomes = typecheckSdks([good, bad]);
    expect(outcomes.get(good)).toMatchObject({ errors: 0, diagnostics: [] });
    expect(outcomes.get(bad)).toMatchObject({ errors: 1, codes: [{ code: 2322, count: 1 }] });
    expect(outcomes.get(bad)?.diagnostics[0]).toMatch(
      /^src\/index\.ts:2:14: TS2322: Type 'number' is not assignable to type 'string'/,
    );
  });

  it('confirms a batch failure alone, so a global clash between two SDKs blames neither', () => {
    const first = path.join(work, 'global-a');
    const second = path.join(work, 'global-b');
    writeTinySdk(first, { 'globals.ts': 'declare var shared: number;\n', 'index.ts': 'export const a = 1;\n' });
    writeTinySdk(second, { 'globals.ts': 'declare var shared: string;\n', 'index.ts': 'export const b = 2;\n' });
    const outcomes = typecheckSdks([first, second]);
    expect([outcomes.get(first)?.errors, outcomes.get(second)?.errors]).toEqual([0, 0]);
  });

  it('applies strict mode: an implicit any is an error', () => {
    const loose = path.join(work, 'loose');
    writeTinySdk(loose, { 'index.ts': 'export function id(x) { return x; }\n' });
    expect(typecheckSdks([loose]).get(loose)?.codes).toEqual([{ code: 7006, count: 1 }]);
  });

  it('runs a small list end to end: a real SDK that compiles, a located rejection, a missing id', async () => {
    const apiDir = path.join(work, 'api');
    mkdirSync(path.join(apiDir, 'acme.test'), { recursive: true });
    const pet = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'integer' },
        'pet-name': { type: 'string' },
        kind: { type: 'string', enum: ['cat', 'dog'] },
      },
    };
    writeFileSync(
      path.join(apiDir, 'acme.test', 'pets.json'),
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Pets', version: '1' },
        servers: [{ url: 'https://pets.acme.test' }],
        components: { schemas: { Pet: pet }, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
        paths: {
          '/pets/{petId}': {
            get: {
              operationId: 'getPet',
              tags: ['pets'],
              parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
                },
              },
            },
          },
        },
      }),
    );
    writeFileSync(
      path.join(apiDir, 'broken.json'),
      JSON.stringify({ openapi: '9.9.9', info: { title: 'Broken', version: '1' }, paths: {} }),
    );
    const outRoot = path.join(work, 'sdks');
    const run = await runSdkCorpus(['acme.test/pets', 'broken', 'absent'], apiDir, { outRoot, listName: 'small.txt' });
    const rows = classifySdkResults(run);
    expect(rows.map((row) => [row.id, row.class, row.ok])).toEqual([
      ['acme.test/pets', 'pass', true],
      ['broken', 'rejected', true],
      ['absent', 'missing', false],
    ]);
    expect(rows[0]).toMatchObject({ endpoints: 1, errors: 0 });
    expect(rows[1]?.message).toMatch(/broken\.json/);
    expect(existsSync(path.join(outRoot, 'acme.test--pets', 'src', 'index.ts'))).toBe(true);
    expect(run.typecheck.get(path.join(outRoot, 'acme.test--pets'))?.errors).toBe(0);
  });

  it('classifies results, groups failures and renders the summary with the pass rate', () => {
    const input: SdkRunInput = {
      listName: 'list.txt',
      results: [
        { id: 'a', class: 'pass', endpoints: 2, types: 1, milliseconds: 50 },
        { id: 'b', class: 'pass', endpoints: 1, types: 1, milliseconds: 40 },
        {
          id: 'c',
          class: 'rejected',
          endpoints: 0,
          types: 0,
          milliseconds: 5,
          message: 'unsupported OpenAPI version "9": c.json',
        },
        { id: 'd', class: 'pass', endpoints: 1, types: 0, milliseconds: 20 },
      ],
      accepted: new Map([
        ['a', true],
        ['b', true],
        ['c', false],
        ['d', true],
      ]),
      sdks: new Map([
        ['a', { id: 'a', dir: '/x/a', files: 3, sourceLines: 100, generateMs: 10 }],
        ['b', { id: 'b', dir: '/x/b', files: 3, sourceLines: 90, generateMs: 9 }],
        ['d', { id: 'd', crash: false, message: 'two generated files share a path: src/x.ts' }],
      ]),
      typecheck: new Map([
        ['/x/a', { dir: '/x/a', errors: 0, diagnostics: [], codes: [] }],
        [
          '/x/b',
          {
            dir: '/x/b',
            errors: 2,
            diagnostics: ['src/api/types/Pet.ts:3:5: TS2322: bad | worse'],
            codes: [{ code: 2322, count: 2 }],
          },
        ],
      ]),
      large: [
        {
          label: 'big.json',
          endpoints: 10,
          types: 5,
          importMs: 1500,
          generateMs: 700,
          typecheckMs: 9000,
          wallMs: 12000,
          peakRssMb: 900,
          sourceLines: 5000,
          errors: 0,
          loadAverage: 3.2,
        },
      ],
      typescript: '5.9.3',
    };
    const rows = classifySdkResults(input);
    expect(rows.map((row) => [row.id, row.class, row.ok])).toEqual([
      ['a', 'pass', true],
      ['b', 'typecheck-error', false],
      ['c', 'rejected', true],
      ['d', 'generate-error', false],
    ]);
    expect(failureClasses(rows)).toEqual([
      { name: 'generate-error', ids: ['d'] },
      { name: 'typecheck-error TS2322', ids: ['b'] },
    ]);
    const markdown = renderSdkSummary(input);
    expect(markdown).toContain('Pass rate (clean SDK over definitions that import): 1 / 3 = 33.3 %');
    expect(markdown).toContain('| typecheck-error TS2322 | 1 | b |');
    expect(markdown).toContain('| big.json | 10 | 5 | 1.5 | 0.7 | 9.0 | 12.0 | 900 | 5000 | 0 | 3.2 |  |');
    expect(markdown).toContain(
      '| b | fail | typecheck-error | 1 | 1 | 31 | 9 | 90 | 2 | src/api/types/Pet.ts:3:5: TS2322: bad \\| worse |',
    );
  });
});

// Slow: imports, generates and strictly type-checks about twenty real definitions (1–2 minutes).
describe('corpus CI subset (slow)', () => {
  let outRoot: string;
  beforeAll(() => {
    outRoot = mkdtempSync(path.join(tmpdir(), 'bracken-corpus-subset-'));
  });
  afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

  it('vendors every listed definition, about twenty, in a few megabytes', async () => {
    const ids = await readSubset();
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(ids.length).toBeLessThanOrEqual(25);
    let bytes = 0;
    for (const id of ids) {
      const file = path.join(SUBSET_FIXTURES, `${id}.json`);
      expect(existsSync(file)).toBe(true);
      bytes += statSync(file).size;
    }
    expect(bytes).toBeLessThan(6e6);
  });

  it(
    'imports, generates and strictly type-checks every subset definition without an error',
    async () => {
      const ids = await readSubset();
      const { rows, run } = await runSubset(outRoot);
      const failures = rows.filter((row) => !row.ok).map((row) => `${row.id}: ${row.class}: ${row.message ?? ''}`);
      expect(failures).toEqual([]);
      expect(rows.map((row) => row.id)).toEqual(ids);
      expect(rows.every((row) => row.class === 'pass' && row.errors === 0)).toBe(true);
      // One program checked them all, and each SDK was written with its sources.
      expect(run.typecheck.size).toBe(ids.length);
      for (const row of rows) expect(row.sourceLines).toBeGreaterThan(0);
    },
    6 * 60 * 1000,
  );
});
