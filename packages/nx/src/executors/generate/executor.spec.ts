import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturedStream, executorContext } from '../../__fixtures__/executor-context';
import { generateExecutor as runGenerateExecutor } from '../executors';

let root: string;
let stdout: CapturedStream;
let stderr: CapturedStream;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-nx-generate-'));
  mkdirSync(join(root, 'apis/petstore'), { recursive: true });
  stdout = new CapturedStream();
  stderr = new CapturedStream();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const context = () => executorContext(root, 'petstore', 'apis/petstore');

describe('generate executor', () => {
  it('generates the default group into the local output folder', async () => {
    writeFileSync(
      join(root, 'apis/petstore/generators.yml'),
      [
        'api:',
        '  specs:',
        '    - openapi: ./openapi.yml',
        'default-group: typescript',
        'groups:',
        '  typescript:',
        '    generators:',
        '      - name: bracken-typescript-sdk',
        '        version: 0.1.0',
        '        output:',
        '          location: local-file-system',
        '          path: ../../sdks/petstore',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'apis/petstore/openapi.yml'),
      [
        'openapi: 3.1.0',
        'info: { title: Petstore, version: 1.0.0 }',
        'paths:',
        '  /pets:',
        '    get:',
        '      operationId: listPets',
        '      tags: [pets]',
        '      responses:',
        "        '200':",
        '          description: Pets',
        '          content:',
        '            application/json:',
        '              schema: { type: array, items: { type: string } }',
        '',
      ].join('\n'),
    );
    const result = await runGenerateExecutor({ group: 'typescript' }, context(), { stdout, stderr });
    expect(stderr.text).not.toContain('error');
    expect(result).toEqual({ success: true });
    expect(existsSync(join(root, 'sdks/petstore/package.json'))).toBe(true);
    expect(existsSync(join(root, 'sdks/petstore/src/index.ts'))).toBe(true);
  });

  it('fails with a located error and no stack trace for a bad config', async () => {
    writeFileSync(
      join(root, 'apis/petstore/generators.yml'),
      'api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n  ts:\n    generators:\n      - version: 1.0.0\n',
    );
    writeFileSync(
      join(root, 'apis/petstore/openapi.yml'),
      'openapi: 3.1.0\ninfo: { title: Petstore, version: 1.0.0 }\npaths: {}\n',
    );
    const result = await runGenerateExecutor({}, context(), { stdout, stderr });
    expect(result).toEqual({ success: false });
    expect(stdout.text + stderr.text).toMatch(/generators\.yml:7:\d+: error: /);
    expect(stdout.text + stderr.text).not.toContain('    at ');
  });

  it('fails with a located error for a broken definition', async () => {
    writeFileSync(
      join(root, 'apis/petstore/generators.yml'),
      'api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 0.1.0\n        output:\n          location: local-file-system\n          path: ./sdk\n',
    );
    writeFileSync(
      join(root, 'apis/petstore/openapi.yml'),
      'openapi: 3.1.0\ninfo: { title: Petstore, version: 1.0.0 }\npaths:\n  /pets:\n    get: [\n',
    );
    const result = await runGenerateExecutor({ group: 'ts' }, context(), { stdout, stderr });
    expect(result).toEqual({ success: false });
    expect(stdout.text + stderr.text).toMatch(
      /^apis\/petstore\/openapi\.yml:\d+:\d+: error: cannot parse the definition/m,
    );
    expect(stdout.text + stderr.text).not.toContain('    at ');
  });

  it('fails with a clear message when the config does not exist', async () => {
    const result = await runGenerateExecutor({}, context(), { stdout, stderr });
    expect(result).toEqual({ success: false });
    expect(stderr.text).toBe('error: configuration file not found: apis/petstore/generators.yml\n');
  });
});
