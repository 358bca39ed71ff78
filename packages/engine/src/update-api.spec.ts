import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { EngineEvent } from './events';
import { createTextReporter } from './report';
import { updateApi } from './update-api';

const LOCAL = [
  'openapi: 3.0.3',
  'info:',
  '  title: Pets',
  '  version: 1.0.0',
  'paths:',
  '  /pets:',
  '    get:',
  '      operationId: listPets',
  '      responses:',
  "        '200': { description: ok }",
  '  /pets/{id}:',
  '    get:',
  '      operationId: getPet',
  '      responses:',
  "        '200': { description: ok }",
  '',
].join('\n');

/** The origin's version: /pets gains a query parameter, /pets/{id} is gone, POST /pets is new. */
const REMOTE = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.1.0' },
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: { '200': { description: 'ok' } },
      },
      post: { operationId: 'createPet', responses: { '201': { description: 'created' } } },
    },
  },
};

let root: string;
let server: Server;
let origin: string;
let served: { status: number; body: string };
let requests: number;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'update-api-'));
  served = { status: 200, body: JSON.stringify(REMOTE) };
  requests = 0;
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(served.status, { 'content-type': 'application/json' });
    res.end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
  writeFileSync(join(root, 'openapi.yml'), LOCAL);
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function config(privateNetwork = true, namespace = ''): void {
  writeFileSync(
    join(root, 'generators.yml'),
    [
      'api:',
      '  specs:',
      '    - openapi: ./openapi.yml',
      `      origin: ${origin}`,
      ...(namespace !== '' ? [`      namespace: ${namespace}`] : []),
      ...(privateNetwork ? ['      references:', '        private-network: true'] : []),
      'groups:',
      '  sdk:',
      '    generators:',
      '      - name: bracken-typescript-sdk',
      '        version: 1.0.0',
      '',
    ].join('\n'),
  );
}

async function update(
  options: { check?: boolean; api?: string } = {},
): Promise<{ ok: boolean; stdout: string; stderr: string; events: EngineEvent[] }> {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (c: Buffer) => (stdout += c.toString()));
  err.on('data', (c: Buffer) => (stderr += c.toString()));
  const events: EngineEvent[] = [];
  const report = createTextReporter({ stdout: out, stderr: err, cwd: root });
  const result = await updateApi({
    config: 'generators.yml',
    cwd: root,
    env: {},
    ...options,
    onEvent: (e) => (events.push(e), report(e)),
  });
  return { ok: result.ok, stdout, stderr, events };
}

describe('updateApi', () => {
  it('writes the origin over the local file in its own format and names each endpoint change', async () => {
    config();
    const { ok, stdout } = await update();
    expect(ok).toBe(true);
    const written = readFileSync(join(root, 'openapi.yml'), 'utf8');
    // YAML stays YAML, with the origin's content.
    expect(written.trimStart().startsWith('{')).toBe(false);
    expect(written).toContain('operationId: createPet');
    expect(written).toContain('version: 1.1.0');
    expect(stdout).toBe(
      [
        `openapi.yml: updated from ${origin} (3 endpoint changes)`,
        '  changed GET /pets',
        '  added POST /pets',
        '  removed GET /pets/{id}',
        '',
      ].join('\n'),
    );

    // Once up to date, a second run writes nothing and --check passes.
    const again = await update({ check: true });
    expect(again.ok).toBe(true);
    expect(again.stdout).toBe(`openapi.yml: up to date with ${origin}\n`);
  });

  it('with check, writes nothing and fails when the local file is behind its origin', async () => {
    config();
    const { ok, stdout } = await update({ check: true });
    expect(ok).toBe(false);
    expect(readFileSync(join(root, 'openapi.yml'), 'utf8')).toBe(LOCAL);
    expect(stdout.split('\n')[0]).toBe(`openapi.yml: is behind ${origin} (3 endpoint changes)`);
  });

  it('changes nothing when the fetch fails or the answer is no definition', async () => {
    config();
    served = { status: 503, body: 'down' };
    const failed = await update();
    expect(failed.ok).toBe(false);
    expect(failed.stderr).toContain(
      `origin fetch failed: GET ${origin}: HTTP status 503; openapi.yml was left as it was`,
    );
    served = { status: 200, body: '<html>maintenance</html>' };
    const notSpec = await update();
    expect(notSpec.ok).toBe(false);
    expect(notSpec.stderr).toContain(`origin is not an OpenAPI document: GET ${origin}`);
    expect(readFileSync(join(root, 'openapi.yml'), 'utf8')).toBe(LOCAL);
  });

  it('refuses a loopback origin unless the spec opts in to private addresses', async () => {
    config(false);
    const { ok, stderr } = await update();
    expect(ok).toBe(false);
    expect(stderr).toContain('address 127.0.0.1 is');
    expect(stderr).toContain('references.private-network');
    expect(requests).toBe(0);
    expect(readFileSync(join(root, 'openapi.yml'), 'utf8')).toBe(LOCAL);
  });

  it('stops reading at references.max-bytes', async () => {
    config();
    writeFileSync(
      join(root, 'generators.yml'),
      readFileSync(join(root, 'generators.yml'), 'utf8').replace(
        'private-network: true',
        'private-network: true\n        max-bytes: 64',
      ),
    );
    const { ok, stderr } = await update();
    expect(ok).toBe(false);
    expect(stderr).toContain('larger than 64 bytes');
    expect(readFileSync(join(root, 'openapi.yml'), 'utf8')).toBe(LOCAL);
  });

  it('updates only the spec named by --api, and says when none matches', async () => {
    config(true, 'v1');
    expect((await update({ api: 'v2' })).stderr).toContain('no spec with namespace "v2" has an origin to update from');
    expect((await update({ api: 'v1' })).ok).toBe(true);
  });
});
