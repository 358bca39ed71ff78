import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturedStream, executorContext } from '../../__fixtures__/executor-context';
import { checkExecutor as runCheckExecutor } from '../executors';

let root: string;
let stdout: CapturedStream;
let stderr: CapturedStream;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-nx-check-'));
  mkdirSync(join(root, 'apis/petstore'), { recursive: true });
  writeFileSync(
    join(root, 'apis/petstore/openapi.yml'),
    'openapi: 3.1.0\ninfo: { title: Petstore, version: 1.0.0 }\npaths: {}\n',
  );
  stdout = new CapturedStream();
  stderr = new CapturedStream();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const context = () => executorContext(root, 'petstore', 'apis/petstore');

describe('check executor', () => {
  it('succeeds on a valid generators.yml in the project root', async () => {
    writeFileSync(join(root, 'apis/petstore/generators.yml'), 'api:\n  specs:\n    - openapi: ./openapi.yml\n');
    const result = await runCheckExecutor({}, context(), { stdout, stderr });
    expect(result).toEqual({ success: true });
    expect(stderr.text).toContain('valid');
  });

  it('fails the target with a located error for a bad config', async () => {
    writeFileSync(join(root, 'apis/petstore/generators.yml'), 'api:\n  specs:\n    - openapi: ./missing.yml\n');
    const result = await runCheckExecutor({ config: '{projectRoot}/generators.yml' }, context(), { stdout, stderr });
    expect(result).toEqual({ success: false });
    expect(stdout.text).toMatch(/^apis\/petstore\/generators\.yml:3:16: error: .*missing\.yml/m);
    expect(stdout.text + stderr.text).not.toContain('    at ');
  });

  it('fails the target for a destination that generate would refuse', async () => {
    writeFileSync(join(root, 'nx.json'), '{}');
    writeFileSync(
      join(root, 'apis/petstore/generators.yml'),
      'api:\n  specs:\n    - openapi: ./openapi.yml\ngroups:\n  ts:\n    generators:\n      - name: bracken-typescript-sdk\n        version: 1.0.0\n        output:\n          location: local-file-system\n          path: ../../.git\n',
    );
    const result = await runCheckExecutor({}, context(), { stdout, stderr });
    expect(result).toEqual({ success: false });
    expect(stdout.text).toContain(
      'apis/petstore/generators.yml:11:17: error: output path points into a .git folder: ts/bracken-typescript-sdk (../../.git)',
    );
  });

  it('fails with a clear message when the config does not exist', async () => {
    const result = await runCheckExecutor({ config: 'apis/petstore/other.yml' }, context(), { stdout, stderr });
    expect(result).toEqual({ success: false });
    expect(stderr.text).toBe('error: configuration file not found: apis/petstore/other.yml\n');
  });
});
