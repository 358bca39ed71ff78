import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTempFolder } from '@bracken/test-kit';

const ROOT = join(__dirname, '..', '..', '..');
const BIN = join(__dirname, '..', 'dist', 'bin.js');

beforeAll(() => {
  // The root test script builds first; build here only when run on a clean checkout.
  if (!existsSync(BIN)) {
    execFileSync(process.execPath, [
      join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(__dirname, '..', 'tsconfig.lib.json'),
    ]);
  }
}, 120000);

const temp = createTempFolder('bracken-v8-');
afterAll(() => temp.cleanup());

/** An OpenAPI document large enough that V8 optimizes some of the generator's functions. */
function manyThings(count: number): string {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const properties: Record<string, unknown> = {};
    for (let j = 0; j < 12; j++) {
      properties[`field_${j}_of_${i}`] = {
        type: j % 3 === 0 ? 'integer' : 'string',
        description: `Field ${j} of ${i}.`,
      };
    }
    schemas[`Thing${i}`] = { type: 'object', properties, required: [`field_0_of_${i}`] };
    paths[`/things${i}/{id}`] = {
      get: {
        operationId: `getThing${i}`,
        tags: [`group${i % 10}`],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
        ],
        responses: {
          '200': {
            description: 'The thing.',
            content: { 'application/json': { schema: { $ref: `#/components/schemas/Thing${i}` } } },
          },
        },
      },
    };
  }
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Many', version: '1' }, paths, components: { schemas } });
}

describe('the command line', () => {
  beforeAll(() => {
    writeFileSync(join(temp.dir, 'openapi.json'), manyThings(300));
    writeFileSync(
      join(temp.dir, 'generators.yml'),
      'default-group: ts\napi:\n  specs:\n    - openapi: ./openapi.json\ngroups:\n  ts:\n    generators:\n' +
        '      - name: bracken-typescript-sdk\n        version: 0.1.0\n        output:\n' +
        '          location: local-file-system\n          path: ./out\n',
    );
  });

  /** How many functions V8 marks for optimization during one `generate`, from its own trace. */
  function optimizations(nodeFlags: readonly string[]): number {
    const result = spawnSync(process.execPath, ['--trace-opt', ...nodeFlags, BIN, 'generate'], {
      cwd: temp.dir,
      encoding: 'utf8',
      env: { ...process.env, BRACKEN_DEBUG: '' },
    });
    expect(result.status).toBe(0);
    return result.stdout.split('\n').filter((line) => line.startsWith('[marking ')).length;
  }

  it("optimizes far fewer functions than V8's default budget would, and keeps the user's budget", () => {
    const tuned = optimizations([]);
    // V8's own default budget, given on node's command line as a user would.
    const userDefault = optimizations(['--interrupt-budget=67584']);
    expect({ tuned, userDefault, fewer: tuned * 3 < userDefault }).toEqual({ tuned, userDefault, fewer: true });
  });
});
