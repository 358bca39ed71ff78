import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { createTempFolder, type TempFolder } from '@bracken/test-kit';
import { SPEC_EXAMPLES_DIR } from './__fixtures__/examples-dir';
import { ConfigError, loadConfig } from './index';

type Path = Array<string | number>;

function allPaths(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...allPaths(v, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...allPaths(v, [...prefix, k]));
  }
  return out;
}

function parentOf(root: unknown, path: Path): unknown {
  let node = root;
  for (const segment of path.slice(0, -1)) {
    node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[segment] : undefined;
  }
  return node;
}

type Mutation =
  | { op: 'delete'; pick: number }
  | { op: 'retype'; pick: number; junk: unknown }
  | { op: 'junk-key'; pick: number; key: string; junk: unknown };

const junkValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('retype' as const), pick: fc.nat(), junk: junkValue }),
  fc.record({
    op: fc.constant('junk-key' as const),
    pick: fc.nat(),
    key: fc.string({ minLength: 1, maxLength: 10 }),
    junk: junkValue,
  }),
);

function apply(root: unknown, m: Mutation): unknown {
  const paths = allPaths(root);
  const path = paths[m.pick % paths.length] ?? [];
  if (path.length === 0) return m.op === 'retype' ? m.junk : root;
  const parent = parentOf(root, path);
  const last = path[path.length - 1] as string | number;
  if (parent === null || typeof parent !== 'object') return root;
  const container = parent as Record<string | number, unknown>;
  if (m.op === 'delete') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete container[last];
  } else if (m.op === 'retype') {
    container[last] = m.junk;
  } else {
    const target = container[last];
    if (target !== null && typeof target === 'object' && !Array.isArray(target))
      (target as Record<string, unknown>)[m.key] = m.junk;
  }
  return root;
}

let folder: TempFolder;
beforeAll(() => {
  folder = createTempFolder('bracken-config-fuzz-');
  cpSync(SPEC_EXAMPLES_DIR, folder.dir, { recursive: true });
});
afterAll(() => folder.cleanup());

const sources = ['full.generators.yml', 'conjure.generators.yml'].map((name) =>
  readFileSync(join(SPEC_EXAMPLES_DIR, name), 'utf8'),
);

/** Load text as a config: it must succeed or fail with located ConfigError diagnostics. */
async function loadsOrFailsCleanly(text: string): Promise<void> {
  const file = join(folder.dir, 'mutated.generators.yml');
  writeFileSync(file, text, 'utf8');
  const lineCount = text.split('\n').length;
  try {
    await loadConfig(file, { displayPath: 'mutated.generators.yml' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    expect(error.diagnostics.length).toBeGreaterThan(0);
    for (const d of error.diagnostics) {
      expect(d.file).toBe('mutated.generators.yml');
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.line).toBeLessThanOrEqual(lineCount + 1);
      expect(d.column).toBeGreaterThanOrEqual(1);
      expect(d.message.length).toBeGreaterThan(0);
    }
  }
}

describe('loadConfig under mutation', () => {
  it('throws nothing but a located ConfigError for mutated structures', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(sources.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        async (which, mutations) => {
          let value: unknown = parse(sources[which] ?? '');
          for (const m of mutations) value = apply(value, m);
          await loadsOrFailsCleanly(stringify(value));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('throws nothing but a located ConfigError for truncated or spliced text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(sources.length - 1),
        fc.nat(),
        fc.string({ maxLength: 6 }),
        fc.boolean(),
        async (which, cut, insert, truncate) => {
          const text = sources[which] ?? '';
          const at = cut % (text.length + 1);
          await loadsOrFailsCleanly(truncate ? text.slice(0, at) : text.slice(0, at) + insert + text.slice(at));
        },
      ),
      { numRuns: 150 },
    );
  });
});
