import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The Python generator's name in `generators.yml`. */
export const PYTHON_GENERATOR = 'bracken-python-sdk';

/**
 * Writes the `generators.yml` of one timed run beside its output folder: the definition,
 * and the generator (the TypeScript one unless named) writing to `outDir`.
 */
export function writeBenchConfig(specFile: string, outDir: string, generator = 'bracken-typescript-sdk'): string {
  const file = `${outDir}.generators.yml`;
  const yaml = [
    'api:',
    '  specs:',
    `    - openapi: ${JSON.stringify(path.resolve(specFile))}`,
    'default-group: bench',
    'groups:',
    '  bench:',
    '    generators:',
    `      - name: ${generator}`,
    '        version: 0.0.0',
    `        output: { location: local-file-system, path: ${JSON.stringify(path.resolve(outDir))} }`,
    ...(generator === 'bracken-typescript-sdk' ? ['        config: { packageName: bench-sdk }'] : []),
    '',
  ].join('\n');
  writeFileSync(file, yaml);
  return file;
}

function packageVersion(name: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(REPO_ROOT, 'packages', name, 'package.json'), 'utf8'));
  return typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
    ? manifest.version
    : '0.0.0';
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
    if (!existsSync(main))
      throw new BenchError(
        `@bracken/${name} is not built: ${path.relative(REPO_ROOT, main)} is missing (run npx nx run-many -t build)`,
      );
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
      if (
        typeof value === 'object' &&
        value !== null &&
        'importMs' in value &&
        'generateMs' in value &&
        'writeMs' in value &&
        'files' in value &&
        'endpoints' in value
      ) {
        const { importMs, generateMs, writeMs, files, endpoints } = value;
        if ([importMs, generateMs, writeMs, files, endpoints].every((figure) => typeof figure === 'number')) {
          return {
            importMs: Number(importMs),
            generateMs: Number(generateMs),
            writeMs: Number(writeMs),
            files: Number(files),
            endpoints: Number(endpoints),
          };
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
    if (!existsSync(CLI_BIN))
      throw new BenchError(
        `@bracken/cli is not built: ${path.relative(REPO_ROOT, CLI_BIN)} is missing (run npx nx run-many -t build)`,
      );
    const entry = buildBrackenEntry();
    return {
      version: packageVersion('generator-typescript'),
      command: (specFile, outDir) => ({
        command: context.node22,
        args: [CLI_BIN, 'generate', '--config', writeBenchConfig(specFile, outDir), '--allow-outside-workspace'],
        cwd: path.dirname(outDir),
      }),
      phaseCommand: (specFile, outDir) => ({
        command: context.node22,
        args: [entry, specFile, outDir],
        cwd: path.dirname(outDir),
      }),
      typecheckInclude: ['src/**/*.ts'],
    };
  },
};

/**
 * The workspace package that declares generator `name` in its package.json (`bracken.generator`),
 * or `undefined`: the packages the engine and the configuration schema take generators from.
 */
export function findGeneratorPackage(
  name: string,
  packagesDir = path.join(REPO_ROOT, 'packages'),
): { dir: string; version: string } | undefined {
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = path.join(packagesDir, entry.name, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown; bracken?: { generator?: unknown } };
    if (manifest.bracken?.generator === name)
      return {
        dir: path.join(packagesDir, entry.name),
        version: typeof manifest.version === 'string' ? manifest.version : '0.0.0',
      };
  }
  return undefined;
}

/**
 * Bracken's Python generator, through the same real `bracken generate` as the TypeScript runs,
 * so the two sit side by side in one run. It is measured once a workspace package declares it.
 */
export function createBrackenPythonTool(where: { packagesDir?: string; cliBin?: string } = {}): GeneratorTool {
  const cliBin = where.cliBin ?? CLI_BIN;
  return {
    id: 'bracken-python',
    label: 'Bracken (Python)',
    prepare(context: ToolContext): PreparedTool {
      const generator = findGeneratorPackage(PYTHON_GENERATOR, where.packagesDir);
      if (generator === undefined)
        throw new BenchError(`no workspace package declares the ${PYTHON_GENERATOR} generator`);
      if (!existsSync(cliBin))
        throw new BenchError(
          `@bracken/cli is not built: ${path.relative(REPO_ROOT, cliBin)} is missing (run npx nx run-many -t build)`,
        );
      return {
        version: generator.version,
        command: (specFile, outDir) => ({
          command: context.node22,
          args: [
            cliBin,
            'generate',
            '--config',
            writeBenchConfig(specFile, outDir, PYTHON_GENERATOR),
            '--allow-outside-workspace',
          ],
          cwd: path.dirname(outDir),
        }),
        // The TypeScript type-check does not apply to Python output.
        typecheckInclude: [],
      };
    },
  };
}

/** {@link createBrackenPythonTool} over this repository's packages. */
export const brackenPythonTool: GeneratorTool = createBrackenPythonTool();
