/**
 * Child-process entry that generates a Bracken TypeScript SDK from one OpenAPI file:
 * `node bracken-generate.cjs <spec.json> <out-dir>`. The benchmark bundles it into the cache
 * with `@bracken/*` left external, so it runs the packages' built `dist`. It prints one JSON
 * line with the time of each phase.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { allEndpoints } from '@bracken/ir';

/** Phase timings printed by the child, in milliseconds. */
export interface BrackenPhases {
  importMs: number;
  generateMs: number;
  writeMs: number;
  files: number;
  endpoints: number;
}

async function main(): Promise<void> {
  const [specFile, outDir] = process.argv.slice(2);
  if (specFile === undefined || outDir === undefined) {
    process.stderr.write('usage: bracken-generate <spec.json> <out-dir>\n');
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const ir = await parseOpenApi({ file: path.resolve(specFile), displayFile: path.basename(specFile) });
  const imported = performance.now();
  const files = await generateTypeScriptSdk(ir, { packageName: 'bench-sdk', packageVersion: '0.0.0' });
  const generated = performance.now();
  const made = new Set<string>();
  for (const file of files) {
    const target = path.join(outDir, file.path);
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(target, file.contents);
  }
  const written = performance.now();
  const endpoints = allEndpoints(ir).length;
  const phases: BrackenPhases = {
    importMs: imported - started,
    generateMs: generated - imported,
    writeMs: written - generated,
    files: files.length,
    endpoints,
  };
  process.stdout.write(`${JSON.stringify(phases)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
  process.exitCode = 1;
});
