import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from '../cache';
import type { BenchSpec } from '../inputs';
import { outputTail, runMeasured } from '../measure';
import type { ConsumerRow } from '../results';
import { outputDir, summariseRuns } from './generation';
import { countTscErrors, TSC_ENTRY } from './typecheck';

/** The definitions and tools a consumer program is written for. */
export const CONSUMER_SPECS = ['github', 'stripe'] as const;
const CONSUMER_TOOLS = ['bracken', 'hey-api'] as const;

type ConsumerSpec = (typeof CONSUMER_SPECS)[number];
type ConsumerTool = (typeof CONSUMER_TOOLS)[number];

/** One endpoint per definition: how each SDK calls it. */
const CALLS: Record<ConsumerSpec, Record<ConsumerTool, (sdk: string) => string>> = {
  github: {
    bracken: (client) =>
      `new ${client}({ baseUrl: "https://api.github.com" }).repos.get({ owner: "octocat", repo: "hello-world" })`,
    'hey-api': () => 'reposGet({ path: { owner: "octocat", repo: "hello-world" } })',
  },
  stripe: {
    bracken: (client) =>
      `new ${client}({ baseUrl: "https://api.stripe.com" }).root.getCustomersCustomer({ customer: "cus_1" })`,
    'hey-api': () => 'getCustomersCustomer({ path: { customer: "cus_1" } })',
  },
};

/** The source folder of an output and the module a consumer imports. */
function layout(tool: ConsumerTool, outDir: string): { root: string; entry: string } {
  return tool === 'bracken' ? { root: path.join(outDir, 'src'), entry: 'index' } : { root: outDir, entry: 'index' };
}

/** The name of the client class Bracken's entry module exports. */
export function brackenClientName(indexSource: string): string | undefined {
  return /export \{ (\w+) \} from "\.\/Client";/.exec(indexSource)?.[1];
}

/**
 * The consumer program: it imports the SDK's built declarations and awaits one call, so the
 * check resolves the client, the request and the response types of that endpoint.
 */
export function consumerProgram(spec: ConsumerSpec, tool: ConsumerTool, client: string | undefined): string {
  const imported = tool === 'bracken' ? (client ?? 'Client') : CALLS[spec]['hey-api']('').split('(')[0]!;
  return [
    `import { ${imported} } from "./dist/index";`,
    '',
    'export async function run(): Promise<unknown> {',
    `    const result = await ${CALLS[spec][tool](imported)};`,
    '    return result;',
    '}',
    '',
  ].join('\n');
}

function tsconfig(extra: Record<string, unknown>, include: string[]): string {
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    types: ['node'],
    typeRoots: [path.join(REPO_ROOT, 'node_modules', '@types')],
    ...extra,
  };
  return `${JSON.stringify({ compilerOptions, include }, null, 2)}\n`;
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * Measures what a user's editor pays for an SDK it depends on: the SDK is built to `.d.ts`
 * files once (not timed), then `tsc` checks a small program that calls one endpoint through
 * them, with `skipLibCheck` on and off, `runs` times each, for Bracken and hey-api.
 */
export async function measureConsumers(
  specs: readonly BenchSpec[],
  workDir: string,
  runs: number,
  timeoutMs: number,
): Promise<ConsumerRow[]> {
  const rows: ConsumerRow[] = [];
  for (const spec of specs) {
    if (!(CONSUMER_SPECS as readonly string[]).includes(spec.id)) continue;
    const specId = spec.id as ConsumerSpec;
    const checks: Array<{
      row: ConsumerRow;
      config: string;
      cwd: string;
      counted?: { errors: number; first?: string };
      failure?: string;
    }> = [];
    for (const tool of CONSUMER_TOOLS) {
      const outDir = outputDir(workDir, spec.id, tool);
      const folder = `${outDir}.consumer`;
      const fail = (error: string): void => {
        for (const skipLibCheck of [true, false]) rows.push({ spec: spec.id, tool, skipLibCheck, runs: [], error });
      };
      if (!existsSync(outDir)) {
        fail('no output to build');
        continue;
      }
      const { root, entry } = layout(tool, outDir);
      rmSync(folder, { recursive: true, force: true });
      // The build reports the errors of the SDK itself; the declarations are written regardless.
      const buildConfig = path.join(path.dirname(outDir), `${tool}.consumer-build.tsconfig.json`);
      writeFileSync(
        buildConfig,
        tsconfig(
          {
            declaration: true,
            emitDeclarationOnly: true,
            skipLibCheck: true,
            rootDir: root,
            outDir: path.join(folder, 'dist'),
          },
          [path.join(root, '**', '*.ts')],
        ),
      );
      log(`  consumer ${spec.label} · ${tool}: building declarations`);
      const build = await runMeasured(
        {
          command: process.execPath,
          args: ['--max-old-space-size=12288', TSC_ENTRY, '-p', buildConfig, '--pretty', 'false'],
          cwd: path.dirname(outDir),
        },
        { timeoutMs },
      );
      if (!existsSync(path.join(folder, 'dist', `${entry}.d.ts`))) {
        fail(`no declarations: tsc exit ${build.exitCode ?? 'signal'}: ${outputTail(build)}`);
        continue;
      }
      const client =
        tool === 'bracken' ? brackenClientName(readFileSync(path.join(root, 'index.ts'), 'utf8')) : undefined;
      writeFileSync(path.join(folder, 'app.ts'), consumerProgram(specId, tool, client));
      for (const skipLibCheck of [true, false]) {
        const config = path.join(folder, `tsconfig.${skipLibCheck ? 'skip' : 'check'}-lib.json`);
        writeFileSync(config, tsconfig({ noEmit: true, skipLibCheck }, ['app.ts']));
        checks.push({ row: { spec: spec.id, tool, skipLibCheck, runs: [] }, config, cwd: folder });
      }
    }
    // The programs take turns within each round, so that changing load falls on all alike.
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? checks : [...checks].reverse();
      for (const check of order) {
        const run = await runMeasured(
          { command: process.execPath, args: [TSC_ENTRY, '-p', check.config, '--pretty', 'false'], cwd: check.cwd },
          { timeoutMs },
        );
        const finished = !run.timedOut && (run.exitCode === 0 || run.exitCode === 1 || run.exitCode === 2);
        const errors = finished ? countTscErrors(run.stdout) : undefined;
        const ok = finished && errors !== undefined && (run.exitCode === 0 || errors.errors > 0);
        check.row.runs.push({ wallMs: run.wallMs, ok, ...(run.timedOut ? { timedOut: true } : {}) });
        if (ok) check.counted = errors;
        else
          check.failure = run.timedOut
            ? `timed out after ${Math.round(timeoutMs / 1000)} s`
            : `tsc exit ${run.exitCode ?? 'signal'}: ${outputTail(run)}`;
        log(
          `  consumer ${spec.label} · ${check.row.tool} · skipLibCheck ${check.row.skipLibCheck} · run ${round + 1}/${runs}: ${ok ? `${(run.wallMs / 1000).toFixed(2)} s, ${errors?.errors ?? 0} errors` : check.failure}`,
        );
      }
    }
    for (const check of checks) {
      const { medianMs } = summariseRuns(check.row.runs);
      const row: ConsumerRow = { ...check.row, ...(medianMs === undefined ? {} : { medianMs }) };
      if (check.counted !== undefined) {
        row.errors = check.counted.errors;
        if (check.counted.first !== undefined) row.firstError = check.counted.first;
      } else if (check.failure !== undefined) row.error = check.failure;
      rows.push(row);
    }
  }
  return rows;
}
