import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeById, mergeBySpec } from './merge';
import { parseBenchArgs } from './options';
import { renderResults, targetRows } from './report';
import { brackenClientName, consumerProgram } from './sections/consumer';
import type { BenchResults } from './results';
import { formatCount, formatDuration, formatMebibytes, formatRatio, formatSize, median, ratio } from './stats';
import { RESULTS_END_MARKER, RESULTS_START_MARKER, escapeCell, renderTable, replaceBetweenMarkers } from './table';
import { parseGnuTimeOutput } from './measure';
import { parseNxFigures } from './sections/nx-cache';
import { countTscErrors } from './sections/typecheck';
import { createBrackenPythonTool, parseBrackenPhases } from './tools/bracken';

describe('median and ratio', () => {
  it('takes the middle figure, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('ignores non-finite figures and has no median for an empty list', () => {
    expect(median([])).toBeUndefined();
    expect(median([Number.NaN, 2, Number.POSITIVE_INFINITY])).toBe(2);
  });

  it('divides by the baseline and refuses a missing or zero baseline', () => {
    expect(ratio(25, 100)).toBe(0.25);
    expect(ratio(1, 0)).toBeUndefined();
    expect(ratio(undefined, 3)).toBeUndefined();
    expect(ratio(3, undefined)).toBeUndefined();
  });
});

describe('formatting', () => {
  it('formats durations in ms, seconds and minutes', () => {
    expect(formatDuration(849.6)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(undefined)).toBe('–');
  });

  it('formats memory, sizes, ratios and counts', () => {
    expect(formatMebibytes(150 * 1024 * 1024)).toBe('150 MiB');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2.0 KiB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MiB');
    expect(formatRatio(0.2549)).toBe('0.25×');
    expect(formatRatio(12.4)).toBe('12×');
    expect(formatRatio(undefined)).toBe('–');
    expect(formatCount(12345.4)).toBe('12,345');
  });
});

describe('tables and markers', () => {
  it('renders a Markdown table with alignment, padding and escaped cells', () => {
    expect(renderTable(['Tool', 'Time'], [['a|b', '1 s'], ['c']], ['left', 'right'])).toBe(
      ['| Tool | Time |', '|---|---:|', '| a\\|b | 1 s |', '| c |  |'].join('\n'),
    );
    expect(escapeCell('one\ntwo')).toBe('one two');
  });

  it('replaces only the marked region and keeps the markers', () => {
    const doc = `# Title\n\nintro\n\n${RESULTS_START_MARKER}\nold\n${RESULTS_END_MARKER}\n\nafter\n`;
    const updated = replaceBetweenMarkers(doc, RESULTS_START_MARKER, RESULTS_END_MARKER, 'new table\n');
    expect(updated).toBe(`# Title\n\nintro\n\n${RESULTS_START_MARKER}\nnew table\n${RESULTS_END_MARKER}\n\nafter\n`);
    expect(replaceBetweenMarkers(updated, RESULTS_START_MARKER, RESULTS_END_MARKER, 'new table')).toBe(updated);
  });

  it('appends the region when the markers are missing', () => {
    expect(replaceBetweenMarkers('# Title\n', '<!-- a -->', '<!-- b -->', 'x')).toBe(
      '# Title\n\n<!-- a -->\nx\n<!-- b -->\n',
    );
  });
});

describe('merging with earlier results', () => {
  it('keeps the rows of definitions this run did not measure', () => {
    const previous = [
      { spec: 'graph' as const, value: 1 },
      { spec: 'stripe' as const, value: 2 },
    ];
    expect(mergeBySpec(previous, [{ spec: 'stripe', value: 3 }])).toEqual([
      { spec: 'graph', value: 1 },
      { spec: 'stripe', value: 3 },
    ]);
    expect(mergeBySpec(undefined, [{ spec: 'github', value: 4 }])).toEqual([{ spec: 'github', value: 4 }]);
    expect(mergeById([{ id: 'graph' as const }], [{ id: 'graph' as const }, { id: 'github' as const }])).toEqual([
      { id: 'graph' },
      { id: 'github' },
    ]);
  });
});

