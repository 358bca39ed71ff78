/**
 * Line lengths of generated code: generates every corpus definition and counts the lines of
 * the TypeScript sources longer than a limit, so that the printer's line breaking can be held
 * to a budget.
 *
 * Options: `--limit <n>` (default 120), `--list <file>` (default `../shared/corpus/openapi-dev.txt`),
 * `--worst <n>` lists the longest-lined outputs (default 10), `--show <n>` prints that many long lines.
 *
 * Run: `npm run line-lengths -w tools/corpus`.
 */
import * as path from 'node:path';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { ensureCorpusPackage, readCorpusList } from './corpus';
import { CORPUS_SDK_VERSION, REPO_ROOT, sdkPackageName } from './sdk-step';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** What one output's long lines are: code, or comment text. */
interface Counts {
  lines: number;
  long: number;
  longComments: number;
}

/** Counts the lines of `text` longer than `limit`; `sample` receives some of them. */
export function countLongLines(text: string, limit: number, sample?: (line: string) => void): Counts {
  const counts: Counts = { lines: 0, long: 0, longComments: 0 };
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    counts.lines++;
    if (end - start > limit) {
      const line = text.slice(start, end);
      counts.long++;
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) counts.longComments++;
      else sample?.(line);
    }
    start = end + 1;
  }
  return counts;
}

async function main(): Promise<void> {
  const limit = Number(option('limit') ?? '120');
  const show = Number(option('show') ?? '0');
  const listFile = option('list') ?? path.join(REPO_ROOT, '..', 'shared', 'corpus', 'openapi-dev.txt');
  const apiDir = ensureCorpusPackage(path.join(REPO_ROOT, 'tools', 'corpus', '.cache'));
  const ids = await readCorpusList(listFile);
  const total: Counts = { lines: 0, long: 0, longComments: 0 };
  const perOutput: Array<{ id: string; counts: Counts }> = [];
  const samples: string[] = [];
  for (const id of ids) {
    let ir;
    try {
      ir = await parseOpenApi({ file: path.join(apiDir, `${id}.json`), displayFile: `${id}.json` });
    } catch {
      continue;
    }
    const files = await generateTypeScriptSdk(ir, {
      packageName: sdkPackageName(id),
      packageVersion: CORPUS_SDK_VERSION,
    });
    const counts: Counts = { lines: 0, long: 0, longComments: 0 };
    for (const file of files) {
      if (!file.path.endsWith('.ts')) continue;
      const c = countLongLines(file.contents, limit, (line) => {
        if (samples.length < show) samples.push(`${id} ${file.path}: ${line.slice(0, 300)}`);
      });
      counts.lines += c.lines;
      counts.long += c.long;
      counts.longComments += c.longComments;
    }
    perOutput.push({ id, counts });
    total.lines += counts.lines;
    total.long += counts.long;
    total.longComments += counts.longComments;
  }
  const percent = (n: number, of: number): string => `${((100 * n) / Math.max(of, 1)).toFixed(2)}%`;
  console.log(
    `${perOutput.length} outputs, ${total.lines} lines of TypeScript; ${total.long} longer than ${limit} characters (${percent(total.long, total.lines)}), of which ${total.longComments} are comment lines`,
  );
  const worst = [...perOutput]
    .sort((a, b) => b.counts.long / Math.max(b.counts.lines, 1) - a.counts.long / Math.max(a.counts.lines, 1))
    .slice(0, Number(option('worst') ?? '10'));
  for (const { id, counts } of worst)
    console.log(`  ${percent(counts.long, counts.lines)}  ${id} (${counts.long} of ${counts.lines})`);
  for (const sample of samples) console.log(sample);
}

void main();
