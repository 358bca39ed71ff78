import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratorEntry, LoadedConfig } from '@bracken/config';
import { serializeIr, type Bump, type IntermediateRepresentation, type IrDiff } from '@bracken/ir';
import { readGitReleaseRecord } from '@bracken/publish';
import { BrackenEngineError } from './errors';
import type { Job } from './generate';
import { importers } from './importers';
import { writeOwnedFile } from './write-output';

/** What the last release left behind: its version, the IR it was generated from, and the changelog so far. */
export interface ReleaseRecord {
  version: string;
  ir: IntermediateRepresentation;
  changelog: string;
}

const RECORD_FILES = ['release.json', 'ir.json', 'CHANGELOG.md'] as const;

/** The folder beside `generators.yml` that holds the release record of a generator with no `github` delivery. */
export function localRecordDir(config: LoadedConfig, job: Pick<Job, 'group' | 'index'> & { name: string }): string {
  return join(config.dir, '.bracken', 'releases', job.group, job.index === 0 ? job.name : `${job.name}-${job.index}`);
}

/** Whether `autorelease` applies to a generator: its own value, else the file's; `undefined` when neither says. */
export function autoreleaseOf(config: LoadedConfig, entry: GeneratorEntry): boolean | undefined {
  return entry.autorelease ?? config.raw.autorelease;
}

/**
 * Whether replay runs for a generator: `replay.enabled: false` at the top of the file turns it
 * off for every generator; otherwise the generator's own `replay.enabled`, else the file's.
 * @default false
 */
export function replayEnabled(config: LoadedConfig, entry: GeneratorEntry): boolean {
  const file = config.raw.replay?.enabled;
  if (file === false) return false;
  return entry.replay?.enabled ?? file ?? false;
}

/** The IR with what depends on the machine (source locations) left out, so a record is the same everywhere. */
function portableIr(ir: IntermediateRepresentation): string {
  return serializeIr(
    JSON.parse(
      JSON.stringify(ir, (key, value: unknown) => (key === 'source' ? undefined : value)),
    ) as IntermediateRepresentation,
  );
}

/** The record's files, as stored in the repository ref or the local folder. */
export function recordFiles(record: ReleaseRecord): Record<string, string> {
  return {
    'release.json': `${JSON.stringify({ version: record.version }, null, 2)}\n`,
    'ir.json': portableIr(record.ir),
    'CHANGELOG.md': record.changelog,
  };
}

function parseRecord(files: Partial<Record<string, string>>, where: string): ReleaseRecord | undefined {
  if (files['release.json'] === undefined) return undefined;
  try {
    const release = JSON.parse(files['release.json']) as { version?: unknown };
    const ir = JSON.parse(files['ir.json'] ?? '') as IntermediateRepresentation;
    if (typeof release.version !== 'string' || ir?.kind !== 'ir') throw new Error('missing version or IR');
    return { version: release.version, ir, changelog: files['CHANGELOG.md'] ?? '' };
  } catch (error) {
    throw new BrackenEngineError(
      `release record is not readable: ${where}: ${(error as Error).message}; remove it to start over from the generator's version`,
    );
  }
}

/**
 * The last release of a generator: read from the `github` repository's record ref when the
 * generator delivers there, else from `.bracken/releases/` beside `generators.yml`.
 */
export async function readReleaseRecord(
  config: LoadedConfig,
  job: Job,
  env: Record<string, string | undefined>,
): Promise<ReleaseRecord | undefined> {
  const github = job.entry.github;
  if (github !== undefined) {
    const files = await readGitReleaseRecord({
      github,
      files: RECORD_FILES,
      env,
      ...(config.raw.whitelabel?.github !== undefined ? { whitelabel: config.raw.whitelabel.github } : {}),
    });
    return files === undefined ? undefined : parseRecord(files, 'uri' in github ? github.uri : github.repository);
  }
  const dir = localRecordDir(config, { group: job.group, index: job.index, name: job.generator.name });
  if (!existsSync(join(dir, 'release.json'))) return undefined;
  const files: Record<string, string> = {};
  for (const file of RECORD_FILES) if (existsSync(join(dir, file))) files[file] = readFileSync(join(dir, file), 'utf8');
  return parseRecord(files, dir);
}

/** Writes a generator's release record beside `generators.yml`, each file in one step. */
export function writeLocalRecord(config: LoadedConfig, job: Job, record: ReleaseRecord): void {
  const dir = localRecordDir(config, { group: job.group, index: job.index, name: job.generator.name });
  for (const [file, text] of Object.entries(recordFiles(record))) writeOwnedFile(join(dir, file), text);
}

/** The IR a generator is generated from, imported as `generate` imports it. */
export async function importJobIr(config: LoadedConfig, job: Job): Promise<IntermediateRepresentation> {
  const { ir } = await importers().importApi(config, {
    generator: job.entry,
    audiences: job.audiences,
    smartCasing: job.entry['smart-casing'] ?? false,
  });
  return ir;
}

const HEADINGS: Record<Exclude<Bump, 'none'>, string> = {
  major: 'Breaking changes',
  minor: 'Added',
  patch: 'Documentation',
};

/**
 * A changelog entry for a release: a heading with the version, then its changes by kind. The
 * first release has no previous IR and says so. No date: the same release gives the same text.
 *
 * @example
 * ```md
 * ## 1.1.0
 *
 * ### Added
 *
 * - `GET /pets`: optional query parameter sort added
 * ```
 */
export function changelogEntry(version: string, diff: IrDiff | undefined): string {
  const lines = [`## ${version}`, ''];
  if (diff === undefined) lines.push('First release.', '');
  else {
    for (const bump of ['major', 'minor', 'patch'] as const) {
      const changes = diff.changes.filter((c) => c.bump === bump);
      if (changes.length === 0) continue;
      lines.push(`### ${HEADINGS[bump]}`, '', ...changes.map((c) => `- \`${c.subject}\`: ${c.description}`), '');
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The changelog with a new entry on top, below its title. */
export function prependChangelog(previous: string, entry: string): string {
  const title = '# Changelog\n\n';
  const rest = previous.startsWith(title) ? previous.slice(title.length) : previous;
  return `${title}${entry}${rest}`;
}
