import type { SpecId } from './options';
import { SPEC_IDS } from './options';
import type { BenchResults, RpsRow, TypecheckRow } from './results';
import { parseNxFigures } from './sections/nx-cache';
import { NO_FIGURE, formatCount, formatDuration, formatMebibytes, formatRatio, formatSize, ratio } from './stats';
import { renderTable } from './table';
import { TOOL_IDS, type ToolId } from './tools/types';

/** Bracken's targets from the backlog. */
export const TARGETS = {
  /** Generation time at most this share of openapi-typescript's. */
  generationShareOfOpenapiTypescript: 0.25,
  /** Peak memory below this many bytes. */
  peakRssBytes: 400 * 1024 * 1024,
  /** Import of the GitHub REST definition within this many milliseconds. */
  githubImportMs: 1500,
  /** Python generation time at most this multiple of TypeScript generation's, in the same run. */
  pythonShareOfTypescript: 1.2,
  /** Strict type-check of the SDK of GitHub REST and of Stripe at most this share of hey-api's. */
  typecheckShareOfHeyApi: 1,
  /** One-endpoint bundle, gzipped, at most this share of hey-api's. */
  bundleShareOfHeyApi: 1.25,
  /** Requests per second at least this share of a bare `fetch` loop's. */
  requestRateShareOfFetch: 0.95,
} as const;

const TOOL_LABELS: Record<ToolId, string> = {
  bracken: 'Bracken',
  'bracken-python': 'Bracken (Python)',
  'openapi-typescript': 'openapi-typescript',
  'hey-api': '@hey-api/openapi-ts',
  orval: 'orval',
};
const SPEC_LABELS: Record<SpecId, string> = { github: 'GitHub REST', stripe: 'Stripe', graph: 'Microsoft Graph' };

function day(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

function byOrder<T extends { spec: SpecId; tool: ToolId }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      SPEC_IDS.indexOf(a.spec) - SPEC_IDS.indexOf(b.spec) || TOOL_IDS.indexOf(a.tool) - TOOL_IDS.indexOf(b.tool),
  );
}

function find<T extends { spec: SpecId; tool: ToolId }>(
  rows: readonly T[] | undefined,
  spec: SpecId,
  tool: ToolId,
): T | undefined {
  return rows?.find((row) => row.spec === spec && row.tool === tool);
}

function failureCell(row: { error?: string; runs: ReadonlyArray<{ ok: boolean }> }): string {
  const failed = row.runs.filter((run) => !run.ok).length;
  if (row.error !== undefined) return `failed: ${row.error.slice(0, 160)}`;
  return failed > 0 ? `${failed} of ${row.runs.length} runs failed` : '';
}

function runCount(runs: ReadonlyArray<{ ok: boolean }>): string {
  const ok = runs.filter((run) => run.ok).length;
  return ok === runs.length ? String(runs.length) : `${ok} of ${runs.length}`;
}

function generationSection(results: BenchResults): string[] {
  const section = results.generation;
  if (section === undefined) return ['### Generation time and peak memory', '', 'Not measured yet.'];
  const { rows, specs, tools } = section.data;
  const versions = new Map(tools.map((tool) => [tool.id, tool.version]));
  const table = renderTable(
    [
      'Definition',
      'Tool',
      'Runs',
      'Time',
      'Time × openapi-typescript',
      'Peak RSS',
      'RSS × openapi-typescript',
      'Files',
      'Output',
      'Note',
    ],
    byOrder(rows).map((row) => {
      const baseline = find(rows, row.spec, 'openapi-typescript');
      return [
        SPEC_LABELS[row.spec],
        `${TOOL_LABELS[row.tool]} ${versions.get(row.tool) ?? ''}`.trim(),
        runCount(row.runs),
        formatDuration(row.medianMs),
        formatRatio(ratio(row.medianMs, baseline?.medianMs)),
        formatMebibytes(row.medianPeakRssBytes),
        formatRatio(ratio(row.medianPeakRssBytes, baseline?.medianPeakRssBytes)),
        formatCount(row.files),
        formatSize(row.outputBytes),
        failureCell(row),
      ];
    }),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  const phases = byOrder(rows)
    .filter((row) => row.tool === 'bracken' && row.phases !== undefined)
    .map(
      (row) =>
        `${SPEC_LABELS[row.spec]}: import ${formatDuration(row.phases?.importMs)}, generate ${formatDuration(row.phases?.generateMs)}, write ${formatDuration(row.phases?.writeMs)}${row.phases?.singleThreadMs === undefined ? '' : ` (${formatDuration(row.phases.singleThreadMs)} in all)`}`,
    );
  return [
    '### Generation time and peak memory',
    '',
    `Median of the successful runs (the Runs column), last measured ${day(section.measuredAt)}. Time is the wall time of the whole process (start-up, reading the definition, generating, writing); peak RSS is the process's maximum resident set. Bracken's row is the whole \`bracken generate\` command: loading \`generators.yml\`, importing, generating, and the atomic write of the output folder.`,
    '',
    `Definitions: ${[...specs]
      .sort((a, b) => SPEC_IDS.indexOf(a.id) - SPEC_IDS.indexOf(b.id))
      .map((spec) => `${spec.label} (${formatSize(spec.bytes)}, \`${spec.source}\`)`)
      .join('; ')}.`,
    '',
    table,
    ...(phases.length > 0
      ? [
          '',
          `Bracken's phases on one thread, from a separate child that calls the importer and the generator directly (median): ${phases.join('; ')}.`,
        ]
      : []),
  ];
}

