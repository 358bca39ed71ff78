import * as path from 'node:path';
import { ensureInstalled, installedVersion } from '../cache';
import type { GeneratorTool, PreparedTool, ToolContext } from './types';

/** Pinned peer versions. orval is the newest 8.x whose dependency tree the registry serves in full. */
export const PEER_VERSIONS = {
  'openapi-typescript': '7.9.1',
  '@hey-api/openapi-ts': '0.99.0',
  orval: '8.33.0',
} as const;

/** The TypeScript every peer sees; newer majors break hey-api's printer. */
const PEER_TYPESCRIPT = '5.9.3';

function binary(folder: string, pkg: string, relative: string): string {
  return path.join(folder, 'node_modules', pkg, relative);
}

function prepared(folder: string, pkg: string, fallback: string, rest: Omit<PreparedTool, 'version'>): PreparedTool {
  return { version: installedVersion(folder, pkg) ?? fallback, ...rest };
}

/** `openapi-typescript`: one `.d.ts` of types, no client. */
export const openapiTypescriptTool: GeneratorTool = {
  id: 'openapi-typescript',
  label: 'openapi-typescript',
  prepare(context: ToolContext): PreparedTool {
    const version = PEER_VERSIONS['openapi-typescript'];
    const folder = ensureInstalled({
      folder: 'peers/openapi-typescript',
      dependencies: { 'openapi-typescript': version, typescript: PEER_TYPESCRIPT },
    });
    return prepared(folder, 'openapi-typescript', version, {
      command: (specFile, outDir) => ({
        command: context.node22,
        args: [
          binary(folder, 'openapi-typescript', 'bin/cli.js'),
          specFile,
          '--output',
          path.join(outDir, 'schema.d.ts'),
        ],
        cwd: path.dirname(outDir),
      }),
      typecheckInclude: ['schema.d.ts'],
    });
  },
};

/** `@hey-api/openapi-ts` with its fetch client. Runs `dist/run.mjs` directly: `bin/run.js` only re-spawns it. */
export const heyApiTool: GeneratorTool = {
  id: 'hey-api',
  label: '@hey-api/openapi-ts',
  prepare(context: ToolContext): PreparedTool {
    const version = PEER_VERSIONS['@hey-api/openapi-ts'];
    const folder = ensureInstalled({
      folder: 'peers/hey-api',
      dependencies: { '@hey-api/openapi-ts': version, typescript: PEER_TYPESCRIPT },
    });
    return prepared(folder, '@hey-api/openapi-ts', version, {
      command: (specFile, outDir) => ({
        command: context.node22,
        args: [
          binary(folder, '@hey-api/openapi-ts', 'dist/run.mjs'),
          '--input',
          specFile,
          '--output',
          outDir,
          '--client',
          '@hey-api/client-fetch',
          '--silent',
          '--no-log-file',
        ],
        cwd: path.dirname(outDir),
      }),
      typecheckInclude: ['**/*.ts'],
    });
  },
};

/** `orval` with its fetch client, in single-file mode. */
export const orvalTool: GeneratorTool = {
  id: 'orval',
  label: 'orval',
  prepare(context: ToolContext): PreparedTool {
    const version = PEER_VERSIONS.orval;
    const folder = ensureInstalled({
      folder: 'peers/orval',
      dependencies: { orval: version, typescript: PEER_TYPESCRIPT },
    });
    return prepared(folder, 'orval', version, {
      command: (specFile, outDir) => ({
        command: context.node22,
        args: [
          binary(folder, 'orval', 'dist/bin/orval.mjs'),
          '--input',
          specFile,
          '--output',
          path.join(outDir, 'api.ts'),
          '--client',
          'fetch',
          '--mode',
          'single',
          '--log-level',
          'warn',
        ],
        cwd: path.dirname(outDir),
      }),
      typecheckInclude: ['**/*.ts'],
    });
  },
};
