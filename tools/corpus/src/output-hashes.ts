/**
 * Output hashes: generates every example through the built `bracken generate` and every
 * corpus definition through the generator, and hashes each output tree. Used to prove that a
 * change to the generator leaves every output byte-identical.
 *
 * Options: `--write <file>` saves the hashes as JSON; `--compare <file>` compares them with a
 * saved run, lists every output that differs and exits 1 when one does; `--list <file>` (default
 * `../shared/corpus/openapi-dev.txt` from the repository root); `--no-corpus` hashes the
 * examples only. An example's default group is hashed under its name, each other group under
 * `<example>#<group>`.
 *
 * Run: `npm run output-hashes -w tools/corpus -- --write /tmp/before.json`, change the code,
 * rebuild, then `npm run output-hashes -w tools/corpus -- --compare /tmp/before.json`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { parse as parseYaml } from 'yaml';
import { ensureCorpusPackage, readCorpusList } from './corpus';
import { CORPUS_SDK_VERSION, REPO_ROOT, sdkPackageName } from './sdk-step';

/** The hashes of one run: an entry per output, `error: …` where generation failed. */
interface OutputHashes {
  examples: Record<string, string>;
  corpus: Record<string, string>;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** One hash over every file's path and bytes, in path order. */
function hashFiles(files: ReadonlyArray<{ path: string; contents: string | Uint8Array }>): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path).update('\0').update(file.contents).update('\0');
  }
  return hash.digest('hex');
}

/** Every file below `dir`, as `/`-separated relative paths with their bytes. */
function readTree(dir: string): Array<{ path: string; contents: Uint8Array }> {
  const files: Array<{ path: string; contents: Uint8Array }> = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push({ path: path.relative(dir, full).split(path.sep).join('/'), contents: readFileSync(full) });
    }
  };
  walk(dir);
  return files;
}

/** Generates each example into a copy of its folder with the built command, and hashes what it wrote. */
function hashExamples(): Record<string, string> {
  const bin = path.join(REPO_ROOT, 'packages', 'cli', 'bin', 'bracken.js');
  const hashes: Record<string, string> = {};
  for (const name of readdirSync(path.join(REPO_ROOT, 'examples')).sort()) {
    const source = path.join(REPO_ROOT, 'examples', name);
    if (!existsSync(path.join(source, 'generators.yml'))) continue;
    const work = mkdtempSync(path.join(os.tmpdir(), 'bracken-output-hashes-'));
    try {
      // A folder of its own with a .git, so that it is its own workspace.
      const copy = path.join(work, name);
      cpSync(source, copy, {
        recursive: true,
        filter: (file) => !/[\\/](sdk|sdk-python|dist|node_modules)$/.test(file),
      });
      execFileSync('git', ['init', '--quiet'], { cwd: work });
      // The default group keeps the example's own key; every other group is `<example>#<group>`.
      for (const group of [undefined, ...otherGroups(path.join(copy, 'generators.yml'))]) {
        const key = group === undefined ? name : `${name}#${group}`;
        try {
          const before = new Set(readTree(copy).map((f) => f.path));
          execFileSync(process.execPath, [bin, 'generate', ...(group === undefined ? [] : ['--group', group])], {
            cwd: copy,
            stdio: 'pipe',
          });
          hashes[key] = hashFiles(readTree(copy).filter((f) => !before.has(f.path)));
        } catch (error) {
          hashes[key] = `error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
        }
        process.stderr.write(`example ${key}: ${hashes[key]}\n`);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return hashes;
}

/** The groups of a `generators.yml` other than its `default-group`, sorted; none without a default group. */
function otherGroups(file: string): string[] {
  const parsed: unknown = parseYaml(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return [];
  const record = parsed as Record<string, unknown>;
  const groups = record['groups'];
  const defaultGroup = record['default-group'];
  if (typeof groups !== 'object' || groups === null || typeof defaultGroup !== 'string') return [];
  return Object.keys(groups)
    .filter((group) => group !== defaultGroup)
    .sort();
}

/** Imports and generates each corpus definition in this process, and hashes the files. */
async function hashCorpus(listFile: string): Promise<Record<string, string>> {
  const apiDir = ensureCorpusPackage(path.join(REPO_ROOT, 'tools', 'corpus', '.cache'));
  const ids = await readCorpusList(listFile);
  const hashes: Record<string, string> = {};
  for (const [index, id] of ids.entries()) {
    try {
      const ir = await parseOpenApi({ file: path.join(apiDir, `${id}.json`), displayFile: `${id}.json` });
      hashes[id] = hashFiles(
        await generateTypeScriptSdk(ir, { packageName: sdkPackageName(id), packageVersion: CORPUS_SDK_VERSION }),
      );
    } catch (error) {
      hashes[id] = `error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    if ((index + 1) % 25 === 0 || index + 1 === ids.length)
      process.stderr.write(`corpus: ${index + 1}/${ids.length}\n`);
  }
  return hashes;
}

/** The outputs whose hashes differ between two runs, or that only one run has. */
function differences(before: OutputHashes, after: OutputHashes): string[] {
  const found: string[] = [];
  for (const part of ['examples', 'corpus'] as const) {
    const names = new Set([...Object.keys(before[part]), ...Object.keys(after[part])]);
    for (const name of [...names].sort()) {
      if (before[part][name] !== after[part][name])
        found.push(`${part}/${name}: ${before[part][name] ?? '(absent)'} -> ${after[part][name] ?? '(absent)'}`);
    }
  }
  return found;
}

async function main(): Promise<void> {
  const listFile = option('list') ?? path.join(REPO_ROOT, '..', 'shared', 'corpus', 'openapi-dev.txt');
  const hashes: OutputHashes = {
    examples: hashExamples(),
    corpus: process.argv.includes('--no-corpus') ? {} : await hashCorpus(listFile),
  };
  const write = option('write');
  if (write !== undefined) writeFileSync(write, `${JSON.stringify(hashes, null, 2)}\n`);
  const compare = option('compare');
  if (compare !== undefined) {
    const before = JSON.parse(readFileSync(compare, 'utf8')) as OutputHashes;
    if (process.argv.includes('--no-corpus')) before.corpus = {};
    const changed = differences(before, hashes);
    const total = Object.keys(hashes.examples).length + Object.keys(hashes.corpus).length;
    if (changed.length === 0) {
      console.log(`output hashes: all ${total} outputs byte-identical to ${compare}`);
    } else {
      console.log(
        `output hashes: ${changed.length} of ${total} outputs differ from ${compare}:\n${changed.join('\n')}`,
      );
      process.exitCode = 1;
    }
  }
}

void main();
