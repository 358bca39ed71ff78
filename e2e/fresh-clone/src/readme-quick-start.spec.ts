import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readmeShellBlocks, REPO_ROOT } from './support';

// The README's first commands, exactly as written, in a fresh clone: what a new user types.
// The clone has no node_modules and no build; npm reuses the machine's cache, so only the
// registry is needed. Slow: it installs and builds a whole checkout.

const blocks = readmeShellBlocks();
const quickStart = blocks[0]!;
const brackenLines = blocks.flat().filter((line) => line.startsWith('npx bracken '));

interface Run {
  status: number | null;
  output: string;
}

let clone: string;

/** Exit status 0; otherwise the failure shows the end of what the command printed. */
function expectSuccess(run: Run): void {
  expect({ status: run.status, output: run.status === 0 ? '' : run.output.slice(-4000) }).toEqual({
    status: 0,
    output: '',
  });
}

function sh(line: string): Run {
  const result = spawnSync('bash', ['-c', line], {
    cwd: clone,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 15 * 60_000,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      CI: 'true',
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      NX_TUI: 'false',
      FORCE_COLOR: '0',
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'bracken-fresh-clone-'));
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone], { encoding: 'utf8' });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
});

afterAll(() => {
  if (clone) rmSync(clone, { recursive: true, force: true });
});

describe('[slow] the README in a fresh clone', () => {
  it('has a one-line quick start and the two bracken command lines', () => {
    expect(quickStart).toHaveLength(1);
    expect(quickStart[0]).toMatch(/^npm ci && npm run build && npx nx run petstore:generate$/);
    expect(brackenLines).toEqual([
      'npx bracken generate --config examples/petstore/generators.yml',
      'npx bracken check --config examples/petstore/generators.yml',
    ]);
  });

  it(
    'quick start: installs, builds and generates the Petstore SDK, and a second run is a cache hit',
    () => {
      const first = sh(quickStart[0]!);
      expectSuccess(first);
      expect(first.output).toContain('examples/petstore/sdk');
      const manifest = JSON.parse(readFileSync(join(clone, 'examples', 'petstore', 'sdk', 'package.json'), 'utf8')) as {
        name: string;
      };
      expect(manifest.name).toMatch(/petstore/);
      expect(existsSync(join(clone, 'examples', 'petstore', 'sdk', 'src', 'index.ts'))).toBe(true);

      const again = sh('npx nx run petstore:generate');
      expectSuccess(again);
      expect(again.output).toMatch(/existing outputs match the cache|local cache/);
    },
    20 * 60_000,
  );

  it.each(brackenLines.map((line) => [line]))(
    '%s: exits 0',
    (line) => {
      const run = sh(line);
      expectSuccess(run);
      if (line.includes(' generate ')) expect(run.output).toContain('examples/petstore/sdk');
    },
    5 * 60_000,
  );
});