describe('options', () => {
  it('defaults to five runs of every section and definition', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 5,
      quick: false,
      sections: ['generation', 'typecheck', 'consumer', 'rps', 'bundle', 'nx-cache'],
      specs: ['github', 'stripe', 'graph'],
      timeoutSeconds: 1200,
      renderOnly: false,
      help: false,
    });
  });

  it('makes --quick one run on Stripe, and lets --runs and --spec win', () => {
    expect(parseBenchArgs(['--quick'])).toMatchObject({ runs: 1, quick: true, specs: ['stripe'] });
    expect(parseBenchArgs(['--quick', '--runs', '3', '--spec=graph,stripe'])).toMatchObject({
      runs: 3,
      specs: ['stripe', 'graph'],
    });
  });

  it('reads repeated and comma-separated sections in run order', () => {
    expect(parseBenchArgs(['--only', 'bundle', '--only=rps,generation']).sections).toEqual([
      'generation',
      'rps',
      'bundle',
    ]);
  });

  it('rejects unknown options and malformed values with the option named', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow('unknown option: --fast');
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('expected a positive whole number: --runs 0');
    expect(() => parseBenchArgs(['--only', 'speed'])).toThrow('unknown value "speed": --only');
    expect(() => parseBenchArgs(['--only'])).toThrow('missing value: --only');
  });
});

describe('output parsers', () => {
  it('reads the peak RSS line of GNU time, after an exit-status line', () => {
    expect(parseGnuTimeOutput('Command exited with non-zero status 2\n2048\n')).toBe(2048 * 1024);
    expect(parseGnuTimeOutput('Command terminated by signal 9\n')).toBeUndefined();
  });

  it('counts tsc errors and keeps the first', () => {
    const output = [
      'a.ts(1,2): error TS2322: Type mismatch.',
      '  continuation',
      'b.ts(3,4): error TS7006: Implicit any.',
      '',
    ].join('\n');
    expect(countTscErrors(output)).toEqual({ errors: 2, first: 'a.ts(1,2): error TS2322: Type mismatch.' });
    expect(countTscErrors('')).toEqual({ errors: 0 });
  });

  it('reads the median lines of the Nx cache script', () => {
    const lines = [
      'nx run petstore:generate (cache hit 5/5): median 2661 ms',
      'nx run petstore:noop (nx:noop):          median 3093 ms',
      'difference: -432 ms over 5 runs each',
    ];
    expect(parseNxFigures(lines)).toEqual([
      { command: 'nx run petstore:generate', detail: 'cache hit 5/5', medianMs: 2661 },
      { command: 'nx run petstore:noop', detail: 'nx:noop', medianMs: 3093 },
    ]);
  });

  it("reads Bracken's phase line and ignores other output", () => {
    expect(parseBrackenPhases('noise\n{"importMs":1,"generateMs":2,"writeMs":3,"files":4,"endpoints":5}\n')).toEqual({
      importMs: 1,
      generateMs: 2,
      writeMs: 3,
      files: 4,
      endpoints: 5,
    });
    expect(parseBrackenPhases('{"importMs":"1"}\n')).toBeUndefined();
  });
});

