import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, REPO_ROOT, runCli } from './support';

// `bracken check` and `bracken generate` name every location the same way: the file relative
// to the current folder, then line and column, as `file:line:col: error: message`, however the
// config was given on the command line.

const ROOT = join(REPO_ROOT, 'tmp', 'config-locations');

const GENERATORS = [
  'api:',
  '  specs:',
  '    - openapi: ./openapi.yml',
  'default-group: ts',
  'groups:',
  '  ts:',
  '    generators:',
  '      - name: bracken-typescript-sdk',
  '        version: 1.0.0',
  '        output:',
  '          location: local-file-system',
  '          path: ./sdk',
  '',
].join('\n');

const DEFINITIONS: Record<string, string> = {
  unclosedString: 'openapi: 3.0.3\ninfo:\n  title: "Demo\n  version: 1.0.0\npaths: {}\n',
  danglingRef: [
    'openapi: 3.0.3',
    'info: { title: Demo, version: 1.0.0 }',
    'paths:',
    '  /items:',
    '    get:',
    '      operationId: listItems',
    '      responses:',
    "        '200':",
    '          description: ok',
    '          content:',
    '            application/json:',
    "              schema: { $ref: '#/components/schemas/Nope' }",
    '',
  ].join('\n'),
};

/** The error lines of a run, with the trailing summary lines left out. */
function errorLines(text: string): string[] {
  return text.split('\n').filter((line) => / error: /.test(line));
}

beforeAll(() => {
  buildCli();
  rmSync(ROOT, { recursive: true, force: true });
}, 300_000);

describe('check and generate print the same locations', () => {
  it.each([
    [
      'unclosedString',
      'api/openapi.yml:3:10: error: cannot parse the definition (Missing closing "quote; the string that starts here is never closed)',
    ],
    ['danglingRef', 'api/openapi.yml:12:23: error: $ref points at nothing: "#/components/schemas/Nope"'],
  ])(
    '%s: the definition, relative to the current folder, with the config given relative or absolute',
    async (name, expected) => {
      const ws = join(ROOT, name);
      mkdirSync(join(ws, 'api'), { recursive: true });
      writeFileSync(join(ws, 'api', 'generators.yml'), GENERATORS);
      writeFileSync(join(ws, 'api', 'openapi.yml'), DEFINITIONS[name]!);
      for (const config of ['api/generators.yml', join(ws, 'api', 'generators.yml')]) {
        const check = await runCli(['check', '--config', config], ws);
        const generate = await runCli(['generate', '--config', config], ws);
        expect([check.status, generate.status]).toEqual([1, 1]);
        const fromCheck = errorLines(check.stdout);
        expect(fromCheck).toHaveLength(1);
        expect(fromCheck[0]!.startsWith(expected)).toBe(true);
        expect(errorLines(generate.stderr)).toEqual(fromCheck);
      }
    },
  );

  it('a mistake in the config itself, named the same way by both', async () => {
    const ws = join(ROOT, 'configMistake');
    mkdirSync(join(ws, 'api'), { recursive: true });
    writeFileSync(
      join(ws, 'api', 'generators.yml'),
      GENERATORS.replace('bracken-typescript-sdk', 'bracken-typscript-sdk'),
    );
    writeFileSync(join(ws, 'api', 'openapi.yml'), DEFINITIONS['danglingRef']!);
    const check = await runCli(['check', '--config', join(ws, 'api', 'generators.yml')], ws);
    const generate = await runCli(['generate', '--config', join(ws, 'api', 'generators.yml')], ws);
    const expected =
      'api/generators.yml:8:15: error: unknown value "bracken-typscript-sdk"; did you mean "bracken-typescript-sdk"? at $.groups.ts.generators[0].name';
    expect(errorLines(check.stdout)).toEqual([expected]);
    expect(errorLines(generate.stderr)).toEqual([expected]);
  });
});
