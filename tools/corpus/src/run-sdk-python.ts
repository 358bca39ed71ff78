/**
 * Python corpus runner: for every definition listed in the corpus file it imports, generates a
 * Python SDK into `tmp/corpus-sdk-python/<id>/`, checks all SDKs with `mypy --strict` and by
 * importing every module, and writes the Python section of `docs/corpus-sdk.md`.
 *
 * Options: `--list <file>` (default `../shared/corpus/openapi-dev.txt` from the repository
 * root), `--out <file>` (default `docs/corpus-sdk.md`), `--only <id>`, `--batch <n>` (SDKs per
 * mypy run, default 10), `--render-only` (rewrite the section from the saved figures, kept in
 * `tmp/corpus-sdk-python-results.json`).
 *
 * Run: `npm run corpus:sdk:python -w tools/corpus`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { ensureCorpusPackage, readCorpusList } from './corpus';
import {
  classifyPythonResults,
  DEFAULT_PYTHON_BATCH,
  renderPythonSection,
  replacePythonSection,
  runPythonSdkCorpus,
  type PythonRunInput,
} from './python-step';
import { runnerArgs } from './runner-args';
import { REPO_ROOT } from './sdk-step';

const USAGE = `usage: npm run corpus:sdk:python -w tools/corpus -- [options]

  --list <file>   definitions to run (default ../shared/corpus/openapi-dev.txt)
  --out <file>    report whose Python section to write (default docs/corpus-sdk.md)
  --only <id>     run one definition of the list
  --batch <n>     SDKs per mypy run (default ${DEFAULT_PYTHON_BATCH})
  --render-only   rewrite the section from the saved figures
  --help          print this`;

const { option, flag } = runnerArgs(USAGE, ['list', 'out', 'only', 'batch'], ['render-only']);

const SAVED_RESULTS = path.join(REPO_ROOT, 'tmp', 'corpus-sdk-python-results.json');

type SavedRun = Omit<PythonRunInput, 'sdks' | 'checks'> & {
  sdks: Array<[string, unknown]>;
  checks: Array<[string, unknown]>;
};

async function main(): Promise<void> {
  if (flag('help')) {
    console.log(USAGE);
    return;
  }
  const listFile = path.resolve(REPO_ROOT, option('list') ?? '../shared/corpus/openapi-dev.txt');
  const outFile = path.resolve(REPO_ROOT, option('out') ?? 'docs/corpus-sdk.md');
  const only = option('only');
  let input: PythonRunInput;
  if (flag('render-only')) {
    if (!existsSync(SAVED_RESULTS))
      throw new Error(`no saved run in ${SAVED_RESULTS}: run without --render-only first`);
    const saved = JSON.parse(readFileSync(SAVED_RESULTS, 'utf8')) as SavedRun;
    input = {
      ...saved,
      sdks: new Map(saved.sdks as PythonRunInput['sdks'] extends Map<infer K, infer V> ? Array<[K, V]> : never),
      checks: new Map(saved.checks as PythonRunInput['checks'] extends Map<infer K, infer V> ? Array<[K, V]> : never),
    };
  } else {
    const apiDir = ensureCorpusPackage(path.join(REPO_ROOT, 'tools', 'corpus', '.cache'));
    const ids = (await readCorpusList(listFile)).filter((id) => only === undefined || id === only);
    input = await runPythonSdkCorpus(ids, apiDir, {
      outRoot: path.join(REPO_ROOT, 'tmp', 'corpus-sdk-python'),
      listName: path.relative(REPO_ROOT, listFile),
      batchSize: Number(option('batch') ?? DEFAULT_PYTHON_BATCH),
      log: (line) => console.log(line),
    });
    input.machine = `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} at the end, Node ${process.version}`;
    if (only !== undefined) {
      for (const row of classifyPythonResults(input)) console.log(`${row.class} ${row.id}: ${row.message ?? ''}`);
      for (const check of input.checks.values()) for (const line of check.diagnostics) console.log(`  ${line}`);
      return;
    }
    const saved: SavedRun = { ...input, sdks: [...input.sdks], checks: [...input.checks] };
    await writeFile(SAVED_RESULTS, JSON.stringify(saved));
  }
  for (const row of classifyPythonResults(input))
    if (!row.ok) console.log(`FAIL ${row.class} ${row.id}: ${row.message ?? ''}`);
  const doc = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
  await writeFile(outFile, replacePythonSection(doc, renderPythonSection(input)));
  console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