describe('report', () => {
  const results: BenchResults = {
    formatVersion: 1,
    updatedAt: '2026-01-02T03:04:05.000Z',
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryBytes: 8 * 1024 ** 3,
      platform: 'linux-x64',
      node: '20.0.0',
      generatorNode: '22.23.3',
    },
    workDir: '/dev/shm/bracken-bench',
    generation: {
      measuredAt: '2026-01-02T03:04:05.000Z',
      runs: 5,
      data: {
        specs: [{ id: 'github', label: 'GitHub REST', source: 'x', bytes: 13 * 1024 * 1024 }],
        tools: [
          { id: 'bracken', label: 'Bracken', version: '0.1.0' },
          { id: 'openapi-typescript', label: 'openapi-typescript', version: '7.9.1' },
        ],
        rows: [
          {
            spec: 'github',
            tool: 'openapi-typescript',
            runs: [{ wallMs: 8000, ok: true }],
            medianMs: 8000,
            medianPeakRssBytes: 300 * 1024 * 1024,
          },
          {
            spec: 'github',
            tool: 'bracken',
            runs: [{ wallMs: 1600, ok: true }],
            medianMs: 1600,
            medianPeakRssBytes: 200 * 1024 * 1024,
            phases: { importMs: 1200, writeMs: 300, singleThreadMs: 2000 },
          },
        ],
      },
    },
    typecheck: {
      measuredAt: '2026-01-02T03:04:05.000Z',
      runs: 5,
      data: {
        typescript: '5.9.3',
        rows: [{ spec: 'github', tool: 'bracken', runs: [{ wallMs: 10, ok: true }], medianMs: 10, errors: 0 }],
      },
    },
  };

  it('checks the targets against the figures', () => {
    expect(targetRows(results)).toEqual([
      ["Generation ≤ 0.25× openapi-typescript's time", 'GitHub REST 0.20×', 'met'],
      ['Peak memory < 400 MiB', 'GitHub REST 200 MiB', 'met'],
      [
        'Clean strict type-check (peers: hey-api fails on Stripe, orval on both)',
        'GitHub REST: Bracken 0, hey-api –, orval – errors',
        'met',
      ],
      ['Import of GitHub REST ≤ 1.50 s', '1.20 s', 'met'],
      ["Python generation ≤ 1.2× TypeScript's time, < 400 MiB", '–', 'not measured'],
      ["Strict type-check of the SDK ≤ 1× hey-api's time (GitHub REST, Stripe)", 'GitHub REST –', 'not measured'],
      ["One-endpoint bundle, gzipped, ≤ 1.25× hey-api's", '–', 'not measured'],
      ['Requests per second ≥ 0.95× a bare `fetch` loop', '–', 'not measured'],
    ]);
  });

  it("checks Python generation against TypeScript's in the same run", () => {
    const generation = results.generation;
    if (generation === undefined) throw new Error('fixture without generation');
    const withPython = (wallMs: number, rssMiB: number): BenchResults => ({
      ...results,
      generation: {
        ...generation,
        data: {
          ...generation.data,
          rows: [
            ...generation.data.rows,
            {
              spec: 'github',
              tool: 'bracken-python',
              runs: [{ wallMs, ok: true }],
              medianMs: wallMs,
              medianPeakRssBytes: rssMiB * 1024 * 1024,
            },
          ],
        },
      },
    });
    expect(targetRows(withPython(1760, 250))[4]).toEqual([
      "Python generation ≤ 1.2× TypeScript's time, < 400 MiB",
      'GitHub REST 1.10×, 250 MiB',
      'met',
    ]);
    expect(targetRows(withPython(2400, 250))[4]?.[2]).toBe('not met');
    expect(targetRows(withPython(1600, 450))[4]?.[2]).toBe('not met');
    // A definition measured for TypeScript only (Graph, kept from a full run) leaves the verdict to the others.
    const measured = withPython(1760, 250);
    const graph = { ...generation.data.rows[0]!, spec: 'graph' as const, tool: 'bracken' as const };
    const withGraph: BenchResults = {
      ...measured,
      generation: {
        ...measured.generation!,
        data: { ...measured.generation!.data, rows: [...measured.generation!.data.rows, graph] },
      },
    };
    expect(targetRows(withGraph)[4]).toEqual([
      "Python generation ≤ 1.2× TypeScript's time, < 400 MiB",
      'GitHub REST 1.10×, 250 MiB',
      'met',
    ]);
  });

  it('checks what the SDK costs against hey-api and a bare fetch loop', () => {
    const measured: BenchResults = {
      ...results,
      typecheck: {
        measuredAt: '2026-01-02T03:04:05.000Z',
        runs: 3,
        data: {
          typescript: '5.9.3',
          rows: [
            { spec: 'github', tool: 'bracken', runs: [], medianMs: 6000, errors: 0 },
            { spec: 'github', tool: 'hey-api', runs: [], medianMs: 7500, errors: 0 },
            { spec: 'stripe', tool: 'bracken', runs: [], medianMs: 8000, errors: 0 },
            { spec: 'stripe', tool: 'hey-api', runs: [], medianMs: 6400, errors: 213 },
          ],
        },
      },
      bundle: {
        measuredAt: '2026-01-02T03:04:05.000Z',
        runs: 1,
        data: {
          esbuild: '0.28.2',
          rows: [
            { tool: 'bracken', minifiedBytes: 20_000, gzipBytes: 4_000 },
            { tool: 'hey-api', minifiedBytes: 9_600, gzipBytes: 4_000 },
          ],
        },
      },
      rps: {
        measuredAt: '2026-01-02T03:04:05.000Z',
        runs: 3,
        data: {
          requestsPerRun: 5000,
          maxSecondsPerRun: 10,
          rows: [
            {
              client: 'fetch',
              runs: [2000, 1000, 2100],
              median: 2000,
              cpuPerRequestUs: [200, 210, 190],
              medianCpuPerRequestUs: 200,
            },
            // Each round's ratio is about 0.9, though the medians of the rates give 0.85.
            {
              client: 'bracken',
              runs: [1800, 900, 1700],
              median: 1700,
              cpuPerRequestUs: [250, 260, 240],
              medianCpuPerRequestUs: 250,
              pairedRatios: [0.9, 0.9, 0.81],
              medianPairedRatio: 0.9,
            },
          ],
        },
      },
    };
    expect(targetRows(measured).slice(5)).toEqual([
      [
        "Strict type-check of the SDK ≤ 1× hey-api's time (GitHub REST, Stripe)",
        'GitHub REST 0.80×, Stripe 1.25×',
        'not met',
      ],
      ["One-endpoint bundle, gzipped, ≤ 1.25× hey-api's", '1.00×', 'met'],
      ['Requests per second ≥ 0.95× a bare `fetch` loop', '0.90×', 'not met'],
    ]);
    const markdown = renderResults(measured);
    expect(markdown).toContain('| bare `fetch` loop | 2,000 | 1.00× | 200 µs | 1.00× |  |');
    expect(markdown).toContain('| Bracken client | 1,700 | 0.90× | 250 µs | 1.25× |  |');
  });

  it('marks targets without figures as not measured', () => {
    const empty: BenchResults = { ...results, generation: undefined, typecheck: undefined };
    expect(targetRows(empty).map((row) => row[2])).toEqual([
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
    ]);
  });

  it('renders tables with ratios to openapi-typescript, first tool row Bracken', () => {
    const markdown = renderResults(results);
    expect(markdown).toContain('| GitHub REST | Bracken 0.1.0 | 1 | 1.60 s | 0.20× | 200 MiB | 0.67× |');
    expect(markdown.indexOf('Bracken 0.1.0')).toBeLessThan(markdown.indexOf('openapi-typescript 7.9.1'));
    expect(markdown).toContain(
      "Bracken's phases on one thread, from a separate child that calls the importer and the generator directly (median): GitHub REST: import 1.20 s, generate –, write 300 ms (2.00 s in all).",
    );
    expect(markdown).toContain('### Requests per second\n\nNot measured yet.');
  });
});

