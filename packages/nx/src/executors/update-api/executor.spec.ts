import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturedStream, executorContext } from '../../__fixtures__/executor-context';
import { updateApiExecutor as runUpdateApiExecutor } from '../executors';

const REMOTE =
  '{"openapi":"3.1.0","info":{"title":"Petstore","version":"2.0.0"},"paths":{"/pets":{"get":{"operationId":"listPets","responses":{"200":{"description":"ok"}}}}}}';

let root: string;
let server: Server;
let stdout: CapturedStream;
let stderr: CapturedStream;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'bracken-nx-update-api-'));
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(REMOTE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
  mkdirSync(join(root, 'apis/petstore'), { recursive: true });
  writeFileSync(
    join(root, 'apis/petstore/openapi.yml'),
    'openapi: 3.1.0\ninfo: { title: Petstore, version: 1.0.0 }\npaths: {}\n',
  );
  writeFileSync(
    join(root, 'apis/petstore/generators.yml'),
    `api:\n  specs:\n    - openapi: ./openapi.yml\n      origin: ${origin}\n      references:\n        private-network: true\n`,
  );
  stdout = new CapturedStream();
  stderr = new CapturedStream();
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const context = () => executorContext(root, 'petstore', 'apis/petstore');

describe('update-api executor', () => {
  it('fails the check target while the definition is behind its origin, and passes once updated', async () => {
    expect(await runUpdateApiExecutor({ check: true }, context(), { stdout, stderr })).toEqual({ success: false });
    expect(stdout.text).toContain('apis/petstore/openapi.yml: is behind');
    expect(await runUpdateApiExecutor({}, context(), { stdout, stderr })).toEqual({ success: true });
    expect(readFileSync(join(root, 'apis/petstore/openapi.yml'), 'utf8')).toContain('operationId: listPets');
    expect(await runUpdateApiExecutor({ check: true }, context(), { stdout, stderr })).toEqual({ success: true });
  });
});
