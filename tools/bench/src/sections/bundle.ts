import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import type { BundleRow } from '../results';
import type { PreparedTool } from '../tools/types';
import { generateOneEndpointSdk } from './one-endpoint';

/**
 * Bundles an entry that calls one method with esbuild (browser platform, ESM, minified,
 * tree-shaken) and measures the result as is and gzipped at the highest level.
 */
export function bundleSize(entry: string, alias: Record<string, string>): { minifiedBytes: number; gzipBytes: number } {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    alias,
    logLevel: 'error',
  });
  const output = result.outputFiles[0];
  const contents = output === undefined ? new Uint8Array() : output.contents;
  return { minifiedBytes: contents.byteLength, gzipBytes: gzipSync(contents, { level: 9 }).byteLength };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

/**
 * Measures the bundle of a one-endpoint SDK from Bracken next to hey-api's for the same
 * definition. Sizes do not vary between runs, so each is measured once.
 */
export async function measureBundles(
  workDir: string,
  bracken: PreparedTool | undefined,
  heyApi: PreparedTool | undefined,
): Promise<BundleRow[]> {
  const rows: BundleRow[] = [];
  const clients = path.join(__dirname, '..', 'clients');
  const targets: Array<{
    tool: BundleRow['tool'];
    prepared: PreparedTool | undefined;
    entry: string;
    module: string;
    index: (dir: string) => string;
  }> = [
    {
      tool: 'bracken',
      prepared: bracken,
      entry: 'bracken-bundle-entry.ts',
      module: 'bench-generated-sdk',
      index: (dir) => path.join(dir, 'src', 'index.ts'),
    },
    {
      tool: 'hey-api',
      prepared: heyApi,
      entry: 'hey-api-bundle-entry.ts',
      module: 'bench-hey-api-sdk',
      index: (dir) => path.join(dir, 'index.ts'),
    },
  ];
  for (const target of targets) {
    if (target.prepared === undefined) {
      rows.push({ tool: target.tool, error: 'tool not ready' });
      continue;
    }
    try {
      const sdk = await generateOneEndpointSdk(workDir, target.tool, target.prepared);
      rows.push({
        tool: target.tool,
        ...bundleSize(path.join(clients, target.entry), { [target.module]: target.index(sdk) }),
      });
    } catch (error) {
      rows.push({ tool: target.tool, error: describe(error) });
    }
  }
  return rows;
}