function typecheckSection(results: BenchResults): string[] {
  const section = results.typecheck;
  if (section === undefined) return ['### Strict type-check of each output', '', 'Not measured yet.'];
  const rows = section.data.rows;
  const table = renderTable(
    ['Definition', 'Tool', 'Runs', 'tsc time', 'Time × openapi-typescript', 'Peak RSS', 'Errors', 'First error'],
    byOrder(rows).map((row: TypecheckRow) => [
      SPEC_LABELS[row.spec],
      TOOL_LABELS[row.tool],
      runCount(row.runs),
      formatDuration(row.medianMs),
      formatRatio(ratio(row.medianMs, find(rows, row.spec, 'openapi-typescript')?.medianMs)),
      formatMebibytes(row.medianPeakRssBytes),
      row.errors === undefined ? NO_FIGURE : formatCount(row.errors),
      row.error !== undefined ? `not checked: ${row.error.slice(0, 160)}` : (row.firstError?.slice(0, 160) ?? ''),
    ]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  return [
    '### Strict type-check of each output',
    '',
    `\`tsc --noEmit\` (TypeScript ${section.data.typescript}) with the same strict tsconfig for every output (\`strict\`, bundler resolution, DOM and Node types, library checking on). Median of the successful runs (the Runs column), last measured ${day(section.measuredAt)}.`,
    '',
    table,
  ];
}

function consumerSection(results: BenchResults): string[] {
  const section = results.consumer;
  const title = "### A consumer's type-check";
  if (section === undefined) return [title, '', 'Not measured yet.'];
  const rows = section.data.rows;
  const heyApi = (spec: SpecId, skipLibCheck: boolean): number | undefined =>
    rows.find((row) => row.spec === spec && row.tool === 'hey-api' && row.skipLibCheck === skipLibCheck)?.medianMs;
  const ordered = SPEC_IDS.flatMap((spec) =>
    [true, false].flatMap((skip) =>
      TOOL_IDS.flatMap((tool) =>
        rows.filter((row) => row.spec === spec && row.tool === tool && row.skipLibCheck === skip),
      ),
    ),
  );
  const table = renderTable(
    ['Definition', 'SDK', 'skipLibCheck', 'Runs', 'tsc time', 'Time × hey-api', 'Errors', 'Note'],
    ordered.map((row) => [
      SPEC_LABELS[row.spec],
      TOOL_LABELS[row.tool],
      row.skipLibCheck ? 'on' : 'off',
      formatCount(row.runs.filter((run) => run.ok).length),
      formatDuration(row.medianMs),
      formatRatio(ratio(row.medianMs, heyApi(row.spec, row.skipLibCheck))),
      row.errors === undefined ? NO_FIGURE : formatCount(row.errors),
      row.error !== undefined ? `failed: ${row.error.slice(0, 160)}` : (row.firstError?.slice(0, 160) ?? ''),
    ]),
    ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'left'],
  );
  return [
    title,
    '',
    `What a project that depends on the SDK pays in its editor and its build: the SDK is built to \`.d.ts\` files, then \`tsc --noEmit\` (TypeScript ${section.data.typescript}, strict, bundler resolution) checks a small program that calls one endpoint through them (\`GET /repos/{owner}/{repo}\` on GitHub REST, \`GET /v1/customers/{customer}\` on Stripe), with \`skipLibCheck\` on and off. Median of the successful runs, last measured ${day(section.measuredAt)}.`,
    '',
    table,
  ];
}

function rpsSection(results: BenchResults): string[] {
  const section = results.rps;
  if (section === undefined) return ['### Requests per second', '', 'Not measured yet.'];
  const fetchRow = section.data.rows.find((row) => row.client === 'fetch');
  const baseline = fetchRow?.median;
  const baselineCpu = fetchRow?.medianCpuPerRequestUs;
  // Results written before runs were paired have no paired ratio: the ratio of the medians stands in.
  const timesFetch = (row: RpsRow): number | undefined =>
    row.client === 'fetch' ? 1 : (row.medianPairedRatio ?? ratio(row.median, baseline));
  const table = renderTable(
    ['Client', 'Requests/s', '× bare fetch', 'CPU per request', 'CPU × bare fetch', 'Note'],
    section.data.rows.map((row) => [
      row.client === 'fetch' ? 'bare `fetch` loop' : 'Bracken client',
      formatCount(row.median),
      formatRatio(timesFetch(row)),
      row.medianCpuPerRequestUs === undefined ? NO_FIGURE : `${Math.round(row.medianCpuPerRequestUs)} µs`,
      formatRatio(
        row.client === 'fetch' ? 1 : (row.medianPairedCpuRatio ?? ratio(row.medianCpuPerRequestUs, baselineCpu)),
      ),
      row.error === undefined ? '' : `failed: ${row.error.slice(0, 160)}`,
    ]),
    ['left', 'right', 'right', 'right', 'right', 'left'],
  );
  return [
    '### Requests per second',
    '',
    section.data.blockRequests === undefined
      ? `One request at a time against a local \`node:http\` server on 127.0.0.1 (\`GET /items/{itemId}\`, a small JSON body), after 200 warm-up requests; each run stops at ${formatCount(section.data.requestsPerRun)} requests or ${section.data.maxSecondsPerRun} s. Median of ${section.runs} run${section.runs === 1 ? '' : 's'}, measured ${day(section.measuredAt)}. The two loops take turns, and \`× bare fetch\` is the median of each round's ratio, so that load which changes between rounds cancels out; CPU per request is the client process's own user and system time, which depends less on the machine's load than the rate does.`
      : `One request at a time against a local \`node:http\` server on 127.0.0.1 (\`GET /items/{itemId}\`, a small JSON body). Each loop runs in its own Node process, warmed up with 500 requests; then the two take turns in blocks of ${formatCount(section.data.blockRequests)} requests each, the first of each pair alternating, until each has sent ${formatCount(section.data.requestsPerRun)} requests or spent ${section.data.maxSecondsPerRun} s in a run. Requests/s and CPU per request are the median of ${section.runs} run${section.runs === 1 ? '' : 's'}, measured ${day(section.measuredAt)}; \`× bare fetch\` and \`CPU × bare fetch\` are the median over every pair of blocks of the client's figure over the bare loop's in the same pair, so that load which changes over seconds falls on both alike. CPU per request is the client process's own user and system time, which depends less on the machine's load than the rate does.`,
    '',
    table,
  ];
}

function bundleSection(results: BenchResults): string[] {
  const section = results.bundle;
  if (section === undefined) return ['### One-endpoint SDK bundle', '', 'Not measured yet.'];
  const heyApi = section.data.rows.find((row) => row.tool === 'hey-api');
  const table = renderTable(
    ['SDK', 'Minified', 'Gzipped', 'Minified × hey-api', 'Gzipped × hey-api', 'Note'],
    section.data.rows.map((row) => [
      row.tool === 'bracken' ? 'Bracken' : '@hey-api/openapi-ts (fetch client)',
      formatSize(row.minifiedBytes),
      formatSize(row.gzipBytes),
      formatRatio(ratio(row.minifiedBytes, heyApi?.minifiedBytes)),
      formatRatio(ratio(row.gzipBytes, heyApi?.gzipBytes)),
      row.error === undefined ? '' : `failed: ${row.error.slice(0, 160)}`,
    ]),
    ['left', 'right', 'right', 'right', 'right', 'left'],
  );
  return [
    '### One-endpoint SDK bundle',
    '',
    `An entry that creates the client and calls its one method, bundled by esbuild ${section.data.esbuild} (browser platform, ESM, minified, tree-shaken), gzipped with \`node:zlib\` at level 9. Measured ${day(section.measuredAt)}.`,
    '',
    table,
  ];
}

function nxSection(results: BenchResults): string[] {
  const section = results.nxCache;
  if (section === undefined) return ['### `nx run <api>:generate` on a cache hit', '', 'Not measured yet.'];
  const lines = section.data.output ?? [];
  const figures = parseNxFigures(lines);
  const noop = figures.find((figure) => /noop/.test(figure.command))?.medianMs;
  const table =
    figures.length > 0
      ? [
          '',
          renderTable(
            ['Command', 'Median', '× no-op'],
            figures.map((figure) => [
              `\`${figure.command}\`${figure.detail ? ` (${figure.detail})` : ''}`,
              formatDuration(figure.medianMs),
              formatRatio(ratio(figure.medianMs, noop)),
            ]),
            ['left', 'right', 'right'],
          ),
        ]
      : [];
  return [
    '### `nx run <api>:generate` on a cache hit',
    '',
    section.data.measured
      ? `Median of ${section.runs} run${section.runs === 1 ? '' : 's'} each, interleaved, measured ${day(section.measuredAt)} by \`${section.data.note}\` (Nx daemon off):`
      : `${section.data.note[0]?.toUpperCase() ?? ''}${section.data.note.slice(1)}.`,
    ...table,
    ...(lines.length > 0 ? ['', '```text', ...lines, '```'] : []),
  ];
}

function verdict(met: boolean | undefined): string {
  return met === undefined ? 'not measured' : met ? 'met' : 'not met';
}

function allMet(values: ReadonlyArray<boolean | undefined>): boolean | undefined {
  if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
  return values.every((value) => value === true);
}

/** Checks Bracken's figures against the backlog targets. */
export function targetRows(results: BenchResults): string[][] {
  const generation = results.generation?.data.rows ?? [];
  const typecheck = results.typecheck?.data.rows ?? [];
  const specs = SPEC_IDS.filter((spec) => generation.some((row) => row.spec === spec));

  const shares = specs.map((spec) => ({
    spec,
    share: ratio(find(generation, spec, 'bracken')?.medianMs, find(generation, spec, 'openapi-typescript')?.medianMs),
  }));
  const memory = specs.map((spec) => ({ spec, bytes: find(generation, spec, 'bracken')?.medianPeakRssBytes }));
  const checked = SPEC_IDS.filter((spec) => typecheck.some((row) => row.spec === spec));
  const peerErrors = (spec: SpecId, tool: ToolId): string => {
    const errors = find(typecheck, spec, tool)?.errors;
    return errors === undefined ? NO_FIGURE : formatCount(errors);
  };
  const githubImport = find(generation, 'github', 'bracken')?.phases?.importMs;
  // The Python target is judged on the definitions Python was measured on (a full run keeps Graph's TypeScript rows).
  const python = specs
    .filter((spec) => find(generation, spec, 'bracken-python') !== undefined)
    .map((spec) => ({
      spec,
      share: ratio(find(generation, spec, 'bracken-python')?.medianMs, find(generation, spec, 'bracken')?.medianMs),
      bytes: find(generation, spec, 'bracken-python')?.medianPeakRssBytes,
    }));

  return [
    [
      `Generation ≤ ${TARGETS.generationShareOfOpenapiTypescript}× openapi-typescript's time`,
      shares.map(({ spec, share }) => `${SPEC_LABELS[spec]} ${formatRatio(share)}`).join(', ') || NO_FIGURE,
      verdict(
        allMet(
          shares.map(({ share }) =>
            share === undefined ? undefined : share <= TARGETS.generationShareOfOpenapiTypescript,
          ),
        ),
      ),
    ],
    [
      `Peak memory < ${formatMebibytes(TARGETS.peakRssBytes)}`,
      memory.map(({ spec, bytes }) => `${SPEC_LABELS[spec]} ${formatMebibytes(bytes)}`).join(', ') || NO_FIGURE,
      verdict(allMet(memory.map(({ bytes }) => (bytes === undefined ? undefined : bytes < TARGETS.peakRssBytes)))),
    ],
    [
      'Clean strict type-check (peers: hey-api fails on Stripe, orval on both)',
      checked
        .map(
          (spec) =>
            `${SPEC_LABELS[spec]}: Bracken ${peerErrors(spec, 'bracken')}, hey-api ${peerErrors(spec, 'hey-api')}, orval ${peerErrors(spec, 'orval')} errors`,
        )
        .join('; ') || NO_FIGURE,
      verdict(
        allMet(
          checked.map((spec) => {
            const errors = find(typecheck, spec, 'bracken')?.errors;
            return errors === undefined ? undefined : errors === 0;
          }),
        ),
      ),
    ],
    [
      `Import of GitHub REST ≤ ${formatDuration(TARGETS.githubImportMs)}`,
      formatDuration(githubImport),
      verdict(githubImport === undefined ? undefined : githubImport <= TARGETS.githubImportMs),
    ],
    [
      `Python generation ≤ ${TARGETS.pythonShareOfTypescript}× TypeScript's time, < ${formatMebibytes(TARGETS.peakRssBytes)}`,
      python.some(({ share }) => share !== undefined)
        ? python
            .map(({ spec, share, bytes }) => `${SPEC_LABELS[spec]} ${formatRatio(share)}, ${formatMebibytes(bytes)}`)
            .join('; ')
        : NO_FIGURE,
      verdict(
        allMet(
          python.map(({ share, bytes }) =>
            share === undefined || bytes === undefined
              ? undefined
              : share <= TARGETS.pythonShareOfTypescript && bytes < TARGETS.peakRssBytes,
          ),
        ),
      ),
    ],
    ...costRows(results),
  ];
}

/** The targets of what the SDK costs its user: type-check time, bundle size, request rate. */
function costRows(results: BenchResults): string[][] {
  const typecheck = results.typecheck?.data.rows ?? [];
  const checkSpecs = (['github', 'stripe'] as const).filter((spec) => typecheck.some((row) => row.spec === spec));
  const checkShares = checkSpecs.map((spec) => ({
    spec,
    share: ratio(find(typecheck, spec, 'bracken')?.medianMs, find(typecheck, spec, 'hey-api')?.medianMs),
  }));
  const bundles = results.bundle?.data.rows ?? [];
  const bundleShare = ratio(
    bundles.find((row) => row.tool === 'bracken')?.gzipBytes,
    bundles.find((row) => row.tool === 'hey-api')?.gzipBytes,
  );
  const rates = results.rps?.data.rows ?? [];
  const fetchRate = rates.find((row) => row.client === 'fetch')?.median;
  const brackenRate = rates.find((row) => row.client === 'bracken');
  const rateShare =
    brackenRate === undefined ? undefined : (brackenRate.medianPairedRatio ?? ratio(brackenRate.median, fetchRate));
  return [
    [
      `Strict type-check of the SDK ≤ ${TARGETS.typecheckShareOfHeyApi}× hey-api's time (GitHub REST, Stripe)`,
      checkShares.map(({ spec, share }) => `${SPEC_LABELS[spec]} ${formatRatio(share)}`).join(', ') || NO_FIGURE,
      verdict(
        checkSpecs.length === 0
          ? undefined
          : allMet(
              checkShares.map(({ share }) =>
                share === undefined ? undefined : share <= TARGETS.typecheckShareOfHeyApi,
              ),
            ),
      ),
    ],
    [
      `One-endpoint bundle, gzipped, ≤ ${TARGETS.bundleShareOfHeyApi}× hey-api's`,
      formatRatio(bundleShare),
      verdict(bundleShare === undefined ? undefined : bundleShare <= TARGETS.bundleShareOfHeyApi),
    ],
    [
      `Requests per second ≥ ${TARGETS.requestRateShareOfFetch}× a bare \`fetch\` loop`,
      formatRatio(rateShare),
      verdict(rateShare === undefined ? undefined : rateShare >= TARGETS.requestRateShareOfFetch),
    ],
  ];
}

/**
 * Renders every measured section, the targets and the machine as Markdown, for the marked
 * region of `docs/benchmarks.md`.
 *
 * @example
 *     const markdown = renderResults(JSON.parse(readFileSync('results/latest.json', 'utf8')));
 */
export function renderResults(results: BenchResults): string {
  const { machine } = results;
  return [
    `_Written by \`npm run bench -w tools/bench\` on ${day(results.updatedAt)}: ${machine.cpus} × ${machine.cpuModel}, ${formatMebibytes(machine.memoryBytes)} RAM, ${machine.platform}; harness on Node ${machine.node}, generators on Node ${machine.generatorNode}${results.revision === undefined ? '' : `; repository at commit ${results.revision}`}. Outputs go to \`${results.workDir}\`. Raw figures: \`tools/bench/results/latest.json\`._`,
    '',
    '### Bracken against its targets',
    '',
    renderTable(['Target', 'Measured', 'Verdict'], targetRows(results)),
    '',
    ...generationSection(results),
    '',
    ...typecheckSection(results),
    '',
    ...consumerSection(results),
    '',
    ...rpsSection(results),
    '',
    ...bundleSection(results),
    '',
    ...nxSection(results),
  ].join('\n');
}
