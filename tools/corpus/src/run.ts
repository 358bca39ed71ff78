/**
 * Corpus runner: imports every definition listed in the corpus file and writes
 * `docs/corpus.md`. Options: `--list <file>` (default `../shared/corpus/openapi-dev.txt`
 * relative to the repository root), `--out <file>` (default `docs/corpus.md`), `--only <id>`.
 *
 * Run: `npm run corpus -w tools/corpus` or `npx tsx tools/corpus/src/run.ts`.
 */
import { writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { corpusSteps, ensureCorpusPackage, readCorpusList, renderSummary, runOne, type CorpusResult } from './corpus';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const listFile = path.resolve(repoRoot, option('list') ?? '../shared/corpus/openapi-dev.txt');
  const outFile = path.resolve(repoRoot, option('out') ?? 'docs/corpus.md');
  const only = option('only');
  const apiDir = ensureCorpusPackage(path.join(repoRoot, 'tools', 'corpus', '.cache'));
  const ids = (await readCorpusList(listFile)).filter((id) => only === undefined || id === only);
  const results: CorpusResult[] = [];
  const accepted = new Map<string, boolean>();
  for (const id of ids) {
    const result = await runOne(id, apiDir, [
      async (context) => {
        accepted.set(id, context.accepted);
      },
      ...corpusSteps,
    ]);
    results.push(result);
    const mark =
      result.class === 'pass' || result.class === 'rejected' || result.class === 'rejected-imported' ? 'ok  ' : 'FAIL';
    console.log(
      `${mark} ${result.class.padEnd(17)} ${id} (${result.milliseconds} ms)${result.message !== undefined && mark === 'FAIL' ? `: ${result.message}` : ''}`,
    );
  }
  await writeFile(outFile, renderSummary(results, path.relative(repoRoot, listFile), accepted));
  console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
