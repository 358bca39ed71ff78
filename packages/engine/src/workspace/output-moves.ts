import { posix } from 'node:path';
import { listOutputPaths, replaceOutputPaths } from '@bracken/config';
import { OUTPUT_MARKER_FILE } from '@bracken/publish';
import type { FileTree } from './file-tree';
import { GENERATED_DIR, relativeFrom } from './layout';
import { groupTaskName } from './tasks';

/** A project of the workspace as the output-path sync sees it: the tasks of other projects its tasks wait for. */
export interface SyncProject {
  name: string;
  /** Workspace-relative root. */
  root: string;
  /** Every `{ project, task }` one of its tasks depends on. */
  dependsOn: ReadonlyArray<{ project: string; task: string }>;
}

/** One output path to rewrite: the folder the config names and the one it moves to, workspace-relative. */
export interface OutputMove {
  from: string;
  to: string;
  /** The `path` scalar's place in the config's text. */
  range: [number, number];
  /** The new value as `generators.yml` writes it, relative to the config's folder. */
  path: string;
}

/** The output moves of one `generators.yml`. */
export interface ConfigMoves {
  /** Workspace-relative path of the config. */
  configFile: string;
  moves: OutputMove[];
}

// A project holds a folder when its root is above it; a folder that is itself a root is the
// generated package, never the SDK project.
function holds(root: string, folder: string): boolean {
  const normalized = root.replace(/\/+$/, '');
  return normalized !== '' && normalized !== '.' && folder !== normalized && folder.startsWith(`${normalized}/`);
}

/**
 * Which `local-file-system` output paths follow a moved SDK project. A path naming a folder
 * that no project holds belongs to the project whose tasks depend on that group's generate
 * task of the config's project (what an SDK scaffold sets up), when exactly one such project
 * holds no other output and no other orphaned path of the group competes for it; it moves to
 * that project's `generated` folder.
 *
 * @param projects - every project of the workspace, sorted by name.
 * @param generateTask - name of the generate task, whose group tasks the SDK projects depend on.
 * @example
 * planOutputMoves(tree, projects, 'generate'); // [{ configFile: 'apis/petstore/generators.yml', moves: [{ from: 'packages/petstore-ts/generated', to: 'sdks/petstore-ts/generated', … }] }]
 */
export function planOutputMoves(tree: FileTree, projects: readonly SyncProject[], generateTask: string): ConfigMoves[] {
  const plans: ConfigMoves[] = [];
  for (const api of projects) {
    const configFile = posix.join(api.root, 'generators.yml');
    const text = tree.read(configFile, 'utf-8');
    if (text === null) continue;
    const entries = listOutputPaths(text).flatMap(({ group, path, range }) => {
      const folder = posix.normalize(posix.join(api.root, path));
      return folder.startsWith('..') ? [] : [{ group, folder, range }];
    });
    const held = new Set<string>();
    const orphans: typeof entries = [];
    for (const entry of entries) {
      const owner = projects.find((project) => project.name !== api.name && holds(project.root, entry.folder));
      if (owner === undefined) orphans.push(entry);
      else held.add(owner.name);
    }
    const moves: OutputMove[] = [];
    for (const entry of orphans) {
      const task = groupTaskName(generateTask, entry.group);
      const receivers = projects.filter(
        (project) =>
          project.name !== api.name &&
          !held.has(project.name) &&
          project.dependsOn.some((dependency) => dependency.project === api.name && dependency.task === task),
      );
      if (receivers.length !== 1 || orphans.filter((other) => other.group === entry.group).length !== 1) continue;
      const receiver = receivers[0]!;
      held.add(receiver.name);
      const folder = posix.join(receiver.root, GENERATED_DIR);
      moves.push({ from: entry.folder, to: folder, range: entry.range, path: relativeFrom(api.root, folder) });
    }
    if (moves.length > 0) plans.push({ configFile, moves });
  }
  return plans;
}

// A move leaves the files a build tool ignores (the generated package.json and tsconfig files) in
// the old folder. Only files the moved marker lists go, and only from a folder without a marker.
function removeLeftovers(tree: FileTree, from: string, to: string): void {
  if (tree.exists(posix.join(from, OUTPUT_MARKER_FILE))) return;
  const marker = tree.read(posix.join(to, OUTPUT_MARKER_FILE), 'utf-8');
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
  for (
    let folder = from;
    folder !== '.' && folder !== '' && tree.exists(folder) && tree.children(folder).length === 0;
    folder = posix.dirname(folder)
  ) {
    tree.delete(folder);
  }
}

/**
 * Rewrites the output paths {@link planOutputMoves} found, keeping every other byte of each
 * config, and removes what Bracken wrote in the old folders and a move left behind.
 *
 * @returns one line per move: `apis/petstore/generators.yml: packages/petstore-ts/generated → sdks/petstore-ts/generated`.
 */
export function applyOutputMoves(tree: FileTree, plans: readonly ConfigMoves[]): string[] {
  const details: string[] = [];
  for (const { configFile, moves } of plans) {
    tree.write(configFile, replaceOutputPaths(tree.read(configFile, 'utf-8') ?? '', moves));
    for (const move of moves) {
      removeLeftovers(tree, move.from, move.to);
      details.push(`${configFile}: ${move.from} → ${move.to}`);
    }
  }
  return details;
}
