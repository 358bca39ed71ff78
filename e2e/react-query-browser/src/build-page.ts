import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { generateTypeScriptSdk } from '@bracken/generator-typescript';
import { parseOpenApi } from '@bracken/importers';
import { EndToEndError } from './errors';

/** Repository root, where `node_modules` and `tmp/` live. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** npm name of the generated SDK. */
export const SDK_PACKAGE = '@acme/zoo-sdk';

/** Raised when a build step of the test page fails; carries the tool's output. */
export class PageBuildError extends EndToEndError {
  override name = 'PageBuildError';
}

/** The page the browser loads. */
export interface BuiltPage {
  html: string;
  script: string;
}

function run(args: string[], cwd: string, what: string): void {
  try {
    execFileSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new PageBuildError(`${what} failed: ${cwd}\n${e.stdout ?? ''}${e.stderr ?? ''}` || e.message);
  }
}

/** What to generate and how to build it. */
export interface SdkBuild {
  /** OpenAPI document next to this file. */
  spec: string;
  packageName: string;
  generateReactQueryHooks: boolean;
  /** `esm` runs the ES module build and the .mjs rename; `cjs` the CommonJS build. */
  build: 'esm' | 'cjs';
}

/**
 * Generates an SDK from an OpenAPI document, installs it as a package in
 * `<workDir>/node_modules` and builds it, as a user's bundler or Node would see it after
 * `npm install`. Returns the package folder.
 */
export async function buildSdk(
  workDir: string,
  options: SdkBuild = {
    spec: 'zoo.openapi.yml',
    packageName: SDK_PACKAGE,
    generateReactQueryHooks: true,
    build: 'esm',
  },
): Promise<string> {
  const ir = await parseOpenApi({ file: join(__dirname, options.spec), displayFile: options.spec });
  const files = await generateTypeScriptSdk(ir, {
    packageName: options.packageName,
    packageVersion: '1.0.0',
    generateReactQueryHooks: options.generateReactQueryHooks,
  });
  const sdkDir = join(workDir, 'node_modules', ...options.packageName.split('/'));
  rmSync(sdkDir, { recursive: true, force: true });
  for (const file of files) {
    const target = join(sdkDir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  if (options.build === 'esm') {
    run([tsc, '-p', 'tsconfig.esm.json'], sdkDir, 'SDK ES module build');
    run(['scripts/rename-to-esm-files.js', 'dist/esm'], sdkDir, 'SDK .mjs rename');
  } else {
    run([tsc, '-p', 'tsconfig.cjs.json'], sdkDir, 'SDK CommonJS build');
  }
  return sdkDir;
}

/**
 * Type-checks the page strictly against the published typings of the SDK (its `.d.mts`
 * files, reached through the package's `exports`), so the hooks' types are tested too.
 */
export function typeCheckPage(workDir: string, entry: string): void {
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      skipLibCheck: true,
      types: [],
      paths: {
        [SDK_PACKAGE]: [`./node_modules/${SDK_PACKAGE}/dist/esm/index.d.mts`],
        [`${SDK_PACKAGE}/react-query`]: [`./node_modules/${SDK_PACKAGE}/dist/esm/react-query/index.d.mts`],
      },
    },
    files: [entry],
  };
  writeFileSync(join(workDir, 'tsconfig.page.json'), JSON.stringify(config, null, 2));
  run(
    [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.page.json'],
    workDir,
    'page type-check',
  );
}

/** Bundles a page with esbuild, resolving the SDK through its package `exports` unless aliased. */
export async function bundlePage(
  workDir: string,
  entry: string,
  alias: Record<string, string> = {},
): Promise<BuiltPage> {
  const result = await build({
    entryPoints: [entry],
    alias,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    nodePaths: [join(workDir, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]?.text;
  if (script === undefined) throw new PageBuildError(`page bundle failed: ${entry} produced no output`);
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>Zoo</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';
  return { html, script };
}