describe('the Python generator in the benchmark', () => {
  it('is measured once a workspace package declares it, through the real bracken generate', () => {
    const packages = mkdtempSync(join(tmpdir(), 'bench-packages-'));
    try {
      const tool = createBrackenPythonTool({ packagesDir: packages, cliBin: __filename });
      expect(() => tool.prepare({ node22: 'node' })).toThrow(
        'no workspace package declares the bracken-python-sdk generator',
      );
      mkdirSync(join(packages, 'generator-python'));
      writeFileSync(
        join(packages, 'generator-python', 'package.json'),
        JSON.stringify({
          name: '@bracken/generator-python',
          version: '0.3.0',
          bracken: { generator: 'bracken-python-sdk', configSchema: 'schema.json' },
        }),
      );
      const prepared = tool.prepare({ node22: 'node' });
      expect(prepared.version).toBe('0.3.0');
      mkdirSync(join(packages, 'out'));
      const command = prepared.command('/specs/github.json', join(packages, 'out', 'bracken-python'));
      expect(command.args.slice(0, 3)).toEqual([__filename, 'generate', '--config']);
      expect(readFileSync(command.args[3] ?? '', 'utf8')).toContain('      - name: bracken-python-sdk\n');
      expect(prepared.typecheckInclude).toEqual([]);
    } finally {
      rmSync(packages, { recursive: true, force: true });
    }
  });
});

describe('consumer programs', () => {
  it("names Bracken's client from its entry module", () => {
    expect(brackenClientName('export * as Stripe from "./api";\nexport { StripeApiClient } from "./Client";\n')).toBe(
      'StripeApiClient',
    );
    expect(brackenClientName('export {};\n')).toBeUndefined();
  });

  it('imports the built declarations and awaits one call', () => {
    expect(consumerProgram('github', 'bracken', 'GitHubClient')).toBe(
      'import { GitHubClient } from "./dist/index";\n\nexport async function run(): Promise<unknown> {\n    const result = await new GitHubClient({ baseUrl: "https://api.github.com" }).repos.get({ owner: "octocat", repo: "hello-world" });\n    return result;\n}\n',
    );
    expect(consumerProgram('stripe', 'hey-api', undefined)).toContain(
      'import { getCustomersCustomer } from "./dist/index";',
    );
  });

  it("renders the consumer table next to hey-api's time", () => {
    const markdown = renderResults({
      formatVersion: 1,
      updatedAt: '2026-01-02T03:04:05.000Z',
      machine: {
        cpus: 2,
        cpuModel: 'Test CPU',
        memoryBytes: 8 * 1024 ** 3,
        platform: 'linux-x64',
        node: '20.0.0',
        generatorNode: '22.23.3',
      },
      workDir: '/dev/shm/bracken-bench',
      consumer: {
        measuredAt: '2026-01-02T03:04:05.000Z',
        runs: 3,
        data: {
          typescript: '5.9.3',
          rows: [
            {
              spec: 'github',
              tool: 'hey-api',
              skipLibCheck: true,
              runs: [{ wallMs: 2000, ok: true }],
              medianMs: 2000,
              errors: 0,
            },
            {
              spec: 'github',
              tool: 'bracken',
              skipLibCheck: true,
              runs: [{ wallMs: 1000, ok: true }],
              medianMs: 1000,
              errors: 0,
            },
          ],
        },
      },
    });
    expect(markdown).toContain('| GitHub REST | Bracken | on | 1 | 1.00 s | 0.50× | 0 |  |');
    expect(markdown.indexOf('| GitHub REST | Bracken |')).toBeLessThan(
      markdown.indexOf('| GitHub REST | @hey-api/openapi-ts |'),
    );
  });
});
