import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import * as protobuf from 'protobufjs';
import { DefinitionError } from '../definition-kit/definition-error';
import { maxDefinitionBytes, tooLargeError } from '../definition-text';
import { confineFileSync, createReferencePolicy, type ReferencePolicy } from '../references/reference-policy';

/** The loaded protobuf definitions. */
export interface LoadedProto {
  root: protobuf.Root;
  /** Absolute path → source text of every `.proto` read from the include root. */
  sources: Map<string, string>;
  /** Absolute paths of the files the IR describes (the target, or every file of the root). */
  described: Set<string>;
  /** Absolute path → display path (relative to the config folder). */
  display(file: string): string;
  /** Absolute path → import path (relative to the include root), for files inside the root. */
  importPath(file: string): string | undefined;
  /** Import path → source text of every file read, library files (`google/api/...`) included. */
  allSources: Map<string, string>;
}

/** Folders searched after the include root: protobufjs's own copies of `google/api` and `google/protobuf`, then `google-proto-files` when it is installed. */
function libraryFolders(): string[] {
  const folders: string[] = [];
  for (const pkg of ['protobufjs/package.json', 'google-proto-files/package.json']) {
    try {
      folders.push(dirname(require.resolve(pkg)));
    } catch {
      // An optional source of well-known files; its absence only narrows what imports resolve.
    }
  }
  return folders;
}

const PROTO_FILE = /\.proto$/;

/**
 * Every `.proto` file under the root, in a stable order. Hidden entries and `node_modules`
 * are skipped; a symbolic link is followed only to a file or folder the policy allows, and a
 * folder reached twice is read once.
 */
function listProtoFiles(rootFolder: string, rootDisplay: string, policy: ReferencePolicy): string[] {
  const out: string[] = [];
  const visited = new Set<string>();
  const walk = (folder: string): void => {
    const real = realpathSync(folder);
    if (visited.has(real)) return;
    visited.add(real);
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(folder, entry.name);
      if (entry.isSymbolicLink()) {
        const confined = confineFileSync(policy, full, undefined);
        if (!confined.ok)
          throw new DefinitionError(
            `cannot read ${JSON.stringify(relative(rootFolder, full).split(sep).join('/'))} (${confined.reason})`,
            { file: rootDisplay },
          );
      }
      const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && statSync(full).isDirectory());
      if (isDirectory) walk(full);
      else if (PROTO_FILE.test(entry.name)) out.push(full);
    }
  };
  walk(rootFolder);
  return out;
}

/** Whether an import path names a file the way protoc allows: relative, no `.` or `..` segments. */
function isPlainImportPath(name: string): boolean {
  return (
    name !== '' &&
    !isAbsolute(name) &&
    !name.includes('\\') &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

const LINE = /\(([^()]*?),?\s*line (\d+)\)/;

/**
 * Reads `.proto` files from an include root (imports resolve against it, then against the
 * well-known and `google/api` files) into one protobufjs root, comments kept as docs.
 *
 * @throws DefinitionError located at the line protobufjs reports.
 */
export function loadProto(
  rootFolder: string,
  rootDisplay: string,
  target: string | undefined,
  references?: ReferencePolicy,
): LoadedProto {
  if (!existsSync(rootFolder) || !statSync(rootFolder).isDirectory())
    throw new DefinitionError('proto root is not a folder', { file: rootDisplay });
  const policy = references ?? createReferencePolicy(rootFolder, undefined, rootFolder);
  const root = new protobuf.Root();
  const sources = new Map<string, string>();
  const libraries = libraryFolders();
  const inRoot = (file: string): boolean => !relative(rootFolder, file).startsWith('..');
  const display = (file: string): string =>
    inRoot(file) ? join(rootDisplay, relative(rootFolder, file)).split(sep).join('/') : file;
  const importPath = (file: string): string | undefined =>
    inRoot(file) ? relative(rootFolder, file).split(sep).join('/') : undefined;
  const loaded = new Set<string>();
  const allSources = new Map<string, string>();

  // An import is read from the root (or references.folders) only, and from the library folders.
  const resolveImport = (name: string, from: { file: string; text: string }): string | undefined => {
    if (!isPlainImportPath(name))
      throw new DefinitionError(
        `invalid import "${name}" (expected a path relative to the proto root, without . or .. segments)`,
        { file: display(from.file), ...locateText(from.text, `"${name}"`) },
      );
    for (const folder of policy.folders) {
      const candidate = join(folder, name);
      if (!existsSync(candidate)) continue;
      const confined = confineFileSync(policy, candidate, PROTO_FILE);
      if (!confined.ok)
        throw new DefinitionError(`cannot read import "${name}" (${confined.reason})`, {
          file: display(from.file),
          ...locateText(from.text, `"${name}"`),
        });
      return candidate;
    }
    for (const folder of libraries) {
      const candidate = join(folder, name);
      if (existsSync(candidate) && !relative(realpathSync(folder), realpathSync(candidate)).startsWith('..'))
        return candidate;
    }
    return undefined;
  };

  const load = (file: string, name: string): void => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const size = statSync(file).size;
    if (size > 16 * 2 ** 20 && size > maxDefinitionBytes())
      throw tooLargeError(size, maxDefinitionBytes(), { file: display(file) });
    const text = readFileSync(file, 'utf8');
    if (inRoot(file)) sources.set(file, text);
    allSources.set(name, text);
    let result: protobuf.IParserResult;
    try {
      Object.assign(protobuf.parse, { filename: file });
      result = protobuf.parse(text, root, { keepCase: true, alternateCommentMode: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const match = LINE.exec(message);
      const reason = `invalid protobuf (${message.replace(LINE, '').trim()})`;
      throw new DefinitionError(
        reason,
        { file: display(file), line: match ? Number(match[2]) : 1, column: 1 },
        { cause: error },
      );
    } finally {
      Object.assign(protobuf.parse, { filename: null });
    }
    for (const name of [...(result.imports ?? []), ...(result.weakImports ?? [])]) {
      const bundled = protobuf.common.get(name);
      const found = resolveImport(name, { file, text });
      if (found) load(found, name);
      else if (bundled && !loaded.has(name)) {
        loaded.add(name);
        if (bundled.nested) root.addJSON(bundled.nested);
      } else if (!bundled) {
        const position = locateText(text, `"${name}"`);
        throw new DefinitionError(`unresolved import "${name}"`, { file: display(file), ...position });
      }
    }
  };

  const described = new Set<string>();
  if (target) {
    const file = isAbsolute(target) ? target : join(rootFolder, target);
    if (!existsSync(file)) throw new DefinitionError(`proto target not found (${target})`, { file: rootDisplay });
    described.add(file);
    load(file, importPath(file) ?? file);
  } else {
    for (const file of listProtoFiles(rootFolder, rootDisplay, policy)) {
      described.add(file);
      load(file, importPath(file) ?? file);
    }
  }
  return { root, sources, described, display, importPath, allSources };
}

/** The 1-based line and column where `needle` first occurs, or line 1. */
export function locateText(text: string, needle: string | RegExp): { line: number; column: number } {
  const index = typeof needle === 'string' ? text.indexOf(needle) : (needle.exec(text)?.index ?? -1);
  if (index < 0) return { line: 1, column: 1 };
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}
