import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, formatDiagnostic, GroupNotFoundError, loadConfig } from '@bracken/config';
import type { LoadedConfig } from '@bracken/config';
import { BrackenPublishError, publishOutput } from '@bracken/publish';
import type { PublishResult } from '@bracken/publish';
import { BrackenCliError } from '../errors';
import { selectJobs, stagingDirFor } from '../generate/run-generate';
import type { GenerateOptions, Job } from '../generate/run-generate';
import { resolveOutputDirectory } from '../generate/destinations';
import { displayPath, findWorkspaceRoot } from '../generate/write-output';

/** Options of {@link runPublish}. */
export interface PublishOptions extends GenerateOptions {
  /** Validate, build and commit, but push and publish nothing. @default false */
  dryRun?: boolean;
}

function describe(result: PublishResult): string {
  const what = result.dryRun ? 'would publish' : 'published';
  const version = result.version && !result.target.endsWith(result.version) ? `@${result.version}` : '';
  const url = result.url ? ` (${result.url})` : '';
  const github = result.github ? `; ${describe(result.github)}` : '';
  return `${what} ${result.kind} ${result.target}${version}${url}${github}`;
}

function sourceDirOf(config: LoadedConfig, job: Job, workspaceRoot: string, allowOutsideWorkspace: boolean): string {
  const output = job.entry.output;
  if (output?.location === 'local-file-system') {
    return resolveOutputDirectory({ configDir: config.dir, path: output.path, workspaceRoot, allowOutsideWorkspace, what: `${job.group}/${job.implementation.name}` });
  }
  return stagingDirFor(config.dir, job.group, job.implementation.name, job.index);
}

/**
 * Publishes what `bracken generate` wrote, generator by generator, to each one's `output`
 * (npm, Postman, …) and `github` delivery. Credentials come from `${ENV}` references in
 * `env`; messages are redacted. Returns the exit code.
 *
 * @example
 * ```ts
 * const code = await runPublish({ config: 'generators.yml', group: 'npm', dryRun: true });
 * ```
 */
export async function runPublish(options: PublishOptions): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const stderr = options.stderr ?? process.stderr;
  const stdout = options.stdout ?? process.stdout;
  const env = options.env ?? process.env;
  let config: LoadedConfig;
  try {
    config = await loadConfig(resolve(cwd, options.config), { displayPath: options.config, env });
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const d of error.diagnostics) stderr.write(`${formatDiagnostic(d)}\n`);
      return 1;
    }
    throw error;
  }
  const workspaceRoot = options.workspaceRoot ?? findWorkspaceRoot(config.dir);
  let failures = 0;
  try {
    const jobs = selectJobs(config, options.group, options.generators);
    for (const job of jobs) {
      const label = `${job.group}/${job.implementation.name}`;
      const entry = job.entry;
      if (!entry.output && !entry.github) {
        stderr.write(`${label}: nothing to publish (no output or github)\n`);
        continue;
      }
      const sourceDir = sourceDirOf(config, job, workspaceRoot, options.allowOutsideWorkspace ?? false);
      if (!existsSync(sourceDir)) {
        stderr.write(`error: ${label}: nothing generated at ${displayPath(cwd, sourceDir)}; run bracken generate first\n`);
        failures++;
        continue;
      }
      const group = config.raw.groups?.[job.group];
      try {
        const result = await publishOutput({
          output: entry.output,
          github: entry.github,
          generatorName: job.implementation.name,
          sourceDir,
          version: options.version ?? entry.version,
          whitelabel: config.raw.whitelabel?.github,
          reviewers: [entry.reviewers, group?.reviewers, config.raw.reviewers],
          metadata: { ...config.raw.metadata, ...entry.metadata },
          env,
          dryRun: options.dryRun ?? false,
          log: (line) => stderr.write(`${label}: ${line}\n`),
          configDir: config.dir,
        });
        stdout.write(`${label}: ${describe(result)}\n`);
      } catch (error) {
        if (!(error instanceof BrackenPublishError)) throw error;
        stderr.write(`error: ${label}: ${error.message}\n`);
        failures++;
      }
    }
  } catch (error) {
    if (error instanceof GroupNotFoundError || error instanceof BrackenCliError) {
      stderr.write(`error: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
  return failures > 0 ? 1 : 0;
}
