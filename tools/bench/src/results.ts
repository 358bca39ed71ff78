import type { SpecId } from './options';
import type { ToolId } from './tools/types';

/** One measured run of a child process. */
export interface RunFigure {
  /** Wall time in milliseconds. */
  wallMs: number;
  /** Peak resident set size in bytes, when read. */
  peakRssBytes?: number;
  /** Whether the process exited with 0 in time. */
  ok: boolean;
  /** Whether the run hit the time limit. */
  timedOut?: boolean;
}

/** Generation figures of one tool on one definition. */
export interface GenerationRow {
  spec: SpecId;
  tool: ToolId;
  /** Every run, in order. */
  runs: RunFigure[];
  /** Median wall time of the successful runs. */
  medianMs?: number;
  /** Median peak RSS of the successful runs. */
  medianPeakRssBytes?: number;
  /** Files and bytes written by the last successful run. */
  files?: number;
  outputBytes?: number;
  /**
   * Median phase times of Bracken's single-thread phase child (import, generate, write), and
   * that child's whole wall time.
   */
  phases?: { importMs?: number; generateMs?: number; writeMs?: number; singleThreadMs?: number };
  /** Why no figure, when every run failed. */
  error?: string;
}

/** Strict type-check figures of one output. */
export interface TypecheckRow {
  spec: SpecId;
  tool: ToolId;
  runs: RunFigure[];
  medianMs?: number;
  medianPeakRssBytes?: number;
  /** `error TS` lines reported by `tsc`. */
  errors?: number;
  /** First error line, to show what fails. */
  firstError?: string;
  error?: string;
}

/** Requests per second of one client loop. */
export interface RpsRow {
  client: 'fetch' | 'bracken';
  /** Requests per second of each run. */
  runs: number[];
  median?: number;
  /** CPU time of the client process per request in each run, in microseconds. */
  cpuPerRequestUs?: number[];
  /** Median of `cpuPerRequestUs`. */
  medianCpuPerRequestUs?: number;
  /**
   * This client's rate over the bare loop's in the same pair of blocks: blocks next to each
   * other share the machine's load, so their ratio moves less than either rate.
   */
  pairedRatios?: number[];
  /** Median of `pairedRatios`. */
  medianPairedRatio?: number;
  /** This client's CPU per request over the bare loop's in the same pair of blocks. */
  pairedCpuRatios?: number[];
  /** Median of `pairedCpuRatios`. */
  medianPairedCpuRatio?: number;
  error?: string;
}

/** A consumer's type-check: a small program that calls one endpoint through the built SDK's `.d.ts`. */
export interface ConsumerRow {
  spec: SpecId;
  tool: ToolId;
  skipLibCheck: boolean;
  runs: RunFigure[];
  medianMs?: number;
  /** `error TS` lines reported by `tsc`. */
  errors?: number;
  firstError?: string;
  error?: string;
}

/** Size of a one-endpoint SDK bundle. */
export interface BundleRow {
  tool: 'bracken' | 'hey-api';
  minifiedBytes?: number;
  gzipBytes?: number;
  error?: string;
}

/** What the Nx cache section found. */
export interface NxCacheResult {
  measured: boolean;
  /** Why not measured, or how. */
  note: string;
  /** Lines the Nx script printed. */
  output?: string[];
}

/** A section's figures with when and how they were measured. */
export interface SectionResult<T> {
  measuredAt: string;
  runs: number;
  data: T;
}

/** The definitions and tool versions of a generation run. */
export interface GenerationData {
  specs: Array<{ id: SpecId; label: string; source: string; bytes: number }>;
  tools: Array<{ id: ToolId; label: string; version: string }>;
  rows: GenerationRow[];
}

/** Everything `results/latest.json` holds. */
export interface BenchResults {
  formatVersion: 1;
  updatedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryBytes: number;
    platform: string;
    node: string;
    generatorNode: string;
  };
  /** HEAD when the last section ran; Bracken runs whatever its packages' `dist` holds then. */
  revision?: string;
  /** Folder the outputs were written to (a RAM disk when present). */
  workDir: string;
  generation?: SectionResult<GenerationData>;
  typecheck?: SectionResult<{ typescript: string; rows: TypecheckRow[] }>;
  rps?: SectionResult<{
    requestsPerRun: number;
    maxSecondsPerRun: number;
    /** Requests per block of the alternation; absent in results from whole-run turns. */
    blockRequests?: number;
    rows: RpsRow[];
  }>;
  bundle?: SectionResult<{ esbuild: string; rows: BundleRow[] }>;
  consumer?: SectionResult<{ typescript: string; rows: ConsumerRow[] }>;
  nxCache?: SectionResult<NxCacheResult>;
}
