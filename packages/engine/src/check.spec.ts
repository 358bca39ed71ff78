import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@bracken/config';
import type { LoadedConfig } from '@bracken/config';
import { check } from './check';
import { createTextReporter } from './report';

let temp: { dir: string };
beforeEach(() => {
  temp = { dir: mkdtempSync(join(tmpdir(), 'bracken-engine-check-')) };
  writeFileSync(join(temp.dir, 'openapi.yml'), 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\n');
});
afterEach(() => rmSync(temp.dir, { recursive: true, force: true }));

/** Keeps what is written; `lines` are the non-empty lines. */
function capture(): { write(text: string): void; lines(): string[] } {
  let text = '';
  return { write: (chunk) => void (text += chunk), lines: () => text.split('\n').filter((line) => line.length > 0) };
}

const VALID = [
  'api:',
  '  specs:',
  '    - openapi: ./openapi.yml',
  'groups:',
  '  ts:',
  '    generators:',
  '      - name: bracken-typescript-sdk',
  '        version: 0.1.0',
  '',
].join('\n');

async function run(
  config: string,
  extraChecks?: Array<(c: LoadedConfig) => Promise<never[] | ReturnType<typeof diag>[]>>,
) {
  const stdout = capture();
  const stderr = capture();
  const result = await check({
    config,
    cwd: temp.dir,
    checks: extraChecks ?? [],
    onEvent: createTextReporter({ stdout, stderr, cwd: temp.dir }),
  });
  const code = result.ok ? 0 : 1;
  return { code, out: stdout.lines(), err: stderr.lines() };
}

function diag(message: string) {
  return { severity: 'error' as const, message, file: 'openapi.yml', line: 3, column: 1, path: '/paths' };
}

describe('check', () => {
  it('exits 0 for a valid file and prints nothing but the summary', async () => {
    writeFileSync(join(temp.dir, 'generators.yml'), VALID);
    expect(await run('generators.yml')).toEqual({ code: 0, out: [], err: ['generators.yml: valid'] });
  });

  it('exits 1 and prints file:line:col: error: lines', async () => {
    writeFileSync(join(temp.dir, 'generators.yml'), VALID.replace('version: 0.1.0', 'verison: 0.1.0'));
    expect(await run('generators.yml')).toEqual({
      code: 1,
      out: [
        'generators.yml:7:9: error: missing required key "version" at $.groups.ts.generators[0]',
        'generators.yml:8:9: error: unknown key "verison"; did you mean "version"? at $.groups.ts.generators[0].verison',
      ],
      err: ['generators.yml: 2 errors, 0 warnings'],
    });
  });

  it('prints warnings and still exits 0', async () => {
    writeFileSync(
      join(temp.dir, 'generators.yml'),
      `${VALID}        output:\n          location: npm\n          package-name: x\n          token: abc\n`,
    );
    const result = await run('generators.yml');
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      'generators.yml:12:18: warning: credential looks like a literal secret; expected an environment variable reference such as ${TOKEN} or a placeholder such as <TOKEN> at $.groups.ts.generators[0].output.token',
    ]);
    expect(result.err).toEqual(['generators.yml: valid (1 warning)']);
  });

  it('prints paths relative to cwd for nested configs', async () => {
    mkdirSync(join(temp.dir, 'api'));
    writeFileSync(join(temp.dir, 'api', 'generators.yml'), 'groups: []\n');
    expect((await run('./api/generators.yml')).out).toEqual([
      'api/generators.yml:1:9: error: expected a mapping but found list at $.groups',
    ]);
  });

  it('reports a missing file', async () => {
    expect(await run('generators.yml')).toEqual({
      code: 1,
      out: [
        'generators.yml:1:1: error: configuration file not found; expected a generators.yml (create one with `bracken init`)',
      ],
      err: ['generators.yml: 1 error, 0 warnings'],
    });
  });

  it('runs extra checks only on a valid config and prints what they find', async () => {
    writeFileSync(join(temp.dir, 'generators.yml'), VALID);
    const seen: string[] = [];
    const result = await run('generators.yml', [
      async (config) => {
        seen.push(config.file);
        return [diag('path parameter "id" clashes with body property "id"; rename one with x-bracken-parameter-name')];
      },
      async () => {
        throw new ConfigError([diag('malformed YAML: unexpected end')]);
      },
    ]);
    expect(seen).toEqual([join(temp.dir, 'generators.yml')]);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([
      'openapi.yml:3:1: error: path parameter "id" clashes with body property "id"; rename one with x-bracken-parameter-name at /paths',
      'openapi.yml:3:1: error: malformed YAML: unexpected end at /paths',
    ]);

    writeFileSync(join(temp.dir, 'generators.yml'), 'groups: 1\n');
    seen.length = 0;
    await run('generators.yml', [async (c) => (seen.push(c.file), [])]);
    expect(seen).toEqual([]);
  });
});
