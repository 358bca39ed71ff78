import { isBrackenError } from '@bracken/errors';
import { diffIr, nextVersion, type IrDiff } from '@bracken/ir';
import type { Failure, RunOptions } from './events';
import { selectJobs } from './generate';
import { openRun } from './run-config';
import { importJobIr, readReleaseRecord } from './release-record';

/** Options of {@link diff}. */
export interface DiffOptions extends RunOptions {
  /** Group or alias whose generators are compared. @default the file's `default-group` */
  group?: string;
  /** Compare only the generators with these names. @default every generator of the group */
  generators?: string[];
}

/** One generator's changes since its last release. */
export interface GeneratorDiff {
  /** `group/generator`. */
  job: string;
  /** The version of the last release, when there was one. */
  previousVersion?: string;
  /** The version the next release takes: the bumped one, or the generator's `version` for a first release. */
  nextVersion: string;
  /** The changes, or `undefined` when nothing was released yet. */
  diff?: IrDiff;
}

/** Result of {@link diff}. */
export interface DiffResult {
  ok: boolean;
  diffs: GeneratorDiff[];
  failures: Failure[];
}

/**
 * Compares each generator's API definition as it is now with the IR of its last release and
 * reports the changes and the semver bump they call for, as `diffed` events.
 *
 * @example
 * ```ts
 * const { diffs } = await diff({ config: 'generators.yml', onEvent: createTextReporter() });
 * ```
 */
export async function diff(options: DiffOptions): Promise<DiffResult> {
  const { env, emit, failures, fail, config } = await openRun(options);
  const diffs: GeneratorDiff[] = [];
  if (config === undefined) return { ok: false, diffs, failures };
  try {
    for (const job of selectJobs(config, options.group, options.generators)) {
      const label = `${job.group}/${job.generator.name}`;
      try {
        const [ir, previous] = await Promise.all([importJobIr(config, job), readReleaseRecord(config, job, env)]);
        const result: GeneratorDiff =
          previous === undefined
            ? { job: label, nextVersion: job.entry.version }
            : (() => {
                const changes = diffIr(previous.ir, ir);
                return {
                  job: label,
                  previousVersion: previous.version,
                  nextVersion: nextVersion(previous.version, changes.bump),
                  diff: changes,
                };
              })();
        diffs.push(result);
        emit({ kind: 'diffed', result });
      } catch (error) {
        if (!isBrackenError(error)) throw error;
        fail({ job: label, error });
      }
    }
  } catch (error) {
    if (!isBrackenError(error)) throw error;
    fail({ error });
    return { ok: false, diffs, failures };
  }
  return { ok: failures.length === 0, diffs, failures };
}
