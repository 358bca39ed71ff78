import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturedStream, executorContext } from '../../__fixtures__/executor-context';
import { publishExecutor as runPublishExecutor } from '../executors';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bracken-nx-publish-'));
  mkdirSync(join(root, 'apis/petstore'), { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('publish executor', () => {
  it('fails with a clear message when the config does not exist', async () => {
    const stdout = new CapturedStream();
    const stderr = new CapturedStream();
    const result = await runPublishExecutor({ dryRun: true }, executorContext(root, 'petstore', 'apis/petstore'), {
      stdout,
      stderr,
    });
    expect(result).toEqual({ success: false });
    expect(stderr.text).toBe('error: configuration file not found: apis/petstore/generators.yml\n');
  });
});
