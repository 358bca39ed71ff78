import { OUTPUT_MARKER_FILE as MARKER_FILE } from '@bracken/publish';
import { getProjects, type ProjectConfiguration, type Tree } from '@nx/devkit';
import { posix } from 'node:path';
import { Document, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { groupTargetName } from '../../lib/create-targets';
import { readTargetNames } from '../../lib/read-plugin-options';
import { GENERATED_DIR } from '../../lib/sdk-layout';

/** What a sync generator tells Nx; nothing when the workspace is in sync. */
export type SyncResult = void | { outOfSyncMessage: string; outOfSyncDetails?: string[] };

interface LocalEntry {
  group: string;
  index: number;
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
    const entries = localEntries(text, api.root);
    const held = new Set<string>();
    const orphans: LocalEntry[] = [];
    for (const entry of entries) {
      const owner = projects.find(([name, project]) => name !== apiName && holds(project.root, entry.folder));
      if (owner === undefined) orphans.push(entry);
      else held.add(owner[0]);
    }
    const edits: Array<{ range: [number, number]; value: string; from: string; to: string }> = [];
    for (const entry of orphans) {
      const target = groupTargetName(names.generate, entry.group);
      const receivers = projects.filter(([name, project]) => name !== apiName && !held.has(name) && dependsOnGroup(project, apiName, target));
      const claimants = orphans.filter((other) => other.group === entry.group);
      if (receivers.length !== 1 || claimants.length !== 1) continue;
      const [receiverName, receiver] = receivers[0]!;
      held.add(receiverName);
      const folder = posix.join(receiver.root, GENERATED_DIR);
      edits.push({ range: entry.range, value: relativeFrom(api.root, folder), from: entry.folder, to: folder });
    }
    if (edits.length === 0) continue;
    let updated = text;
    for (const edit of [...edits].sort((a, b) => b.range[0] - a.range[0])) {
      updated = `${updated.slice(0, edit.range[0])}${new Document(edit.value).toString().trim()}${updated.slice(edit.range[1])}`;
    }
    tree.write(configFile, updated);
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

function localEntries(text: string, apiRoot: string): LocalEntry[] {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return [];
  const groups = doc.get('groups', true);
  if (!isMap(groups)) return [];
  const entries: LocalEntry[] = [];
  for (const pair of groups.items) {
    const group = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const generators = isMap(pair.value) ? pair.value.get('generators', true) : undefined;
    if (group === undefined || !isSeq(generators)) continue;
    generators.items.forEach((item, index) => {
      const output = isMap(item) ? item.get('output', true) : undefined;
      if (!isMap(output) || output.get('location') !== 'local-file-system') return;
      const path = output.get('path', true);
      if (!isScalar(path) || typeof path.value !== 'string' || path.range === undefined || path.range === null) return;
      const folder = posix.normalize(posix.join(apiRoot, path.value));
      if (folder.startsWith('..')) return;
      entries.push({ group, index, folder, range: [path.range[0], path.range[1]] });
    });
  }
  return entries;
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

function relativeFrom(from: string, to: string): string {
  const path = posix.relative(from === '.' ? '' : from, to);
  return path.startsWith('.') ? path : `./${path}`;
}

export default syncGenerator;
