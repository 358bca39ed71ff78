import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LoadedConfig } from '@bracken/config';
import type { IntermediateRepresentation, OutputFile } from '@bracken/ir';
import { copyGeneratedFiles } from '@bracken/publish';
import type { Job } from './generate';
import { generatorContext } from './generators';
import { assertSafeRelativePath } from './write-output';

/** Arguments of {@link treeForRelease}. */
export interface ReleaseTreeArgs {
  config: LoadedConfig;
  job: Job;
  /** The IR the release is generated from. */
  ir: IntermediateRepresentation;
  /** What `generate` wrote: the staging folder or the `local-file-system` folder. */
  sourceDir: string;
  /** The version `generate` wrote the tree with. */
  generatedVersion: string;
  /** The version being released. */
  releaseVersion: string;
  /** Receives a line for each file that is kept as it is although the version changes it. */
  notice: (line: string) => void;
}

/** A tree to publish, and how to remove it afterwards. */
export interface ReleaseTree {
  dir: string;
  dispose: () => void;
}

function bytes(contents: string | Uint8Array): Buffer {
  return typeof contents === 'string' ? Buffer.from(contents, 'utf8') : Buffer.from(contents);
}

function readOrUndefined(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The generated tree as released: a copy of `sourceDir` in which every file that depends on the
 * version (`package.json`, the SDK's version constant, …) carries `releaseVersion`. The
 * generator runs twice, with the generated and the released version; a file the two runs write
 * differently is replaced by the released one where the tree still holds the generated one, and
 * kept, with a notice, where someone changed it. `generate` itself never learns the released
 * version, so it stays cacheable and independent of the release record.
 */
export async function treeForRelease(args: ReleaseTreeArgs): Promise<ReleaseTree> {
  const { config, job, ir } = args;
  const run = async (version: string): Promise<Map<string, OutputFile>> => {
    const files = await job.generator.generate(
      ir,
      job.entry.config ?? {},
      generatorContext(ir, config, job.entry, version),
    );
    for (const file of files) assertSafeRelativePath(file.path, `${job.group}/${job.generator.name}`);
    return new Map(files.map((file) => [file.path, file]));
  };
  const [generated, released] = [await run(args.generatedVersion), await run(args.releaseVersion)];
  const dir = mkdtempSync(join(tmpdir(), 'release-tree-'));
  const dispose = (): void => rmSync(dir, { recursive: true, force: true });
  try {
    copyGeneratedFiles(args.sourceDir, dir);
    for (const path of new Set([...generated.keys(), ...released.keys()])) {
      const before = generated.get(path);
      const after = released.get(path);
      const old = before !== undefined ? bytes(before.contents) : undefined;
      const next = after !== undefined ? bytes(after.contents) : undefined;
      if (old !== undefined && next !== undefined && old.equals(next)) continue;
      const current = readOrUndefined(join(dir, path));
      const untouched = old === undefined ? current === undefined : current !== undefined && current.equals(old);
      if (!untouched) {
        args.notice(
          `${path} was kept as it is in ${args.sourceDir}: it differs from the generation, which writes it differently for ${args.releaseVersion}; check the version it names`,
        );
        continue;
      }
      if (next === undefined) unlinkSync(join(dir, path));
      else {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), next);
      }
    }
    return { dir, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
