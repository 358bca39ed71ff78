import { realpath } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import * as path from 'node:path';
import type { SpecReferences } from '@bracken/config';

/** Largest remote document read for a `$ref`, unless `references.max-bytes` says otherwise. */
export const DEFAULT_REMOTE_MAX_BYTES = 16 * 2 ** 20;
/** Time all remote references of one definition may take together, in seconds. */
export const DEFAULT_REMOTE_TIMEOUT_SECONDS = 30;
/** Redirects followed for one remote reference. */
export const MAX_REMOTE_REDIRECTS = 5;

/**
 * Where the files and documents a definition refers to (`$ref`s, Conjure and proto imports)
 * may come from. Built from a spec entry's `references` (see {@link createReferencePolicy}).
 */
export interface ReferencePolicy {
  /**
   * Absolute folders whose files may be read: the definition's own folder tree (or the proto
   * root, or the clone of a git source) first, then the folders the config adds.
   */
  readonly folders: readonly string[];
  /** Whether `http` and `https` references are fetched. @default false */
  readonly remote: boolean;
  /** Whether remote references may reach loopback, private and shared addresses. @default false */
  readonly privateNetwork: boolean;
  /** Largest remote document, in bytes. @default 16 MiB */
  readonly maxBytes: number;
  /** Time for every remote reference of the definition together, in milliseconds. @default 30 s */
  readonly timeoutMs: number;
}

/**
 * The policy of one definition: `root` is its own folder tree (the definition's folder, the
 * proto root, or the clone of a git source); `references` is the spec entry's `references`
 * block, whose folders are relative to `configDir`.
 *
 * @example
 * const policy = createReferencePolicy('/repo/api', { remote: true }, '/repo');
 */
export function createReferencePolicy(
  root: string,
  references: SpecReferences | undefined,
  configDir: string,
): ReferencePolicy {
  return {
    folders: [path.resolve(root), ...(references?.folders ?? []).map((folder) => path.resolve(configDir, folder))],
    remote: references?.remote ?? false,
    privateNetwork: references?.['private-network'] ?? false,
    maxBytes: references?.['max-bytes'] ?? DEFAULT_REMOTE_MAX_BYTES,
    timeoutMs: (references?.['timeout-seconds'] ?? DEFAULT_REMOTE_TIMEOUT_SECONDS) * 1000,
  };
}

/** Why a local file may not be read, or its real path when it may. */
export type Confinement = { ok: true; real: string } | { ok: false; reason: string };

// Files a definition may name through `$ref`: what the parsers read.
const DEFINITION_EXTENSIONS = /\.(?:json|ya?ml)$/i;

function within(folder: string, file: string): string | undefined {
  const relative = path.relative(folder, file);
  if (relative === '' || relative.startsWith(`..${path.sep}`) || relative === '..' || path.isAbsolute(relative))
    return undefined;
  return relative;
}

/**
 * Checks a file a definition names before it is read: after symbolic links are followed it
 * must lie inside one of the policy's folders, no folder or file on the way may be hidden
 * (a name starting with `.`, such as `.env` or `.git`), and, when `extensions` is given, its
 * name must end with one of them.
 */
export async function confineFile(
  policy: ReferencePolicy,
  file: string,
  extensions: RegExp | undefined = DEFINITION_EXTENSIONS,
): Promise<Confinement> {
  // A path outside every folder is refused before the file system is asked anything about it.
  if (!lexicallyInside(policy, file)) return OUTSIDE;
  let real: string;
  try {
    real = await realpath(file);
  } catch {
    return { ok: false, reason: 'file not found' };
  }
  return judge(await realFolders(policy), real, extensions);
}

/** {@link confineFile} for synchronous callers (the protobuf loader). */
export function confineFileSync(policy: ReferencePolicy, file: string, extensions: RegExp | undefined): Confinement {
  if (!lexicallyInside(policy, file)) return OUTSIDE;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return { ok: false, reason: 'file not found' };
  }
  return judge(realFoldersSync(policy), real, extensions);
}

const OUTSIDE: Confinement = { ok: false, reason: "outside the definition's folder tree and references.folders" };

function lexicallyInside(policy: ReferencePolicy, file: string): boolean {
  const absolute = path.resolve(file);
  return policy.folders.some((folder) => within(folder, absolute) !== undefined);
}

function judge(folders: readonly string[], real: string, extensions: RegExp | undefined): Confinement {
  for (const folder of folders) {
    const relative = within(folder, real);
    if (relative === undefined) continue;
    if (relative.split(path.sep).some((segment) => segment.startsWith('.')))
      return { ok: false, reason: 'hidden files and folders are never read' };
    if (extensions !== undefined && !extensions.test(real))
      return { ok: false, reason: 'only .json, .yaml and .yml files are read' };
    return { ok: true, real };
  }
  return OUTSIDE;
}

const realFolderCache = new WeakMap<ReferencePolicy, readonly string[]>();

async function realFolders(policy: ReferencePolicy): Promise<readonly string[]> {
  const cached = realFolderCache.get(policy);
  if (cached) return cached;
  const folders = await Promise.all(policy.folders.map((folder) => realpath(folder).catch(() => folder)));
  realFolderCache.set(policy, folders);
  return folders;
}

function realFoldersSync(policy: ReferencePolicy): readonly string[] {
  const cached = realFolderCache.get(policy);
  if (cached) return cached;
  const folders = policy.folders.map((folder) => {
    try {
      return realpathSync(folder);
    } catch {
      return folder;
    }
  });
  realFolderCache.set(policy, folders);
  return folders;
}
