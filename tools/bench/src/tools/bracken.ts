import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { CACHE_DIR, REPO_ROOT } from '../cache';
import { BenchError } from '../errors';
import type { BrackenPhases } from './bracken-generate';
import type { GeneratorTool, PreparedTool, ToolContext } from './types';

/** Packages whose built `dist` the phase child runs. */
const PIPELINE_PACKAGES = ['ir', 'importers', 'generator-typescript'] as const;

/** The `bracken` command the timed runs start. */
const CLI_BIN = path.join(REPO_ROOT, 'packages', 'cli', 'dist', 'bin.js');

/**
 * Writes the `generators.yml` of one timed run beside its output folder: the definition,
 * and the TypeScript generator writing to `outDir`.
 */
export function writeBenchConfig(specFile: string, outDir: string): string {
  const file = `${outDir}.generators.yml`;
  const yaml = [
    'api:',
    '  specs:',
    `    - openapi: ${JSON.stringify(path.resolve(specFile))}`,
    'default-group: bench',
    'groups:',
    '  bench:',
    '    generators:',
    '      - name: bracken-typescript-sdk',
    '        version: 0.0.0',
    `        output: { location: local-file-system, path: ${JSON.stringify(path.resolve(outDir))} }`,
    '        config: { packageName: bench-sdk }',
    '',
  ].join('\n');
  writeFileSync(file, yaml);
  return file;
}

function packageVersion(name: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(REPO_ROOT, 'packages', name, 'package.json'), 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}

/**
 * Bundles the child entry into the cache. `@bracken/*` stays external, so the child loads
 * each package's built `dist` through the workspace links in `node_modules`.
 *
 * @throws {@link BenchError} when a package is not built yet.
 */
export function buildBrackenEntry(): string {
  for (const name of PIPELINE_PACKAGES) {
    const main = path.join(REPO_ROOT, 'packages', name, 'dist', 'index.js');
    if (!existsSync(main)) throw new BenchError(`@bracken/${name} is not built: ${path.relative(REPO_ROOT, main)} is missing (run npx nx run-many -t build)`);
  }
  const outDir = path.join(CACHE_DIR, 'bracken');
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, 'bracken-generate.cjs');
  buildSync({
    entryPoints: [path.join(__dirname, 'bracken-generate.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['@bracken/*'],
    logLevel: 'error',
  });
  return outfile;
}

/**
 * Reads the phase line that the child prints last.
 *
 * @returns `undefined` when the output holds no such line.
 */
export function parseBrackenPhases(stdout: string): BrackenPhases | undefined {
  const lines = stdout.trim().split('\n');
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]?.trim() ?? '';
    if (!line.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === 'object' && value !== null && 'importMs' in value && 'generateMs' in value && 'writeMs' in value && 'files' in value && 'endpoints' in value) {
        const { importMs, generateMs, writeMs, files, endpoints } = value;
        if ([importMs, generateMs, writeMs, files, endpoints].every((figure) => typeof figure === 'number')) {
          return { importMs: Number(importMs), generateMs: Number(generateMs), writeMs: Number(writeMs), files: Number(files), endpoints: Number(endpoints) };
        }
      }
    } catch {
      continue;
    }
  }
  return undefined;
}

/**
 * Bracken: the timed runs are the real `bracken generate` (configuration, import, generation
 * and the atomic write, with its default threads), and a phase child then times `parseOpenApi`,
 * `generateTypeScriptSdk` and the writes one by one on a single thread.
 */
export const brackenTool: GeneratorTool = {
  id: 'bracken',
  label: 'Bracken',
  prepare(context: ToolContext): PreparedTool {
    if (!existsSync(CLI_BIN)) throw new BenchError(`@bracken/cli is not built: ${path.relative(REPO_ROOT, CLI_BIN)} is missing (run npx nx run-many -t build)`);
    const entry = buildBrackenEntry();
    return {
      version: packageVersion('generator-typescript'),
      command: (specFile, outDir) => ({
        command: context.node22,
        args: [CLI_BIN, 'generate', '--config', writeBenchConfig(specFile, outDir), '--allow-outside-workspace'],
        cwd: path.dirname(outDir),
      }),
      phaseCommand: (specFile, outDir) => ({ command: context.node22, args: [entry, specFile, outDir], cwd: path.dirname(outDir) }),
      typecheckInclude: ['src/**/*.ts'],
    };
  },
};
