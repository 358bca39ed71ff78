import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATORS_SCHEMA_ID, loadConfig } from '@bracken/config';
import { Capture } from './__fixtures__/capture';
import { createTempFolder } from '@bracken/test-kit';
import { main } from './main';

let temp: { dir: string; cleanup(): void };
beforeEach(() => {
  temp = createTempFolder('bracken-cli-');
});
afterEach(() => temp.cleanup());

async function bracken(...argv: string[]) {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(argv, { cwd: temp.dir, stdout, stderr, env: {} });
  return { code, out: stdout.lines, err: stderr.lines };
}

describe('bracken init', () => {
  it('writes a generators.yml that starts with the schema directive and loads cleanly', async () => {
    const result = await bracken('init');
    expect(result).toEqual({
      code: 0,
      out: [`created ${join(temp.dir, 'generators.yml')}`, `created ${join(temp.dir, 'openapi.yml')}`],
      err: [],
    });
    const text = readFileSync(join(temp.dir, 'generators.yml'), 'utf8');
    expect(text.split('\n')[0]).toBe(`# yaml-language-server: $schema=${GENERATORS_SCHEMA_ID}`);
    const loaded = await loadConfig(join(temp.dir, 'generators.yml'));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.raw['default-group']).toBe('typescript');
    expect(await bracken('check')).toEqual({ code: 0, out: [], err: ['generators.yml: valid'] });
  });

  it('keeps an existing openapi.yml', async () => {
    writeFileSync(join(temp.dir, 'openapi.yml'), 'openapi: 3.1.0\n');
    await bracken('init');
    expect(readFileSync(join(temp.dir, 'openapi.yml'), 'utf8')).toBe('openapi: 3.1.0\n');
    expect(existsSync(join(temp.dir, 'generators.yml'))).toBe(true);
  });

  it('refuses to overwrite without --force', async () => {
    writeFileSync(join(temp.dir, 'generators.yml'), 'groups: {}\n');
    expect(await bracken('init')).toEqual({
      code: 1,
      out: [],
      err: [`bracken: generators.yml already exists: ${join(temp.dir, 'generators.yml')} (use --force to overwrite)`],
    });
    expect(readFileSync(join(temp.dir, 'generators.yml'), 'utf8')).toBe('groups: {}\n');
    expect((await bracken('init', '--force')).code).toBe(0);
    expect(readFileSync(join(temp.dir, 'generators.yml'), 'utf8')).toContain('bracken-typescript-sdk');
  });
});
