import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { countClasses, importStep, renderSummary, runOne, type CorpusResult } from './corpus';

describe('corpus runner', () => {
  let apiDir: string;
  beforeAll(() => {
    apiDir = mkdtempSync(path.join(tmpdir(), 'bracken-corpus-'));
    writeFileSync(
      path.join(apiDir, 'good.json'),
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Good', version: '1' },
        paths: { '/a': { get: { operationId: 'getA', responses: { '200': { description: 'ok' } } } } },
      }),
    );
    writeFileSync(
      path.join(apiDir, 'bad.json'),
      JSON.stringify({ openapi: '9.9.9', info: { title: 'Bad', version: '1' }, paths: {} }),
    );
  });
  afterAll(() => rmSync(apiDir, { recursive: true, force: true }));

  it('classifies definitions: accepted and imported, rejected with a clean error, missing', async () => {
    const results: CorpusResult[] = [
      await runOne('good', apiDir, [importStep]),
      await runOne('bad', apiDir, [importStep]),
      await runOne('absent', apiDir, [importStep]),
    ];
    expect(results.map((r) => [r.id, r.class])).toEqual([
      ['good', 'pass'],
      ['bad', 'rejected'],
      ['absent', 'missing'],
    ]);
    expect(results[0]?.endpoints).toBe(1);
    expect(results[1]?.message).toMatch(/unsupported OpenAPI version "9.9.9".*bad\.json/);
    expect(countClasses(results)).toMatchObject({ pass: 1, rejected: 1, missing: 1, crash: 0 });
  });

  it('runs extra steps and reports their crashes', async () => {
    const result = await runOne('good', apiDir, [
      importStep,
      async () => {
        throw new TypeError('boom');
      },
    ]);
    expect(result).toMatchObject({ class: 'crash', message: 'TypeError: boom' });
  });

  it('renders a Markdown summary with the pass figure', () => {
    const markdown = renderSummary(
      [{ id: 'good', class: 'pass', endpoints: 1, types: 0, milliseconds: 3 }],
      'list.txt',
      new Map([['good', true]]),
    );
    expect(markdown).toContain('Accepted by swagger-parser: 1; imported without a crash: 1 (100.0 %)');
    expect(markdown).toContain('| good | pass | pass | 1 | 0 | 3 |  |');
  });
});
