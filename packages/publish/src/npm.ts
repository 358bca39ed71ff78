import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PublishError } from './errors';
import { runCommand } from './exec';
import type { Redactor } from './redact';

/** The public npm registry, used when `output.url` is not set. */
export const DEFAULT_NPM_REGISTRY = 'https://registry.npmjs.org/';

/** Environment variable that carries the token to npm; the `.npmrc` refers to it by name. */
const TOKEN_VARIABLE = 'NPM_PUBLISH_AUTH_TOKEN';

/** Sent when no token is configured; not a credential. */
const ANONYMOUS_TOKEN = 'anonymous';

/** Inputs of {@link publishToNpm}; the token is already resolved. */
export interface NpmPublishOptions {
  /** A prepared copy of the package (never the staged tree itself). */
  packageDir: string;
  /** Folder for the temporary `.npmrc`, outside the package. */
  configDir: string;
  packageName: string;
  version: string;
  registry: string;
  token?: string;
  /** Install dependencies and run the `build` script first. @default true */
  build: boolean;
  dryRun: boolean;
  redact: Redactor;
  log: (line: string) => void;
}

/**
 * Builds the package (when it has a `build` script) and runs the real `npm publish` against
 * `registry`. The token reaches npm only through an environment variable named by a
 * temporary `.npmrc` outside the package, so it is never written to disk. Publishing a
 * version that is already in the registry is a {@link PublishError} at step `publish`.
 */
export async function publishToNpm(options: NpmPublishOptions): Promise<void> {
  const { packageDir, packageName, version, redact } = options;
  const registry = options.registry.endsWith('/') ? options.registry : `${options.registry}/`;
  const target = `npm ${packageName}@${version} (${registry})`;
  const npmrc = join(options.configDir, '.npmrc');
  // Without a token npm refuses before asking the registry; a placeholder lets registries
  // that allow anonymous publishing (a local Verdaccio) decide for themselves.
  const lines = [`registry=${registry}`, `${registryKey(registry)}:_authToken=\${${TOKEN_VARIABLE}}`];
  await writeFile(npmrc, `${lines.join('\n')}\n`);
  const env: Record<string, string | undefined> = {
    npm_config_userconfig: npmrc,
    npm_config_registry: registry,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    [TOKEN_VARIABLE]: options.token ?? ANONYMOUS_TOKEN,
  };
  const npm = (
    step: 'build' | 'pack' | 'publish',
    args: string[],
    allowFailure = false,
    extraEnv: Record<string, string | undefined> = env,
  ) => runCommand(npmCommand(), args, { cwd: packageDir, step, target, redact, env: extraEnv, allowFailure });

  const manifest = await readManifest(packageDir, target);
  // A registry named in the package must not redirect the publish.
  if (typeof manifest.publishConfig === 'object' && manifest.publishConfig !== null) {
    delete (manifest.publishConfig as Record<string, unknown>)['registry'];
    await writeFile(join(packageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }

  const published = await npm('publish', ['view', `${packageName}@${version}`, 'version', '--json'], true);
  if (published.code === 0 && published.stdout.includes(JSON.stringify(version))) {
    throw new PublishError(
      'publish',
      target,
      `version ${version} is already published; bump the version and publish again`,
    );
  }

  if (options.build && typeof manifest.scripts?.['build'] === 'string') {
    const hasDependencies = ['dependencies', 'devDependencies'].some((key) => {
      const deps = manifest[key];
      return typeof deps === 'object' && deps !== null && Object.keys(deps).length > 0;
    });
    // Dependencies come from the user's usual registry, not the publish target.
    const installEnv = { npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
    if (hasDependencies && !existsSync(join(packageDir, 'node_modules'))) {
      await npm('build', ['install', '--ignore-scripts', '--no-package-lock', '--prefer-offline'], false, installEnv);
    }
    await npm('build', ['run', 'build'], false, installEnv);
  }

  const args = ['publish', '--ignore-scripts', '--access', 'public', '--registry', registry, '--tag', distTag(version)];
  if (options.dryRun) args.push('--dry-run');
  const result = await npm('publish', args, true);
  if (result.code !== 0) {
    const output = `${result.stderr}\n${result.stdout}`;
    if (/EPUBLISHCONFLICT|cannot publish over|previously published|already (been )?published|E409/i.test(output)) {
      throw new PublishError(
        'publish',
        target,
        `version ${version} is already published; bump the version and publish again`,
      );
    }
    if (/E401|E403|ENEEDAUTH|Unauthorized|unauthenticated/i.test(output)) {
      if (options.token === undefined) {
        throw new PublishError(
          'publish',
          target,
          `the registry requires a token: set output.token to an environment variable reference such as \${NPM_TOKEN} (${lastLine(output)})`,
        );
      }
      throw new PublishError('publish', target, `the registry refused the credentials (${lastLine(output)})`);
    }
    throw new PublishError('publish', target, `npm publish exited with code ${result.code}: ${lastLine(output)}`);
  }
}

/** `latest` for releases; the prerelease label (`beta` for `2.0.0-beta.1`) otherwise, as npm requires one. */
export function distTag(version: string): string {
  const prerelease = /^[^-+]+-([^+]+)/.exec(version)?.[1];
  if (prerelease === undefined) return 'latest';
  const label = prerelease.split('.')[0] ?? '';
  return /^[A-Za-z][A-Za-z0-9-]*$/.test(label) ? label : 'next';
}

interface Manifest {
  scripts?: Record<string, string>;
  publishConfig?: unknown;
  [key: string]: unknown;
}

async function readManifest(dir: string, target: string): Promise<Manifest> {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) throw new PublishError('pack', target, `no package.json in the generated tree (${dir})`);
  return JSON.parse(await readFile(file, 'utf8')) as Manifest;
}

/** `//host/path/`: the key npm matches credentials by. */
function registryKey(registry: string): string {
  const url = new URL(registry);
  return `//${url.host}${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}`;
}

function npmCommand(): string {
  return process.platform === 'win32' ? 'npm.cmd' : 'npm';
}

function lastLine(output: string): string {
  const all = output.split('\n').map((line) => line.trim());
  const errors = all.filter((line) => /^npm (error|ERR!)/.test(line));
  const lines = (errors.length > 0 ? errors : all.filter((line) => !/^npm (notice|warn|WARN)/.test(line)))
    .map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim())
    .filter((line) => line !== '' && !/^(A complete log|Verbose stack|\{|\}|"|code )/.test(line));
  return lines.slice(0, 3).join(' | ');
}
