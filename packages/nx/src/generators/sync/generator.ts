import { listOutputPaths, replaceOutputPaths } from '@bracken/config';
import { OUTPUT_MARKER_FILE as MARKER_FILE } from '@bracken/publish';
import { getProjects, type ProjectConfiguration, type Tree } from '@nx/devkit';
import { posix } from 'node:path';
import { groupTargetName } from '../../lib/create-targets';
import { readTargetNames } from '../../lib/plugin-options';
import { GENERATED_DIR, relativeFrom } from '../../lib/workspace-layout';

/** What a sync generator tells Nx; nothing when the workspace is in sync. */
export type SyncResult = void | { outOfSyncMessage: string; outOfSyncDetails?: string[] };

interface LocalEntry {
  group: string;
  /** Workspace-relative output folder. */
  folder: string;
  /** The `path` scalar's place in the text. */
  range: [number, number];
}

/**
 * `@bracken/nx:sync`: keeps each `local-file-system` output path of a `generators.yml` on the
 * SDK project that receives it. After `nx g @nx/workspace:move` of an SDK project the path
 * names a folder that no project holds; the project whose targets depend on that group's
 * generate target (what `nx g @bracken/nx:sdk` scaffolds) is the one that moved, so the path
 * is rewritten to its `generated` folder, and Bracken's files the move left behind are
 * removed. Nx runs it before the generate targets, and `nx sync` runs it on demand.
 *
 * @param tree - the workspace tree.
 * @example
 * // nx g @nx/workspace:move --projectName petstore-ts --destination sdks/petstore-ts
 * // nx sync   → apis/petstore/generators.yml: path: ../../sdks/petstore-ts/generated
 */
export async function syncGenerator(tree: Tree): Promise<SyncResult> {
  const projects = [...getProjects(tree)].sort(([a], [b]) => a.localeCompare(b));
  const names = readTargetNames(tree);
  const details: string[] = [];
  for (const [apiName, api] of projects) {
    const configFile = posix.join(api.root, 'generators.yml');
    const text = tree.read(configFile, 'utf-8');
    if (text === null) continue;
    const entries = listOutputPaths(text).flatMap(({ group, path, range }): LocalEntry[] => {
      const folder = posix.normalize(posix.join(api.root, path));
      return folder.startsWith('..') ? [] : [{ group, folder, range }];
    });
    const held = new Set<string>();
    const orphans: LocalEntry[] = [];
    for (const entry of entries) {
      const owner = projects.find(([name, project]) => name !== apiName && holds(project.root, entry.folder));
      if (owner === undefined) orphans.push(entry);
      else held.add(owner[0]);
    }
    const edits: Array<{ range: [number, number]; path: string; from: string; to: string }> = [];
    for (const entry of orphans) {
      const target = groupTargetName(names.generate, entry.group);
      const receivers = projects.filter(([name, project]) => name !== apiName && !held.has(name) && dependsOnGroup(project, apiName, target));
      const claimants = orphans.filter((other) => other.group === entry.group);
      if (receivers.length !== 1 || claimants.length !== 1) continue;
      const [receiverName, receiver] = receivers[0]!;
      held.add(receiverName);
      const folder = posix.join(receiver.root, GENERATED_DIR);
      edits.push({ range: entry.range, path: relativeFrom(api.root, folder), from: entry.folder, to: folder });
    }
    if (edits.length === 0) continue;
    tree.write(configFile, replaceOutputPaths(text, edits));
    for (const edit of edits) {
      removeLeftovers(tree, edit.from, edit.to);
      details.push(`${configFile}: ${edit.from} → ${edit.to}`);
    }
  }
  if (details.length === 0) return;
  return {
    outOfSyncMessage: 'generators.yml output paths name folders that no project holds; they are moved to the SDK projects that depend on them.',
    outOfSyncDetails: details,
  };
}

// A project holds a folder when its root is above it; a folder that is itself a root is the
// generated package, never the SDK project.
function holds(root: string, folder: string): boolean {
  const normalized = root.replace(/\/+$/, '');
  return normalized !== '' && normalized !== '.' && folder !== normalized && folder.startsWith(`${normalized}/`);
}

function dependsOnGroup(project: ProjectConfiguration, apiName: string, target: string): boolean {
  return Object.values(project.targets ?? {}).some((config) =>
    (config.dependsOn ?? []).some((dependency) => {
      if (typeof dependency === 'string') return dependency === `${apiName}:${target}`;
      const projects = dependency.projects === undefined ? [] : Array.isArray(dependency.projects) ? dependency.projects : [dependency.projects];
      return dependency.target === target && projects.includes(apiName);
    }),
  );
}

// `nx g @nx/workspace:move` leaves the files Nx ignores (the generated package.json and
// tsconfig files) in the old folder. Only files the moved marker lists go, and only from a folder without a marker.
function removeLeftovers(tree: Tree, from: string, to: string): void {
  if (tree.exists(posix.join(from, MARKER_FILE))) return;
  const marker = tree.read(posix.join(to, MARKER_FILE), 'utf-8');
  if (marker === null) return;
  let listed: unknown;
  try {
    listed = (JSON.parse(marker) as { files?: unknown }).files;
  } catch {
    return;
  }
  if (!Array.isArray(listed)) return;
  for (const file of listed) {
    if (typeof file !== 'string' || file.startsWith('..') || posix.isAbsolute(file)) continue;
    const path = posix.join(from, file);
    if (tree.exists(path) && tree.isFile(path)) tree.delete(path);
  }
  for (let folder = from; folder !== '.' && folder !== '' && tree.exists(folder) && tree.children(folder).length === 0; folder = posix.dirname(folder)) {
    tree.delete(folder);
  }
}

export default syncGenerator;
