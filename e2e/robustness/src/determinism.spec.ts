import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, listTree, REPO_ROOT, runCli } from './support';

// The same input generates the same bytes, whatever the folder, the user, the time zone or
// the locale. This is what lets Nx remote caching serve generated SDKs across machines.

const EXAMPLES = join(REPO_ROOT, 'examples');
const examples = readdirSync(EXAMPLES)
  .filter((name) => existsSync(join(EXAMPLES, name, 'generators.yml')))
  .sort();

/** Two machines that differ in everything generation must not depend on. */
const MACHINES = [
  { HOME: '/home/ada', TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', USER: 'ada' },
  { HOME: '/Users/grace', TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8', USER: 'grace' },
];

let root: string;

beforeAll(() => {
  buildCli();
  root = mkdtempSync(join(tmpdir(), 'bracken-determinism-'));
}, 240_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Copies an example without its generated output or installed packages. */
function copyExample(name: string, to: string): void {
  cpSync(join(EXAMPLES, name), to, {
    recursive: true,
    filter: (source) => !/[\\/](sdk|node_modules|dist)$/.test(source),
  });
}

it('finds the examples', () => {
  expect(examples.length).toBeGreaterThanOrEqual(4);
});

describe.each(examples)('example %s', (name) => {
  it('generates byte-identical trees in two folders under different HOME, TZ and LANG, with no absolute path inside', async () => {
    const trees: Array<Map<string, Buffer>> = [];
    const folders: string[] = [];
    for (const [i, machine] of MACHINES.entries()) {
      const folder = join(root, `${name}-${i === 0 ? 'first' : 'second-copy'}`);
      folders.push(folder);
      copyExample(name, folder);
      const run = await runCli(['generate'], folder, { env: machine, timeoutMs: 120_000 });
      expect(run.stderr.replace(/^generating .*\n/m, '')).not.toMatch(/error/i);
      expect(run.status).toBe(0);
      const out = join(folder, 'sdk');
      trees.push(new Map(listTree(out).map((file) => [file, readFileSync(join(out, file))])));
    }
    const [first, second] = trees as [Map<string, Buffer>, Map<string, Buffer>];
    expect([...second.keys()]).toEqual([...first.keys()]);
    const differing = [...first.keys()].filter((file) => !first.get(file)!.equals(second.get(file)!));
    expect(differing).toEqual([]);
    expect(first.size).toBeGreaterThan(10);
    const forbidden = [REPO_ROOT, root, tmpdir(), ...folders, ...MACHINES.map((m) => m.HOME)];
    for (const [file, bytes] of first) {
      const text = bytes.toString('utf8');
      for (const path of forbidden)
        expect({ file, leaks: text.includes(path) ? path : null }).toEqual({ file, leaks: null });
    }
  }, 180_000);
});
