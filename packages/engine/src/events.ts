import type { Diagnostic } from '@bracken/config';
import type { PublishResult } from '@bracken/publish';
import type { GeneratorDiff } from './diff';
import type { SpecUpdate } from './update-api';

/** One generator's output. */
export interface GeneratedOutput {
  group: string;
  generator: string;
  /** Position of the generator inside its group. */
  index: number;
  /** `output.location`, or `staging` for outputs published later. */
  location: string;
  /** Absolute folder written. */
  path: string;
  /** Number of files written. */
  files: number;
}

/**
 * A problem that stopped a run or one of its generators. `job` (`group/generator`) names the
 * generator it stopped; `diagnostics`, when present, locate it (relative to the run's folder).
 */
export interface Failure {
  job?: string;
  error: unknown;
  diagnostics?: Diagnostic[];
}

/**
 * What the engine reports while it runs, in order. The engine never prints: a caller prints
 * these (see `createTextReporter`) or ignores them.
 */
export type EngineEvent =
  /** A warning about the config or a definition, located relative to the run's folder. */
  | { kind: 'warning'; diagnostic: Diagnostic }
  /** Something the user should know that is not a problem, such as a file of theirs kept in an output folder. */
  | { kind: 'notice'; message: string }
  /** `generate` starts its generators. */
  | { kind: 'started'; jobs: number }
  /** A generator's definition is imported and its generation starts next, synchronously. */
  | { kind: 'imported'; job: string }
  /** A generator wrote its output folder. */
  | { kind: 'generated'; output: GeneratedOutput; ms: number }
  /** A run or one of its generators failed. */
  | { kind: 'failed'; failure: Failure }
  /** `generate` ran its generators; `failed` of them failed. */
  | { kind: 'finished'; outputs: GeneratedOutput[]; failed: number; ms: number }
  /** `check` is done: every diagnostic it found, and the config file as shown. */
  | { kind: 'checked'; file: string; diagnostics: Diagnostic[] }
  /** `publish` passed over a generator that has nowhere to go. */
  | { kind: 'skipped'; job: string; reason: string }
  /** A line of a publishing step, redacted. */
  | { kind: 'log'; job: string; line: string }
  /** `publish` delivered a generator's output. */
  | { kind: 'published'; job: string; result: PublishResult }
  /** `diff` compared a generator's definition with its last release. */
  | { kind: 'diffed'; result: GeneratorDiff }
  /** `updateApi` fetched a definition's `origin` and compared it with the local file. */
  | { kind: 'api-updated'; update: SpecUpdate };

/** Receives {@link EngineEvent}s as they happen. */
export type EventListener = (event: EngineEvent) => void;

/** What every engine call takes: the config, the folder paths resolve against, the environment and a listener. */
export interface RunOptions {
  /** Path of `generators.yml`, relative to `cwd`. */
  config: string;
  /** Folder relative paths resolve against. @default process.cwd() */
  cwd?: string;
  /** Environment variables (`${VAR}` references). @default process.env */
  env?: Record<string, string | undefined>;
  /** Receives progress, warnings and problems as they happen. @default nothing */
  onEvent?: EventListener;
}
