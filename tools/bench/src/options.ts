import { BenchUsageError } from './errors';

/** The parts of the benchmark, in the order they run. */
export const SECTIONS = ['generation', 'typecheck', 'consumer', 'rps', 'bundle', 'nx-cache'] as const;
/** One part of the benchmark. */
export type Section = (typeof SECTIONS)[number];

/** The large definitions the generators are measured on, in table order. */
export const SPEC_IDS = ['github', 'stripe', 'graph'] as const;
/** One large definition. */
export type SpecId = (typeof SPEC_IDS)[number];

/** What one invocation of the benchmark measures. */
export interface BenchOptions {
  /** Runs per figure; the table shows their median. @default 5 (1 with `--quick`) */
  runs: number;
  /** Smoke test: one run and only Stripe. @default false */
  quick: boolean;
  /** Sections to run. @default every section */
  sections: Section[];
  /** Definitions to generate from. @default every definition (Stripe only with `--quick`) */
  specs: SpecId[];
  /** Time limit of one generator or `tsc` run, in seconds; a run over it is reported as such. @default 1200 */
  timeoutSeconds: number;
  /** Rewrite `docs/benchmarks.md` from `results/latest.json` without measuring. @default false */
  renderOnly: boolean;
  /** Print the usage and stop. @default false */
  help: boolean;
}

/** The text printed by `--help`. */
export const USAGE = `Usage: npm run bench -w tools/bench -- [options]

Options:
  --runs <n>        runs per figure, the table shows the median (default 5)
  --quick           one run, Stripe only (a smoke test)
  --only <section>  run one section; repeat or separate with commas
                    (${SECTIONS.join(', ')})
  --spec <id>       definitions to generate from; repeat or separate with commas
                    (${SPEC_IDS.join(', ')})
  --timeout <s>     time limit of one generator or tsc run (default 1200)
  --render-only     rewrite docs/benchmarks.md from results/latest.json, measure nothing
  --help            show this text

Environment:
  BRACKEN_BENCH_DIR  folder the generators write into (default /dev/shm/bracken-bench or
                     the temp folder); give each checkout its own to run two at once`;

function isOneOf<T extends string>(value: string, allowed: readonly T[]): value is T {
  const known: readonly string[] = allowed;
  return known.includes(value);
}

function listValue<T extends string>(option: string, raw: string | undefined, allowed: readonly T[]): T[] {
  if (raw === undefined || raw.startsWith('--')) throw new BenchUsageError(`missing value: ${option}`);
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  const result: T[] = [];
  for (const value of values) {
    if (!isOneOf(value, allowed))
      throw new BenchUsageError(`unknown value "${value}": ${option} (expected one of ${allowed.join(', ')})`);
    result.push(value);
  }
  return result;
}

function positiveInteger(option: string, raw: string | undefined): number {
  const value = raw === undefined ? Number.NaN : Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new BenchUsageError(`expected a positive whole number: ${option} ${raw ?? ''}`.trimEnd());
  return value;
}

function ordered<T extends string>(values: readonly T[], order: readonly T[]): T[] {
  return order.filter((value) => values.includes(value));
}

/**
 * Reads the benchmark's command-line options (without the `node` and script arguments).
 * `--runs` wins over the single run of `--quick`, and `--spec` over its Stripe-only list.
 *
 * @throws {@link BenchUsageError} on an unknown option or a malformed value.
 * @example
 *     parseBenchArgs(['--quick', '--only', 'generation']);
 */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  let runs: number | undefined;
  let quick = false;
  let help = false;
  let renderOnly = false;
  let timeoutSeconds = 1200;
  const sections: Section[] = [];
  const specs: SpecId[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++index];
    switch (name) {
      case '--runs':
        runs = positiveInteger('--runs', value());
        break;
      case '--quick':
        quick = true;
        break;
      case '--only':
        sections.push(...listValue('--only', value(), SECTIONS));
        break;
      case '--spec':
        specs.push(...listValue('--spec', value(), SPEC_IDS));
        break;
      case '--timeout':
        timeoutSeconds = positiveInteger('--timeout', value());
        break;
      case '--render-only':
        renderOnly = true;
        break;
      case '--help':
      case '-h':
        help = true;
        break;
      default:
        throw new BenchUsageError(`unknown option: ${arg}`);
    }
  }
  return {
    runs: runs ?? (quick ? 1 : 5),
    quick,
    sections: sections.length > 0 ? ordered(sections, SECTIONS) : [...SECTIONS],
    specs: specs.length > 0 ? ordered(specs, SPEC_IDS) : quick ? ['stripe'] : [...SPEC_IDS],
    timeoutSeconds,
    renderOnly,
    help,
  };
}
