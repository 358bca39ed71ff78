import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildCli, exampleNames, generateExample, REPO_ROOT, runTsc, TYPE_ROOTS, type GeneratedSdk } from './support';

// Users drop SDK sources into projects of every setting, so the sources of every example's
// SDK type-check with the SDK's own compiler options under `strict: true` and under
// `strict: false` (no strictNullChecks, no strictFunctionTypes, implicit any allowed). Two
// variants add the options that change the most code: no serialization layer, and React
// Query hooks.

const WORK_DIR = join(REPO_ROOT, 'tmp', 'sdk-users', 'compiler-settings');

const VARIANTS: Array<{ example: string; config: Record<string, unknown>; label: string }> = [
  ...exampleNames().map((example) => ({ example, config: {}, label: `examples/${example}` })),
  {
    example: 'petstore',
    config: { noSerdeLayer: true, generateReactQueryHooks: true },
    label: 'examples/petstore with noSerdeLayer and React Query hooks',
  },
  { example: 'conjure-recipes', config: { noSerdeLayer: true }, label: 'examples/conjure-recipes with noSerdeLayer' },
];

const SETTINGS = [
  { name: 'strict', strict: true },
  { name: 'loose', strict: false },
];

let sdks: GeneratedSdk[] = [];
const outputs = new Map<string, string>();

/** The SDK's own compiler options, for a check of several SDKs at once without output. */
function sdkOptions(sdk: GeneratedSdk): Record<string, unknown> {
  const config = JSON.parse(readFileSync(join(sdk.dir, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  const { rootDir: _rootDir, outDir: _outDir, declaration: _declaration, ...options } = config.compilerOptions;
  return { ...options, noEmit: true, typeRoots: TYPE_ROOTS };
}

beforeAll(async () => {
  buildCli();
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  sdks = [];
  for (const [i, variant] of VARIANTS.entries())
    sdks.push(
      await generateExample(
        variant.example,
        join(WORK_DIR, `${i}-${variant.example}`),
        { config: variant.config },
        variant.label,
      ),
    );
  for (const setting of SETTINGS) {
    const project = `tsconfig.${setting.name}.json`;
    const include = sdks.map((sdk) => `${relative(WORK_DIR, sdk.dir)}/src`);
    writeFileSync(
      join(WORK_DIR, project),
      JSON.stringify({ compilerOptions: { ...sdkOptions(sdks[0]!), strict: setting.strict }, include }, null, 2),
    );
    outputs.set(setting.name, runTsc(WORK_DIR, project));
  }
}, 600_000);

it('covers every example', () => {
  expect(sdks.length).toBe(VARIANTS.length);
  expect(VARIANTS.length).toBeGreaterThanOrEqual(7);
});

describe.each(SETTINGS)('with strict: $strict', ({ name, strict }) => {
  it.each(VARIANTS.map((variant, i) => ({ ...variant, i })))('$label: the SDK sources type-check', ({ i }) => {
    const sdk = sdks[i]!;
    const folder = `${relative(WORK_DIR, sdk.dir)}/`;
    const errors = outputs
      .get(name)!
      .split('\n')
      .filter((line) => line.startsWith(folder));
    expect({ strict, errors }).toEqual({ strict, errors: [] });
  });

  it('reports nothing outside the SDKs', () => {
    expect(outputs.get(name)).toBe('');
  });
});
