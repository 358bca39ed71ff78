import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { hostileSample, sampleSource } from './fixtures/hostile-arbitrary';
import { DEFINITION_KINDS, hostileDefinition } from './fixtures/hostile-definitions';
import {
  compileAll,
  distDir,
  generateAll,
  inspectSdk,
  loadAll,
  problems,
  writeDefinition,
  type GeneratedSdk,
} from './injection-harness';
import { buildCli, REPO_ROOT } from './support';

// Generated hostile text (comment and string terminators, quotes, backticks, `${`,
// backslashes, line terminators, `</script>`, unicode, NUL, lone surrogates, very long text)
// in every text-bearing position of every definition kind: each definition generates through
// the built command line, every SDK passes one strict tsc program, every module loads in a
// fresh process with no side effect, and the parser finds no code made of the text. The seed
// changes on every run and is printed on failure; FC_SEED=<n> replays a run.

const WORK = join(REPO_ROOT, 'tmp', 'robustness', 'injection-fuzz');
const SAMPLES_PER_KIND = 3;
const SEED = process.env['FC_SEED'] !== undefined ? Number(process.env['FC_SEED']) : Date.now() % 2 ** 31;

beforeAll(() => {
  buildCli();
  rmSync(WORK, { recursive: true, force: true });
  // A workspace root, so the output folders pass the command line's path check.
  mkdirSync(join(WORK, '.git'), { recursive: true });
}, 300_000);

it(`${SAMPLES_PER_KIND} random hostile definitions of each kind generate, compile strictly and load without running any of their text`, async () => {
  const samples = fc.sample(hostileSample, { numRuns: SAMPLES_PER_KIND * DEFINITION_KINDS.length, seed: SEED });
  const sdks: GeneratedSdk[] = [];
  DEFINITION_KINDS.forEach((kind, k) => {
    for (let i = 0; i < SAMPLES_PER_KIND; i++) {
      const sample = samples[k * SAMPLES_PER_KIND + i]!;
      const name = `${kind}-${i}`;
      sdks.push(writeDefinition(WORK, name, hostileDefinition(kind, sampleSource(sample))));
      writeFileSync(join(WORK, name, 'sample.json'), JSON.stringify(sample, null, 2));
    }
  });
  const runs = await generateAll(sdks);
  const failed = sdks
    .filter((sdk) => runs.get(sdk)?.status !== 0)
    .map((sdk) => `${sdk.name}: ${problems(runs.get(sdk))}`);
  expect({ seed: SEED, failed }).toEqual({ seed: SEED, failed: [] });

  const tsc = compileAll(WORK, sdks);
  expect({ seed: SEED, tsc }).toEqual({ seed: SEED, tsc: '' });

  const load = await loadAll(
    WORK,
    sdks.map((sdk) => distDir(WORK, sdk)),
  );
  expect({ seed: SEED, failures: load.failures, pwned: load.pwned, leftovers: load.leftovers }).toEqual({
    seed: SEED,
    failures: [],
    pwned: null,
    leftovers: [],
  });
  for (const count of Object.values(load.modules)) expect(count).toBeGreaterThan(10);

  for (const sdk of sdks) {
    const report = inspectSdk(sdk);
    expect({
      seed: SEED,
      sdk: sdk.name,
      diagnostics: report.diagnostics,
      injected: report.injected,
      separators: report.separators,
    }).toEqual({ seed: SEED, sdk: sdk.name, diagnostics: [], injected: [], separators: [] });
  }
}, 600_000);
