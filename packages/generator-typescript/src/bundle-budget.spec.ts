import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { parseOpenApi } from '@bracken/importers';
import { ONE_ENDPOINT_DEFINITION } from '@bracken/test-kit';
import { generateTypeScriptSdk } from './index';
import { REPO_ROOT, writeSdk } from './__fixtures__/sdk-harness';

// What one endpoint costs a browser bundle: an app that creates the client and calls its one
// method, bundled and minified the way `tools/bench` measures it. The SDK's text is
// deterministic, so its size is too; a change that makes unused parts of the runtime core
// reachable from one call shows up here as bytes over the budget.

/** Gzipped bytes the one-endpoint bundle may take. */
const GZIP_BUDGET_BYTES = 7_890;
/** Minified bytes the one-endpoint bundle may take. */
const MINIFIED_BUDGET_BYTES = 21_070;

const ENTRY = `import { BenchClient } from "./src";
export function fetchItem(itemId: string): Promise<unknown> {
    return new BenchClient({ baseUrl: "https://api.example.com" }).items.getItem({ itemId });
}
`;

function bundle(dir: string, entry: string): { text: string; inputs: string[]; warnings: string[] } {
  const result = buildSync({
    stdin: { contents: entry, resolveDir: dir, sourcefile: 'entry.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.entries(Object.values(result.metafile.outputs)[0]!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file.replace(/^.*\/src\//, ''));
  return { text: result.outputFiles[0]!.text, inputs, warnings: result.warnings.map((warning) => warning.text) };
}

describe('the bundle of a one-endpoint SDK', () => {
  let built: { text: string; inputs: string[]; warnings: string[] };
  beforeAll(async () => {
    const ir = await parseOpenApi({
      file: join(REPO_ROOT, 'tmp', 'bundle-budget.json'),
      document: ONE_ENDPOINT_DEFINITION,
      displayFile: 'bundle-budget.json',
    });
    const dir = writeSdk(
      'bundle-budget',
      await generateTypeScriptSdk(ir, { packageName: 'bench-sdk', packageVersion: '0.0.0' }),
    );
    built = bundle(dir, ENTRY);
  });

  it('stays within its budget, minified and gzipped', () => {
    const bytes = Buffer.byteLength(built.text);
    const gzipped = gzipSync(built.text, { level: 9 }).byteLength;
    expect({ bytes, gzipped, withinBudget: bytes <= MINIFIED_BUDGET_BYTES && gzipped <= GZIP_BUDGET_BYTES }).toEqual({
      bytes,
      gzipped,
      withinBudget: true,
    });
  });

  it('bundles without warnings, so no import it needs is missing', () => {
    expect(built.warnings).toEqual([]);
  });

  it('keeps out the body formats an API without request bodies and with JSON responses does not use', () => {
    // Markers of the form, text and bytes encoders and of the blob and stream readers.
    const markers = ['application/x-www-form-urlencoded', 'text/plain; charset=utf-8', 'application/octet-stream'];
    expect(markers.filter((marker) => built.text.includes(marker))).toEqual([]);
  });

  it('keeps out the query styles, server URL templates and body merging an API without them does not use', () => {
    // Markers of the styled query writer, of formatServerUrl and of additionalBodyParameters.
    const markers = ['pipeDelimited', 'Server URL variable has no value', 'additionalBodyParameters'];
    expect(markers.filter((marker) => built.text.includes(marker))).toEqual([]);
  });

  it('keeps out the checks of a retry policy the client never sets', () => {
    // The message of resolveRetryPolicy's checks of a caller's delays and jitter.
    expect(built.text.includes('expected a number from 0 to')).toBe(false);
  });

  it('keeps out the parts of the runtime core one JSON call does not use', () => {
    const unused = [
      // A response whose parse changes nothing is returned as it is: no schema at all.
      'core/schemas/',
      'serialization/',
      'core/fetcher/cookies.ts',
      'core/utils/uuid.ts',
      'core/streaming/',
      'core/pagination/',
      'core/auth/',
      'core/files/',
      'core/webhooks/',
    ];
    expect(built.inputs.filter((file) => unused.some((part) => file.startsWith(part)))).toEqual([]);
  });
});
