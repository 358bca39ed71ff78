import { existsSync } from 'node:fs';
import { isBrackenError } from '@bracken/errors';
import type { LoadedConfig } from '@bracken/config';
import { publishOutput } from '@bracken/publish';
import type { PublishResult } from '@bracken/publish';
import { BrackenEngineError } from './errors';
import type { Failure } from './events';
import { selectJobs, stagingDirFor } from './generate';
import type { GenerateOptions, Job } from './generate';
import { resolveOutputDirectory } from './destinations';
import { findGenerator } from './generators';
import { openRun } from './run-config';
import { displayPath, findWorkspaceRoot } from './write-output';
import { diffIr, nextVersion } from '@bracken/ir';
import { treeForRelease, type ReleaseTree } from './release-tree';
import {
  autoreleaseOf,
  changelogEntry,
  importJobIr,
  prependChangelog,
  readReleaseRecord,
  recordFiles,
  replayEnabled,
  writeLocalRecord,
  type ReleaseRecord,
} from './release-record';

/** Options of {@link publish}. */
export interface PublishOptions extends GenerateOptions {
  /** Validate, build and commit, but push and publish nothing. @default false */
  dryRun?: boolean;
}

/** Result of {@link publish}. */
export interface PublishRunResult {
  /** Whether every generator with somewhere to go was delivered. */
  ok: boolean;
  /** What each delivered generator (`group/generator`) published. */
  published: Array<{ job: string; result: PublishResult }>;
  /** What failed: the run itself (no `job`), or each generator that did. */
  failures: Failure[];
}

function sourceDirOf(config: LoadedConfig, job: Job, workspaceRoot: string, allowOutsideWorkspace: boolean): string {
  const output = job.entry.output;
  if (output?.location === 'local-file-system') {
    return resolveOutputDirectory({
      configDir: config.dir,
      path: output.path,
      workspaceRoot,
      allowOutsideWorkspace,
      what: `${job.group}/${job.generator.name}`,
    });
  }
  return stagingDirFor(config.dir, job.group, job.generator.name, job.index);
}

/**
 * Publishes what `generate` wrote, generator by generator, to each one's `output` (npm,
 * Postman, …) and `github` delivery. Credentials come from `${ENV}` references in `env`;
 * messages are redacted. Failures of a delivery come back in the result; anything else is thrown.
 *
 * @example
 * ```ts
 * const { ok } = await publish({ config: 'generators.yml', group: 'npm', dryRun: true, onEvent: createTextReporter() });
 * ```
 */
export async function publish(options: PublishOptions): Promise<PublishRunResult> {
  const { cwd, env, emit, failures, fail, config } = await openRun(options);
  const published: PublishRunResult['published'] = [];
  if (config === undefined) return { ok: false, published, failures };
  const workspaceRoot = options.workspaceRoot ?? findWorkspaceRoot(config.dir);
  try {
    for (const job of selectJobs(config, options.group, options.generators)) {
      const label = `${job.group}/${job.generator.name}`;
      const entry = job.entry;
      if (!entry.output && !entry.github) {
        emit({ kind: 'skipped', job: label, reason: 'nothing to publish (no output or github)' });
        continue;
      }
      const sourceDir = sourceDirOf(config, job, workspaceRoot, options.allowOutsideWorkspace ?? false);
      if (!existsSync(sourceDir)) {
        fail({
          job: label,
          error: new BrackenEngineError(
            `${label}: nothing generated at ${displayPath(cwd, sourceDir)}; run bracken generate first`,
          ),
        });
        continue;
      }
      const group = config.raw.groups?.[job.group];
      let releaseTree: ReleaseTree | undefined;
      try {
        const autorelease = autoreleaseOf(config, entry);
        let version = options.version ?? entry.version;
        let release: ReleaseRecord | undefined;
        if (autorelease === false && entry.github === undefined) {
          emit({
            kind: 'skipped',
            job: label,
            reason: 'autorelease is false and there is no github delivery: nothing is released',
          });
          continue;
        }
        if (autorelease === true) {
          const [ir, previous] = await Promise.all([importJobIr(config, job), readReleaseRecord(config, job, env)]);
          const changes = previous !== undefined ? diffIr(previous.ir, ir) : undefined;
          if (previous !== undefined && changes?.bump === 'none' && options.version === undefined) {
            emit({
              kind: 'skipped',
              job: label,
              reason: `autorelease: the API has not changed since ${previous.version}; nothing to release`,
            });
            continue;
          }
          if (previous !== undefined && changes !== undefined && options.version === undefined)
            version = nextVersion(previous.version, changes.bump);
          // generate wrote the generator's version; every file of the package must name the released one.
          if (version !== entry.version && options.version === undefined) {
            releaseTree = await treeForRelease({
              config,
              job,
              ir,
              sourceDir,
              generatedVersion: entry.version,
              releaseVersion: version,
              notice: (line) => emit({ kind: 'log', job: label, line }),
            });
          }
          release = {
            version,
            ir,
            changelog: prependChangelog(previous?.changelog ?? '', changelogEntry(version, changes)),
          };
          emit({
            kind: 'log',
            job: label,
            line:
              previous === undefined
                ? `autorelease: first release ${version}`
                : `autorelease: ${changes?.bump ?? 'none'} release ${previous.version} → ${version} (${changes?.changes.length ?? 0} changes)`,
          });
        }
        const result = await publishOutput({
          output: entry.output,
          github: entry.github,
          generatorName: job.generator.name,
          language: findGenerator(job.generator.name)?.language,
          sourceDir: releaseTree?.dir ?? sourceDir,
          version,
          replay: replayEnabled(config, entry),
          ...(autorelease === false ? { release: false } : {}),
          ...(release !== undefined
            ? { changelog: release.changelog, ...(entry.github !== undefined ? { record: recordFiles(release) } : {}) }
            : {}),
          whitelabel: config.raw.whitelabel?.github,
          reviewers: [entry.reviewers, group?.reviewers, config.raw.reviewers],
          metadata: { ...config.raw.metadata, ...entry.metadata },
          env,
          dryRun: options.dryRun ?? false,
          log: (line) => emit({ kind: 'log', job: label, line }),
          configDir: config.dir,
        });
        const replay = (result.git ?? result.github?.git)?.replay;
        if (replay !== undefined && replay.conflicts.length > 0) {
          fail({
            job: label,
            error: new BrackenEngineError(
              `${label}: replay conflict: your changes to ${replay.conflicts.join(', ')} conflict with the new generation; the merge with conflict markers is on branch ${replay.conflictBranch ?? '?'}${result.url !== undefined ? ` (${result.url})` : ''}; resolve it there, merge it, then publish again`,
            ),
          });
          continue;
        }
        if (release !== undefined && entry.github === undefined && !(options.dryRun ?? false))
          writeLocalRecord(config, job, release);
        published.push({ job: label, result });
        emit({ kind: 'published', job: label, result });
      } catch (error) {
        if (!isBrackenError(error)) throw error;
        fail({
          job: label,
          error: new BrackenEngineError(`${label}: ${error.message}`, { code: error.code, cause: error }),
        });
      } finally {
        releaseTree?.dispose();
      }
    }
  } catch (error) {
    if (!isBrackenError(error)) throw error;
    fail({ error });
    return { ok: false, published, failures };
  }
  return { ok: failures.length === 0, published, failures };
}
